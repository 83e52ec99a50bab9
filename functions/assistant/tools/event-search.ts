import { DateTime } from 'luxon';
import { listOccurrences } from '../../calendar/events';
import { displayDate, displayTime } from '../understanding/dates';
import { KIND_WORDS } from '../understanding/en/slots';

/**
 * Finding the events a message means, by their words, days, time and member, among the caller's own events
 * only (every read is in the caller's partition). Without days, the search covers the next 12 months.
 */

export type Occurrence = Awaited<ReturnType<typeof listOccurrences>>[number];

export interface Search {
  words: string | null;
  fromDate: string | null;
  toDate: string | null;
  time: string | null;
  memberId: string | null;
}

const singular = (w: string) => w.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '');
const tokens = (s: string) =>
  s
    .toLowerCase()
    .replace(/'s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** At most one letter added, dropped or changed ("swiming" is "swimming"). */
function nearly(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 5) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

function wordMatches(want: string, title: string[]): boolean {
  const w = singular(want);
  return title.some((t) => {
    const s = singular(t);
    return s === w || (w.length >= 4 && s.length >= 4 && (s.startsWith(w) || w.startsWith(s))) || nearly(s, w);
  });
}

/** Every searched word names the event; words that only name a kind of event ("appointment") count when they are all there is. */
export function titleMatches(words: string | null, title: string, location: string | null = null): boolean {
  if (!words) return true;
  const want = tokens(words);
  const named = want.filter((w) => !KIND_WORDS.has(w));
  const have = tokens(`${title} ${location ?? ''}`);
  if (named.length) return named.every((w) => wordMatches(w, have));
  return want.some((w) => wordMatches(w, have));
}

export async function searchOccurrences(userId: string, s: Search, today: string): Promise<Occurrence[]> {
  const from = s.fromDate ?? today;
  const to = s.toDate ?? (s.fromDate ? s.fromDate : DateTime.fromISO(today).plus({ months: 12 }).toISODate()!);
  const all = await listOccurrences(userId, from, to);
  const inScope = all.filter((o) => (!s.memberId || o.familyMemberId === s.memberId) && (!s.time || o.time === s.time));
  const named = inScope.filter((o) => titleMatches(s.words, o.title, o.location));
  // "cancel my appointment tomorrow": a kind of event with a day names whatever is on that day.
  if (!named.length && s.words && s.fromDate && tokens(s.words).every((w) => KIND_WORDS.has(w))) return inScope;
  return named;
}

/** One occurrence per event (the first found), for questions about an event rather than a day. */
export function firstPerEvent(occurrences: Occurrence[]): Occurrence[] {
  const seen = new Set<string>();
  return occurrences.filter((o) => !seen.has(o.eventId) && seen.add(o.eventId));
}

export const whenText = (o: { date: string; time: string | null; allDay: boolean }, tz: string) =>
  o.allDay || !o.time ? `${displayDate(o.date)}, all day` : `${displayDate(o.date)} at ${displayTime(o.time)} (${tz})`;

export const timeSpan = (o: { time: string | null; allDay: boolean; duration: number }) => {
  if (o.allDay || !o.time) return 'all day';
  const start = DateTime.fromFormat(o.time, 'HH:mm', { zone: 'UTC' });
  return `${displayTime(o.time)}–${start.plus({ minutes: o.duration }).toFormat('h:mm a')}`;
};

/** Minutes since midnight of an occurrence's start and end on its day (all-day: the whole day). */
export function minutesOf(o: { time: string | null; allDay: boolean; duration: number }): [number, number] {
  if (o.allDay || !o.time) return [0, 1440];
  const start = Number(o.time.slice(0, 2)) * 60 + Number(o.time.slice(3, 5));
  return [start, start + o.duration];
}
