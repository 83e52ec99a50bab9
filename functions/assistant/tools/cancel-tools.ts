import { findEvent } from '../../calendar/families';
import { DateTime } from 'luxon';
import * as z from 'zod';
import { DateSchema, TimeSchema } from '../../../shared/schemas/calendar';
import { changeEvent, removeEvent, type Written } from '../../calendar/change-event';
import { HttpError } from '../../errors';
import type { FamilyMember } from '../../../shared/schemas/family';
import { occurrenceDates } from '../../../shared/calendar';
import { sayIn } from '../replies/say';
import { firstPerEvent, searchOccurrences } from './event-search';
import { choice, label, memberOf, notFound, snapshots, todayOf, Words } from './event-tool-common';
import { tickItems } from './list-tools';
import { MAX_LINES, MemberName, timezoneOf, type ToolContext, type ToolOutput, callerOf, householdMembers } from './tool-common';
import { recordChange } from './undo';
import type { AssistantPending, EventRef } from '../understanding/types';

/**
 * The tool that cancels events by message (cancelEvent). It touches only the caller's own events; anything
 * else is "not found". Removing more than one occurrence is only asked here: the YES that deletes comes back
 * through the conversation state.
 */

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
  reminder: z
    .literal(true)
    .optional()
    .describe('True when the message cancels the reminder ("cancel my reminder for the dentist"): an appointment reminded ahead keeps itself'),
});
export type CancelEventInput = z.infer<typeof CancelEventSchema>;

export async function cancelEventTool(ctx: ToolContext, input: CancelEventInput): Promise<ToolOutput> {
  const who = await memberOf(ctx, input.target.member);
  if ('reply' in who) return who.reply;
  const t = input.target;
  const today = todayOf(ctx);
  const found = await searchOccurrences(
    callerOf(ctx),
    { words: t.words, fromDate: t.fromDate, toDate: t.toDate ?? t.fromDate, time: t.time, memberId: who.member?.id ?? null, message: ctx.message },
    today,
  );
  // "remove eggs": not an event, but an item on the Shopping list.
  if (!found.length && t.words && !t.fromDate && !t.time) {
    const taken = await tickItems(ctx, { list: null, items: [t.words], remove: true });
    if (taken.taken) return taken.text;
  }
  if (!found.length) return t.words ? notFound(t.words, ctx.lang) : sayIn(ctx.lang).nothingThen(t.fromDate, t.time);
  // "cancel my reminder for the dentist": an appointment reminded ahead of it loses only its reminder; an event that is
  // only a reminder ("remind me to call mum at 5", reminded when it starts) is what goes.
  const one = firstPerEvent(found);
  if (input.reminder && t.words && one.length === 1 && one[0].reminderMinutes) return reminderOff(ctx, one[0].eventId, who.members);
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
  // A day with nothing named goes whole only when the message says so ("delete everything on Friday"); otherwise the
  // one meant is asked ("the interview at 4:15 today is cancelled", its words and time not read).
  if (!t.words && !t.time && found.length > 1 && ctx.message && !ALL_OF_A_DAY.test(ctx.message))
    return choice(ctx, 'cancelEvent', input, found, who.members, false);
  return confirmOrCancel(
    ctx,
    input,
    found.map((o) => ({ eventId: o.eventId, occurrence: o.isRecurring ? o.date : null })),
  );
}

const ALL_OF_A_DAY = /\b(?:all|every(?:thing|one)?|any(?:thing)?|whole|entire|the lot|clear|wipe|empty|nothing)\b|كل|جميع/i;

/** How many occurrences a set of refs removes (a whole series: those still to come, within a year). */
async function describe(ctx: ToolContext, refs: EventRef[]) {
  const today = todayOf(ctx);
  const members = await householdMembers(ctx);
  const yearOn = DateTime.fromISO(today).plus({ years: 1 }).toISODate()!;
  const items = await Promise.all(
    refs.map(async (r) => {
      const { event: e } = await findEvent(callerOf(ctx), r.eventId, 'edit');
      const count = r.occurrence || e.recurrence === 'none' ? 1 : occurrenceDates(e, today, yearOn).length;
      return { ref: r, e, count };
    }),
  );
  return { items, members, total: items.reduce((n, i) => n + i.count, 0) };
}

async function reminderOff(ctx: ToolContext, eventId: string, members: FamilyMember[]): Promise<ToolOutput> {
  const say = sayIn(ctx.lang);
  const { saved, written } = await changeEvent(callerOf(ctx), eventId, null, { reminderMinutes: null });
  const what = label(saved, members, ctx.lang);
  await recordChange(ctx.userId, say.summaryChanged(what), snapshots(written), ctx.now);
  const when = say.when(saved, timezoneOf(ctx));
  return say.changed({ what, repeating: saved.recurrence !== 'none', when, minutes: null, reminder: null, reminderOff: true, clash: '' });
}

export async function confirmOrCancel(ctx: ToolContext, input: CancelEventInput, refs: EventRef[], always = false): Promise<ToolOutput> {
  const { items, members, total } = await describe(ctx, refs);
  if (total <= 1 && !always) return applyCancel(ctx, refs);
  const tz = timezoneOf(ctx);
  const say = sayIn(ctx.lang);
  const pending: AssistantPending = { kind: 'assistant', ask: 'confirm', tool: 'cancelEvent', input, options: refs, at: ctx.now.toISOString() };
  if (total === 1) {
    const { e, ref } = items[0];
    return { text: say.confirmDelete({ label: label(e, members, ctx.lang), when: say.when({ ...e, date: ref.occurrence ?? e.date }, tz) }), pending };
  }
  if (items.length === 1 && !items[0].ref.occurrence) {
    const e = items[0].e;
    return { text: say.confirmDeleteSeries({ label: label(e, members, ctx.lang), total, ended: !!e.recurrenceEnd, from: say.when(e, tz) }), pending };
  }
  const lines = items
    .slice(0, MAX_LINES)
    .map(({ e, ref, count }) =>
      say.eventLine(
        label(e, members, ctx.lang),
        ref.occurrence || e.recurrence === 'none' ? say.when({ ...e, date: ref.occurrence ?? e.date }, tz) : say.allSessions(count),
        false,
      ),
    );
  return { text: say.confirmDeleteMany(total, lines), pending };
}

/** Delete the events (or occurrences) meant; the answer names each with its date, time and timezone. */
export async function applyCancel(ctx: ToolContext, refs: EventRef[]): Promise<ToolOutput> {
  const tz = timezoneOf(ctx);
  const say = sayIn(ctx.lang);
  const members = await householdMembers(ctx);
  const written: Written[] = [];
  const lines: string[] = [];
  for (const r of refs) {
    const out = await removeEvent(callerOf(ctx), r.eventId, r.occurrence).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null; // deleted meanwhile
      throw error;
    });
    if (!out) continue;
    const e = out.written[0].before!;
    written.push(...out.written);
    const occurrence = out.deleted === 'occurrence';
    lines.push(
      say.deletedOne({
        label: label(e, members, ctx.lang),
        when: say.when(occurrence ? { ...e, date: r.occurrence! } : e, tz),
        series: !occurrence && e.recurrence !== 'none',
      }),
    );
  }
  if (!lines.length) return say.nothingDeleted;
  await recordChange(ctx.userId, say.summaryDeleted(lines), snapshots(written), ctx.now);
  return say.deleted(lines);
}
