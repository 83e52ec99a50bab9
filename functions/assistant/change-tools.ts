import { DateTime } from 'luxon';
import * as z from 'zod';
import { DateSchema, TimeSchema } from '../../shared/schemas/calendar';
import type { FamilyMember } from '../../shared/schemas/family';
import { changeEvent, removeEvent, type Written } from '../calendar/change-event';
import { HttpError } from '../errors';
import { getEvent, listAllEvents, listOccurrences, type StoredEvent } from '../calendar/events';
import { listCalendar } from '../subscriptions/calendar-view';
import { nextReminder } from '../calendar/reminders';
import { listMembersByUser } from '../data/members';
import { occurrenceDates } from '../../shared/calendar';
import { displayDate, displayTime, durationText } from './dates';
import { firstPerEvent, minutesOf, searchOccurrences, timeSpan, whenText, type Occurrence } from './event-search';
import { tickItems } from './list-tools';
import type { AssistantPending, EventRef } from './follow-up';
import { firstName, MAX_LINES, MemberName, resolveMember, timezoneOf, type ToolContext, type ToolOutput } from './tool-common';
import { recordChange, undoLast, type Snapshot } from './undo';

/**
 * The tools that read the calendar to answer a question (findEvent, freeBusy, listReminders) and those that
 * change or cancel events by message (updateEvent, cancelEvent) and take the last change back (undo).
 * A change or cancel touches only the caller's own events; anything else is "not found". Removing more than
 * one occurrence is only asked here: the YES that deletes comes back through the conversation state.
 */

const Words = z.string().trim().min(1).max(200).nullable();
const TargetSchema = z.object({
  words: Words.describe('Words of the event’s title, e.g. "dentist"; null to mean anything on the given day'),
  date: DateSchema.nullable().describe('A day the event is on (YYYY-MM-DD); null when not said'),
  time: TimeSchema.nullable().describe('The event’s start time HH:MM when the parent named it; else null'),
  member: MemberName.nullable().describe('The family member the event is for, when named; else null'),
});

export const UpdateEventSchema = z.object({
  target: TargetSchema.describe('Which event: found by its words, day, time and member'),
  changes: z
    .object({
      title: z.string().trim().min(1).max(200).optional().describe('New title'),
      date: DateSchema.optional().describe('New day, YYYY-MM-DD'),
      time: TimeSchema.optional().describe('New start time HH:MM'),
      durationMinutes: z.number().int().min(1).max(20160).optional().describe('New length in minutes'),
      member: MemberName.optional().describe('The family member it is for now'),
      reminderMinutes: z.number().int().min(0).max(20160).optional().describe('Remind this many minutes before the start'),
      allDay: z.boolean().optional().describe('True to make it an all-day event'),
      shiftMinutes: z.number().int().min(-1440).max(1440).optional().describe('Move it this many minutes later (negative: earlier)'),
    })
    .refine((c) => Object.keys(c).length > 0, 'Say what to change')
    .describe('What to change; only the fields given change'),
});
export type UpdateEventInput = z.infer<typeof UpdateEventSchema>;

export const CancelEventSchema = z.object({
  target: z
    .object({
      words: Words.describe('Words of the event’s title; null to cancel everything in the date range'),
      fromDate: DateSchema.nullable().describe('First day to cancel on, YYYY-MM-DD; null for all upcoming'),
      toDate: DateSchema.nullable().describe('Last day (inclusive); null when fromDate is null or one day'),
      time: TimeSchema.nullable().describe('Start time HH:MM when named; else null'),
      member: MemberName.nullable().describe('The family member whose event it is, when named; else null'),
    })
    .describe('Which events'),
  series: z.boolean().describe('True to delete a repeating event altogether; false for only the occurrences in the date range'),
});
export type CancelEventInput = z.infer<typeof CancelEventSchema>;

