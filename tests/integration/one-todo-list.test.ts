import { describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys';
import { isTodoListName, TODO_NAME_TAKEN } from '../../functions/lists/todo-names';
import type { List } from '../../shared/schemas/lists';
import { migrateTodoLists } from '../../scripts/migrate-todos';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { setAttributes } from '../helpers/table';
import { family, reply } from '../helpers/whatsapp-chat';

type User = Awaited<ReturnType<typeof signedUpUser>>;

const listsOf = async (u: User): Promise<List[]> => (await api.get('/api/lists', { token: u.token })).body.lists;
const todosOf = async (u: User): Promise<Array<{ task: string; isCompleted: boolean }>> => {
  const res = await api.get('/api/todos', { token: u.token });
  expect(res.status).toBe(200);
  return res.body;
};

/** A list made before names were checked: created under another name, then given `name` in the table. */
async function oldList(u: User, name: string, items: Array<{ text: string; quantity?: string }>, tick: string[] = []) {
  const list = (await api.post('/api/lists', { name: `Old ${name}` }, { token: u.token })).body as List;
  const added = await api.post(`/api/lists/${list.id}/items`, { items }, { token: u.token });
  expect(added.status).toBe(201);
  for (const item of added.body.added.filter((i: { text: string }) => tick.includes(i.text)))
    expect((await api.patch(`/api/lists/${list.id}/items/${item.id}`, { done: true }, { token: u.token })).status).toBe(200);
  await setAttributes(keys.list(u.user.id, list.id), { name });
  return list;
}

describe('one to-do list', () => {
  it('the migration moves open items of to-do-named lists into the to-dos, deletes those lists, and a second run changes nothing', async () => {
    const u = await signedUpUser();
    const other = await signedUpUser();
    expect((await api.post('/api/todos', { task: 'Call the plumber' }, { token: u.token })).status).toBe(201);
    await oldList(u, 'To-Do', [{ text: 'Book swimming' }, { text: 'call the plumber' }, { text: 'Renew passport' }], ['Renew passport']);
    await oldList(u, 'tasks', [{ text: 'Printer ink', quantity: '2' }]);
    const holiday = await oldList(u, 'Holiday', [{ text: 'Sun cream' }]);
    const theirs = await oldList(other, 'Todo', [{ text: 'Not yours' }]);
    const shopping = (await listsOf(u)).find((l) => l.isShopping)!;
    await api.post(`/api/lists/${shopping.id}/items`, { items: [{ text: 'Milk' }] }, { token: u.token });

    const first = await migrateTodoLists();
    expect(first).toEqual({ accounts: 2, lists: 3, moved: 3, alreadyThere: 1, doneDropped: 1, shoppingSkipped: 0 });
    expect((await todosOf(u)).map((t) => [t.task, t.isCompleted])).toEqual([
      ['Call the plumber', false],
      ['Book swimming', false],
      ['Printer ink (2)', false],
    ]);
    expect((await listsOf(u)).map((l) => l.name)).toEqual(['Shopping', 'Holiday']);
    expect((await api.get(`/api/lists/${holiday.id}/items`, { token: u.token })).body.items.map((i: { text: string }) => i.text)).toEqual(['Sun cream']);
    // The other account's to-do list became its own to-dos, never this family's.
    expect((await todosOf(other)).map((t) => t.task)).toEqual(['Not yours']);
    expect((await api.get(`/api/lists/${theirs.id}/items`, { token: other.token })).status).toBe(404);

    expect(await migrateTodoLists()).toEqual({ accounts: 0, lists: 0, moved: 0, alreadyThere: 0, doneDropped: 0, shoppingSkipped: 0 });
    expect(await todosOf(u)).toHaveLength(3);
  });

  it('a Shopping list renamed to a to-do name before the rule is kept, items and all', async () => {
    const u = await signedUpUser();
    const shopping = (await listsOf(u)).find((l) => l.isShopping)!;
    await api.post(`/api/lists/${shopping.id}/items`, { items: [{ text: 'Eggs' }] }, { token: u.token });
    await setAttributes(keys.list(u.user.id, shopping.id), { name: 'Todo' });
    const counts = await migrateTodoLists();
    expect(counts.shoppingSkipped).toBeGreaterThanOrEqual(1);
    expect(await todosOf(u)).toEqual([]);
    expect((await listsOf(u)).map((l) => [l.name, l.openCount])).toEqual([['Todo', 1]]);
  });

  it('no new list, nor a renamed one, takes a to-do name: 400 pointing to the To-dos list', async () => {
    const u = await signedUpUser();
    for (const name of ['To-do', 'todo', ' To Do ', 'TODOS', 'To-dos', 'Tasks', 'to–do list']) {
      const res = await api.post('/api/lists', { name }, { token: u.token });
      expect(res.status, name).toBe(400);
      expect(res.body.error).toBe(TODO_NAME_TAKEN);
      expect(res.body.fields).toEqual({ name: 'Use the To-dos list for to-dos' });
    }
    const holiday = (await api.post('/api/lists', { name: 'Holiday tasks' }, { token: u.token })).body as List;
    expect(holiday.name).toBe('Holiday tasks');
    const rename = await api.patch(`/api/lists/${holiday.id}`, { name: 'Tasks' }, { token: u.token });
    expect(rename.status).toBe(400);
    expect((await listsOf(u)).map((l) => l.name)).toEqual(['Shopping', 'Holiday tasks']);
    expect(['Todo list', 'to do', 'To-Dos'].every(isTodoListName)).toBe(true);
    expect(['Toddler', 'Holiday tasks', 'Task force', 'Shopping'].some(isTodoListName)).toBe(false);
  });

  it('on WhatsApp a new list by a to-do name gets the same answer, and no list is made', async () => {
    const u = await family();
    expect(await reply(u.number, 'new list called tasks')).toBe(`Sorry, that didn't work: ${TODO_NAME_TAKEN}`);
    expect((await listsOf(u)).map((l) => l.name)).toEqual(['Shopping']);
  });
});
