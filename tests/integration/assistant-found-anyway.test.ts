import { describe, expect, it } from 'vitest';
import { addEvent, api, calendar, day, eventTitled, family, reply, weekdayIn, type Family } from '../helpers/whatsapp-chat';

// The thing meant is found in what the account has even when the message's reading was off: a move whose day was
// the other day said, a time read from "mornings" that the event is not at, things told done on a list other than
// Shopping, and a name that is a filed event's and more, which is a new event. Each goes through the signed webhook
// and the real worker; the effect is read back through the API.

const newList = async (u: Family, name: string, items: string[]) => {
  const made = await api.post('/api/lists', { name }, { token: u.token });
  expect(made.status).toBe(201);
  const id = String((made.body as { id: string }).id);
  expect((await api.post(`/api/lists/${id}/items`, { items: items.map((text) => ({ text })) }, { token: u.token })).status).toBe(201);
  return async () =>
    ((await api.get(`/api/lists/${id}/items`, { token: u.token })).body as { items: Array<{ text: string; done: boolean }> }).items
      .filter((i) => !i.done)
      .map((i) => i.text);
};

describe('the thing meant, found in the account', () => {
  it('moves the one event the message names when the day read as its day was the other day said', async () => {
    const u = await family();
    await addEvent(u, 'Grandma arriving', day(3), '11:00');
    await reply(
      u.number,
      `Grandma's visit has been pushed back a day; she will now arrive on ${weekdayIn(4)} instead of ${weekdayIn(3)}, at around the same time. Could you please move it?`,
    );
    expect(await eventTitled(u, 'Grandma arriving')).toMatchObject({ date: day(4), time: '11:00' });

    await addEvent(u, 'Speech therapy', day(5), '14:00', { memberId: u.mia.id, recurrence: 'weekly' });
    await reply(u.number, `Mia lost another tooth today, the tooth fairy will be broke! Also her speech therapy on ${weekdayIn(5)} is now at 3:15.`);
    const that = (await calendar(u, day(5), day(5))).find((e) => e.title === 'Speech therapy');
    expect(that).toMatchObject({ date: day(5), time: '15:15' });
    // the rest of the series keeps its time
    expect((await calendar(u, day(12), day(12))).find((e) => e.title === 'Speech therapy')).toMatchObject({ time: '14:00' });
  });

  it('finds the event by its name and day when the time read from "mornings" is not its time', async () => {
    const u = await family();
    await addEvent(u, 'Playgroup', day(1), '10:00', { recurrence: 'weekly' });
    await addEvent(u, 'Kinder gym', day(1), '09:30', { recurrence: 'weekly' });
    const asked = await reply(
      u.number,
      `The playgroup on ${weekdayIn(1)} mornings does not happen anymore, the organisers have stopped it. You can delete it completely.`,
    );
    if (/YES/.test(asked)) await reply(u.number, 'YES');
    const left = (await calendar(u, day(0), day(20))).map((e) => e.title);
    expect(left).not.toContain('Playgroup');
    expect(left.filter((t) => t === 'Kinder gym')).toHaveLength(3);
  });

  it('ticks off things told done on the one other list that has them, named whole or one by one', async () => {
    const u = await family();
    const daycare = await newList(u, 'Daycare', ['wipes', 'nappies', 'playdough']);
    const office = await newList(u, 'Office', ['black ink cartridges', 'A4 paper (2 reams)', 'stapler']);
    await reply(u.number, 'got the wipes and nappies tick em off');
    expect(await daycare()).toEqual(['playdough']);
    await reply(u.number, 'I collected the printer cartridges and the A4 paper on my way home; please mark them as done.');
    expect(await office()).toEqual(['stapler']);
  });

  it('adds a new event whose name is a filed one and more, instead of changing the filed one', async () => {
    const u = await family();
    await addEvent(u, 'Nursery', day(1), '08:00', { recurrence: 'weekly' });
    await reply(u.number, `nursery photos ${weekdayIn(1)}, half nine`);
    expect(await eventTitled(u, 'Nursery photos')).toMatchObject({ date: day(1), time: '09:30' });
    expect(await eventTitled(u, 'Nursery')).toMatchObject({ time: '08:00' });
  });
});
