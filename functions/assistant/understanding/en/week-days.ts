import { DateTime } from 'luxon';
import { isoOf, type Wall } from '../dates';
import { WEEKDAYS } from './date-words';
import type { EventDraft } from './event-create';
import { readWhen, type ParsedWhen } from './read-when';

/** Events on several weekdays: a weekly series on each, or the days of one week said by name. */

/** The first day from `start` on the weekday of `sameDayAs` (a weekly repeat keeps its day), or `start` itself. */
function firstOnOrAfter(start: string | undefined | null, sameDayAs: string | null | undefined): string | null {
  if (!start) return null;
  if (!sameDayAs) return start;
  const day = DateTime.fromISO(start, { zone: 'UTC' });
  return isoOf(day.plus({ days: (DateTime.fromISO(sameDayAs, { zone: 'UTC' }).weekday - day.weekday + 7) % 7 }));
}

/** The first day of a series said to start on a day ("from next week" is from its Monday), on the series' weekday. */
export function seriesStart(startsOn: string | null, wall: Wall, timezone: string, sameDayAs: string | null | undefined): string | null {
  if (!startsOn) return null;
  const monday = /^next (?:week|wk)$/i.test(startsOn) ? isoOf(wall.today.startOf('week').plus({ weeks: 1 })) : null;
  return firstOnOrAfter(monday ?? readWhen(startsOn, wall, timezone)?.date, sameDayAs);
}

/**
 * "tuesdays and thursdays at 1": the series starts on whichever of the days comes first (on or after `from`, "starting
 * monday", when said); the others follow it.
 */
export function onSeveralWeekdays(draft: EventDraft, weekdays: number[], wall: Wall, from: string | null = null): EventDraft {
  const nowHm = wall.now.toFormat('HH:mm');
  const start = from ? DateTime.fromISO(from, { zone: 'UTC' }) : wall.today;
  const next = (weekday: number) => {
    const ahead = (weekday - start.weekday + 7) % 7;
    return start.plus({ days: ahead === 0 && !from && draft.time && draft.time <= nowHm ? 7 : ahead });
  };
  const [first, ...others] = [...weekdays].sort((a, b) => next(a).toMillis() - next(b).toMillis());
  return { ...draft, date: isoOf(next(first)), weekdayOnly: true, alsoWeekdays: others };
}

/**
 * "holiday camp mon-fri next week 9 to 3": one event on each of those days of that week (the ones still ahead), not a
 * weekly series; "the kids are at their dad's all next week": one all-day event over the week.
 */
export function oneWeek(text: string, weekdays: number[], wall: Wall): { dates: string[] } | { date: string } | null {
  const week = /\b(?<!(?:starting|from|beginning|starts|begins|commencing) )(this|next) (?:week|wk)\b/i.exec(text)?.[1]?.toLowerCase();
  if (
    !week ||
    /\b(?:every|each|weekly|fortnightly|other)\b/i.test(text) ||
    new RegExp(`\\b${WEEKDAYS}\\b`, 'i').test(text) ||
    // "starting tuesday next week": when a series starts
    /\b(?:starting|from|beginning|starts|begins|commencing)\b[^,]*\b(?:this|next) (?:week|wk)\b/i.test(text)
  )
    return null;
  const monday = wall.today.startOf('week').plus({ weeks: week === 'next' ? 1 : 0 });
  if (weekdays.length > 1) {
    const dates = [...weekdays]
      .sort((a, b) => a - b)
      .map((d) => monday.plus({ days: d - 1 }))
      .filter((d) => d >= wall.today);
    return dates.length ? { dates: dates.map(isoOf) } : null;
  }
  return week === 'next' && /\b(?:all|the whole(?: of)?|for the) next (?:week|wk)\b/i.test(text) ? { date: isoOf(monday) } : null;
}

/**
 * "holiday camp 6-10 april 9am-3pm": a span of hours said with a span of days is those hours on each day (one event a
 * day), for a span of up to two weeks.
 */
export function dailyInSpan(when: ParsedWhen | null, time: string | null, recurrence: string): { dates: string[] } | null {
  if (!time || recurrence !== 'none' || !when?.date || !when.endDate || when.durationMinutes == null) return null;
  const first = DateTime.fromISO(when.date, { zone: 'UTC' });
  const days = DateTime.fromISO(when.endDate, { zone: 'UTC' }).diff(first, 'days').days;
  return days >= 1 && days < 14 ? { dates: Array.from({ length: days + 1 }, (_, i) => isoOf(first.plus({ days: i }))) } : null;
}
