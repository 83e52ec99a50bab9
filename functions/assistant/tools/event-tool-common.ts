import { DateTime } from 'luxon';
import * as z from 'zod';
import type { FamilyMember } from '../../../shared/schemas/family';
import type { Written } from '../../calendar/change-event';
import type { StoredEvent } from '../../calendar/events';
import { minutesOf, timeSpan, whenText, type Occurrence, reachableOccurrences } from './event-search';
import { firstName, resolveMember, timezoneOf, type ToolContext, type ToolOutput, callerOf, householdMembers } from './tool-common';
import type { Snapshot } from './undo';
import type { AssistantPending, EventRef } from '../understanding/types';
import type { AssistantLanguage } from '../understanding/written-in';
import { sayIn } from '../replies/say';

/**
 * What the event tools share (questions, changes, cancels): the member named, how an event is shown, the
 * numbered choice between several matches, and the note on another event at the same time.
 */

export const Words = z.string().trim().min(1).max(200).nullable();

export const todayOf = (ctx: ToolContext) => DateTime.fromJSDate(ctx.now, { zone: timezoneOf(ctx) }).toISODate()!;

export async function memberOf(
  ctx: ToolContext,
  name: string | null | undefined,
): Promise<{ member: FamilyMember | null; members: FamilyMember[] } | { reply: string }> {
  const members = await householdMembers(ctx);
  if (!name) return { member: null, members };
  const found = resolveMember(members, name, ctx.lang);
  return 'reply' in found ? found : { member: found.member, members };
}

/** "Dentist (Mia & Sam)": the title and the first names of the members it is for. */
export const label = (o: { title: string; familyMemberId: string | null; memberIds?: string[] }, members: FamilyMember[], lang?: AssistantLanguage) => {
  const ids = o.memberIds ?? (o.familyMemberId ? [o.familyMemberId] : []);
  const names = ids.flatMap((id) => members.filter((x) => x.id === id).map((m) => firstName(m.name)));
  return sayIn(lang).label(o.title, names);
};
export const lineOf = (o: Occurrence, members: FamilyMember[], tz: string, lang?: AssistantLanguage) =>
  sayIn(lang).eventLine(label(o, members, lang), whenText(o, tz, lang), o.isRecurring);
/** An event's notes as one short line for a chat reply (the web shows them whole). */
export const noteOf = (description: string | null | undefined): string | null => {
  const note = (description ?? '')
    .split(/\s*\n\s*/)
    .filter(Boolean)
    .join(' · ');
  return !note ? null : note.length > 120 ? `${note.slice(0, 119)}…` : note;
};

export const notFound = (what: string | null, lang?: AssistantLanguage) => sayIn(lang).notFound(what);

export const snapshots = (written: Written[]): Snapshot[] =>
  written.map((w) => ({ kind: 'event', id: (w.after ?? w.before)!.id, before: w.before, after: w.after, familyId: w.familyId }));

export const choice = (
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
  const lines = shown.map((o, i) => `${i + 1}. ${lineOf(o, members, tz, ctx.lang)}`);
  return { text: sayIn(ctx.lang).whichOne(lines), pending };
};

/** "Note: Mia also has Piano 4:00–5:00 PM." for another event of the same member (or anyone's, when none) at that time. */
export async function clashNote(ctx: ToolContext, e: StoredEvent, members?: FamilyMember[]): Promise<string> {
  if (e.allDay || !e.time) return '';
  const [from, to] = minutesOf(e);
  const day = await reachableOccurrences(callerOf(ctx), e.date, e.date);
  const clashes = day.filter((o) => {
    if (o.eventId === e.id || o.allDay || !o.time) return false;
    if (e.familyMemberId && o.familyMemberId !== e.familyMemberId) return false;
    const [s, t] = minutesOf(o);
    return s < to && t > from;
  });
  if (!clashes.length) return '';
  const all = members ?? (await householdMembers(ctx));
  const who = all.find((m) => m.id === e.familyMemberId);
  const names = clashes.slice(0, 3).map((o) => `${label(o, who ? [] : all, ctx.lang)} ${timeSpan(o, ctx.lang)}`);
  return sayIn(ctx.lang).clash({ who: who ? firstName(who.name) : null, names });
}
