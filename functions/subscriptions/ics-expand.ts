/**
 * A series turned into its occurrences in the window: the rule walked (fast-forwarded where its period allows),
 * RDATEs added, EXDATEs and overridden occurrences left out.
 */
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { dayIndex, isoDate, isoOfDayIndex, type Window } from './ics-dates';
import { keyId, matchIds, type Series } from './ics-event';
import { occurrenceKey, sha256, type Collector } from './ics-occurrences';
import { instantMs, type ZoneRef } from './ics-timezones';

type IcalTime = InstanceType<typeof ICAL.Time>;

const MAX_STEPS_PER_SERIES = 100_000;

export function expandSeries(out: Collector, series: Series, replaced: Set<string>, window: Window): void {
  const seen = new Set<string>();
  const take = (start: IcalTime, ref: ZoneRef, minutes: number) => {
    const ids = matchIds(start, ref, series.allDay);
    // A DATE EXDATE/RECURRENCE-ID also removes a timed occurrence on that day.
    if (!start.isDate) ids.push(`d:${isoDate(start)}`);
    if (ids.some((id) => series.exdates.has(id) || replaced.has(id) || seen.has(id))) return;
    seen.add(ids[0]);
    // A single event keeps its key when the source moves it (one write on refresh, not a delete and a put).
    const single = series.rrules.length === 0 && series.rdates.length === 0;
    addOccurrence(out, series, { start, ref, minutes }, single ? 'single' : keyId(start, ref), window);
  };
  const spanDays = Math.ceil(series.minutes / 1440) + 2;
  for (const rrule of series.rrules) {
    const rule = untilInWallClock(rrule, series.start, series.startRef);
    const iterator = rule.iterator(iterationStart(rule, series.start, window.fromDay - spanDays - 2));
    let steps = 0;
    for (let next = iterator.next(); next; next = iterator.next()) {
      // A rule that cannot be fast-forwarded and repeats every few seconds: stop, and say the list is incomplete.
      if (++steps > MAX_STEPS_PER_SERIES) {
        out.markCut();
        break;
      }
      const day = dayIndex(next.year, next.month, next.day);
      // Wall-clock days in the source zone are within a day of the target's: a two-day margin each side is safe.
      if (day > window.toDay + 2) break;
      // Already holding the earliest `max` occurrences, all days before this one: nothing later can be kept.
      if (out.cutoffDay !== null && day > out.cutoffDay + 2) {
        out.markCut();
        break;
      }
      if (day + spanDays < window.fromDay) continue;
      take(next, series.startRef, series.minutes);
    }
  }
  // DTSTART is the first occurrence of a rule; an event without a rule is just its start.
  if (series.rrules.length === 0) take(series.start, series.startRef, series.minutes);
  for (const rdate of series.rdates) take(rdate.start, rdate.ref, rdate.minutes);
}

const PERIOD_SECONDS: Record<string, number> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600, DAILY: 86_400, WEEKLY: 604_800 };
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * Where to start walking a rule. Without COUNT, a rule with no BY parts (or WEEKLY with BYDAY, when DTSTART is
 * one of those days) repeats with a fixed period, so starting a whole number of periods later gives the same
 * occurrences without walking years of history: an endless hourly rule from 2015 stays cheap.
 */
function iterationStart(rule: InstanceType<typeof ICAL.Recur>, start: IcalTime, firstDay: number): IcalTime {
  const period = (PERIOD_SECONDS[rule.freq] ?? 0) * Math.max(1, rule.interval || 1);
  const parts = Object.entries(rule.parts ?? {}).filter(([, values]) => Array.isArray(values) && values.length > 0);
  const byDayOnly = rule.freq === 'WEEKLY' && parts.every(([name]) => name === 'BYDAY');
  const startsOnRule = parts.length === 0 || (byDayOnly && (rule.parts.BYDAY as string[]).includes(WEEKDAYS[start.dayOfWeek() - 1]));
  if (!period || rule.count || !startsOnRule) return start;
  const gapSeconds = (firstDay - dayIndex(start.year, start.month, start.day)) * 86_400;
  const periods = Math.floor(gapSeconds / period);
  if (periods <= 0) return start;
  const seconds = periods * period;
  const moved = start.clone();
  moved.adjust(Math.floor(seconds / 86_400), 0, 0, seconds % 86_400);
  return moved;
}

/**
 * ical.js compares UNTIL with occurrences by instant, and reads a TZID it has no VTIMEZONE for as UTC. Restating
 * UNTIL in the series' own wall clock keeps the last occurrence either way; a DATE UNTIL on a timed series
 * (against RFC 5545, but common) includes that whole day.
 */
function untilInWallClock(rule: InstanceType<typeof ICAL.Recur>, start: IcalTime, ref: ZoneRef): InstanceType<typeof ICAL.Recur> {
  const until = rule.until;
  if (!until || start.isDate) return rule;
  if (until.isDate) return withUntil(rule, endOfDay(until, start));
  if (ref.kind === 'absolute' || until.zone !== ICAL.Timezone.utcTimezone) return rule;
  const wall = DateTime.fromMillis(until.toUnixTime() * 1000, { zone: ref.zone });
  const local = start.clone();
  Object.assign(local, { year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: wall.minute, second: wall.second });
  return withUntil(rule, local);
}

function endOfDay(until: IcalTime, start: IcalTime): IcalTime {
  const time = start.clone();
  Object.assign(time, { year: until.year, month: until.month, day: until.day, hour: 23, minute: 59, second: 59 });
  return time;
}

function withUntil(rule: InstanceType<typeof ICAL.Recur>, until: IcalTime): InstanceType<typeof ICAL.Recur> {
  const copy = rule.clone();
  copy.until = until;
  return copy;
}

export function addOccurrence(out: Collector, series: Series, when: { start: IcalTime; ref: ZoneRef; minutes: number }, id: string, window: Window): void {
  const { start, ref, minutes } = when;
  let date: string;
  let time: string | null = null;
  if (series.allDay || start.isDate) {
    const first = dayIndex(start.year, start.month, start.day);
    const last = first + Math.max(1, Math.round(minutes / 1440)) - 1;
    if (first > window.toDay || last < window.fromDay) return;
    date = isoOfDayIndex(first);
  } else {
    const ms = instantMs(start, ref);
    // A zero-length event still shows on its day: it overlaps when it starts inside the window.
    if (!Number.isFinite(ms) || ms >= window.toMs || Math.max(ms + minutes * 60_000, ms + 1) <= window.fromMs) return;
    const local = DateTime.fromMillis(ms, { zone: window.zone });
    date = local.toISODate() ?? '';
    time = local.toFormat('HH:mm');
  }
  const allDay = time === null;
  const fields = {
    uid: series.uid,
    title: series.title,
    date,
    time,
    duration: allDay ? Math.max(1, Math.round(minutes / 1440)) * 1440 : minutes,
    allDay,
    location: series.location,
    description: series.description,
  };
  out.add({ key: occurrenceKey(series.uid, id), ...fields, hash: sha256(JSON.stringify(Object.values(fields))).slice(0, 16) });
}
