import { DateTime } from 'luxon';
import { isoOf, type Wall } from '../dates';
import { MONTH_RE } from './number-words';
import { isoWeekday, monthNumber, MONTHS, WEEKDAY } from './date-words';

/**
 * "from the 9th till the 13th", "the 3rd to the 17th of april": both ends in the first one's month (the next such
 * day), the second in the month after when it is the smaller.
 */
function range(wall: Wall, all: string, a: string, b: string, month?: string, endsMonth = false): string {
  const [from, to] = [Number(a), Number(b)];
  // "on the 9th and the 13th" is two days; "between the 9th and the 13th" the days from one to the other
  if (/\band\b/i.test(all) && !/^between\b/i.test(all)) return all;
  if (from < 1 || from > 31 || to < 1 || to > 31 || from === to) return all;
  const named = month ? monthNumber(month) : 0;
  for (let ahead = 0; ahead < 13; ahead++) {
    // "the 20th till the 2nd of april": the month said last is the end's, and the start is in the month before
    const before = named && endsMonth && to < from;
    const first = named
      ? DateTime.fromObject({ year: wall.today.year + ahead, month: named, day: 1 }, { zone: 'UTC' })
          .minus({ months: before ? 1 : 0 })
          .set({ day: from })
      : DateTime.fromObject({ year: wall.today.year, month: wall.today.month, day: from }, { zone: 'UTC' }).plus({ months: ahead });
    if (!first.isValid || first.day !== from) continue;
    const sameMonth = first.set({ day: to });
    const last = (named && !before) || to > from ? sameMonth : first.plus({ months: 1 }).set({ day: to });
    if (!last.isValid || last < first || isoOf(last) < isoOf(wall.today)) continue;
    const spell = (d: DateTime) => `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;
    return `from ${spell(first)} to ${spell(last)}`;
  }
  return all;
}

// "monday the 13th of april to wednesday the 15th": a weekday may come before each day, the month after either
const DAY_OF_MONTH_RANGE = new RegExp(
  `\\b(?:from |between )?(?:on )?(?:${WEEKDAY},?\\s+)?(?:the )?(\\d{1,2})(?:st|nd|rd|th)(?:\\s+(?:of\\s+)?(${MONTH_RE}))?\\s*(?:to|till|til|until|through(?: to)?|thru|and|-|–)\\s*(?:on )?(?:${WEEKDAY},?\\s+)?(?:the )?(\\d{1,2})(?:st|nd|rd|th)(?:\\s+(?:of\\s+)?(${MONTH_RE}))?\\b`,
  'gi',
);

/** "thursday week", "friday week": that weekday a week after its next one (on or after today). */
const WEEKDAY_WEEK = new RegExp(`\\b(?:on )?(${WEEKDAY}) week\\b(?!'?s? ?end)`, 'gi');
function weekOn(wall: Wall, day: string): string {
  const d = wall.today.plus({ days: ((isoWeekday(day) - wall.today.weekday + 7) % 7) + 7 });
  return `on ${d.day} ${MONTHS[d.month - 1]} ${d.year}`;
}

/**
 * "friday 13", "saturday the 14": a weekday and a bare number are a date when that day of the month (the next one on or
 * after today) falls on that weekday; up to 12 it could be an hour, so only with a time said elsewhere ("fri 6 at 4pm").
 */
const WEEKDAY_NUMBER = new RegExp(
  `\\b(${WEEKDAY})\\.?,?\\s+(?:the\\s+)?(\\d{1,2})\\b(?![:.]\\d|\\s*(?:-|–|to|till|til|until|through|and|or|&)\\s*\\d|\\s*(?:st|nd|rd|th|am|pm|a\\.m|p\\.m|o'?clock|hours?|hrs?|mins?|minutes?|%)(?![\\p{L}])|\\s+(?:of\\s+)?${MONTH_RE}\\b)`,
  'giu',
);
function weekdayNumber(wall: Wall, text: string, all: string, day: string, n: string): string {
  const date = Number(n);
  if (date < 1 || date > 31) return all;
  if (date <= 12 && !/\d\s*(?:am|pm)\b|\d[:.]\d\d|\bat \d|\bnoon\b/i.test(text.replace(all, ' '))) return all;
  for (let ahead = 0; ahead < 3; ahead++) {
    const month = wall.today.plus({ months: ahead });
    const d = DateTime.fromObject({ year: month.year, month: month.month, day: date }, { zone: 'UTC' });
    if (d.isValid && isoOf(d) >= isoOf(wall.today) && d.weekday === isoWeekday(day)) return `on ${date} ${MONTHS[d.month - 1]} ${d.year}`;
  }
  return all;
}

/** Not the end of a span of weekdays: "mon to fri next week" is spelled with its dates here, not as "next friday". */
export const NOT_A_SPAN_END = `(?<!\\b${WEEKDAY}\\s*(?:to|till|until|through|thru|-|–)\\s*)`;

/** "mon-fri next week", "tue to thu next wk": those days of the week after this one, even when they are still ahead in this one. */
const SPAN_NEXT_WEEK = new RegExp(`\\b(?:from )?(${WEEKDAY})\\s*(?:to|till|until|through|thru|-|–)\\s*(${WEEKDAY}) next (?:week|wk)\\b`, 'gi');
function nextWeekSpan(wall: Wall, a: string, b: string): string {
  const monday = wall.today.startOf('week').plus({ weeks: 1 });
  // ("thu to tue next week": the end wraps into the week after)
  const first = monday.plus({ days: isoWeekday(a) - 1 });
  const last = first.plus({ days: (isoWeekday(b) - isoWeekday(a) + 7) % 7 });
  // ("14-18 December 2026" in one month, which chrono reads with hours after it)
  if (first.month === last.month) return `${first.day}-${last.day} ${MONTHS[first.month - 1]} ${first.year}`;
  return `from ${first.day} ${MONTHS[first.month - 1]} ${first.year} to ${last.day} ${MONTHS[last.month - 1]} ${last.year}`;
}

/** Days of the month said as a span, "mon-fri next week" and "thursday week", spelled with their months and years for chrono. */
export const spellDayRanges = (text: string, wall: Wall) =>
  text
    .replace(SPAN_NEXT_WEEK, (_all: string, a: string, b: string) => nextWeekSpan(wall, a, b))
    .replace(WEEKDAY_NUMBER, (all: string, day: string, n: string) => weekdayNumber(wall, text, all, day, n))
    .replace(DAY_OF_MONTH_RANGE, (all: string, a: string, first: string | undefined, b: string, month?: string) =>
      range(wall, all, a, b, month ?? first, !first && !!month),
    )
    .replace(WEEKDAY_WEEK, (_all: string, day: string) => weekOn(wall, day));
