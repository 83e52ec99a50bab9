import { apiJson } from './api-client';

/**
 * The family's to-dos, the spec's /api/todos: the one store the calendar's Tasks panel, the Lists page's
 * To-dos entry and WhatsApp's "todo …" share (docs/decisions/0018). TODOS_KEY is also the calendar's SWR key
 * (features/calendar/api/calendar.ts), so both screens read and update one cache entry.
 */
export const TODOS_KEY = '/api/todos';

export interface TodoItem {
  id: string;
  task: string;
  isCompleted: boolean;
  category: string;
  priority: string;
}

const todoPath = (id: string) => `${TODOS_KEY}/${encodeURIComponent(id)}`;

export const addTodo = (task: string) => apiJson<TodoItem>('POST', TODOS_KEY, { task });
export const setTodoDone = (id: string, isCompleted: boolean) => apiJson<TodoItem>('PATCH', todoPath(id), { isCompleted });
export const removeTodo = (id: string) => apiJson<unknown>('DELETE', todoPath(id));
