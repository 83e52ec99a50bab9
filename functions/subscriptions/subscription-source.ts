import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { addDays } from '../../shared/calendar';
import { config } from '../config';
import { normaliseCalendarUrl } from './calendar-address';
import { CalendarFetchError } from './calendar-fetch-error';
import { fetchCalendar } from './fetch-calendar';
import { UnreadableCalendar } from './read-ics';

/** A followed calendar's source: the window it is read over, its fetched text, and its failures in a parent's words. */

/** The window the calendar needs: a month back, eighteen months ahead (in the family's timezone). */
const WINDOW_BACK_DAYS = 31;
const WINDOW_AHEAD_MONTHS = 18;

const UNREACHABLE = "That address couldn't be reached. Check it and try again.";

export function windowOf(timezone: string, now: Date) {
  const today = DateTime.fromJSDate(now, { zone: timezone }).toISODate()!;
  return { from: addDays(today, -WINDOW_BACK_DAYS), to: DateTime.fromISO(today).plus({ months: WINDOW_AHEAD_MONTHS }).toISODate()! };
}

/** What a fetch or a read failed with, in a parent's words; anything else (the table, a bug) is not ours to word. */
export function readProblem(error: unknown): string | null {
  if (error instanceof CalendarFetchError || error instanceof UnreadableCalendar) return error.message;
  if (
    error instanceof Error &&
    /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|CERT|certificate|socket|TLS/i.test(
      `${error.name} ${error.message} ${String((error as { code?: unknown }).code ?? '')}`,
    )
  )
    return UNREACHABLE;
  return null;
}

export const bodyHashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export interface Fetched {
  text: string;
  etag: string | null;
  lastModified: string | null;
}

export const allowLoopback = () => config().CALENDAR_FETCH_ALLOW_LOOPBACK === '1';

export async function fetchText(url: string, cache: { etag?: string | null; lastModified?: string | null } = {}): Promise<Fetched | 'not-modified'> {
  const result = await fetchCalendar(normaliseCalendarUrl(url, allowLoopback()), { ...cache, allowLoopback: allowLoopback() });
  if (result.status === 'not-modified') return 'not-modified';
  return { text: result.text ?? '', etag: result.etag, lastModified: result.lastModified };
}
