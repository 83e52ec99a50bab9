import { describe, expect, it } from 'vitest';
import { api, calendar, day, eventTitled, family, reply, weekdayIn } from '../helpers/whatsapp-chat';

// Messages as parents write them (kids named after the event, a stay over several days, corrections, homework
// without the word), through the signed webhook and the real worker; the effect is read back through the API.

describe('family messages', () => {
  it('files an event both kids go to, a stay over several days, and moves them as corrected', async () => {
    const u = await family();
    await reply(u.number, `school disco ${weekdayIn(3)} 6 to 8 pm, mia & sam going`);
    const disco = await calendar(u, day(3), day(3));
    expect(disco.map((e) => [e.title, e.time, e.memberIds])).toEqual([['School disco', '18:00', [u.mia.id, u.sam.id]]]);
    expect((await eventTitled(u, 'School disco')).duration).toBe(120);

    await reply(u.number, `cousins staying with us ${weekdayIn(3)} to ${weekdayIn(5)}`);
    const stay = await eventTitled(u, 'Cousins staying with us');
    expect([stay.date, stay.allDay, stay.duration]).toEqual([day(3), true, 3 * 1440]);
    // A whole day later: an all-day event moves by its date.
    expect(await reply(u.number, 'push the cousins staying back a day')).toMatch(/Cousins staying with us/);
    expect((await eventTitled(u, 'Cousins staying with us')).date).toBe(day(4));

    await reply(u.number, `orthodontist for sam ${weekdayIn(4)} at 8am`);
    await reply(u.number, "sam's orthodontist is 8:30 not 8");
    expect((await calendar(u, day(4), day(4))).find((e) => e.title === 'Orthodontist')?.time).toBe('08:30');
    await reply(u.number, 'make the school disco 3 hours instead');
    expect((await eventTitled(u, 'School disco')).duration).toBe(180);
  });

  it('takes homework said without the word, and answers hours of a day as free or busy', async () => {
    const u = await family();
    await reply(u.number, `mia has a maths worksheet due ${weekdayIn(3)}`);
    const todos = (await api.get('/api/todos', { token: u.token })).body as Array<{ task: string; category: string; dueDate?: string }>;
    expect(todos.map((t) => [t.task, t.category, t.dueDate])).toEqual([['maths worksheet', 'homework', day(3)]]);

    await reply(u.number, `swimming for mia ${weekdayIn(3)} at 4pm`);
    expect(await reply(u.number, `is mia free ${weekdayIn(3)} after 3`)).toMatch(/Swimming/);
    expect(await reply(u.number, `r we busy ${weekdayIn(3)} between 10 and 12`)).not.toMatch(/Swimming/);
  });
});
