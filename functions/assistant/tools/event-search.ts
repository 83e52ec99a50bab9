import { DateTime } from 'luxon';
import { minutesOfDay } from '../understanding/dates';
import { listOccurrences } from '../../calendar/events';
import { calendarFamilies } from '../../calendar/families';
import type { Caller } from '../../links/links';
import { sayIn, type Dated } from '../replies/say';
import type { AssistantLanguage } from '../understanding/written-in';
import { KIND_WORDS } from '../understanding/en/slots';
import { WEEKDAY } from '../understanding/en/date-words';
import { MONTH_RE } from '../understanding/en/number-words';
import { bestMatches, namedWithin, namingWords } from './ranked-match';

/**
 * Finding the events a message means, by their words, days, time and member, among the events of the families
 * the caller may change (or, for a question, see): their own and the linked ones whose link shares the calendar.
 * Without days, the search covers the next 12 months.
 */

export type Occurrence = Awaited<ReturnType<typeof listOccurrences>>[number];

export interface Search {
  words: string | null;
  fromDate: string | null;
  toDate: string | null;
  time: string | null;
  memberId: string | null;
  /** The whole message: when the words match nothing, an event all of whose title words it holds is the one meant. */
  message?: string;
}

/** Words that alone never say which event: kinds of event, days and months ("Tuesday swimming" is not any Tuesday's). */
const DAY_OR_MONTH = new RegExp(`^(?:${WEEKDAY}|${MONTH_RE})$`);
const weak = (w: string) => KIND_WORDS.has(w) || DAY_OR_MONTH.test(w);

/** The found items in the order they had (by day and time), not by score. */
const inOrder = <T>(all: T[], found: T[]) => all.filter((o) => found.includes(o));

/** The occurrences of every family the caller may change (or see), read side by side, in time order. */
export async function reachableOccurrences(caller: Caller, from: string, to: string, need: 'view' | 'edit' = 'edit'): Promise<Occurrence[]> {
  const families = calendarFamilies(caller).filter((f) => need === 'view' || f.canEdit);
  const all = (await Promise.all(families.map((f) => listOccurrences(f.id, from, to)))).flat();
  return all.sort((a, b) => (a.date + (a.time ?? '')).localeCompare(b.date + (b.time ?? '')));
}

export async function searchOccurrences(caller: Caller, s: Search, today: string, need: 'view' | 'edit' = 'edit'): Promise<Occurrence[]> {
  const from = s.fromDate ?? today;
  const to = s.toDate ?? (s.fromDate ? s.fromDate : DateTime.fromISO(today).plus({ months: 12 }).toISODate()!);
  const read = await reachableOccurrences(caller, from, to, need);
  const found = searchIn(read, s);
  if (found.length || !s.time || !s.fromDate || !s.words || namingWords(s.words).every(weak)) return found;
  // "the playgroup on Thursday mornings" read as 9:00 when it is at 10: with its name (more than a kind of event) and its
  // day said, a time that finds nothing was a slip, when without it they name one event (the same read, searched again).
  const loose = searchIn(read, { ...s, time: null });
  return new Set(loose.map((o) => o.eventId)).size === 1 ? loose : [];
}

function searchIn(read: Occurrence[], s: Search): Occurrence[] {
  const all = read.filter((o) => !s.time || o.time === s.time);
  const inScope = all.filter((o) => !s.memberId || o.memberIds.includes(s.memberId));
  const named = namedIn(inScope, s);
  // "cancel Mia's choir" when the choir was filed for nobody: the member only narrows among events filed for someone.
  if (!named.length && s.memberId && s.words)
    return namedIn(
      all.filter((o) => !o.memberIds.length),
      s,
    );
  return named;
}

/** How far from the day read an event moved to another day may be, when that day was read wrong. */
const NEAR_DAYS = 7;

/**
 * A move whose day found nothing: the message said two days (the one it is on, and the one it goes to, or news of
 * "today") and the reader may have taken the wrong one as the event's. The one event the whole message names (half its
 * title's words, one of them more than a kind or a day) within a week either side of that day, from today on, is the one
 * meant, at its occurrence nearest that day.
 */
export async function namedNear(caller: Caller, s: Search & { fromDate: string }, today: string): Promise<Occurrence | null> {
  if (!s.message) return null;
  const day = DateTime.fromISO(s.fromDate);
  const from = DateTime.max(day.minus({ days: NEAR_DAYS }), DateTime.fromISO(today)).toISODate()!;
  const near = (await reachableOccurrences(caller, from, day.plus({ days: NEAR_DAYS }).toISODate()!)).filter(
    (o) => !s.memberId || !o.memberIds.length || o.memberIds.includes(s.memberId),
  );
  const named = namedWithin(near, (o) => o.title, s.message, weak);
  return named.length && new Set(named.map((o) => o.eventId)).size === 1 ? nearestTo(named, s.fromDate) : null;
}

/** The occurrence nearest a day, either way (the first of two as near). */
export function nearestTo(occurrences: Occurrence[], date: string): Occurrence {
  const away = (o: Occurrence) => Math.abs(DateTime.fromISO(o.date).diff(DateTime.fromISO(date), 'days').days);
  return occurrences.reduce((best, o) => (away(o) < away(best) ? o : best));
}

function namedIn(inScope: Occurrence[], s: Search): Occurrence[] {
  if (!s.words) return inScope;
  const within = (said: string, share: number) => namedWithin(inScope, (o) => o.title, said, weak, share);
  let named = bestMatches(inScope, (o) => `${o.title} ${o.location ?? ''}`, s.words, KIND_WORDS);
  if (!named.length) named = within(s.words, 0.5);
  if (!named.length && s.message) named = within(s.message, 1);
  if (named.length) return inOrder(inScope, named);
  // "cancel my appointment tomorrow": a kind of event with a day names whatever is on that day; a day and a time name
  // what is then, whatever else the words say ("scrap tomorrow's 3pm, leo's not going").
  return s.fromDate && (s.time || namingWords(s.words).every((w) => KIND_WORDS.has(w))) ? inScope : [];
}

/** One occurrence per event (the first found), for questions about an event rather than a day. */
export function firstPerEvent(occurrences: Occurrence[]): Occurrence[] {
  const seen = new Set<string>();
  return occurrences.filter((o) => !seen.has(o.eventId) && seen.add(o.eventId));
}

export const whenText = (o: Dated, tz: string, lang?: AssistantLanguage) => sayIn(lang).when(o, tz);

export const timeSpan = (o: Dated & { duration: number }, lang?: AssistantLanguage) => sayIn(lang).span(o);

/** Minutes since midnight of an occurrence's start and end on its day (all-day: the whole day). */
export function minutesOf(o: { time: string | null; allDay: boolean; duration: number }): [number, number] {
  if (o.allDay || !o.time) return [0, 1440];
  const start = minutesOfDay(o.time);
  return [start, start + o.duration];
}
