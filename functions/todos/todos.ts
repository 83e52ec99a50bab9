import type { TodoInput } from '../../shared/schemas/calendar';
import { deleteKeys, queryAll } from '../data/batch';
import { db } from '../data/client';
import { getItem, putItem } from '../data/commands';
import { sortableId } from '../data/ids';
import { keys } from '../data/keys';
import { getMember } from '../data/members';
import { putForAccount } from '../data/users';
import { badRequest, notFound } from '../errors';
import { withoutKeys } from '../data/items';

export interface Todo {
  id: string;
  task: string;
  isCompleted: boolean;
  category: string;
  priority: string;
  dueDate: string | null;
  assigneeId: string | null;
  created_at: string;
  updated_at: string;
}

/** The stored item of a to-do; an assigned one also carries the member's index key (it leaves with the member). */
export const todoItem = (userId: string, todo: Todo) => ({
  ...keys.todo(userId, todo.id),
  entity: 'todo',
  ...todo,
  ...(todo.assigneeId ? keys.memberOwned(todo.assigneeId, keys.todo(userId, todo.id).sk) : {}),
});

const strip = (raw: Record<string, unknown>) => withoutKeys<Todo>(raw);

export async function listTodos(userId: string): Promise<Todo[]> {
  return (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :t)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':t': keys.todoPrefix },
    })
  ).map(strip);
}

export async function getTodo(userId: string, id: string): Promise<Todo> {
  const { Item } = await db().send(getItem({ Key: keys.todo(userId, id) }));
  if (!Item) throw notFound('To-do not found');
  return strip(Item);
}

/** Save a to-do; its assignee (if any) must be one of the caller's family members. */
export async function saveTodo(userId: string, input: TodoInput, existing?: Todo): Promise<Todo> {
  if (input.assigneeId && !(await getMember(userId, input.assigneeId)))
    throw badRequest('That family member was not found.', { assigneeId: 'Choose one of your family members' });
  const now = new Date().toISOString();
  const todo: Todo = {
    id: existing?.id ?? sortableId(),
    task: input.task,
    isCompleted: input.isCompleted,
    category: input.category,
    priority: input.priority,
    dueDate: input.dueDate || null,
    assigneeId: input.assigneeId || null,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  const item = todoItem(userId, todo);
  // A change needs the to-do to exist; a new one needs the account to (it may be being deleted).
  if (existing) await db().send(putItem({ Item: item, ConditionExpression: 'attribute_exists(pk)' }));
  else await putForAccount(userId, { Item: item });
  return todo;
}

export const deleteTodo = (userId: string, id: string) => deleteKeys([keys.todo(userId, id)]);
