import { findEvent } from '../../calendar/families';
import { DateTime } from 'luxon';
import * as z from 'zod';
import { DateSchema, MAX_EVENT_DAYS, MAX_EVENT_PEOPLE, RECURRENCES, TimeSchema } from '../../../shared/schemas/calendar';
import { changeEvent } from '../../calendar/change-event';
import { peopleOf } from '../../calendar/event-input';
import { occurrenceDates } from '../../../shared/calendar';
import { sayIn } from '../replies/say';
import { firstPerEvent, namedNear, searchOccurrences } from './event-search';
import { choice, clashNote, label, memberOf, notFound, snapshots, todayOf, Words } from './event-tool-common';
import { MemberName, resolveMember, timezoneOf, type ToolContext, type ToolOutput, callerOf, householdMembers } from './tool-common';
import { recordChange, undoLast } from './undo';
import { confirmOrCancel } from './cancel-tools';
import { missingEvent } from './missing-event';
import type { EventRef } from '../understanding/types';
import { lengthBetween } from '../understanding/dates';

/**
 * The tools that change an event by message (updateEvent) and take the last change back (undo). A change
 * touches only the caller's own events; anything else is "not found".
 */

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
      endTime: TimeSchema.optional().describe('New end time HH:MM: it keeps its start and ends then ("sports day finishes at 1 now")'),
      durationMinutes: z
        .number()
        .int()
        .min(1)
        .max(1440 * MAX_EVENT_DAYS)
        .optional()
        .describe('New length in minutes'),
      lengthenMinutes: z
        .number()
        .int()
        .min(-1440)
        .max(1440)
        .refine((n) => n !== 0, 'Say how much longer or shorter')
        .optional()
        .describe('Make it this many minutes longer (negative: shorter), keeping its start ("the meeting is running an extra half hour")'),
      member: MemberName.optional().describe('The family member it is for now'),
      addMembers: z
        .array(MemberName)
        .min(1)
        .max(MAX_EVENT_PEOPLE)
        .optional()
        .describe('Family members to add to those it is for ("add Leo to the dentist"), keeping the ones it has'),
      removeMembers: z
        .array(MemberName)
        .min(1)
        .max(MAX_EVENT_PEOPLE)
        .optional()
        .describe('Family members no longer going ("take Mia off the dentist"), keeping the others; with nobody left it asks to delete it'),
      location: z.string().trim().min(1).max(200).optional().describe('Where it is now ("swimming is at the other pool now")'),
      note: z.string().trim().min(1).max(500).optional().describe('A note to keep with it ("put a note on pick up: grandpa is collecting")'),
      reminderMinutes: z.number().int().min(0).max(20160).optional().describe('Remind this many minutes before the start'),
      allDay: z.boolean().optional().describe('True to make it an all-day event'),
      shiftMinutes: z
        .number()
        .int()
        .min(-1440 * 14)
        .max(1440 * 14)
        .optional()
        .describe('Move it this many minutes later (negative: earlier); whole days (1440 a day) move an all-day event too'),
      recurrence: z.enum(RECURRENCES).optional().describe('How the whole series repeats from now on ("make swimming weekly", "piano is fortnightly now")'),
      repeatUntil: DateSchema.optional().describe(
        'The last day the series may fall on, YYYY-MM-DD ("piano finishes after March", "no more swimming after the 27th")',
      ),
    })
    .refine((c) => Object.keys(c).length > 0, 'Say what to change')
    .describe('What to change; only the fields given change'),
  once: z.boolean().optional().describe('Only its next time, not the whole series, when no day is said ("netball is at 5 this week only")'),
});
export type UpdateEventInput = z.infer<typeof UpdateEventSchema>;

