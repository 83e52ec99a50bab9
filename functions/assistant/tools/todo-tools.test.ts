import { describe, expect, it } from 'vitest';
import { getUser } from '../../data/users';
import { listTodos, saveTodo } from '../../todos/todos';
import { TodoSchema } from '../../../shared/schemas/calendar';
import { signedUpUser } from '../../../tests/helpers/accounts';
import { applyClearTodos, clearTodosTool } from './todo-tools';
import { undoLast } from './undo';

// Clearing the to-do list against DynamoDB Local: asked first, every open to-do ticked off on YES, one undo.

async function context() {
  const u = await signedUpUser({ timezone: 'UTC' });
  const user = (await getUser(u.user.id))!;
  return { userId: user.id, user, now: new Date() };
}

describe('clearing the to-do list', () => {
  it('asks first, ticks off every open to-do on YES, and one undo brings them back', async () => {
    const ctx = await context();
    for (const task of ['ring the council', 'renew passport']) await saveTodo(ctx.userId, TodoSchema.parse({ task }));
    const asked = await clearTodosTool(ctx);
    expect(asked).toMatchObject({ text: expect.stringMatching(/^Tick off all 2 open to-dos/), pending: { ask: 'confirm', tool: 'clearTodos' } });
    expect((await listTodos(ctx.userId)).filter((t) => !t.isCompleted)).toHaveLength(2);

    expect(await applyClearTodos(ctx)).toMatch(/^Cleared your list \(2 ticked off\)/);
    expect((await listTodos(ctx.userId)).every((t) => t.isCompleted)).toBe(true);

    expect((await undoLast(ctx.userId, new Date())).outcome).toBe('undone');
    expect((await listTodos(ctx.userId)).filter((t) => !t.isCompleted)).toHaveLength(2);
  });

  it('says so when there is nothing to clear', async () => {
    const ctx = await context();
    expect(await clearTodosTool(ctx)).toBe('Your list has no open to-dos.');
  });
});
