import * as rruleModule from 'rrule';
import type { Frequency } from 'rrule';

// rrule ships CommonJS to Node and ESM to bundlers: take RRule from whichever shape arrived.
const cjsDefault = Reflect.get(rruleModule, 'default') as typeof rruleModule | undefined;
const { RRule } = cjsDefault?.RRule ? cjsDefault : rruleModule;
import type { RECURRENCES } from './schemas/calendar';

/**
 * Recurrence in wall-clock terms: occurrences are computed on the event's local dates (floating time)
 * with rrule, so daylight-saving changes never move an event or its reminder.
 */
export interface Recurring {
  date: string;
  duration: number;
  allDay: boolean;
  time?: string | null;
  recurrence: (typeof RECURRENCES)[number];
  recurrenceEnd?: string | null;
  exdates?: string[];
}

const FREQ: Record<Exclude<Recurring['recurrence'], 'none'>, Frequency> = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  fortnightly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
};

const utcDate = (d: string, time = '00:00') => new Date(`${d}T${time}:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (d: string, n: number) => dayOf(new Date(utcDate(d).getTime() + n * 86_400_000));

/** How many extra days an occurrence spans past its start day (a 23:00 event lasting 2 hours ends the next day). */
export function spanDays(e: Pick<Recurring, 'allDay' | 'time' | 'duration'>): number {
  const startMinutes = e.allDay || !e.time ? 0 : Number(e.time.slice(0, 2)) * 60 + Number(e.time.slice(3, 5));
  const end = startMinutes + Math.max(1, e.allDay ? Math.max(e.duration, 1440) : e.duration) - 1;
  return Math.floor(end / 1440);
}

export function toRRule(e: Recurring): InstanceType<typeof RRule> | null {
  if (e.recurrence === 'none') return null;
  return new RRule({
    freq: FREQ[e.recurrence],
    interval: e.recurrence === 'fortnightly' ? 2 : 1,
    dtstart: utcDate(e.date, e.allDay ? '00:00' : (e.time ?? '00:00')),
    ...(e.recurrenceEnd ? { until: utcDate(e.recurrenceEnd, '23:59') } : {}),
  });
}

/** Start dates of every occurrence that overlaps [from, to] (inclusive local dates), exceptions skipped. */
export function occurrenceDates(e: Recurring, from: string, to: string): string[] {
  const span = spanDays(e);
  const rule = toRRule(e);
  const starts = rule ? rule.between(utcDate(addDays(from, -span)), utcDate(to, '23:59'), true).map(dayOf) : [e.date];
  const skip = new Set(e.exdates ?? []);
  return starts.filter((d) => !skip.has(d) && d <= to && addDays(d, span) >= from);
}

/** The last local date on which the event happens (far future for open-ended series). */
export function lastDate(e: Recurring): string {
  if (e.recurrence !== 'none') return e.recurrenceEnd ? addDays(e.recurrenceEnd, spanDays(e)) : '9999-12-31';
  return addDays(e.date, spanDays(e));
}

/** The first occurrence date on or after a given date (for the next reminder), or null when the series is over. */
export function nextOccurrenceOnOrAfter(e: Recurring, fromDate: string): string | null {
  const rule = toRRule(e);
  const skip = new Set(e.exdates ?? []);
  if (!rule) return e.date >= fromDate && !skip.has(e.date) ? e.date : null;
  let cursor = utcDate(fromDate);
  for (let i = 0; i < 1000; i++) {
    const next = rule.after(cursor, true);
    if (!next) return null;
    const d = dayOf(next);
    if (!skip.has(d)) return d;
    cursor = new Date(next.getTime() + 1000);
  }
  return null;
}