export async function updateEventTool(ctx: ToolContext, input: UpdateEventInput): Promise<ToolOutput> {
  const who = await memberOf(ctx, input.target.member);
  if ('reply' in who) return who.reply;
  const t = input.target;
  const c = input.changes;
  const search = { words: t.words, fromDate: t.date, toDate: t.date, time: t.time, memberId: who.member?.id ?? null, message: ctx.message };
  const found = await searchOccurrences(callerOf(ctx), search, todayOf(ctx));
  const moved = c.date || (c.shiftMinutes && c.shiftMinutes % 1440 === 0);
  const near = !found.length && t.date && moved ? await namedNear(callerOf(ctx), { ...search, fromDate: t.date }, todayOf(ctx)) : null;
  if (near) return applyUpdate(ctx, input, { eventId: near.eventId, occurrence: near.isRecurring ? near.date : null });
  // Without a day, a repeating event is changed as a whole ("swimming is at 5 now"), so one line per event; said of
  // this time only, its next time is changed.
  const candidates = t.date ? found : firstPerEvent(found);
  const oneTime = !!t.date || !!input.once;
  if (!candidates.length) {
    return missingEvent(ctx, input) ?? notFound(t.words, ctx.lang);
  }
  // The one picked from the list is changed as a single match would be: the whole series unless a day was said.
  if (candidates.length > 1) return choice(ctx, 'updateEvent', input, candidates, who.members, !oneTime);
  const o = candidates[0];
  return applyUpdate(ctx, input, { eventId: o.eventId, occurrence: oneTime && o.isRecurring ? o.date : null });
}

