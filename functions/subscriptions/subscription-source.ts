import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { addDays } from '../../shared/calendar';
import { normaliseCalendarUrl } from './calendar-address';
import { CalendarFetchError } from './calendar-fetch-error';
import { fetchCalendar } from './fetch-calendar';
import { UnreadableCalendar } from './read-ics';

/** A followed calendar's source: the window it is read over, its fetched text, and its failures in a parent's words. */

/** The window the calendar needs: a month back, eighteen months ahead (in the family's timezone). */
const WINDOW_BACK_DAYS = 31;
const WINDOW_AHEAD_MONTHS = 18;

export function windowOf(timezone: string, now: Date) {
  const today = DateTime.fromJSDate(now, { zone: timezone }).toISODate()!;
  return { from: addDays(today, -WINDOW_BACK_DAYS), to: DateTime.fromISO(today).plus({ months: WINDOW_AHEAD_MONTHS }).toISODate()! };
}

/** What a fetch or a read failed with, in a parent's words (every fetch failure is a CalendarFetchError); anything else (the table, a bug) is not ours to word. */
export function readProblem(error: unknown): string | null {
  return error instanceof CalendarFetchError || error instanceof UnreadableCalendar ? error.message : null;
}

export const bodyHashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export interface Fetched {
  text: string;
  etag: string | null;
  lastModified: string | null;
}

export async function fetchText(url: string, cache: { etag?: string | null; lastModified?: string | null } = {}): Promise<Fetched | 'not-modified'> {
  const result = await fetchCalendar(normaliseCalendarUrl(url), cache);
  if (result.status === 'not-modified') return 'not-modified';
  return { text: result.text ?? '', etag: result.etag, lastModified: result.lastModified };
}
