import { describe, expect, it } from 'vitest';
import { addEvent, api, calendar, day, dueAt, eventsOf, eventTitled, family, reminderOf, reply, weekdayIn, type Family } from '../helpers/whatsapp-chat';

// Things said short or the long way round, as parents text them: items cut short, an item among other words, a
// reminder with no number, a shift with no unit, a change that points back at the event named first, and every one of
// a series. Each message goes through the signed webhook and the real worker; the effect is read back through the API.

const shoppingOpen = async (u: Family) =>
  ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Array<{ text: string; done: boolean }> }).items
    .filter((i) => !i.done)
    .map((i) => i.text)
    .sort();

describe('things said short', () => {
  it('ticks off items cut short or named among other words, and only when one item is meant', async () => {
    const u = await family();
    await api.post(
      `/api/lists/shopping_${u.user.id}/items`,
      { items: ['strawberries', 'avocados', 'dishwasher tablets', 'yoghurt', 'peanut butter'].map((text) => ({ text })) },
      { token: u.token },
    );
    expect(await reply(u.number, 'grabbed the strawbs and avo')).toMatch(/^Ticked off on Shopping: strawberries, avocados\./);
    await reply(u.number, 'got the dishy tabs');
    expect(await shoppingOpen(u)).toEqual(['peanut butter', 'yoghurt']);
    await reply(u.number, 'I picked up the yoghurt on the way home from school, so please tick that off the shopping list');
    expect(await shoppingOpen(u)).toEqual(['peanut butter']);
    // "peas" is no short "peanut butter": the item's other word was not said.
    expect(await reply(u.number, 'got the peas')).toMatch(/Not on Shopping: peas/);
    expect(await shoppingOpen(u)).toEqual(['peanut butter']);
  });

  it('reads a reminder with no number, a shift with no unit and a change that points back at the event named first', async () => {
    const u = await family();
    await reply(u.number, `dentist for me ${weekdayIn(2)} 8am, remind me hour before`);
    const dentist = await eventTitled(u, 'Dentist');
    expect(dentist).toMatchObject({ date: day(2), time: '08:00' });
    expect(dentist.reminderMinutes).toBe(60);
    expect(await reminderOf(u, dentist.id)).toMatchObject({ occurrence: day(2), dueAt: dueAt(day(2), '08:00', 60) });

    await addEvent(u, 'Piano', day(1), '15:30');
    await reply(u.number, 'piano tmrw, push it back 30');
    expect(await eventTitled(u, 'Piano')).toMatchObject({ date: day(1), time: '16:00' });
    await addEvent(u, 'Swimming', day(3), '09:00');
    await reply(u.number, `swimming on ${weekdayIn(3)}, can we move it 15 minutes earlier? Thank you.`);
    expect(await eventTitled(u, 'Swimming')).toMatchObject({ date: day(3), time: '08:45' });
    expect(await eventsOf(u)).toHaveLength(3);
  });

  it('cancels every one of a series when the message says so, even with a day said', async () => {
    const u = await family();
    await addEvent(u, 'Korean school', day(2), '10:00', { recurrence: 'weekly' });
    await addEvent(u, 'Tutoring', day(3), '17:00', { recurrence: 'weekly' });
    await addEvent(u, 'Swimming', day(4), '09:00', { recurrence: 'weekly' });
    const titles = async () => [...new Set((await calendar(u, day(0), day(40))).map((e) => e.title))].sort();

    // Every one of a series is asked about first; YES deletes them all.
    expect(await reply(u.number, `We stopped the Korean school. Please delete every ${weekdayIn(2)} one.`)).toMatch(/Korean school.*Reply YES to delete/s);
    await reply(u.number, 'yes');
    expect(await reply(u.number, `drop the tutoring on ${weekdayIn(3)}s, we're done with it for good`)).toMatch(/Tutoring.*Reply YES to delete/s);
    await reply(u.number, 'yes');
    expect(await titles()).toEqual(['Swimming']);
    // A day said with a reason that passes is that day's only.
    await reply(u.number, `cancel ${weekdayIn(4)}'s swimming, the pool is closed`);
    const swims = (await calendar(u, day(0), day(40))).filter((e) => e.title === 'Swimming');
    expect(swims.length).toBeGreaterThan(3);
    expect(swims.map((e) => e.date)).not.toContain(day(4));
    expect(await reply(u.number, "we're done with swimming, cancel the lot")).toMatch(/Swimming.*Reply YES to delete/s);
    await reply(u.number, 'yes');
    expect(await titles()).toEqual([]);
  });
});
