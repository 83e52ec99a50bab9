import { DateTime } from 'luxon';
import * as z from 'zod';
import { ageFromBirthDate } from '../../shared/family';
import { DISC_LETTERS, DISC_STYLE_LABELS, type DiscResult, type VarkResult } from '../../shared/assessments/types';
import { currentSubscription, PLAN_LABELS, subscriptionType, type BillingState } from '../../shared/plans';
import { DateSchema, HOMEWORK_CATEGORY, RECURRENCES, TimeSchema, TodoSchema } from '../../shared/schemas/calendar';
import type { FamilyMember } from '../../shared/schemas/family';
import { magicLink } from '../accounts/emails';
import { DISC, VARK } from '../assessments/kinds';
import { listAssessments, type AssessmentItem } from '../assessments/store';
import { createEvent } from '../calendar/create-event';
import { listOccurrences } from '../calendar/events';
import { config } from '../config';
import { listMembersByUser } from '../data/members';
import type { UserItem } from '../data/users';
import { HttpError } from '../errors';
import { getTodo, listTodos, saveTodo, type Todo } from '../todos/todos';
import { displayDate, displayTime } from './dates';

/**
 * The assistant's tools: one zod input schema (plain objects with described fields, so each converts
 * to JSON schema for a language model's tool use) and one run function over the existing use-cases.
 * Replies are plain text; nothing in them is ever rendered as HTML.
 */
export type ToolName = 'agenda' | 'createEvent' | 'listTodos' | 'addTodo' | 'completeTodo' | 'addHomework' | 'listHomework' | 'memberFacts' | 'signInLink' | 'planStatus' | 'help';
export interface ToolContext {
  userId: string;
  user: UserItem;
  now: Date;
}
export interface Tool {
  description: string;
  input: z.ZodType;
  run(ctx: ToolContext, input: unknown): Promise<string>;
}

const MemberName = z.string().trim().min(1).max(100).describe('A family member’s name as the parent wrote it (first name or full name)');

export const AgendaSchema = z.object({
  fromDate: DateSchema.describe('First day, YYYY-MM-DD, in the account’s timezone'),
  toDate: DateSchema.describe('Last day (inclusive), YYYY-MM-DD; at most 31 days after fromDate'),
  member: MemberName.nullable().describe('Only this family member’s events and to-dos; null for everyone'),
});
export type AgendaInput = z.infer<typeof AgendaSchema>;

export const CreateEventSchema = z.object({
  title: z.string().trim().min(1).max(200).describe('What the event is, e.g. "Swimming"'),
  date: DateSchema.describe('Day of the (first) occurrence, YYYY-MM-DD, in the account’s timezone'),
  time: TimeSchema.nullable().describe('Start time HH:MM (24-hour) on the account’s wall clock; null when all day'),
  allDay: z.boolean().describe('True for an all-day event'),
  durationMinutes: z.number().int().min(1).max(1440 * 14).describe('Length in minutes (60 unless the parent said otherwise)'),
  recurrence: z.enum(RECURRENCES).describe('How it repeats: none, daily, weekly (same weekday), monthly or yearly'),
  reminderMinutes: z.number().int().min(0).max(1440 * 14).nullable().describe('Remind this many minutes before the start; null for no reminder'),
  member: MemberName.nullable().describe('The family member the event is for; null when not for one person'),
});
export type CreateEventInput = z.infer<typeof CreateEventSchema>;

export const AddTodoSchema = z.object({ task: z.string().trim().min(1).max(300).describe('The to-do, e.g. "buy milk"') });
export const CompleteTodoSchema = z
  .object({
    number: z.number().int().min(1).max(1000).nullable().describe('The to-do’s number as shown in "my list" (1 = first open to-do); null when text is given'),
    text: z.string().trim().min(1).max(300).nullable().describe('Words of the to-do to tick off, e.g. "buy milk"; null when number is given'),
  })
  .refine((v) => (v.number == null) !== (v.text == null), 'Give either number or text');

