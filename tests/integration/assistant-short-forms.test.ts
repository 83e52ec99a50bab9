import { describe, expect, it } from 'vitest';
import { addEvent, api, calendar, day, eventTitled, family, openTodos, reply, weekdayIn, type Family } from '../helpers/whatsapp-chat';

// Requests said the short way or around news: a rename of an event whose name is also a verb ("shift"), a 24-hour
// time that ends a clause, a new length with the old one after it, things told bought and then only pointed back at,
// a yes/no question typed "y/n", and a reminder asked for on the thing itself. Each goes through the signed webhook
// and the real worker; the effect is read back through the API.

const shopping = async (u: Family) =>
  ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Array<{ text: string; done: boolean }> }).items;

describe('requests said short or around news', () => {
  it('renames an event called "shift", and reads a 24-hour time at the end of a clause', async () => {
    const u = await family();
    await addEvent(u, 'Shift', day(2), '14:00');
    await reply(u.number, `Rename ${weekdayIn(2).slice(0, 3)} shift to 'Overtime'.`);
    expect(await eventTitled(u, 'Overtime')).toMatchObject({ date: day(2), time: '14:00' });

    await reply(u.number, `${weekdayIn(3)}. BBQ at Nan's 1230, all of us. Put it in.`);
    expect(await eventTitled(u, "BBQ at Nan's")).toMatchObject({ date: day(3), time: '12:30' });

    await addEvent(u, 'Parent-teacher interview', day(4), '15:40');
    await reply(u.number, `Parent-teacher interview ${weekdayIn(4).slice(0, 3)}: now 1610 (was 1540).`);
    expect(await eventTitled(u, 'Parent-teacher interview')).toMatchObject({ date: day(4), time: '16:10' });
  });

  it('changes the length told with the old one after it, and puts a reminder on the thing asked', async () => {
    const u = await family();
    await addEvent(u, 'Swim lesson', day(2), '09:30', { memberId: u.mia.id });
    await reply(u.number, 'Mia swim lesson 30 min now, not 45.');
    expect(await eventTitled(u, 'Swim lesson')).toMatchObject({ date: day(2), duration: 30 });

    await addEvent(u, 'Podiatrist', day(3), '11:00');
    await reply(u.number, 'The podiatrist is only 20 minutes. not the hour you have put down');
    expect(await eventTitled(u, 'Podiatrist')).toMatchObject({ date: day(3), time: '11:00', duration: 20 });

    await addEvent(u, "Nana's flight", day(5), '15:40');
    await reply(u.number, "Can Nana's flight have a reminder 2 hours before? I forget everything");
    expect(await eventTitled(u, "Nana's flight")).toMatchObject({ date: day(5), reminderMinutes: 120 });
    expect((await calendar(u, day(0), day(6))).map((e) => e.title).sort()).toEqual(["Nana's flight", 'Podiatrist', 'Swim lesson']);
  });

  it('ticks off the things told bought when the request only points back, and answers a y/n question', async () => {
    const u = await family();
    const items = ['bananas', 'oat milk', 'nappies', 'coffee pods', 'decaf', 'ginger biscuits'].map((text) => ({ text }));
    await api.post(`/api/lists/shopping_${u.user.id}/items`, { items }, { token: u.token });
    await reply(u.number, 'Just got back from Woolies, grabbed the bananas, oat milk and nappies - can you tick those off for me?');
    await reply(u.number, 'Chidi got teh decaf and the ginger biscuits yay, tick those off');
    expect((await shopping(u)).filter((i) => !i.done).map((i) => i.text)).toEqual(['coffee pods']);
    expect(await reply(u.number, 'Coffee pods on list y/n?')).toMatch(/^Yes/);
    expect(await reply(u.number, 'Tea bags on list y/n?')).toMatch(/^No/);
  });

  it('adds the things after a dash or parted by stops, and ticks off a to-do told done on "my jobs"', async () => {
    const u = await family();
    await reply(u.number, 'Could you pop a few things on the shopping list please - sourdough, free-range eggs and baby spinach. Cheers!');
    await reply(u.number, 'add to shopping,, bread . milk . TEA BAGS');
    const open = (await shopping(u)).map((i) => i.text.toLowerCase()).sort();
    expect(open).toEqual(['baby spinach', 'bread', 'free-range eggs', 'milk', 'sourdough', 'tea bags']);

    for (const task of ['Fix the gate latch', 'Clean out the gutters']) expect((await api.post('/api/todos', { task }, { token: u.token })).status).toBe(201);
    await reply(u.number, 'the gate latch is fixed. tick it off my jobs');
    expect(await openTodos(u)).toEqual(['Clean out the gutters']);
  });
});