export const FindEventSchema = z.object({
  words: Words.describe('Words of the event’s title, e.g. "dentist"; null for any upcoming event'),
  member: MemberName.nullable().describe('Only this family member’s events; null for everyone'),
  fromDate: DateSchema.nullable().describe('Search from this day; null for today'),
  toDate: DateSchema.nullable().describe('Search until this day; null for 12 months ahead'),
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

const todayOf = (ctx: ToolContext) => DateTime.fromJSDate(ctx.now, { zone: timezoneOf(ctx) }).toISODate()!;

async function memberOf(
  ctx: ToolContext,
  name: string | null | undefined,
): Promise<{ member: FamilyMember | null; members: FamilyMember[] } | { reply: string }> {
  const members = await listMembersByUser(ctx.userId);
  if (!name) return { member: null, members };
  const found = resolveMember(members, name);
  return 'reply' in found ? found : { member: found.member, members };
}

const label = (o: { title: string; familyMemberId: string | null }, members: FamilyMember[]) => {
  const m = members.find((x) => x.id === o.familyMemberId);
  return `${o.title}${m ? ` (${firstName(m.name)})` : ''}`;
};
const lineOf = (o: Occurrence, members: FamilyMember[], tz: string) => `${label(o, members)}, ${whenText(o, tz)}${o.isRecurring ? ' ↻' : ''}`;
const notFound = (what: string | null) =>
  `I couldn't find ${what ? `"${what}"` : 'that'} in your calendar. Send "this week" to see what's on, or check the calendar in the app.`;

// ---- questions ----

export async function findEventTool(ctx: ToolContext, input: z.infer<typeof FindEventSchema>): Promise<ToolOutput> {
  const who = await memberOf(ctx, input.member);
  if ('reply' in who) return who.reply;
  const tz = timezoneOf(ctx);
  const today = todayOf(ctx);
  const found = await searchOccurrences(
    ctx.userId,
    { words: input.words, fromDate: input.fromDate, toDate: input.toDate, time: null, memberId: who.member?.id ?? null },
    today,
  );
  if (!input.words) {
    const soon = found.filter((o) => o.date <= DateTime.fromISO(today).plus({ days: 13 }).toISODate()!).slice(0, MAX_LINES);
    if (!soon.length) return `${who.member ? `${firstName(who.member.name)} has` : 'You have'} nothing in the calendar in the next two weeks.`;
    return [`Coming up${who.member ? ` for ${firstName(who.member.name)}` : ''}:`, ...soon.map((o) => `• ${lineOf(o, who.members, tz)}`)].join('\n');
  }
  const events = firstPerEvent(found);
  if (!events.length) return notFound(input.words);
  if (events.length === 1) return `${label(events[0], who.members)} is on ${whenText(events[0], tz)}${events[0].isRecurring ? ' (it repeats)' : ''}.`;
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
  const day = await listCalendar(ctx.userId, input.date, input.date);
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
  const members = await listMembersByUser(ctx.userId);
  const events = (await listAllEvents(ctx.userId)).filter((e) => e.reminderMinutes != null);
  const due = events
    .map((e) => ({ e, next: nextReminder(e, tz, ctx.now, input.fromDate ?? undefined) }))
    .filter(
      (x): x is { e: StoredEvent; next: { occurrence: string; dueAt: string } } => Boolean(x.next) && (!input.toDate || x.next!.occurrence <= input.toDate),
    )
    .sort((a, b) => a.next.dueAt.localeCompare(b.next.dueAt));
  if (!due.length) return 'You have no reminders set. Add one with an event, e.g. "dentist tomorrow at 10, remind me 1 hour before".';
  const before = (min: number) => (min === 0 ? 'when it starts' : `${durationText(min)} before`);
  const lines = due
    .slice(0, MAX_LINES)
    .map(
      ({ e, next }) =>
        `• ${label(e, members)}, ${whenText({ ...e, date: next.occurrence }, tz)}: reminder ${before(e.reminderMinutes!)}${e.recurrence !== 'none' ? ' ↻' : ''}`,
    );
  return [`Your reminders (${due.length}):`, ...lines].join('\n');
}

// ---- changes ----

const snapshots = (written: Written[]): Snapshot[] => written.map((w) => ({ kind: 'event', id: (w.after ?? w.before)!.id, before: w.before, after: w.after }));

const choice = (
  ctx: ToolContext,
  tool: 'updateEvent' | 'cancelEvent',
  input: unknown,
  found: Occurrence[],
  members: FamilyMember[],
  byEvent: boolean,
): ToolOutput => {
  const tz = timezoneOf(ctx);
  const shown = found.slice(0, 9);
  const options: EventRef[] = shown.map((o) => ({ eventId: o.eventId, occurrence: byEvent ? null : o.isRecurring ? o.date : null }));
  const pending: AssistantPending = { kind: 'assistant', ask: 'choice', tool, input, options, at: ctx.now.toISOString() };
  const lines = shown.map((o, i) => `${i + 1}. ${lineOf(o, members, tz)}`);
  return { text: ['Which one do you mean?', ...lines, '', `Reply with the number (1 to ${shown.length}).`].join('\n'), pending };
};

export async function updateEventTool(ctx: ToolContext, input: UpdateEventInput): Promise<ToolOutput> {
  const who = await memberOf(ctx, input.target.member);
  if ('reply' in who) return who.reply;
  const t = input.target;
  const found = await searchOccurrences(
    ctx.userId,
    { words: t.words, fromDate: t.date, toDate: t.date, time: t.time, memberId: who.member?.id ?? null },
    todayOf(ctx),
  );
  // Without a day, a repeating event is changed as a whole ("swimming is at 5 now"), so one line per event.
  const candidates = t.date ? found : firstPerEvent(found);
  if (!candidates.length) {
    if (input.changes.reminderMinutes != null && t.words && Object.keys(input.changes).length === 1)
      return reminderForMissing(ctx, t.words, input.changes.reminderMinutes, t.member);
    return notFound(t.words);
  }
  // The one picked from the list is changed as a single match would be: the whole series unless a day was said.
  if (candidates.length > 1) return choice(ctx, 'updateEvent', input, candidates, who.members, !t.date);
  const o = candidates[0];
  return applyUpdate(ctx, input, { eventId: o.eventId, occurrence: t.date && o.isRecurring ? o.date : null });
}

/** "remind me two days before my wife's birthday" with no such event: ask its date, then add it with the reminder. */
function reminderForMissing(ctx: ToolContext, words: string, reminderMinutes: number, member: string | null): ToolOutput {
  const title = words[0].toUpperCase() + words.slice(1);
  const yearly = /\b(?:birthday|anniversary|bday)\b/i.test(words);
  const draft = { title, date: null, time: null, allDay: true, durationMinutes: 1440, recurrence: yearly ? 'yearly' : 'none', reminderMinutes, member };
  return {
    text: `I couldn't find ${title} in your calendar. What date is it? I'll add it${yearly ? ' (every year)' : ''} with the reminder.`,
    pending: { kind: 'assistant', ask: 'date', tool: 'createEvent', input: draft, at: ctx.now.toISOString() },
  };
}

/** The change applied to one event (ref.occurrence: only that occurrence of a series). */
export async function applyUpdate(ctx: ToolContext, input: UpdateEventInput, ref: EventRef): Promise<ToolOutput> {
  const tz = timezoneOf(ctx);
  const c = input.changes;
  const [existing, members] = await Promise.all([getEvent(ctx.userId, ref.eventId), listMembersByUser(ctx.userId)]);
  let occurrence = ref.occurrence;
  // A new day for a repeating event moves its next occurrence, not the whole series.
  if (!occurrence && existing.recurrence !== 'none' && (c.date || c.shiftMinutes)) {
    occurrence = occurrenceDates(existing, todayOf(ctx), DateTime.fromISO(todayOf(ctx)).plus({ years: 1 }).toISODate()!)[0] ?? null;
    if (!occurrence) return notFound(existing.title);
  }
  const patch: Record<string, unknown> = {};
  if (c.title) patch.title = c.title;
  if (c.date) patch.date = c.date;
  if (c.time) Object.assign(patch, { time: c.time, allDay: false, ...(existing.allDay ? { duration: 60 } : {}) });
  if (c.allDay) Object.assign(patch, { allDay: true, time: null, duration: 1440 });
  if (c.durationMinutes) patch.duration = c.durationMinutes;
  if (c.reminderMinutes != null) patch.reminderMinutes = c.reminderMinutes;
  if (c.shiftMinutes && existing.time && !existing.allDay) {
    const start = DateTime.fromISO(`${occurrence ?? existing.date}T${existing.time}`, { zone: 'UTC' }).plus({ minutes: c.shiftMinutes });
    Object.assign(patch, { date: start.toISODate(), time: start.toFormat('HH:mm') });
  }
  if (c.member) {
    const found = resolveMember(members, c.member);
    if ('reply' in found) return found.reply;
    patch.familyMemberId = found.member.id;
  }
  if (!Object.keys(patch).length)
    return `${existing.title} is all day, so there is no time to move. Send a new time, e.g. "move ${existing.title.toLowerCase()} to 4pm".`;
  const { saved, written } = await changeEvent(ctx.userId, existing.id, occurrence, patch);
  const what = occurrence ? `${label(saved, members)} on ${displayDate(occurrence)}` : label(saved, members);
  const now = `${saved.recurrence !== 'none' ? 'every time from now on, ' : ''}${whenText(saved, tz)}${saved.allDay ? '' : `, ${saved.duration} minutes`}`;
  const reminder =
    c.reminderMinutes != null ? ` I’ll remind you ${c.reminderMinutes === 0 ? 'when it starts' : `${durationText(c.reminderMinutes)} before`}.` : '';
  await recordChange(ctx.userId, `the change to ${what}`, snapshots(written), ctx.now);
  return `Changed ${what}: now ${now}.${reminder}${await clashNote(ctx, saved, members)} Send "undo" to take it back.`;
}

export async function cancelEventTool(ctx: ToolContext, input: CancelEventInput): Promise<ToolOutput> {
  const who = await memberOf(ctx, input.target.member);
  if ('reply' in who) return who.reply;
  const t = input.target;
  const today = todayOf(ctx);
  const found = await searchOccurrences(
    ctx.userId,
    { words: t.words, fromDate: t.fromDate, toDate: t.toDate ?? t.fromDate, time: t.time, memberId: who.member?.id ?? null },
    today,
  );
  // "remove eggs": not an event, but an item on the Shopping list.
  if (!found.length && t.words && !t.fromDate && !t.time) {
    const taken = await tickItems(ctx, { list: null, items: [t.words], remove: true });
    if (taken.taken) return taken.text;
  }
  if (!found.length)
    return t.words
      ? notFound(t.words)
      : `There is nothing in your calendar ${t.fromDate ? `on ${displayDate(t.fromDate)}` : 'then'}${t.time ? ` at ${displayTime(t.time)}` : ''}.`;
  // Nothing named ("delete my next event", "clear my calendar"): always asked first.
  if (!t.words && !t.fromDate && !t.time) {
    const refs = input.series
      ? firstPerEvent(found).map((o) => ({ eventId: o.eventId, occurrence: null }))
      : [{ eventId: found[0].eventId, occurrence: found[0].isRecurring ? found[0].date : null }];
    return confirmOrCancel(ctx, input, refs, true);
  }
  if (!input.series && !t.fromDate) {
    const next = firstPerEvent(found);
    if (next.length > 1) return choice(ctx, 'cancelEvent', input, next, who.members, false);
    return confirmOrCancel(ctx, input, [{ eventId: next[0].eventId, occurrence: next[0].isRecurring ? next[0].date : null }]);
  }
  const wholeEvents = input.series || !t.fromDate;
  if (wholeEvents) {
    const events = firstPerEvent(found);
    if (events.length > 1 && t.words) return choice(ctx, 'cancelEvent', input, events, who.members, true);
    return confirmOrCancel(
      ctx,
      input,
      events.map((o) => ({ eventId: o.eventId, occurrence: null })),
    );
  }
  return confirmOrCancel(
    ctx,
    input,
    found.map((o) => ({ eventId: o.eventId, occurrence: o.isRecurring ? o.date : null })),
  );
}

/** How many occurrences a set of refs removes (a whole series: those still to come, within a year). */
async function describe(ctx: ToolContext, refs: EventRef[]) {
  const today = todayOf(ctx);
  const members = await listMembersByUser(ctx.userId);
  const yearOn = DateTime.fromISO(today).plus({ years: 1 }).toISODate()!;
  const items = await Promise.all(
    refs.map(async (r) => {
      const e = await getEvent(ctx.userId, r.eventId);
      const count = r.occurrence || e.recurrence === 'none' ? 1 : occurrenceDates(e, today, yearOn).length;
      return { ref: r, e, count };
    }),
  );
  return { items, members, total: items.reduce((n, i) => n + i.count, 0) };
}

export async function confirmOrCancel(ctx: ToolContext, input: CancelEventInput, refs: EventRef[], always = false): Promise<ToolOutput> {
  const { items, members, total } = await describe(ctx, refs);
  if (total <= 1 && !always) return applyCancel(ctx, refs);
  const tz = timezoneOf(ctx);
  const pending: AssistantPending = { kind: 'assistant', ask: 'confirm', tool: 'cancelEvent', input, options: refs, at: ctx.now.toISOString() };
  if (total === 1) {
    const { e, ref } = items[0];
    return {
      text: `Delete ${label(e, members)} on ${whenText({ ...e, date: ref.occurrence ?? e.date }, tz)}? Reply YES to delete it, or NO to keep it.`,
      pending,
    };
  }
  if (items.length === 1 && !items[0].ref.occurrence) {
    const e = items[0].e;
    const ended = e.recurrenceEnd ? '' : ' in the next 12 months';
    return {
      text: `Delete all ${total} ${label(e, members)} sessions${ended} (the whole repeating event, from ${whenText(e, tz)})? Reply YES to delete, or NO to keep them.`,
      pending,
    };
  }
  const lines = items
    .slice(0, MAX_LINES)
    .map(
      ({ e, ref, count }) =>
        `• ${label(e, members)}, ${ref.occurrence || e.recurrence === 'none' ? whenText({ ...e, date: ref.occurrence ?? e.date }, tz) : `all ${count} sessions`}`,
    );
  return { text: [`Delete these ${total} events?`, ...lines, '', 'Reply YES to delete them, or NO to keep them.'].join('\n'), pending };
}

/** Delete the events (or occurrences) meant; the answer names each with its date, time and timezone. */
export async function applyCancel(ctx: ToolContext, refs: EventRef[]): Promise<ToolOutput> {
  const tz = timezoneOf(ctx);
  const members = await listMembersByUser(ctx.userId);
  const written: Written[] = [];
  const lines: string[] = [];
  for (const r of refs) {
    const out = await removeEvent(ctx.userId, r.eventId, r.occurrence).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null; // deleted meanwhile
      throw error;
    });
    if (!out) continue;
    const e = out.written[0].before!;
    written.push(...out.written);
    lines.push(
      out.deleted === 'occurrence'
        ? `${label(e, members)} on ${whenText({ ...e, date: r.occurrence! }, tz)}`
        : e.recurrence !== 'none'
          ? `${label(e, members)}, every occurrence (it started ${whenText(e, tz)})`
          : `${label(e, members)} on ${whenText(e, tz)}`,
    );
  }
  if (!lines.length) return 'Those events are no longer in your calendar, so nothing was deleted.';
  await recordChange(ctx.userId, lines.length === 1 ? `the deletion of ${lines[0]}` : `the deletion of ${lines.length} events`, snapshots(written), ctx.now);
  const text = lines.length === 1 ? `Deleted ${lines[0]}.` : [`Deleted ${lines.length}:`, ...lines.map((l) => `• ${l}`)].join('\n');
  return `${text}\nSend "undo" within 30 minutes to bring ${lines.length === 1 ? 'it' : 'them'} back.`;
}