export const AddHomeworkSchema = z.object({
  task: z.string().trim().min(1).max(300).describe('The homework, e.g. "maths worksheet"'),
  member: MemberName.describe('The child the homework is for'),
  dueDate: DateSchema.nullable().describe('The day it is due, YYYY-MM-DD in the account’s timezone; null when not said'),
});
export type AddHomeworkInput = z.infer<typeof AddHomeworkSchema>;
export const ListHomeworkSchema = z.object({ member: MemberName.describe('The child whose open homework to list') });

export const FACT_NAMES = ['learningStyle', 'discStyle', 'birthday', 'school', 'all'] as const;
export type FactName = (typeof FACT_NAMES)[number];
export const MemberFactsSchema = z.object({
  member: MemberName,
  fact: z.enum(FACT_NAMES).describe('learningStyle (from the completed VARK), discStyle (from the completed DiSC), birthday, school, or all'),
});
export const PlanStatusSchema = z.object({ activation: z.boolean().describe('True when the parent says they just paid and asks for activation') });
export const HelpSchema = z.object({ reason: z.enum(['asked', 'not-understood', 'thanks']).describe('asked: the parent asked for help; not-understood: the message was not understood; thanks: the parent said thanks or ok') });
const Empty = z.object({});

// ---------------------------------------------------------------- helpers

const appUrl = (path: string) => `${config().APP_URL.replace(/\/$/, '')}${path}`;
const timezoneOf = (ctx: ToolContext) => (ctx.user.timezone && DateTime.local().setZone(ctx.user.timezone).isValid ? ctx.user.timezone : 'UTC');
const firstName = (name: string) => name.trim().split(/\s+/)[0];

/** The member a name means: full name first, then first name; a name matching two members is asked about. */
function resolveMember(members: FamilyMember[], name: string): { member: FamilyMember } | { reply: string } {
  const wanted = name.trim().toLowerCase();
  const full = members.filter((m) => m.name.trim().toLowerCase() === wanted);
  const matches = full.length ? full : members.filter((m) => firstName(m.name).toLowerCase() === firstName(wanted));
  if (matches.length === 1) return { member: matches[0] };
  if (matches.length > 1) return { reply: `Which one do you mean: ${matches.map((m) => m.name).join(' or ')}?` };
  const known = members.map((m) => firstName(m.name)).join(', ');
  return { reply: `I couldn't find ${name} in your family.${known ? ` Your family members are: ${known}.` : ' Add family members in the Simplify app first.'}` };
}

