import { describe, expect, it } from 'vitest';
import { api, calendar, day, family, openTodos, reply, type Family } from '../helpers/whatsapp-chat';

// Which list a parent means when they name a kind of list rather than one of the family's lists, and requests said
// the long way round (the item in a clause of its own, the passive, "put it on my to do list"). Each message goes
// through the signed webhook and the real worker; the effect is read back through the API.

type ListItem = { text: string; done: boolean };
const openItems = async (u: Family, listId: string) =>
  ((await api.get(`/api/lists/${listId}/items`, { token: u.token })).body as { items: ListItem[] }).items
    .filter((i) => !i.done)
    .map((i) => i.text.toLowerCase())
    .sort();
const shopping = (u: Family) => openItems(u, `shopping_${u.user.id}`);
const addToShopping = async (u: Family, ...texts: string[]) =>
  expect((await api.post(`/api/lists/shopping_${u.user.id}/items`, { items: texts.map((text) => ({ text })) }, { token: u.token })).status).toBe(201);
type Todo = { task: string; isCompleted: boolean; category: string };
const todos = async (u: Family) => (await api.get('/api/todos', { token: u.token })).body as Todo[];
describe('the list a parent means', () => {
  it('reads a kind of list as the to-dos, the reminders or Shopping', async () => {
    const u = await family();
    await reply(u.number, 'put wash the car on my list of pending tasks');
    await reply(u.number, 'please set up a reminder i need to remember to ask about work');
    expect(await openTodos(u)).toEqual(['ask about work', 'wash the car']);
    expect((await todos(u)).find((t) => t.task === 'ask about work')?.category).toBe('reminder');

    // A yes/no question about the reminders starts with yes or no, whichever list it names.
    expect(await reply(u.number, 'do i have a reminder to ask about work?')).toBe('Yes, you have a reminder for ask about work.');
    expect(await reply(u.number, 'is buying a light bulb on my reminders list')).toBe(
      'No, you have no reminder for buying a light bulb (your reminders: ask about work).',
    );
    const reminders = await reply(u.number, 'read my reminder list to me');
    expect(reminders).toMatch(/ask about work/);
    expect(reminders).not.toMatch(/wash the car/);

    await reply(u.number, 'add oranges to my to do shopping list');
    await reply(u.number, 'do me a favor and put sharpies on my list for shopping');
    // Groceries put on "my list" go on Shopping; anything else is a to-do.
    await reply(u.number, 'add milk to my list');
    await reply(u.number, 'add the school form to my list');
    expect(await shopping(u)).toEqual(['milk', 'oranges', 'sharpies']);
    expect(await openTodos(u)).toContain('the school form');
  });

  it('uses the to-dos for a chores list the family does not have, and the family’s own list when it has one', async () => {
    const u = await family();
    await reply(u.number, 'add hoovering to the chores list');
    expect(await openTodos(u)).toEqual(['hoovering']);
    expect(await reply(u.number, 'please remove hoovering from my list of chores')).toMatch(/hoovering/i);
    expect(await openTodos(u)).toEqual([]);

    const made = await api.post('/api/lists', { name: 'Chores' }, { token: u.token });
    expect(made.status).toBe(201);
    await reply(u.number, 'add dusting to the chores list');
    expect(await openItems(u, (made.body as { id: string }).id)).toEqual(['dusting']);
    expect(await openTodos(u)).toEqual([]);
  });
});

describe('requests said the long way round', () => {
  it('finds the item in a clause of its own or in the passive, and does both halves of a mixed request', async () => {
    const u = await family();
    await addToShopping(u, 'carrots', 'milk');
    await reply(u.number, "i'm out of bananas; add to shopping list");
    await reply(u.number, 'i am low on cheerios can you add that to the shopping list');
    await reply(u.number, 'i need soda added to my list and carrots removed');
    expect(await shopping(u)).toEqual(['bananas', 'cheerios', 'milk', 'soda']);
    await reply(u.number, 'please get milk removed from my shopping list and add bread');
    expect(await shopping(u)).toEqual(['bananas', 'bread', 'cheerios', 'soda']);
  });

  it('adds the thing to do said before "put it on my to do list", and empties a to-do list made blank after YES', async () => {
    const u = await family();
    await reply(u.number, 'i need to do the dishes so put it on my to do list');
    expect(await openTodos(u)).toEqual(['do the dishes']);
    expect(await reply(u.number, 'make my todo list blank')).toMatch(/YES/);
    await reply(u.number, 'YES');
    expect(await openTodos(u)).toEqual([]);
  });

  it('says how to add a meeting when asked how, and books one said with "for 1"', async () => {
    const u = await family();
    expect(await reply(u.number, 'how do i schedule a meeting')).toMatch(/^What should I add, and when\? For example:/);
    expect(await reply(u.number, 'can you schedule a meeting with damon tomorrow for 1')).toMatch(/Meeting with damon/i);
    expect((await calendar(u, day(1), day(1))).map((e) => [String(e.title).toLowerCase(), e.time])).toEqual([['meeting with damon', '13:00']]);
  });
});

