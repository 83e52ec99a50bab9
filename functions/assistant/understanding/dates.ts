import { DateTime, type DurationLikeObject } from 'luxon';
import type { RECURRENCES } from '../../../shared/schemas/calendar';

/**
 * Dates for the assistant, always on the account's wall clock (its IANA timezone), never the server's:
 * luxon does the calendar arithmetic. Reading them from a message is en/read-when.ts.
 */

/**
 * The parts of the day, in hours: where each starts and ends (free/busy, whether "this evening" is still ahead) and
 * the usual time of an event said in it ("saturday morning" is at 9).
 */
export const PARTS_OF_DAY = {
  morning: { from: 8, usual: 9, to: 12 },
  afternoon: { from: 12, usual: 14, to: 17 },
  evening: { from: 17, usual: 18, to: 21 },
  night: { from: 20, usual: 20, to: 23 },
} as const;
export type PartOfDay = keyof typeof PARTS_OF_DAY;
export const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

export const isoOf = (d: DateTime) => d.toISODate()!;
/** "09:30" ⇄ 570: minutes since midnight, and back (by 23:59 at the latest). */
export const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
/**
 * Minutes from a start to an end said without a day: a morning hour before the start is the afternoon one when that
 * follows it ("7pm, ends at 10" is three hours), otherwise an end at or before the start is the next morning.
 */
export function lengthBetween(start: string, end: string): number {
  const [from, to] = [minutesOfDay(start), minutesOfDay(end)];
  const after = to <= from && to < 720 && to + 720 > from ? to + 720 : to;
  return (after - from + 1440) % 1440 || 1440;
}
export const clockOf = (minutes: number) =>
  minutes >= 1440 ? '23:59' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** How far a series' next occurrence is (a weekday alone, "none", means the next such day). */
export const REPEAT_STEP: Record<(typeof RECURRENCES)[number], DurationLikeObject> = {
  none: { days: 7 },
  daily: { days: 1 },
  weekly: { days: 7 },
  fortnightly: { days: 14 },
  monthly: { months: 1 },
  yearly: { years: 1 },
};
export const usesMonthFirst = (timezone: string) => /^(America|US|Canada)\//.test(timezone);

export interface Wall {
  today: DateTime;
  now: DateTime;
}

/** The account's wall clock now (an unknown timezone falls back to UTC). */
export function wallClock(timezone: string, at: Date): Wall {
  const now = DateTime.fromJSDate(at, { zone: timezone });
  const safe = now.isValid ? now : DateTime.fromJSDate(at, { zone: 'UTC' });
  return { now: safe, today: safe.startOf('day') };
}

/** False for a wall-clock time skipped by a daylight-saving change (02:30 on a spring-forward night). */
export function existsOnWallClock(date: string, time: string, timezone: string): boolean {
  const [h, m] = time.split(':').map(Number);
  const [y, mo, d] = date.split('-').map(Number);
  const local = DateTime.fromObject({ year: y, month: mo, day: d, hour: h, minute: m }, { zone: timezone });
  return !local.isValid || (local.hour === h && local.minute === m);
}

/** "1 hour 30 minutes", "45 minutes", "2 days" (whole days as days). */
export function durationText(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return `${minutes / 1440} day${minutes > 1440 ? 's' : ''}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hour${h > 1 ? 's' : ''}` : '', m ? `${m} minute${m > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}

export function displayTime(time: string): string {
  return DateTime.fromFormat(time, 'HH:mm', { zone: 'UTC' }).toFormat('h:mm a');
}

export function displayDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).toFormat('ccc d LLL yyyy');
}