/** Open to-dos in the order "my list" numbers them (oldest first). */
async function openTodos(userId: string): Promise<Todo[]> {
  return (await listTodos(userId)).filter((t) => !t.isCompleted).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** Lines numbered by each to-do's place in the whole open list, the number "done N" takes. */
const todoLines = (shown: Todo[], open: Todo[] = shown) => shown.map((t) => `${open.indexOf(t) + 1}. ${t.task}`);
const MAX_LINES = 40;

// ---------------------------------------------------------------- tools

async function agenda(ctx: ToolContext, input: AgendaInput): Promise<string> {
  const tz = timezoneOf(ctx);
  const days = DateTime.fromISO(input.toDate).diff(DateTime.fromISO(input.fromDate), 'days').days;
  if (days < 0 || days > 31) return 'I can show up to a month at a time. Try "this week" or "what’s on Friday?".';
  const members = await listMembersByUser(ctx.userId);
  let only: FamilyMember | null = null;
  if (input.member) {
    const found = resolveMember(members, input.member);
    if ('reply' in found) return found.reply;
    only = found.member;
  }
  const [occurrences, todos] = await Promise.all([listOccurrences(ctx.userId, input.fromDate, input.toDate), openTodos(ctx.userId)]);
  const names = new Map(members.map((m) => [m.id, firstName(m.name)]));
  const events = occurrences.filter((e) => !only || e.familyMemberId === only.id);
  const today = DateTime.fromJSDate(ctx.now, { zone: tz }).toISODate()!;
  const dayLabel = (d: string) => (d === today ? `Today (${displayDate(d)})` : d === DateTime.fromISO(today).plus({ days: 1 }).toISODate() ? `Tomorrow (${displayDate(d)})` : displayDate(d));
  const who = only ? `${firstName(only.name)} has` : 'You have';
  const span = input.fromDate === input.toDate ? dayLabel(input.fromDate) : `${displayDate(input.fromDate)} – ${displayDate(input.toDate)}`;
  const lines: string[] = [];
  if (!events.length) lines.push(`${who} nothing in the calendar for ${span.replace(/^(Today|Tomorrow)/, (w) => w.toLowerCase())}.`);
  else {
    lines.push(`${only ? `${firstName(only.name)}'s calendar` : 'Your calendar'}, ${span}:`);
    let shown = 0;
    let lastDay = '';
    for (const e of events) {
      if (shown >= MAX_LINES) break;
      if (input.fromDate !== input.toDate && e.date !== lastDay) {
        lines.push('', dayLabel(e.date));
        lastDay = e.date;
      }
      const when = e.allDay || !e.time ? 'All day' : displayTime(e.time);
      const person = !only && e.familyMemberId && names.get(e.familyMemberId) ? ` (${names.get(e.familyMemberId)})` : '';
      lines.push(`• ${when} ${e.title}${person}${e.location ? `, ${e.location}` : ''}${e.isRecurring ? ' ↻' : ''}`);
      shown++;
    }
    if (events.length > shown) lines.push(`…and ${events.length - shown} more: ${appUrl('/calendar')}`);
  }
  const mine = only ? todos.filter((t) => t.assigneeId === only!.id) : todos;
  if (mine.length) {
    lines.push('', `Open to-dos (${mine.length}):`, ...todoLines(mine, todos).slice(0, MAX_LINES));
    if (mine.length > MAX_LINES) lines.push(`…and ${mine.length - MAX_LINES} more.`);
  }
  lines.push('', `Times are ${tz} time.`);
  return lines.join('\n');
}

function repeatText(recurrence: CreateEventInput['recurrence'], date: string): string {
  const d = DateTime.fromISO(date);
  switch (recurrence) {
    case 'daily':
      return 'every day';
    case 'weekly':
      return `every ${d.toFormat('cccc')}`;
    case 'monthly':
      return `every month on the ${d.toFormat('d')}${['th', 'st', 'nd', 'rd'][d.day % 10 > 3 || Math.floor(d.day / 10) === 1 ? 0 : d.day % 10]}`;
    case 'yearly':
      return `every year on ${d.toFormat('d LLLL')}`;
    default:
      return '';
  }
}

function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hour${h > 1 ? 's' : ''}` : '', m ? `${m} minute${m > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}

async function createEventTool(ctx: ToolContext, input: CreateEventInput): Promise<string> {
  let member: FamilyMember | null = null;
  if (input.member) {
    const found = resolveMember(await listMembersByUser(ctx.userId), input.member);
    if ('reply' in found) return found.reply;
    member = found.member;
  }
  // The same body the web posts, through the same use-case (validation, member check, reminder).
  const saved = await createEvent(ctx.userId, {
    title: input.title,
    date: input.date,
    time: input.allDay ? null : input.time,
    allDay: input.allDay,
    duration: input.durationMinutes,
    recurrence: input.recurrence,
    reminderMinutes: input.reminderMinutes,
    familyMemberId: member?.id ?? null,
  });
  const tz = timezoneOf(ctx);
  const when = saved.allDay || !saved.time ? `${displayDate(saved.date)}, all day` : `${displayDate(saved.date)} at ${displayTime(saved.time)} (${tz})`;
  const parts = [`Added to your calendar: ${saved.title}${member ? ` for ${firstName(member.name)}` : ''}`, saved.recurrence === 'none' ? `on ${when}` : `${repeatText(saved.recurrence, saved.date)}, starting ${when}`];
  let text = `${parts.join(', ')}.`;
  if (!saved.allDay) text += ` It lasts ${durationText(saved.duration)}.`;
  if (saved.reminderMinutes != null) text += saved.reminderMinutes === 0 ? ' I’ll remind you when it starts.' : ` I’ll remind you ${durationText(saved.reminderMinutes)} before.`;
  return text;
}

async function listTodosTool(ctx: ToolContext): Promise<string> {
  const todos = await openTodos(ctx.userId);
  if (!todos.length) return 'Your list is empty. Add something with "todo buy milk".';
  const lines = [`Your list (${todos.length} open):`, ...todoLines(todos).slice(0, MAX_LINES)];
  if (todos.length > MAX_LINES) lines.push(`…and ${todos.length - MAX_LINES} more: ${appUrl('/calendar')}`);
  lines.push('', 'Send "done 1" when one is finished.');
  return lines.join('\n');
}

async function addTodoTool(ctx: ToolContext, input: z.infer<typeof AddTodoSchema>): Promise<string> {
  const saved = await saveTodo(ctx.userId, TodoSchema.parse({ task: input.task }));
  const position = (await openTodos(ctx.userId)).findIndex((t) => t.id === saved.id) + 1;
  return `Added to your list: ${saved.task}${position ? ` (number ${position})` : ''}.`;
}

async function completeTodoTool(ctx: ToolContext, input: z.infer<typeof CompleteTodoSchema>): Promise<string> {
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
    if (!partial.length) return `I couldn't find "${input.text}" on your list. Send "my list" to see it.`;
    if (partial.length > 1) return `More than one to-do matches "${input.text}": ${partial.map((t) => `${todos.indexOf(t) + 1}. ${t.task}`).join('; ')}. Send "done" with the number.`;
    todo = partial[0];
  }
  const current = await getTodo(ctx.userId, todo.id);
  // The same merge and validation as PUT /api/todos/:id with { isCompleted: true }.
  await saveTodo(ctx.userId, TodoSchema.parse({ ...current, isCompleted: true }), current);
  const left = todos.length - 1;
  return `Done: ${current.task}. ${left ? `${left} left on your list.` : 'Your list is clear!'}`;
}

/** Homework is a to-do in the homework category, assigned to the child: it shows in "my list" and the web list too. */
async function addHomeworkTool(ctx: ToolContext, input: AddHomeworkInput): Promise<string> {
  const found = resolveMember(await listMembersByUser(ctx.userId), input.member);
  if ('reply' in found) return found.reply;
  const saved = await saveTodo(ctx.userId, TodoSchema.parse({ task: input.task, category: HOMEWORK_CATEGORY, dueDate: input.dueDate, assigneeId: found.member.id }));
  const position = (await openTodos(ctx.userId)).findIndex((t) => t.id === saved.id) + 1;
  return `Added homework for ${firstName(found.member.name)}: ${saved.task}${saved.dueDate ? `, due ${displayDate(saved.dueDate)}` : ''}${position ? ` (number ${position} on your list)` : ''}.`;
}

async function listHomeworkTool(ctx: ToolContext, input: z.infer<typeof ListHomeworkSchema>): Promise<string> {
  const found = resolveMember(await listMembersByUser(ctx.userId), input.member);
  if ('reply' in found) return found.reply;
  const name = firstName(found.member.name);
  const open = await openTodos(ctx.userId);
  const homework = open.filter((t) => t.category === HOMEWORK_CATEGORY && t.assigneeId === found.member.id).sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));
  if (!homework.length) return `${name} has no open homework. Add some with "homework: maths worksheet for ${name} due Thursday".`;
  const lines = homework.slice(0, MAX_LINES).map((t) => `${open.indexOf(t) + 1}. ${t.task}${t.dueDate ? `, due ${displayDate(t.dueDate)}` : ''}`);
  return [`${name}'s homework (${homework.length} open):`, ...lines, '', 'Send "done" with the number when one is finished.'].join('\n');
}

