import { DateTime } from 'luxon';
import { isoOf, type Wall } from '../dates';
import { MONTHS, WEEKDAY, WEEKDAYS } from './date-words';
import type { EventDraft } from './event-draft';
import { readWhen, type ParsedWhen } from './read-when';
import { AWAY } from './day-spans';

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
 * weekly series; "every day next week at 3.30": a daily series to that Sunday; "the kids are at their dad's all next
 * week": one all-day event over the week.
 */
export function oneWeek(
  text: string,
  phrases: { weekdays: number[]; recurrence: string },
  wall: Wall,
): { dates: string[] } | { date: string; until?: string } | null {
  const week = /\b(?<!(?:starting|from|beginning|starts|begins|commencing) )(this|next) (?:week|wk)\b/i.exec(text)?.[1]?.toLowerCase();
  const everyDay = /\b(?:every|each) ?(?:day|morning|afternoon|evening|night|school ?day|week ?day)s?\b|\bdaily\b/gi;
  if (
    !week ||
    /\b(?:every|each|weekly|fortnightly|other)\b/i.test(text.replace(everyDay, ' ')) ||
    new RegExp(`\\b${WEEKDAYS}\\b`, 'i').test(text) ||
    // "starting tuesday next week": when a series starts
    /\b(?:starting|from|beginning|starts|begins|commencing)\b[^,]*\b(?:this|next) (?:week|wk)\b/i.test(text)
  )
    return null;
  const monday = wall.today.startOf('week').plus({ weeks: week === 'next' ? 1 : 0 });
  // "every day next week": a daily series that ends with the week ("tuesday to thursday next week, every day" is those days)
  if (phrases.recurrence === 'daily' && !new RegExp(`\\b${WEEKDAY}\\b`, 'i').test(text))
    return { date: isoOf(monday < wall.today ? wall.today : monday), until: isoOf(monday.plus({ days: 6 })) };
  if (phrases.weekdays.length > 1) {
    const dates = [...phrases.weekdays]
      .sort((a, b) => a - b)
      .map((d) => monday.plus({ days: d - 1 }))
      .filter((d) => d >= wall.today);
    return dates.length ? { dates: dates.map(isoOf) } : null;
  }
  // "all next week", and a break or a stay said with next week and no day or time of it ("school holidays next week")
  const wholeWeek =
    /\b(?:all|the whole(?: of)?|for the) next (?:week|wk)\b|\b(?:all|the whole) (?:week|wk)\b/i.test(text) || (AWAY.test(text) && !/\d/.test(text));
  return week === 'next' && wholeWeek ? { date: isoOf(monday) } : null;
}

/**
 * "holiday camp 6-10 april 9am-3pm": a span of hours said with a span of days is those hours on each day (one event a
 * day), for a span of up to two weeks; so is a time said after a span of weekdays ("tutoring tue to thu at 4").
 */
export function dailyInSpan(when: ParsedWhen | null, time: string | null, recurrence: string): { dates: string[] } | null {
  if (!time || recurrence !== 'none' || !when?.date || !when.endDate || (when.durationMinutes == null && !when.eachDay)) return null;
  const first = DateTime.fromISO(when.date, { zone: 'UTC' });
  const days = DateTime.fromISO(when.endDate, { zone: 'UTC' }).diff(first, 'days').days;
  return days >= 1 && days < 14 ? { dates: Array.from({ length: days + 1 }, (_, i) => isoOf(first.plus({ days: i }))) } : null;
}

/**
 * The last day a series may fall on, from its first day and what was said: "until the 27th", "the end of march" (its
 * last day, the next one on or after the start), "the end of the month" (the start's), "for 6 weeks".
 */
export function seriesEnd(draft: Pick<EventDraft, 'endsOn' | 'repeatFor'>, start: string, wall: Wall, timezone: string): string | null {
  const first = DateTime.fromISO(start, { zone: 'UTC' });
  if (draft.repeatFor) return isoOf(first.plus({ [draft.repeatFor.unit]: draft.repeatFor.n }).minus({ days: 1 }));
  const said = draft.endsOn?.toLowerCase().replace(/^end (?:of )?(?:the )?/, '');
  if (!said) return null;
  if (said === 'month') return isoOf(first.endOf('month'));
  const month = said.length >= 3 ? MONTHS.findIndex((name) => name.toLowerCase().startsWith(said.replace(/\.$/, ''))) + 1 : 0;
  if (month) {
    const end = first.set({ month }).endOf('month');
    return isoOf(end < first ? end.plus({ years: 1 }).endOf('month') : end);
  }
  const end = readWhen(draft.endsOn!, wall, timezone);
  // "next monday… every day till friday": the Friday after the start
  if (end?.date && end.weekdayOnly && end.date < start) return firstOnOrAfter(start, end.date);
  return end?.date ?? null;
}