export async function undoTool(ctx: ToolContext): Promise<ToolOutput> {
  const out = await undoLast(ctx.userId, ctx.now);
  const tz = timezoneOf(ctx);
  switch (out.outcome) {
    case 'undone': {
      const back = out.events.filter(Boolean).map((e) => `• ${e.title}, ${whenText(e, tz)}`);
      return [`Undone: ${out.summary}.`, ...(back.length ? ['Now in your calendar:', ...back] : [])].join('\n');
    }
    case 'expired':
      return `It's more than 30 minutes since ${out.summary}, so I can't undo it by message. You can change it in the calendar in the app.`;
    case 'changed':
      return `I can't undo ${out.summary}: it was changed again since (in the app or by someone else), so I left it as it is.`;
    default:
      return 'There is nothing for me to undo.';
  }
}

/** "Note: Mia also has Piano 4:00–5:00 PM." for another event of the same member (or anyone's, when none) at that time. */
export async function clashNote(ctx: ToolContext, e: StoredEvent, members?: FamilyMember[]): Promise<string> {
  if (e.allDay || !e.time) return '';
  const [from, to] = minutesOf(e);
  const day = await listOccurrences(ctx.userId, e.date, e.date);
  const clashes = day.filter((o) => {
    if (o.eventId === e.id || o.allDay || !o.time) return false;
    if (e.familyMemberId && o.familyMemberId !== e.familyMemberId) return false;
    const [s, t] = minutesOf(o);
    return s < to && t > from;
  });
  if (!clashes.length) return '';
  const all = members ?? (await listMembersByUser(ctx.userId));
  const who = all.find((m) => m.id === e.familyMemberId);
  const names = clashes.slice(0, 3).map((o) => `${label(o, who ? [] : all)} ${timeSpan(o)}`);
  return ` Note: ${who ? `${firstName(who.name)} also has` : 'that overlaps with'} ${names.join(', ')}.`;
}