/** The next birthday on or after today (29 February is kept on 1 March in common years). */
function nextBirthday(born: DateTime, today: DateTime): DateTime {
  for (const year of [today.year, today.year + 1]) {
    const d = DateTime.fromObject({ year, month: born.month, day: born.day });
    const day = d.isValid ? d : DateTime.fromObject({ year, month: 3, day: 1 });
    if (day.toISODate()! >= today.toISODate()!) return day;
  }
  return today;
}

const latestCompleted = (items: AssessmentItem[], memberId: string) =>
  items.filter((a) => a.family_member_id === memberId && a.status === 'completed').sort((a, b) => String(b.completed_at).localeCompare(String(a.completed_at)))[0] ?? null;

async function memberFacts(ctx: ToolContext, input: z.infer<typeof MemberFactsSchema>): Promise<string> {
  const found = resolveMember(await listMembersByUser(ctx.userId), input.member);
  if ('reply' in found) return found.reply;
  const m = found.member;
  const name = firstName(m.name);
  const own = { userId: ctx.userId, links: [] };
  const want = (f: FactName) => input.fact === f || input.fact === 'all';
  const lines: string[] = [];
  if (want('learningStyle')) {
    const a = latestCompleted(await listAssessments(VARK, own), m.id);
    const r = a?.results as VarkResult | undefined;
    lines.push(r ? `${name}'s learning style (VARK, ${displayDate(String(a!.completed_at).slice(0, 10))}): ${r.label}.` : `${name} hasn't completed a VARK learning-style assessment yet: ${appUrl('/vark-assessment')}`);
  }
  if (want('discStyle')) {
    const a = latestCompleted(await listAssessments(DISC, own), m.id);
    const r = a?.results as DiscResult | undefined;
    lines.push(
      r
        ? `${name}'s DiSC style (${displayDate(String(a!.completed_at).slice(0, 10))}): ${DISC_LETTERS[r.dominantStyle]} – ${DISC_STYLE_LABELS[r.dominantStyle]}${r.secondaryStyle ? `, then ${DISC_LETTERS[r.secondaryStyle]} – ${DISC_STYLE_LABELS[r.secondaryStyle]}` : ''}.`
        : `${name} hasn't completed a DiSC assessment yet: ${appUrl('/disc-assessment')}`,
    );
  }
  if (want('birthday')) {
    if (!m.date_of_birth) lines.push(`I don't have ${name}'s date of birth: ${appUrl(`/family/${m.id}`)}`);
    else {
      const born = DateTime.fromISO(m.date_of_birth);
      const today = DateTime.fromJSDate(ctx.now, { zone: timezoneOf(ctx) }).startOf('day');
      const next = nextBirthday(born, today);
      const age = ageFromBirthDate(m.date_of_birth);
      const isToday = next.toISODate() === today.toISODate();
      lines.push(`${name}'s birthday is ${born.toFormat('d LLLL')} (born ${born.year}${age != null ? `, ${age} now` : ''}).${isToday ? ' That’s today!' : ` Next one: ${displayDate(next.toISODate()!)}, turning ${next.year - born.year}.`}`);
    }
  }
  if (want('school')) {
    lines.push(m.school_name ? `${name} is at ${m.school_name}${m.year_level ? `, ${m.year_level}` : ''}.` : `I don't have a school for ${name}: ${appUrl(`/family/${m.id}`)}`);
  }
  return lines.join('\n');
}

