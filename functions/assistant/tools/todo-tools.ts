import * as z from 'zod';
import { REMINDER_CATEGORY, TodoSchema } from '../../../shared/schemas/calendar';
import { getTodo, saveTodo, type Todo } from '../../todos/todos';
import { bestMatches } from './ranked-match';
import { recordChange } from './undo';
import { MAX_LINES, openTodos, todoLines, type ToolContext, type ToolOutput } from './tool-common';
import { appUrl } from '../../config';
import type { AssistantPending } from '../understanding/types';

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
  const todos = await openTodos(ctx.userId);
  if (!todos.length) return 'Your list is empty. Add something with "todo buy milk".';
  const lines = [`Your list (${todos.length} open):`, ...todoLines(todos).slice(0, MAX_LINES)];
  if (todos.length > MAX_LINES) lines.push(`…and ${todos.length - MAX_LINES} more: ${appUrl('/calendar')}`);
  lines.push('', 'Send "done 1" when one is finished.');
  return lines.join('\n');
}

export async function addTodoTool(ctx: ToolContext, input: z.infer<typeof AddTodoSchema>): Promise<string> {
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
      `adding ${saved.map((t) => `"${t.task}"`).join(', ')} to your list`,
      saved.map((t) => ({ kind: 'todo', id: t.id, before: null, after: t })),
      ctx.now,
    );
  const numbers = await openTodos(ctx.userId);
  const line = (t: Todo) => `${t.task}${numbers.findIndex((x) => x.id === t.id) >= 0 ? ` (number ${numbers.findIndex((x) => x.id === t.id) + 1})` : ''}`;
  const parts = [];
  if (saved.length) parts.push(`Added to your list: ${saved.map(line).join(', ')}.`);
  if (there.length) parts.push(`Already on your list: ${there.join(', ')}.`);
  return parts.join(' ');
}

export async function completeTodoTool(ctx: ToolContext, input: z.infer<typeof CompleteTodoSchema>): Promise<string> {
  const todos = await openTodos(ctx.userId);
  if (!todos.length) return 'Your list has no open to-dos.';
  let todo: Todo | undefined;
  if (input.number != null) {
    todo = todos[input.number - 1];
    if (!todo) return `Your list has ${todos.length} open to-do${todos.length > 1 ? 's' : ''}; there is no number ${input.number}. Send "my list" to see them.`;
  } else {
    const words = input.text!.toLowerCase();
    const exact = todos.filter((t) => t.task.trim().toLowerCase() === words);
    const partial = exact.length ? exact : todos.filter((t) => t.task.toLowerCase().includes(words));
    if (!partial.length) partial.push(...bestMatches(todos, (t) => t.task, words).slice(0, 1));
    if (!partial.length) return `I couldn't find "${input.text}" on your list. Send "my list" to see it.`;
    if (partial.length > 1)
      return `More than one to-do matches "${input.text}": ${partial.map((t) => `${todos.indexOf(t) + 1}. ${t.task}`).join('; ')}. Send "done" with the number.`;
    todo = partial[0];
  }
  const current = await getTodo(ctx.userId, todo.id);
  // The same merge and validation as PUT /api/todos/:id with { isCompleted: true }.
  const after = await saveTodo(ctx.userId, TodoSchema.parse({ ...current, isCompleted: true }), current);
  await recordChange(ctx.userId, `ticking off "${current.task}"`, [{ kind: 'todo', id: current.id, before: current, after }], ctx.now);
  const left = todos.length - 1;
  return `Done: ${current.task}. ${left ? `${left} left on your list.` : 'Your list is clear!'}`;
}

export async function clearTodosTool(ctx: ToolContext): Promise<ToolOutput> {
  const open = (await openTodos(ctx.userId)).length;
  if (!open) return 'Your list has no open to-dos.';
  // Only asked here: the YES that comes back through the conversation state ticks them off.
  const pending: AssistantPending = { kind: 'assistant', ask: 'confirm', tool: 'clearTodos', input: {}, at: ctx.now.toISOString() };
  return { text: `Tick off all ${open} open to-do${open > 1 ? 's' : ''} on your list? Reply YES to clear it, or NO to keep it.`, pending };
}

/** The YES to "Tick off all … on your list?": each open to-do is ticked off (not deleted), in one undo. */
export async function applyClearTodos(ctx: ToolContext): Promise<ToolOutput> {
  const changes = [];
  for (const todo of await openTodos(ctx.userId)) {
    const current = await getTodo(ctx.userId, todo.id);
    const after = await saveTodo(ctx.userId, TodoSchema.parse({ ...current, isCompleted: true }), current);
    changes.push({ kind: 'todo' as const, id: current.id, before: current, after });
  }
  if (!changes.length) return 'Your list has no open to-dos.';
  await recordChange(ctx.userId, 'clearing your list', changes, ctx.now);
  return `Cleared your list (${changes.length} ticked off). Send "undo" within 30 minutes to bring them back.`;
}
