import { DateTime } from 'luxon';
import * as z from 'zod';
import { DateSchema, TimeSchema } from '../../../shared/schemas/calendar';
import { listAllEvents, type StoredEvent } from '../../calendar/events';
import { nextReminder } from '../../calendar/reminders';
import { listCalendar } from '../../subscriptions/calendar-view';
import { displayDate, displayTime, durationText } from '../understanding/dates';
import { firstPerEvent, minutesOf, searchOccurrences, timeSpan, whenText } from './event-search';
import { REMINDER_CATEGORY } from '../../../shared/schemas/calendar';
import { label, lineOf, memberOf, notFound, todayOf, Words } from './event-tool-common';
import { firstName, MAX_LINES, MemberName, openTodos, timezoneOf, type ToolContext, type ToolOutput, callerOf, householdMembers } from './tool-common';

/** The tools that read the calendar to answer a question: findEvent, freeBusy, listReminders. */

export const FindEventSchema = z.object({
  words: Words.describe('Words of the event’s title, e.g. "dentist"; null for any upcoming event'),
  member: MemberName.nullable().describe('Only this family member’s events; null for everyone'),
  fromDate: DateSchema.nullable().describe('Search from this day; null for today'),
  toDate: DateSchema.nullable().describe('Search until this day; null for 12 months ahead'),
  yesNo: z.boolean().optional().describe('True for a yes/no question ("is the dentist on Friday?"): the answer starts with Yes or No'),
});
export const FreeBusySchema = z.object({
  date: DateSchema.describe('The day, YYYY-MM-DD'),
  fromTime: TimeSchema.nullable().describe('Start of the time asked about, HH:MM; null for the whole day'),
  toTime: TimeSchema.nullable().describe('End of the time asked about, HH:MM; null for the whole day'),
  member: MemberName.nullable().describe('Whose time: a family member, or null for the whole family'),
});
export const ListRemindersSchema = z.object({
  fromDate: DateSchema.nullable().describe('Only reminders for events from this day; null for all upcoming'),
  toDate: DateSchema.nullable().describe('Until this day (inclusive); null for all upcoming'),
});

export async function findEventTool(ctx: ToolContext, input: z.infer<typeof FindEventSchema>): Promise<ToolOutput> {
  const who = await memberOf(ctx, input.member);
  if ('reply' in who) return who.reply;
  const tz = timezoneOf(ctx);
  const today = todayOf(ctx);
  const found = await searchOccurrences(
    callerOf(ctx),
    { words: input.words, fromDate: input.fromDate, toDate: input.toDate, time: null, memberId: who.member?.id ?? null },
    today,
    'view',
  );
  if (!input.words) {
    const soon = found.filter((o) => o.date <= DateTime.fromISO(today).plus({ days: 13 }).toISODate()!).slice(0, MAX_LINES);
    if (!soon.length) return `${who.member ? `${firstName(who.member.name)} has` : 'You have'} nothing in the calendar in the next two weeks.`;
    return [`Coming up${who.member ? ` for ${firstName(who.member.name)}` : ''}:`, ...soon.map((o) => `• ${lineOf(o, who.members, tz)}`)].join('\n');
  }
  const events = firstPerEvent(found);
  if (!events.length) return input.yesNo ? `No. ${notFound(input.words)}` : notFound(input.words);
  if (events.length === 1)
    return `${input.yesNo ? 'Yes: ' : ''}${label(events[0], who.members)} is on ${whenText(events[0], tz)}${events[0].isRecurring ? ' (it repeats)' : ''}.`;
  if (input.yesNo) return [`Yes, ${events.length} events:`, ...events.slice(0, 10).map((o) => `• ${lineOf(o, who.members, tz)}`)].join('\n');
  const lines = events.slice(0, 10).map((o) => `• ${lineOf(o, who.members, tz)}`);
  return [`I found ${events.length} events for "${input.words}":`, ...lines, ...(events.length > 10 ? [`…and ${events.length - 10} more.`] : [])].join('\n');
}

export async function freeBusyTool(ctx: ToolContext, input: z.infer<typeof FreeBusySchema>): Promise<ToolOutput> {
  const who = await memberOf(ctx, input.member);
  if ('reply' in who) return who.reply;
  const tz = timezoneOf(ctx);
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const from = input.fromTime ? toMin(input.fromTime) : 0;
  const to = input.toTime ? toMin(input.toTime) : 1440;
  // Busy includes the school's and clubs' calendars: the parent asks about the day, not about who typed it.
  const day = await listCalendar(callerOf(ctx), input.date, input.date);
  const clashes = day.filter((o) => {
    if (who.member && o.familyMemberId !== who.member.id) return false;
    const [s, e] = minutesOf(o);
    return s < to && e > from;
  });
  const subject = who.member ? firstName(who.member.name) : 'you';
  const span = input.fromTime ? ` from ${displayTime(input.fromTime)} to ${displayTime(input.toTime ?? '23:59')}` : '';
  // No "Yes"/"No": the same answer serves "is Mia free…" and "is Mia busy…", which the input does not tell apart.
  const Subject = subject[0].toUpperCase() + subject.slice(1);
  if (!clashes.length) return `${Subject} ${who.member ? 'is' : 'are'} free on ${displayDate(input.date)}${span || ' (nothing in the calendar)'} (${tz} time).`;
  const lines = clashes.map((o) => `• ${timeSpan(o)} ${label(o, who.members)}`);
  return [
    `${Subject} ${who.member ? 'has' : 'have'} ${clashes.length === 1 ? 'this' : 'these'} on ${displayDate(input.date)}${span}:`,
    ...lines,
    `(${tz} time)`,
  ].join('\n');
}

export async function listRemindersTool(ctx: ToolContext, input: z.infer<typeof ListRemindersSchema>): Promise<ToolOutput> {
  const tz = timezoneOf(ctx);
  const members = await householdMembers(ctx);
  const events = (await listAllEvents(ctx.userId)).filter((e) => e.reminderMinutes != null);
  const due = events
    .map((e) => ({ e, next: nextReminder(e, tz, ctx.now, input.fromDate ?? undefined) }))
    .filter(
      (x): x is { e: StoredEvent; next: { occurrence: string; dueAt: string } } => Boolean(x.next) && (!input.toDate || x.next!.occurrence <= input.toDate),
    )
    .sort((a, b) => a.next.dueAt.localeCompare(b.next.dueAt));
  // "remind me to call the bank" with no time is a to-do of its own kind: it is part of what to remember.
  const toRemember = input.fromDate || input.toDate ? [] : (await openTodos(ctx.userId)).filter((t) => t.category === REMINDER_CATEGORY);
  if (!due.length && !toRemember.length)
    return 'You have no reminders set. Add one with an event, e.g. "dentist tomorrow at 10, remind me 1 hour before", or "remind me to call the bank".';
  const before = (min: number) => (min === 0 ? 'when it starts' : `${durationText(min)} before`);
  const lines = due
    .slice(0, MAX_LINES)
    .map(
      ({ e, next }) =>
        `• ${label(e, members)}, ${whenText({ ...e, date: next.occurrence }, tz)}: reminder ${before(e.reminderMinutes!)}${e.recurrence !== 'none' ? ' ↻' : ''}`,
    );
  const remember = toRemember.slice(0, MAX_LINES).map((t) => `• ${t.task}`);
  return [
    ...(due.length ? [`Your reminders (${due.length}):`, ...lines] : []),
    ...(remember.length ? [`To remember (${toRemember.length}, no time set):`, ...remember] : []),
  ].join('\n');
}