async function signInLinkTool(ctx: ToolContext): Promise<string> {
  // A link by message proves the number, not the mailbox: sessions are only for a confirmed email.
  if (!ctx.user.email_verified) return `Please confirm your email address first: open the verification email we sent to ${ctx.user.email}, or ask for a new one at ${appUrl('/auth')}. Then send "login" again.`;
  return `Here is your sign-in link for Simplify. It works once and expires in 15 minutes:\n${await magicLink(ctx.user, 'whatsapp')}`;
}

async function planStatus(ctx: ToolContext, input: z.infer<typeof PlanStatusSchema>): Promise<string> {
  const billing: BillingState = ctx.user;
  const type = subscriptionType(billing);
  const current = currentSubscription(billing);
  if (type === 'simplify' || type === 'simplify_plus') {
    const sub = current?.[1];
    const end = sub?.current_period_end ? displayDate(DateTime.fromSeconds(sub.current_period_end, { zone: timezoneOf(ctx) }).toISODate()!) : null;
    const when = end ? (sub!.cancel_at_period_end ? ` until ${end} (it won't renew)` : ` and renews on ${end}`) : '';
    const overdue = sub?.status === 'past_due' ? ` The last payment failed; please update your card: ${appUrl('/settings')}` : '';
    return `Your ${PLAN_LABELS[type]} plan is active${when}.${overdue} The assistant is ready: try "what's on today?" or "help".`;
  }
  const pending = input.activation ? 'I can’t see a payment on your account yet; it can take a minute to arrive. Send your message again shortly. ' : '';
  const current_ = type === 'assessment_pack' ? 'You have the Assessment Pack (VARK and DiSC assessments).' : 'You are on the Free plan.';
  return `${pending}${current_} The WhatsApp assistant is part of Simplify and Simplify+: ${appUrl('/upgrade')}`;
}

