import { DateTime } from 'luxon';
import * as z from 'zod';
import { DateSchema, MAX_EVENT_DAYS, RECURRENCES, TimeSchema } from '../../../shared/schemas/calendar';
import type { FamilyMember } from '../../../shared/schemas/family';
import { createEvent } from '../../calendar/change-event';
import { listCalendar } from '../../subscriptions/calendar-view';
import { reminderInstant } from '../../calendar/reminders';
import { sayIn } from '../replies/say';
import {
  firstName,
  MAX_LINES,
  MemberName,
  openTodos,
  resolveMember,
  timezoneOf,
  todoLines,
  type ToolContext,
  type ToolOutput,
  callerOf,
  householdMembers,
} from './tool-common';
import { appUrl } from '../../config';
import type { CreateEventInput } from '../understanding/types';
import { clashNote, noteOf } from './event-tool-common';
import { recordChange } from './undo';

/** The calendar tools: the agenda for a day or range, and adding an event. */

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
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(1440 * MAX_EVENT_DAYS)
    .describe('Length in minutes (60 unless the parent said otherwise)'),
  recurrence: z.enum(RECURRENCES).describe('How it repeats: none, daily, weekly (same weekday), fortnightly (every other week), monthly or yearly'),
  alsoWeekdays: z
    .array(z.number().int().min(1).max(7))
    .max(6)
    .optional()
    .describe('Weekly on several days ("tuesdays and thursdays"): the other weekdays (1 = Monday … 7 = Sunday), each its own weekly series'),
  repeatUntil: DateSchema.optional().describe(
    'Last day a repeating event may fall on, YYYY-MM-DD ("until the end of March", "for 6 weeks"); leave out when it repeats with no end',
  ),
  reminderMinutes: z
    .number()
    .int()
    .min(0)
    .max(1440 * 14)
    .nullable()
    .describe('Remind this many minutes before the start; null for no reminder'),
  member: MemberName.nullable().describe('The family member the event is for; null when not for one person'),
  alsoMembers: z
    .array(MemberName)
    .max(11)
    .optional()
    .describe('Further family members the same event is for ("dentist for Mia and Sam": member Mia, alsoMembers [Sam])'),
  askTime: z.boolean().optional().describe('True when the parent gave a day but no time: it is added all day and the reply asks for the time'),
});

export async function agenda(ctx: ToolContext, input: AgendaInput): Promise<string> {
  const say = sayIn(ctx.lang);
  const tz = timezoneOf(ctx);
  const days = DateTime.fromISO(input.toDate).diff(DateTime.fromISO(input.fromDate), 'days').days;
  if (days < 0 || days > 31) return say.agendaTooLong;
  const members = await householdMembers(ctx);
  let only: FamilyMember | null = null;
  if (input.member) {
    const found = resolveMember(members, input.member, ctx.lang);
    if ('reply' in found) return found.reply;
    only = found.member;
  }
  const [occurrences, todos] = await Promise.all([listCalendar(callerOf(ctx), input.fromDate, input.toDate), openTodos(ctx.userId)]);
  const names = new Map(members.map((m) => [m.id, firstName(m.name)]));
  const idsOf = (e: (typeof occurrences)[number]) => (e.memberIds?.length ? e.memberIds : e.familyMemberId ? [e.familyMemberId] : []);
  const events = occurrences.filter((e) => !only || idsOf(e).includes(only.id));
  // Everyone an event is for (a linked family's come named), and whose family it is when it is not the speaker's own.
  const peopleOf = (e: (typeof occurrences)[number]) =>
    e.people ? e.people.map((p) => firstName(p.name)) : idsOf(e).flatMap((id) => (names.has(id) ? [names.get(id)!] : []));
  const familyOf = (e: (typeof occurrences)[number]) => (e.family && !e.family.own && e.family.name) || null;
  const today = DateTime.fromJSDate(ctx.now, { zone: tz }).toISODate()!;
  const relativeOf = (d: string) => (d === today ? 'today' : d === DateTime.fromISO(today).plus({ days: 1 }).toISODate() ? 'tomorrow' : null);
  const dayLabel = (d: string) => say.dayLabel(d, relativeOf(d));
  const who = only ? firstName(only.name) : null;
  const oneDay = input.fromDate === input.toDate;
  const span = oneDay ? dayLabel(input.fromDate) : `${say.date(input.fromDate)} – ${say.date(input.toDate)}`;
  const lines: string[] = [];
  if (!events.length) lines.push(say.nothingOn({ who, span, relative: oneDay ? relativeOf(input.fromDate) : null }));
  else {
    lines.push(say.calendarOf({ who, span }));
    let shown = 0;
    let lastDay = '';
    for (const e of events) {
      if (shown >= MAX_LINES) break;
      if (!oneDay && e.date !== lastDay) {
        lines.push('', dayLabel(e.date));
        lastDay = e.date;
      }
      const when = e.allDay || !e.time ? say.allDay : say.time(e.time);
      const people = only ? [] : peopleOf(e);
      lines.push(
        say.agendaLine({
          time: when,
          title: e.title,
          people,
          location: e.location || null,
          note: noteOf(e.description),
          repeats: e.isRecurring,
          family: familyOf(e),
        }),
      );
      shown++;
    }
    if (events.length > shown) lines.push(say.moreEvents(events.length - shown, appUrl('/calendar')));
  }
  const mine = only ? todos.filter((t) => t.assigneeId === only!.id) : todos;
  if (mine.length) {
    lines.push('', say.openTodos(mine.length), ...todoLines(mine, todos, ctx.lang).slice(0, MAX_LINES));
    if (mine.length > MAX_LINES) lines.push(say.moreTodos(mine.length - MAX_LINES));
  }
  lines.push('', say.timesAre(tz));
  return lines.join('\n');
}