/** The change applied to one event (ref.occurrence: only that occurrence of a series). */
export async function applyUpdate(ctx: ToolContext, input: UpdateEventInput, ref: EventRef): Promise<ToolOutput> {
  const tz = timezoneOf(ctx);
  const c = input.changes;
  const [{ event: existing }, members] = await Promise.all([findEvent(callerOf(ctx), ref.eventId, 'edit'), householdMembers(ctx)]);
  const say = sayIn(ctx.lang);
  const patch: Record<string, unknown> = {};
  // How it repeats and its last day belong to the whole series, never to one occurrence.
  const repeatChanged = c.recurrence !== undefined || c.repeatUntil !== undefined;
  if (repeatChanged) {
    const recurrence = c.recurrence ?? existing.recurrence;
    if (recurrence === 'none' && c.repeatUntil) return say.notRepeating(existing.title);
    // Its last day before its first: none of it is left, so it goes, after YES.
    if (c.repeatUntil && c.repeatUntil < existing.date) {
      const target = { words: existing.title, fromDate: null, toDate: null, time: null, member: null };
      return confirmOrCancel(ctx, { target, series: true }, [{ eventId: existing.id, occurrence: null }], true);
    }
    Object.assign(patch, { recurrence, recurrenceEnd: recurrence === 'none' ? null : (c.repeatUntil ?? existing.recurrenceEnd ?? null) });
  }
  let occurrence = repeatChanged ? null : ref.occurrence;
  // A new day for a repeating event moves its next occurrence, not the whole series.
  if (!occurrence && !repeatChanged && existing.recurrence !== 'none' && (c.date || c.shiftMinutes)) {
    occurrence = occurrenceDates(existing, todayOf(ctx), DateTime.fromISO(todayOf(ctx)).plus({ years: 1 }).toISODate()!)[0] ?? null;
    if (!occurrence) return notFound(existing.title, ctx.lang);
  }
  if (c.title) patch.title = c.title;
  if (c.date) patch.date = c.date;
  if (c.time) Object.assign(patch, { time: c.time, allDay: false, ...(existing.allDay ? { duration: 60 } : {}) });
  if (c.allDay) Object.assign(patch, { allDay: true, time: null, duration: 1440 });
  if (c.durationMinutes) patch.duration = c.durationMinutes;
  if (c.endTime) {
    const start = c.time ?? (existing.allDay ? null : existing.time);
    if (!start) return sayIn(ctx.lang).allDayNoTime(existing.title);
    patch.duration = lengthBetween(start, c.endTime);
  }
  if (c.lengthenMinutes) {
    if (existing.allDay) return sayIn(ctx.lang).allDayNoTime(existing.title);
    patch.duration = Math.max(5, ((patch.duration as number | undefined) ?? existing.duration) + c.lengthenMinutes);
  }
  if (c.reminderMinutes != null) patch.reminderMinutes = c.reminderMinutes;
  if (c.shiftMinutes && existing.time && !existing.allDay) {
    const start = DateTime.fromISO(`${occurrence ?? existing.date}T${existing.time}`, { zone: 'UTC' }).plus({ minutes: c.shiftMinutes });
    Object.assign(patch, { date: start.toISODate(), time: start.toFormat('HH:mm') });
  } else if (c.shiftMinutes && c.shiftMinutes % 1440 === 0)
    patch.date = DateTime.fromISO(occurrence ?? existing.date)
      .plus({ days: c.shiftMinutes / 1440 })
      .toISODate();
  if (c.member) {
    const found = resolveMember(members, c.member, ctx.lang);
    if ('reply' in found) return found.reply;
    patch.familyMemberId = found.member.id;
  }
  if (c.addMembers) {
    const people = peopleOf(existing);
    for (const name of c.addMembers) {
      const found = resolveMember(members, name, ctx.lang);
      if ('reply' in found) return found.reply;
      if (!people.includes(found.member.id)) people.push(found.member.id);
    }
    patch.memberIds = people;
  }
  if (c.removeMembers) {
    const people = (patch.memberIds as string[] | undefined) ?? peopleOf(existing);
    const gone = new Set<string>();
    for (const name of c.removeMembers) {
      const found = resolveMember(members, name, ctx.lang);
      if ('reply' in found) return found.reply;
      gone.add(found.member.id);
    }
    const left = people.filter((id) => !gone.has(id));
    // Nobody left going: the event itself is what goes, and only after YES.
    if (!left.length && people.length) {
      const target = { words: existing.title, fromDate: occurrence, toDate: null, time: null, member: null };
      return confirmOrCancel(ctx, { target, series: !occurrence }, [{ eventId: existing.id, occurrence }], true);
    }
    patch.memberIds = left;
  }
  if (c.location) patch.location = c.location;
  // A note is kept with what the event already says, never in place of it.
  if (c.note) patch.description = existing.description ? `${existing.description}\n${c.note}` : c.note;
  if (!Object.keys(patch).length) return say.allDayNoTime(existing.title);
  const { saved, written } = await changeEvent(callerOf(ctx), existing.id, occurrence, patch);
  const what = occurrence ? say.onDay(label(saved, members, ctx.lang), occurrence) : label(saved, members, ctx.lang);
  await recordChange(ctx.userId, say.summaryChanged(what), snapshots(written), ctx.now);
  // A new repeat is said as the repeat itself ("every Thursday until 31 March")
  const repeat = repeatChanged ? say.repeat(saved.recurrence, saved.date, undefined, saved.recurrenceEnd) : null;
  return say.changed({
    what,
    repeating: saved.recurrence !== 'none' && !repeat,
    when: repeat ? `${repeat}, ${say.span(saved)}` : say.when(saved, tz),
    minutes: saved.allDay || repeat ? null : saved.duration,
    reminder: c.reminderMinutes ?? null,
    place: c.location ?? null,
    note: c.note ?? null,
    clash: await clashNote(ctx, saved, members),
  });
}

export async function undoTool(ctx: ToolContext): Promise<ToolOutput> {
  const out = await undoLast(ctx.userId, ctx.now);
  const tz = timezoneOf(ctx);
  const say = sayIn(ctx.lang);
  switch (out.outcome) {
    case 'undone':
      return say.undone(
        out.summary,
        out.events.filter(Boolean).map((e) => say.eventLine(e.title, say.when(e, tz), false)),
      );
    case 'expired':
      return say.undoExpired(out.summary);
    case 'changed':
      return say.undoChanged(out.summary);
    default:
      return say.nothingToUndo;
  }
}
