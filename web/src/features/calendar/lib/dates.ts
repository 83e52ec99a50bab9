import { DateTime } from 'luxon';
import { currentLanguage, intlLocale } from '../../../i18n/language';

/**
 * Calendar dates are plain 'YYYY-MM-DD' strings (the event's wall-clock day). They are handled as
 * UTC dates so that no browser timezone or daylight-saving change can shift a day.
 */

/** 'YYYY-MM', the month on screen. */
export type MonthKey = string;

const LOCALE = 'en-US';

const WEEKDAYS = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const;

/**
 * In Arabic, names come from the browser's Intl (Arabic weekday and month names, Latin digits, as the assistant
 * writes them: "الخميس 5 مارس 2026", "4:30 م"); English keeps its own formats. Dates are formatted in UTC, where
 * nothing shifts them.
 */
const arabic = () => currentLanguage() === 'ar';
const formatters = new Map<string, Intl.DateTimeFormat>();

function arabicParts(iso: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const key = `${intlLocale()} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(), { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(`${iso.slice(0, 10)}T00:00:00Z`)).map((p) => [p.type, p.value]));
}

/** Between the items of a list: the Arabic comma in Arabic. */
export const listSeparator = () => (arabic() ? '، ' : ', ');

const LONG_DATE = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** The week's days, Sunday first (the grid's order in both languages), short and long, in the current language. */
export function weekdays(): ReadonlyArray<{ short: string; long: string }> {
  if (!arabic()) return WEEKDAYS;
  // 2026-01-04 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const name = arabicParts(addDays('2026-01-04', i), { weekday: 'long' }).weekday;
    return { short: name, long: name };
  });
}

function day(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: 'utc', locale: LOCALE });
}

export function addDays(iso: string, n: number): string {
  return day(iso).plus({ days: n }).toISODate()!;
}

export function monthOf(iso: string): MonthKey {
  return iso.slice(0, 7);
}

export function addMonths(month: MonthKey, n: number): MonthKey {
  return day(`${month}-01`).plus({ months: n }).toFormat('yyyy-MM');
}

export function firstOfMonth(month: MonthKey): string {
  return `${month}-01`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayIndex(iso: string): number {
  return day(iso).weekday % 7;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(day(to).diff(day(from), 'days').days);
}

/** The days shown for a month: whole weeks, Sunday to Saturday, from the week of the 1st to the week of the last day. */
export function monthGrid(month: MonthKey): { days: string[]; fromDate: string; toDate: string } {
  const first = firstOfMonth(month);
  const last = day(first).endOf('month').toISODate()!;
  const fromDate = addDays(first, -weekdayIndex(first));
  const toDate = addDays(last, 6 - weekdayIndex(last));
  const count = daysBetween(fromDate, toDate) + 1;
  return { days: Array.from({ length: count }, (_, i) => addDays(fromDate, i)), fromDate, toDate };
}

/** 'March 2026' (format 'MMMM yyyy'). */
export function monthTitle(month: MonthKey): string {
  if (arabic()) {
    const p = arabicParts(firstOfMonth(month), { month: 'long', year: 'numeric' });
    return `${p.month} ${p.year}`;
  }
  return day(firstOfMonth(month)).toFormat('MMMM yyyy');
}

/** 'Monday 9 March 2026'. */
export function longDayName(iso: string): string {
  if (arabic()) {
    const p = arabicParts(iso, LONG_DATE);
    return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
  }
  return day(iso).toFormat('cccc d MMMM yyyy');
}

/** 'Monday, March 9'. */
export function panelDayTitle(iso: string): string {
  if (arabic()) {
    const p = arabicParts(iso, LONG_DATE);
    return `${p.weekday} ${p.day} ${p.month}`;
  }
  return day(iso).toFormat('cccc, MMMM d');
}

export function dayOfMonth(iso: string): number {
  return day(iso).day;
}

/** '09:30' → '9:30 AM'; anything else is shown as given. */
export function formatTime(time: string | null | undefined): string {
  if (!time) return '';
  if (arabic() && /^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    const [h, m] = time.split(':').map(Number);
    const clock = new Intl.DateTimeFormat(intlLocale(), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return clock.format(new Date(Date.UTC(2026, 0, 1, h, m))).replace(/\s+/g, ' ');
  }
  const t = DateTime.fromFormat(time, 'HH:mm', { zone: 'utc', locale: LOCALE });
  return t.isValid ? t.toFormat('h:mm a') : time;
}

/** Today's date where the account lives (its timezone), else where the browser is. */
export function todayIn(timezone: string | null | undefined): string {
  const now = DateTime.now();
  const zoned = timezone ? now.setZone(timezone) : now;
  return (zoned.isValid ? zoned : now).toISODate()!;
}

/** How many days after its start day an occurrence still runs (a 23:00 event lasting 2 hours ends the next day). */
export function extraDays(e: { allDay: boolean; time: string | null; duration: number }): number {
  if (e.allDay || !e.time) return Math.max(0, Math.ceil(Math.max(e.duration, 1440) / 1440) - 1);
  const start = Number(e.time.slice(0, 2)) * 60 + Number(e.time.slice(3, 5));
  return Math.max(0, Math.floor((start + Math.max(1, e.duration) - 1) / 1440));
}

/** 'Mon 9 Mar 2026'. */
export function shortDayName(iso: string): string {
  if (arabic()) return longDayName(iso);
  return day(iso).toFormat('ccc d MMM yyyy');
}

/** 'Mar 8 – 14, 2026', 'Mar 29 – Apr 4, 2026', 'Dec 27, 2026 – Jan 2, 2027'. */
export function weekTitle(from: string, to: string): string {
  if (arabic()) {
    const a = arabicParts(from, LONG_DATE);
    const b = arabicParts(to, LONG_DATE);
    if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
    return a.month === b.month ? `${a.day} – ${b.day} ${b.month} ${b.year}` : `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  }
  const a = day(from);
  const b = day(to);
  if (a.year !== b.year) return `${a.toFormat('MMM d, yyyy')} – ${b.toFormat('MMM d, yyyy')}`;
  return a.month === b.month ? `${a.toFormat('MMM d')} – ${b.toFormat('d, yyyy')}` : `${a.toFormat('MMM d')} – ${b.toFormat('MMM d, yyyy')}`;
}
