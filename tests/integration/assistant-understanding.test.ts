import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { api, at, calendar, conversationState, day, family, itemsOf, reply, weekdayIn, type Family } from '../helpers/whatsapp-chat';

// What the assistant understands beyond one request of one known shape: several requests in one message, yes/no
// questions, reminders as people mean them, the either/or question and its answer, things found by ranked
// matching, and input that is not a request. Each message goes through the signed webhook and the real worker;
// the effect is read back through the API.

type ListItem = { text: string; done: boolean };
const shopping = async (u: Family) =>
  ((await api.get(`/api/lists/shopping_${u.user.id}/items`, { token: u.token })).body as { items: ListItem[] }).items
    .filter((i) => !i.done)
    .map((i) => i.text.toLowerCase())
    .sort();
const addToShopping = async (u: Family, ...texts: string[]) =>
  expect((await api.post(`/api/lists/shopping_${u.user.id}/items`, { items: texts.map((text) => ({ text })) }, { token: u.token })).status).toBe(201);
const todos = async (u: Family) => (await api.get('/api/todos', { token: u.token })).body as Array<{ task: string; isCompleted: boolean; category: string }>;

describe('the assistant understands what parents send', () => {
  it('does every request of a message that holds several, on the list the first one names', async () => {
    const u = await family();
    await addToShopping(u, 'soda', 'eggs', 'bread');
    const first = await reply(u.number, 'take soda off and add tea');
    expect(first).toMatch(/Removed from Shopping: soda/);
    expect(first).toMatch(/Added to Shopping: tea/);
    expect(await shopping(u)).toEqual(['bread', 'eggs', 'tea']);

    await reply(u.number, "i don't need eggs anymore, but i do need milk");
    expect(await shopping(u)).toEqual(['bread', 'milk', 'tea']);

    await reply(u.number, 'swimming for Mia tomorrow at 4pm');
    const both = await reply(u.number, 'cancel swimming tomorrow and add tennis for Sam tomorrow at 5pm');
    expect(both).toMatch(/Tennis for Sam/);
    expect((await calendar(u, day(1), day(1))).map((e) => e.title)).toEqual(['Tennis']);
  });

  it('finds list items by ranked matching, never by requiring the leftover words', async () => {
    const u = await family();
    await addToShopping(u, 'Milk', 'Paper towels', 'Bin bags');
    expect(await reply(u.number, 'take out the milk from the shopping list')).toMatch(/^Removed from Shopping: Milk\./);
    expect(await reply(u.number, 'cross paper towel off the shopping list')).toMatch(/Paper towels/);
    expect(await shopping(u)).toEqual(['bin bags']);
  });

  it('answers yes/no questions with yes or no first, then the detail', async () => {
    const u = await family();
    await addToShopping(u, 'milk', 'eggs');
    expect(await reply(u.number, 'did you put carrots on the shopping list')).toBe("No, carrots aren't on Shopping (milk, eggs).");
    expect(await reply(u.number, 'is milk on my list?')).toBe('Yes, milk is on Shopping.');
    // Asking never changes the list.
    expect(await shopping(u)).toEqual(['eggs', 'milk']);

    await reply(u.number, 'meeting with Robin tomorrow at 3pm');
    expect(await reply(u.number, 'do i have a meeting with robin tomorrow?')).toBe(`Yes: Meeting with Robin is on ${at(day(1), '15:00')}.`);
    expect(await reply(u.number, 'exactly what time is my meeting with robin scheduled for')).toMatch(/^Meeting with Robin is on /);
    expect(await reply(u.number, 'is the dentist on friday?')).toMatch(/^No\./);
  });

  it('lists reminders as people mean them: events with a reminder and what to remember without a time', async () => {
    const u = await family();
    await reply(u.number, 'dentist for Mia tomorrow at 10am, remind me 1 hour before');
    expect(await reply(u.number, 'remind me to call the bank')).toMatch(/call the bank/);
    expect((await todos(u)).find((t) => t.task === 'call the bank')?.category).toBe('reminder');
    for (const ask of ['my reminders', 'what did i want to remember']) {
      const text = await reply(u.number, ask);
      expect(text).toMatch(/Dentist/);
      expect(text).toMatch(/To remember \(1, no time set\):\n• call the bank/);
    }
  });

  it('answers whether a reminder is set, and sets one before an event when asked with no lead time', async () => {
    const u = await family();
    await reply(u.number, 'meeting with Robin tomorrow at 3pm');
    expect(await reply(u.number, 'did you place the reminder about the meeting for tomorrow')).toMatch(/^No, you have no reminder for the meeting\b/);
    expect(await reply(u.number, 'send an alert before meeting')).toMatch(/30 min/);
    expect((await calendar(u, day(1), day(1))).map((e) => e.reminderMinutes)).toEqual([30]);
    expect(await reply(u.number, 'did you place the reminder about the meeting for tomorrow')).toBe('Yes, you have a reminder for Meeting with Robin.');
    expect(await reply(u.number, 'what were the things i want to recall')).toMatch(/Meeting with Robin/);
  });

  it('asks one either/or question when the model and the rules disagree, and does what the answer picks', async () => {
    const u = await family();
    await addToShopping(u, 'milk');
    // "todo …" says what it is: the model is not asked.
    expect(await reply(u.number, 'todo buy milk')).toMatch(/^Added to your list: buy milk/);
    // The rules read the calendar, the model a list (no list named, nothing to buy: the to-dos): one short question,
    // never the help.
    const question = await reply(u.number, 'what is left for today');
    expect(question).toMatch(/^Show what's on on .+, or show your to-dos\? Reply 1 or 2\.$/);
    expect((await conversationState(u))?.pending).toMatchObject({ ask: 'either' });
    expect(await reply(u.number, '2')).toMatch(/^Your list \(1 open\):\n1\. buy milk/);
    // Answered by its verb instead of its number; the question is not left waiting.
    await reply(u.number, 'what is left for today');
    expect(await reply(u.number, 'the first one')).toMatch(/nothing in the calendar/);
    expect((await conversationState(u))?.pending ?? null).toBeNull();
  });

  it('settles an either/or question by what the account has, when only one reading finds its thing', async () => {
    const u = await family();
    await addToShopping(u, 'errands', 'milk');
    // The rules read a cancel, the model a list removal: only the list has "errands", so it is taken off, unasked.
    expect(await reply(u.number, 'clear out errands')).toMatch(/^Removed from Shopping: errands\./);
    expect(await shopping(u)).toEqual(['milk']);
    await reply(u.number, 'errands for Sam tomorrow at 5pm');
    expect(await reply(u.number, 'clear out errands')).not.toMatch(/Reply 1 or 2/);
    expect((await calendar(u, day(1), day(1))).map((e) => e.title)).toEqual([]);
  });

  it('makes one event for every member named, and reads school days as Monday to Friday', async () => {
    const u = await family();
    const both = await reply(u.number, 'dentist for Mia and Sam tomorrow at 3pm');
    expect(both).toMatch(/Dentist for Mia and Sam/);
    const events = await calendar(u, day(1), day(1));
    expect(events).toHaveLength(1);
    expect(events[0].memberIds).toEqual([u.mia.id, u.sam.id]);
    await reply(u.number, 'school run every school day at 8am');
    const week = (await calendar(u, day(0), day(13))).filter((e) => e.title === 'School run');
    expect(new Set(week.map((e) => DateTime.fromISO(String(e.date)).weekday))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('keeps an event all day when the parent takes up "or leave it as all day"', async () => {
    const u = await family();
    const added = await reply(u.number, 'school photos for Sam on friday');
    expect(added).toMatch(/or leave it as all day\.$/);
    expect(await reply(u.number, 'leave it as all day')).toBe('OK, it stays all day.');
    expect((await conversationState(u))?.pending ?? null).toBeNull();
    const events = (await calendar(u, day(0), day(8))).filter((e) => e.title === 'School photos');
    expect(events).toHaveLength(1);
    expect(events[0].allDay).toBe(true);
  });

  it('reads an event told at a new time without asking to add it as that event moved, that day only for a series', async () => {
    const u = await family();
    const [soon, weekAfter] = [day(3), day(10)];
    await reply(u.number, `add yoga every ${weekdayIn(3)} at 9am`);
    expect(await reply(u.number, `yoga ${weekdayIn(3)} at 10am this week only`)).not.toMatch(/^Added/);
    const times = async (date: string) => (await calendar(u, date, date)).filter((e) => e.title === 'Yoga').map((e) => e.time);
    expect(await times(soon)).toEqual(['10:00']);
    expect(await times(weekAfter)).toEqual(['09:00']);
    // Asked to add, it is a second event.
    expect(await reply(u.number, `add yoga ${weekdayIn(3)} at 6pm`)).toMatch(/^Added/);
    expect(await times(soon)).toEqual(['10:00', '18:00']);
  });

  it("reads a place told for that day's event, without asking to add it, as its new place that day", async () => {
    const u = await family();
    await reply(u.number, `add netball every ${weekdayIn(3)} at 9am`);
    const told = await reply(u.number, `netball ${weekdayIn(3)} is at the indoor courts this wk`);
    expect(told).not.toMatch(/^Added|what time/i);
    const places = async (date: string) => (await calendar(u, date, date)).filter((e) => e.title === 'Netball').map((e) => e.location || null);
    expect(await places(day(3))).toEqual(['the indoor courts']);
    expect(await places(day(10))).toEqual([null]);
    // A day with no event of that name: nothing is moved, and the message is read as before (a new event, its time asked).
    expect(await reply(u.number, `choir ${weekdayIn(4)} is at the town hall`)).toMatch(/time/i);
    expect(await places(day(4))).toEqual([]);
  });

  it('gives bad input a short reply and files nothing', async () => {
    const u = await family();
    for (const text of ['🎉🎉🎉', 'add <script>x</script> tomorrow at 5pm', 'dentist\u0007 tomorrow at 5pm', 'Добавь плавание завтра в 4', 'x'.repeat(600)]) {
      const answer = await reply(u.number, text);
      expect(answer).toMatch(/^Sorry, I didn't understand that\./);
      expect(answer.split('\n')).toHaveLength(1);
    }
    expect(await calendar(u, day(0), day(8))).toHaveLength(0);
    expect((await itemsOf(u, 'todo')).length).toBe(0);
  });
});
