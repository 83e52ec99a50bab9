import { DateTime } from 'luxon';
import * as z from 'zod';
import { DateSchema, TimeSchema } from '../../../shared/schemas/calendar';
import { listAllEvents, type StoredEvent } from '../../calendar/events';
import { nextReminder } from '../../calendar/reminders';
import { listCalendar } from '../../subscriptions/calendar-view';
import { sayIn } from '../replies/say';
import { minutesOfDay } from '../understanding/dates';
import { firstPerEvent, minutesOf, searchOccurrences, timeSpan, whenText } from './event-search';
import { bestMatches } from './ranked-match';
import { REMINDER_CATEGORY } from '../../../shared/schemas/calendar';
import { label, lineOf, memberOf, notFound, noteOf, todayOf, Words } from './event-tool-common';
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
  check: z
    .array(z.string().trim().min(1).max(200))
    .min(1)
    .max(10)
    .optional()
    .describe('What the parent asks about ("is mop the floor in my reminders?"): the answer starts with yes or no'),
});

export async function findEventTool(ctx: ToolContext, input: z.infer<typeof FindEventSchema>): Promise<ToolOutput> {
  const who = await memberOf(ctx, input.member);
  if ('reply' in who) return who.reply;
  const say = sayIn(ctx.lang);
  const tz = timezoneOf(ctx);
  const today = todayOf(ctx);
  const line = (o: (typeof found)[number]) => say.bullet(lineOf(o, who.members, tz, ctx.lang));
  const name = who.member ? firstName(who.member.name) : null;
  const found = await searchOccurrences(
    callerOf(ctx),
    { words: input.words, fromDate: input.fromDate, toDate: input.toDate, time: null, memberId: who.member?.id ?? null },
    today,
    'view',
  );
  if (!input.words) {
    const soon = found.filter((o) => o.date <= DateTime.fromISO(today).plus({ days: 13 }).toISODate()!).slice(0, MAX_LINES);
    if (!soon.length) return say.nothingSoon(name);
    return [say.comingUp(name), ...soon.map(line)].join('\n');
  }
  const events = firstPerEvent(found);
  if (!events.length) return input.yesNo ? say.no(notFound(input.words, ctx.lang)) : notFound(input.words, ctx.lang);
  if (events.length === 1)
    return say.foundOne({
      yes: !!input.yesNo,
      label: label(events[0], who.members, ctx.lang),
      when: whenText(events[0], tz, ctx.lang),
      repeats: events[0].isRecurring,
      location: events[0].location || null,
      note: noteOf(events[0].description),
    });
  if (input.yesNo) return [say.foundYesMany(events.length), ...events.slice(0, 10).map(line)].join('\n');
  const lines = events.slice(0, 10).map(line);
  return [say.foundMany(events.length, input.words), ...lines, ...(events.length > 10 ? [say.moreFound(events.length - 10)] : [])].join('\n');
}

export async function freeBusyTool(ctx: ToolContext, input: z.infer<typeof FreeBusySchema>): Promise<ToolOutput> {
  const who = await memberOf(ctx, input.member);
  if ('reply' in who) return who.reply;
  const tz = timezoneOf(ctx);
  const from = input.fromTime ? minutesOfDay(input.fromTime) : 0;
  const to = input.toTime ? minutesOfDay(input.toTime) : 1440;
  // Busy includes the school's and clubs' calendars: the parent asks about the day, not about who typed it.
  const day = await listCalendar(callerOf(ctx), input.date, input.date);
  const clashes = day.filter((o) => {
    if (who.member && o.familyMemberId !== who.member.id) return false;
    const [s, e] = minutesOf(o);
    return s < to && e > from;
  });
  const say = sayIn(ctx.lang);
  const asked = {
    who: who.member ? firstName(who.member.name) : null,
    date: input.date,
    from: input.fromTime,
    to: input.fromTime ? (input.toTime ?? '23:59') : null,
  };
  // No "Yes"/"No": the same answer serves "is Mia free…" and "is Mia busy…", which the input does not tell apart.
  if (!clashes.length) return say.free({ ...asked, tz });
  const lines = clashes.map((o) => say.spanLine(timeSpan(o, ctx.lang), label(o, who.members, ctx.lang)));
  return [say.busy({ ...asked, count: clashes.length }), ...lines, say.inTimezone(tz)].join('\n');
}

export async function listRemindersTool(ctx: ToolContext, input: z.infer<typeof ListRemindersSchema>): Promise<ToolOutput> {
  const say = sayIn(ctx.lang);
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
  if (input.check) {
    const titles = [...due.map(({ e }) => e.title), ...toRemember.map((t) => t.task)];
    const found = input.check.map((said) => ({ said, title: bestMatches(titles, (t) => t, said)[0] }));
    return say.reminderCheck({
      on: found.flatMap((f) => (f.title ? [f.title] : [])),
      off: found.filter((f) => !f.title).map((f) => f.said),
      others: titles.filter((t) => !found.some((f) => f.title === t)),
    });
  }
  if (!due.length && !toRemember.length) return say.noReminders;
  const lines = due.slice(0, MAX_LINES).map(({ e, next }) =>
    say.reminderLine({
      label: label(e, members, ctx.lang),
      when: whenText({ ...e, date: next.occurrence }, tz, ctx.lang),
      minutes: e.reminderMinutes!,
      repeats: e.recurrence !== 'none',
    }),
  );
  const remember = toRemember.slice(0, MAX_LINES).map((t) => say.bullet(t.task));
  return [
    ...(due.length ? [say.remindersHeader(due.length), ...lines] : []),
    ...(remember.length ? [say.toRememberHeader(toRemember.length), ...remember] : []),
  ].join('\n');
}
