import * as z from 'zod';
import { REMINDER_CATEGORY, TodoSchema } from '../../../shared/schemas/calendar';
import { getTodo, saveTodo, type Todo } from '../../todos/todos';
import { bestMatches, namedWithin } from './ranked-match';
import { recordChange } from './undo';
import { MAX_LINES, openTodos, todoLines, type ToolContext, type ToolOutput } from './tool-common';
import { appUrl } from '../../config';
import type { AssistantPending } from '../understanding/types';
import { sayIn } from '../replies/say';

/** The to-do tools: the open list (numbered as "done N" expects), adding one, ticking one off, clearing them all. */

export const AddTodoSchema = z.object({
  tasks: z.array(z.string().trim().min(1).max(300)).min(1).max(30).describe('The to-dos, one per item: ["milk", "eggs", "bread"] for "milk, eggs and bread"'),
  reminder: z.boolean().optional().describe('True for "remind me to…" without a time: the to-do is also listed with the reminders'),
});

export const CompleteTodoSchema = z
  .object({
    number: z.number().int().min(1).max(1000).nullable().describe('The to-do’s number as shown in "my list" (1 = first open to-do); null when text is given'),
    text: z.string().trim().min(1).max(300).nullable().describe('Words of the to-do to tick off, e.g. "buy milk"; null when number is given'),
  })
  .refine((v) => (v.number == null) !== (v.text == null), 'Give either number or text');

export async function listTodosTool(ctx: ToolContext): Promise<string> {
  const say = sayIn(ctx.lang);
  const todos = await openTodos(ctx.userId);
  if (!todos.length) return say.todosEmpty;
  const lines = [say.todosHeader(todos.length), ...todoLines(todos, todos, ctx.lang).slice(0, MAX_LINES)];
  if (todos.length > MAX_LINES) lines.push(say.moreTodosAt(todos.length - MAX_LINES, appUrl('/calendar')));
  lines.push('', say.todosFooter);
  return lines.join('\n');
}

export async function addTodoTool(ctx: ToolContext, input: z.infer<typeof AddTodoSchema>): Promise<string> {
  const say = sayIn(ctx.lang);
  const open = await openTodos(ctx.userId);
  const already = (task: string) => open.find((t) => t.task.trim().toLowerCase() === task.trim().toLowerCase());
  const wanted = [...new Map(input.tasks.map((t) => [t.trim().toLowerCase(), t.trim()])).values()];
  const saved: Todo[] = [];
  const category = input.reminder ? { category: REMINDER_CATEGORY } : {};
  for (const task of wanted.filter((t) => !already(t))) saved.push(await saveTodo(ctx.userId, TodoSchema.parse({ task, ...category })));
  const there = wanted.filter((t) => already(t)).map((t) => already(t)!.task);
  if (saved.length)
    await recordChange(
      ctx.userId,
      say.summaryTodosAdded(saved.map((t) => t.task)),
      saved.map((t) => ({ kind: 'todo', id: t.id, before: null, after: t })),
      ctx.now,
    );
  const numbers = await openTodos(ctx.userId);
  const line = (t: Todo) => say.todoNumbered(t.task, numbers.findIndex((x) => x.id === t.id) + 1 || null);
  const parts = [];
  if (saved.length) parts.push(say.todosAdded(saved.map(line)));
  if (there.length) parts.push(say.todosAlready(there));
  return parts.join(' ');
}

/** The open to-dos that words name: the same words, else containing them, else the best ranked match, else the one whose words the message holds. */
export function todosNamed(todos: Todo[], said: string): Todo[] {
  const words = said.toLowerCase();
  const exact = todos.filter((t) => t.task.trim().toLowerCase() === words);
  if (exact.length) return exact;
  const partial = todos.filter((t) => t.task.toLowerCase().includes(words));
  if (partial.length) return partial;
  const ranked = bestMatches(todos, (t) => t.task, words);
  return (ranked.length ? ranked : namedWithin(todos, (t) => t.task, words)).slice(0, 1);
}

/**
 * Ticks off the to-do the input names. `open` is the open to-dos when the caller has read them already; the one
 * ticked off leaves it, so a caller ticking several in turn passes the same array.
 */
export async function completeTodoTool(ctx: ToolContext, input: z.infer<typeof CompleteTodoSchema>, open?: Todo[]): Promise<string> {
  const say = sayIn(ctx.lang);
  const todos = open ?? (await openTodos(ctx.userId));
  if (!todos.length) return say.noOpenTodos;
  let todo: Todo | undefined;
  if (input.number != null) {
    todo = todos[input.number - 1];
    if (!todo) return say.noTodoNumber(todos.length, input.number);
  } else {
    const partial = todosNamed(todos, input.text!);
    if (!partial.length) return say.todoNotFound(input.text!);
    if (partial.length > 1) return say.todoAmbiguous(input.text!, todoLines(partial, todos, ctx.lang));
    todo = partial[0];
  }
  const current = await getTodo(ctx.userId, todo.id);
  // The same merge and validation as PUT /api/todos/:id with { isCompleted: true }.
  const after = await saveTodo(ctx.userId, TodoSchema.parse({ ...current, isCompleted: true }), current);
  await recordChange(ctx.userId, say.summaryTodoTicked(current.task), [{ kind: 'todo', id: current.id, before: current, after }], ctx.now);
  todos.splice(todos.indexOf(todo), 1);
  return say.todoDone(current.task, todos.length);
}

export async function clearTodosTool(ctx: ToolContext): Promise<ToolOutput> {
  const say = sayIn(ctx.lang);
  const open = (await openTodos(ctx.userId)).length;
  if (!open) return say.noOpenTodos;
  // Only asked here: the YES that comes back through the conversation state ticks them off.
  const pending: AssistantPending = { kind: 'assistant', ask: 'confirm', tool: 'clearTodos', input: {}, at: ctx.now.toISOString() };
  return { text: say.confirmClearTodos(open), pending };
}

/** The YES to "Tick off all … on your list?": each open to-do is ticked off (not deleted), in one undo. */
export async function applyClearTodos(ctx: ToolContext): Promise<ToolOutput> {
  const changes = [];
  for (const todo of await openTodos(ctx.userId)) {
    const current = await getTodo(ctx.userId, todo.id);
    const after = await saveTodo(ctx.userId, TodoSchema.parse({ ...current, isCompleted: true }), current);
    changes.push({ kind: 'todo' as const, id: current.id, before: current, after });
  }
  const say = sayIn(ctx.lang);
  if (!changes.length) return say.noOpenTodos;
  await recordChange(ctx.userId, say.summaryTodosCleared, changes, ctx.now);
  return say.todosCleared(changes.length);
}