describe('something done, found where the family has it', () => {
  it('ticks a grocery off Shopping and a to-do off the to-dos, whichever the message sounded like', async () => {
    const u = await family();
    await addToShopping(u, 'coffee', 'chicken');
    await reply(u.number, 'todo collect the dry cleaning');
    await reply(u.number, "i'm out of eggs");
    await reply(u.number, 'running low on dishwasher tablets');
    expect(await shopping(u)).toEqual(['chicken', 'coffee', 'dishwasher tablets', 'eggs']);

    // Read as a to-do ("done …"), but only Shopping has it.
    expect(await reply(u.number, 'done dishwasher tablets')).toMatch(/dishwasher tablets/i);
    expect(await reply(u.number, 'cross off chicken')).toMatch(/chicken/i);
    expect(await shopping(u)).toEqual(['coffee', 'eggs']);
    // Read as shopping done ("got …"), but only the to-dos have it; coffee in the same message stays Shopping's.
    expect(await reply(u.number, 'got the coffee and the dry cleaning')).toMatch(/dry cleaning/i);
    expect(await shopping(u)).toEqual(['eggs']);
    expect(await openTodos(u)).toEqual([]);
    // Words that match nothing anywhere are still said to be missing.
    await reply(u.number, 'todo ring the school');
    expect(await reply(u.number, 'done walk the dog')).toMatch(/couldn't find "walk the dog"/);
  });

  it('ticks off the Shopping items a message names among its news, and none when it says some were not got', async () => {
    const u = await family();
    await addToShopping(u, 'apples', 'rice crackers', 'milk', 'dish soap');
    await reply(u.number, "Dropped by the supermarket after work, so I've got the apples, the rice crackers and the milk. Tick those off please");
    expect(await shopping(u)).toEqual(['dish soap']);
    await addToShopping(u, 'apples', 'bread');
    await reply(u.number, 'Dropped by the supermarket, got the apples but not the bread. Tick those off please');
    expect(await shopping(u)).toContain('bread');
  });

  it('makes a list the family does not have yet when items are added to it by name, and only then', async () => {
    const u = await family();
    const made = await reply(u.number, 'add tent pegs, a torch and marshmallows to the camping list');
    expect(made).toBe('Made a new list: Camping. Added to Camping: tent pegs, torch, marshmallows.');
    const lists = (await api.get('/api/lists', { token: u.token })).body.lists as Array<{ id: string; name: string }>;
    const camping = lists.find((l) => l.name === 'Camping')!;
    expect(await openItems(u, camping.id)).toEqual(['marshmallows', 'tent pegs', 'torch']);
    // The second time the list is there: nothing new is made.
    expect(await reply(u.number, 'put sleeping bags on the camping list')).toBe('Added to Camping: sleeping bags.');
    expect((await api.get('/api/lists', { token: u.token })).body.lists).toHaveLength(lists.length);
    // Undo takes the items back off.
    await reply(u.number, 'undo');
    expect(await openItems(u, camping.id)).toEqual(['marshmallows', 'tent pegs', 'torch']);
    // Reading or ticking a list the family does not have makes nothing.
    expect(await reply(u.number, "what's on the costco list")).toMatch(/^I couldn't find a list called "costco"/);
    expect(await reply(u.number, 'got the milk off the bunnings list')).not.toMatch(/^Made a new list/);
    expect((await api.get('/api/lists', { token: u.token })).body.lists).toHaveLength(lists.length);
  });

  it('swaps one item for another, adds several to-dos at once and ticks one off by its place', async () => {
    const u = await family();
    await addToShopping(u, 'white bread', 'milk');
    await reply(u.number, 'swap the white bread for wholemeal');
    expect(await shopping(u)).toEqual(['milk', 'wholemeal']);
    await reply(u.number, 'olive oil is bought');
    expect(await shopping(u)).toEqual(['milk', 'wholemeal']);

    await reply(u.number, 'Please add these to my to-dos: clean the gutters and wash the car');
    expect(await openTodos(u)).toEqual(['clean the gutters', 'wash the car']);
    await reply(u.number, 'the second one on my to do list is finished');
    expect(await openTodos(u)).toEqual(['clean the gutters']);
    await reply(u.number, 'I keep forgetting to water the plants, could you remind me');
    expect((await todos(u)).find((t) => t.task === 'water the plants')?.category).toBe('reminder');
  });
});
