import * as z from 'zod';
import { DateSchema, HOMEWORK_CATEGORY, TodoSchema } from '../../../shared/schemas/calendar';
import { listMembersByUser } from '../../data/members';
import { saveTodo } from '../../todos/todos';
import { sayIn } from '../replies/say';
import { firstName, MAX_LINES, MemberName, openTodos, resolveMember, type ToolContext } from './tool-common';

/** The homework tools: adding a child's homework, and listing it. */

export const AddHomeworkSchema = z.object({
  task: z.string().trim().min(1).max(300).describe('The homework, e.g. "maths worksheet"'),
  member: MemberName.describe('The child the homework is for'),
  dueDate: DateSchema.nullable().describe('The day it is due, YYYY-MM-DD in the account’s timezone; null when not said'),
});
export type AddHomeworkInput = z.infer<typeof AddHomeworkSchema>;
export const ListHomeworkSchema = z.object({ member: MemberName.describe('The child whose open homework to list') });

/** Homework is a to-do in the homework category, assigned to the child: it shows in "my list" and the web list too. */
export async function addHomeworkTool(ctx: ToolContext, input: AddHomeworkInput): Promise<string> {
  const found = resolveMember(await listMembersByUser(ctx.userId), input.member, ctx.lang);
  if ('reply' in found) return found.reply;
  const saved = await saveTodo(
    ctx.userId,
    TodoSchema.parse({ task: input.task, category: HOMEWORK_CATEGORY, dueDate: input.dueDate, assigneeId: found.member.id }),
  );
  const position = (await openTodos(ctx.userId)).findIndex((t) => t.id === saved.id) + 1;
  return sayIn(ctx.lang).homeworkAdded({ name: firstName(found.member.name), task: saved.task, due: saved.dueDate ?? null, position });
}

export async function listHomeworkTool(ctx: ToolContext, input: z.infer<typeof ListHomeworkSchema>): Promise<string> {
  const found = resolveMember(await listMembersByUser(ctx.userId), input.member, ctx.lang);
  if ('reply' in found) return found.reply;
  const name = firstName(found.member.name);
  const open = await openTodos(ctx.userId);
  const homework = open
    .filter((t) => t.category === HOMEWORK_CATEGORY && t.assigneeId === found.member.id)
    .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));
  const say = sayIn(ctx.lang);
  if (!homework.length) return say.noHomework(name);
  const lines = homework.slice(0, MAX_LINES).map((t) => say.homeworkLine(open.indexOf(t) + 1, t.task, t.dueDate ?? null));
  return [say.homeworkHeader(name, homework.length), ...lines, '', say.homeworkFooter].join('\n');
}