export const HELP_TEXT = [
  'I can help with your family calendar and list. Try:',
  '• "what\'s on today?", "tomorrow", "this week", "what does Mia have on Friday?"',
  '• "add swimming for Mia tomorrow at 4pm", "dentist on 3 March at 10:30 for 45 minutes", "piano every Tuesday at 5pm, remind me 30 minutes before"',
  '• "todo buy milk", "my list", "done 2"',
  '• "homework: maths worksheet for Sam due Thursday", "Sam\'s homework"',
  '• forward a school letter (PDF, text or photo) and I\'ll offer to add its dates',
  '• "what is Mia\'s learning style?", "Sam\'s DiSC style?", "when is Mia\'s birthday?", "which school is Sam at?"',
  '• "login" for a sign-in link, "my plan" for your plan',
].join('\n');

async function helpTool(_ctx: ToolContext, input: z.infer<typeof HelpSchema>): Promise<string> {
  if (input.reason === 'thanks') return 'You’re welcome! Send "help" any time to see what I can do.';
  return input.reason === 'not-understood' ? `Sorry, I didn't understand that.\n${HELP_TEXT}` : `Hi! ${HELP_TEXT}`;
}

/** A tool's run with its input validated again (a language model's call is outside input too). */
function tool<S extends z.ZodType>(description: string, input: S, run: (ctx: ToolContext, input: z.infer<S>) => Promise<string>): Tool {
  return {
    description,
    input,
    async run(ctx, raw) {
      const parsed = input.safeParse(raw ?? {});
      if (!parsed.success) return `Sorry, I couldn't use that: ${parsed.error.issues[0]?.message ?? 'invalid input'}. Send "help" for examples.`;
      try {
        return await run(ctx, parsed.data);
      } catch (error) {
        // Validation of the shared use-cases (400/404/409) comes back as their message; anything else is a fault.
        if (error instanceof HttpError && error.statusCode < 500) return `Sorry, that didn't work: ${error.message}`;
        throw error;
      }
    },
  };
}

export const tools: Record<ToolName, Tool> = {
  agenda: tool('The events (recurring ones expanded, times in the account’s timezone) and open to-dos for a day or range, optionally for one family member.', AgendaSchema, agenda),
  createEvent: tool('Add an event to the family calendar (with optional repeat, duration, reminder and family member) and confirm the date and time understood.', CreateEventSchema, createEventTool),
  listTodos: tool('The open to-dos, numbered as "done N" expects.', Empty, listTodosTool),
  addTodo: tool('Add a to-do to the list.', AddTodoSchema, addTodoTool),
  completeTodo: tool('Tick off an open to-do by its number in "my list" or by its words.', CompleteTodoSchema, completeTodoTool),
  addHomework: tool('Add a piece of homework for a child: a to-do in the homework category, assigned to that child, with an optional due day.', AddHomeworkSchema, addHomeworkTool),
  listHomework: tool('A child’s open homework, soonest due first, numbered as "done N" expects.', ListHomeworkSchema, listHomeworkTool),
  memberFacts: tool('A family member’s learning style (completed VARK), DiSC style (completed DiSC), birthday or school.', MemberFactsSchema, memberFacts),
  signInLink: tool('A single-use sign-in link to the web app, valid 15 minutes.', Empty, signInLinkTool),
  planStatus: tool('The account’s current plan; also answers the activation message sent after paying.', PlanStatusSchema, planStatus),
  help: tool('What the assistant can do, with examples.', HelpSchema, helpTool),
};