export async function createEventTool(ctx: ToolContext, input: CreateEventInput): Promise<ToolOutput> {
  const named = [input.member, ...(input.alsoMembers ?? [])].filter((n): n is string => !!n);
  const members = named.length ? await householdMembers(ctx) : [];
  const people: FamilyMember[] = [];
  for (const name of named) {
    const found = resolveMember(members, name, ctx.lang);
    if ('reply' in found) return found.reply;
    if (!people.includes(found.member)) people.push(found.member);
  }
  const member = people[0] ?? null;
  // The same body the web posts, through the same use-case (validation, member check, reminder).
  const body = (date: string) => ({
    title: input.title,
    date,
    time: input.allDay ? null : input.time,
    allDay: input.allDay,
    duration: input.durationMinutes,
    recurrence: input.recurrence,
    recurrenceEnd: input.recurrence === 'none' ? null : (input.repeatUntil ?? null),
    reminderMinutes: input.reminderMinutes,
    familyMemberId: member?.id ?? null,
    memberIds: people.map((p) => p.id),
  });
  const saved = await createEvent(callerOf(ctx), body(input.date));
  // Weekly on several days: one series per day, each starting at its first day on or after the first one.
  const start = DateTime.fromISO(input.date);
  const otherDays =
    input.recurrence === 'weekly' || input.recurrence === 'fortnightly' ? [...new Set(input.alsoWeekdays ?? [])].filter((d) => d !== start.weekday) : [];
  const others = [];
  for (const day of otherDays) others.push(await createEvent(callerOf(ctx), body(start.plus({ days: (day - start.weekday + 7) % 7 }).toISODate()!)));
  const say = sayIn(ctx.lang);
  const tz = timezoneOf(ctx);
  const when = say.when(saved, tz);
  const repeat = say.repeat(saved.recurrence, saved.date, others.length ? [saved, ...others].map((e) => say.weekday(e.date)) : undefined, saved.recurrenceEnd);
  await recordChange(
    ctx.userId,
    say.summaryAdded(saved.title, when),
    [saved, ...others].map(({ familyId, ...e }) => ({ kind: 'event' as const, id: e.id, before: null, after: e, familyId })),
    ctx.now,
  );
  let text = say.added({ title: saved.title, people: people.map((p) => firstName(p.name)), when, repeat });
  if (!saved.allDay) text += say.lasts(saved.duration);
  if (saved.reminderMinutes != null) text += saved.reminderMinutes === 0 ? say.remindAtStart : say.remindBefore(saved.reminderMinutes);
  text += await clashNote(ctx, saved);
  // One answer can set the time of one event: several days without a time stay all day (changed on the web).
  if (!input.askTime || !saved.allDay || others.length) return text;
  // Said as the scheduler works it out: all day counts from 9:00 AM, less the reminder's lead.
  const due = saved.reminderMinutes != null ? reminderInstant(saved, saved.date, tz) : null;
  const reminderAt = due ? { time: due.toFormat('HH:mm'), date: due.toISODate() === saved.date ? null : due.toISODate()! } : null;
  // The answer ("6pm", "4:30") sets the time of this event rather than adding another.
  return {
    text: `${text}\n${say.askTimeOfAllDay(reminderAt)}`,
    pending: { kind: 'assistant', ask: 'time', tool: 'updateEvent', input: { eventId: saved.id }, at: ctx.now.toISOString() },
  };
}
