import { describe, expect, it } from 'vitest';
import { addEvent, api, calendar, day, eventTitled, family, openTodos, reply, weekdayIn } from '../helpers/whatsapp-chat';

// Requests told as news, the request only pointing back or saying what changed among what did not: a to-do done
// ("…so please mark that to-do as complete"), a thing bought from a list other than Shopping, a new place, a time
// brought forward by someone who asked, the old time said after the new one, and a message's second sentence that
// only gives the reason. Each goes through the signed webhook and the real worker; the effect is read back through the API.

describe('requests told as news', () => {
  it('ticks off the to-do or list item the news names when the request only points back at it', async () => {
    const u = await family();
    for (const task of ['Submit the grant report', 'Sew the button on the school shorts', 'Pay the school camp deposit'])
      expect((await api.post('/api/todos', { task }, { token: u.token })).status).toBe(201);
    await reply(u.number, 'I have finally submitted the grant report, so please mark that to-do as complete.');
    expect(await openTodos(u)).toEqual(['Pay the school camp deposit', 'Sew the button on the school shorts']);
    await reply(u.number, "I've sewn that button on at last, you can tick it off my to-dos.");
    await reply(u.number, 'I have now paid the school camp deposit, so that one can come off my to-do list.');
    expect(await openTodos(u)).toEqual([]);

    // Not a to-do and not on Shopping: the one other list that has it.
    const office = (await api.post('/api/lists', { name: 'Office' }, { token: u.token })).body as { id: string };
    await api.post(`/api/lists/${office.id}/items`, { items: [{ text: 'A4 paper' }, { text: 'staples' }] }, { token: u.token });
    expect(await reply(u.number, 'I collected the A4 paper on my way home; please mark it as done.')).toMatch(/Office/);
    const items = (await api.get(`/api/lists/${office.id}/items`, { token: u.token })).body as { items: Array<{ text: string; done: boolean }> };
    expect(items.items.filter((i) => !i.done).map((i) => i.text)).toEqual(['staples']);
  });

  it('moves an event to the new place told, whatever else the message says stayed the same', async () => {
    const u = await family();
    await addEvent(u, 'Book club', day(2), '19:30');
    await reply(u.number, "The book club is no longer at Helen's house; it will be held at the Glebe library instead. The date and time are unchanged.");
    expect(await eventTitled(u, 'Book club')).toMatchObject({ date: day(2), time: '19:30', location: 'the Glebe library' });
    await addEvent(u, 'Football training', day(3), '17:00', { memberId: u.mia.id });
    await reply(u.number, 'Football training for Mia is on another field now, at Centennial Park. Please put this as the new place.');
    expect(await eventTitled(u, 'Football training')).toMatchObject({ date: day(3), time: '17:00', location: 'Centennial Park' });
  });

  it('reads a time brought forward at someone’s request, the old time said after the new one, and a reason after the request', async () => {
    const u = await family();
    await addEvent(u, 'Parent-teacher meeting', day(2), '16:00');
    await reply(
      u.number,
      `Ms Patel has asked to bring our parent-teacher meeting on ${weekdayIn(2)} forward by 15 minutes, as she has a staff meeting straight afterwards.`,
    );
    expect(await eventTitled(u, 'Parent-teacher meeting')).toMatchObject({ date: day(2), time: '15:45' });
    await addEvent(u, 'Netball', day(3), '17:00');
    await reply(u.number, "my netball's at 6 now not 5");
    expect(await eventTitled(u, 'Netball')).toMatchObject({ date: day(3), time: '18:00' });

    await addEvent(u, 'Physio', day(1), '15:00');
    await addEvent(u, 'Piano', day(1), '16:30');
    await reply(u.number, "Can you delete tomorrow's 3 o'clock please? We don't need it anymore.");
    expect((await calendar(u, day(1), day(1))).map((e) => e.title)).toEqual(['Piano']);
  });

  it('reads to-dos after a colon, a thing called off as news, and the one question among news', async () => {
    const u = await family();
    await reply(u.number, 'Could you put two things on my to-do list: register Mia for an Opal card, and buy her a SIM card?');
    expect(await openTodos(u)).toEqual(['buy her a SIM card', 'register Mia for an Opal card']);
    await reply(u.number, 'remind me re car rego');
    expect(await openTodos(u)).toContain('car rego');

    await addEvent(u, 'Footy', day(2), '09:00', { memberId: u.mia.id });
    await addEvent(u, 'Piano', day(2), '11:00', { memberId: u.mia.id });
    await reply(u.number, `mias footy off this ${weekdayIn(2)}, ground's waterlogged`);
    expect((await calendar(u, day(2), day(2))).map((e) => e.title)).toEqual(['Piano']);

    // The parent's own plans are why they ask: nothing is filed, the list is shown.
    await api.post(`/api/lists/shopping_${u.user.id}/items`, { items: [{ text: 'bread' }] }, { token: u.token });
    const shown = await reply(
      u.number,
      "I'm doing a big shop tomorrow morning before work, so I'll save you a trip. What's on the shopping list at the moment?",
    );
    expect(shown).toMatch(/bread/);
    expect((await calendar(u, day(0), day(3))).map((e) => e.title)).toEqual(['Piano']);
  });

  it('reads a 24-hour time written without its colon, and a removal with what turned out after it', async () => {
    const u = await family();
    await addEvent(u, 'Footy trial', day(2), '16:30', { memberId: u.mia.id });
    await reply(u.number, `Mia's footy trial -> ${weekdayIn(3).slice(0, 3)} 0900 instead`);
    expect(await eventTitled(u, 'Footy trial')).toMatchObject({ date: day(3), time: '09:00' });

    await api.post(`/api/lists/shopping_${u.user.id}/items`, { items: [{ text: 'gluten free pasta' }, { text: 'basil' }] }, { token: u.token });
    await reply(u.number, "Please take the gluten-free pasta off the list entirely; it turns out Mia's friend is not coeliac after all.");
    const items = (await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: Array<{ text: string }> };
    expect(items.items.map((i) => i.text)).toEqual(['basil']);
  });
});
