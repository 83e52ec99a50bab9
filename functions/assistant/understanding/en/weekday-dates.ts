import { DateTime } from 'luxon';
import { isoOf, type Wall } from '../dates';
import { MONTHS } from './date-words';
import { isoWeekday, WEEKDAY } from './date-words';
import { MONTH_RE } from './number-words';

const CLOCK = /\b\d{1,2}(?:[:.h]\d{2}|\s*(?:am|pm|a\.m|p\.m|o'?clock))|\b(?:noon|midday)\b/i;

/**
 * "wednesday 11": a bare number after a weekday is that day of the month when the two agree (the next 11th is a
 * Wednesday) and it cannot be the time: over 12, with a time said elsewhere ("wednesday 11 is now at 4.30"), or in
 * words that only name an event (`named`: "the judo of wednesday 11"). "footy sat 9" stays nine o'clock.
 */
export function spellWeekdayDates(text: string, wall: Wall, named = false): string {
  return text.replace(
    new RegExp(
      `\\b(${WEEKDAY}),?\\s+(\\d{1,2})\\b(?![:.]\\d|\\s*(?:am|pm|a\\.m|p\\.m|h\\b|o'?clock|-|–|to\\b|till?\\b|until\\b|and\\b|&|hours?\\b|hrs?\\b|min|\\s+(?:of\\s+)?${MONTH_RE}\\b))`,
      'gi',
    ),
    (all, day: string, n: string, at: number, whole: string) => {
      const timed = named || Number(n) > 12 || CLOCK.test(whole.slice(0, at) + whole.slice(at + all.length));
      return timed && nextDayOfMonth(Number(n), wall)?.weekday === isoWeekday(day) ? `${day} ${n}th` : all;
    },
  );
}

/** The next day of the month numbered `day`, today or within the next `months` months (on `weekday` when given, ISO). */
export function nextDayOfMonth(day: number, wall: Wall, months = 3, weekday?: number): DateTime | null {
  for (let ahead = 0; ahead < months; ahead++) {
    const month = wall.today.plus({ months: ahead });
    const d = DateTime.fromObject({ year: month.year, month: month.month, day }, { zone: 'UTC' });
    if (d.isValid && isoOf(d) >= isoOf(wall.today) && (weekday === undefined || d.weekday === weekday)) return d;
  }
  return null;
}

/**
 * "thurs 9th", "friday the 13th": the next such day of the month that falls on that weekday (the 9th of April when the
 * 9th of March is a Monday), spelled with its month and year; left as said when none does within a year.
 */
export function spellWeekdayOrdinals(text: string, wall: Wall): string {
  return text.replace(
    new RegExp(`\\b(?:on )?(${WEEKDAY}),?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+of\\b)(?!\\s+${MONTH_RE}\\b)`, 'gi'),
    (all, day: string, n: string) => {
      const d = nextDayOfMonth(Number(n), wall, 12, isoWeekday(day));
      return d ? `on ${d.day} ${MONTHS[d.month - 1]} ${d.year}` : all;
    },
  );
}
