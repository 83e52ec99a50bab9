import { DateTime } from 'luxon';
import { MAX_EVENT_DAYS } from '../../../../shared/schemas/calendar';
import { DAY_SPAN, HOUR_SAID, isoWeekday, WEEKDAY } from './date-words';
import { readWhen, type ParsedWhen } from './read-when';
import type { Wall } from '../dates';
import { MONTH_RE } from './number-words';

/** How many whole days an event said over several days covers: weekdays from one to another, dates, a weekend away. */

/** "camp mon to wed", "staying fri-sun": how many days a stay from one weekday to another covers (null when none is said). */
export function daySpan(text: string): number | null {
  const m = new RegExp(DAY_SPAN, 'i').exec(text);
  if (!m) return null;
  const days = ((isoWeekday(m[2]) - isoWeekday(m[1]) + 7) % 7) + 1;
  return days > 1 ? days : null;
}

/** How many days a span of dates covers ("camp 25-27 march" is 3); null for one day, or more than an event may last. */
export function datesSpan(when: ParsedWhen | null): number | null {
  if (!when?.date || !when.endDate) return null;
  const days = DateTime.fromISO(when.endDate, { zone: 'UTC' }).diff(DateTime.fromISO(when.date, { zone: 'UTC' }), 'days').days + 1;
  return days <= MAX_EVENT_DAYS ? days : null;
}

const WEEKDAY_SAID = new RegExp(`\\b${WEEKDAY}\\b`, 'i');
/** Days off or away: school holidays, half term, away, a visit, a stay at someone's ("at their dad's"). */
export const AWAY =
  /\b(?:holidays?|hols|half[- ]term|(?:term|mid-?term|spring|winter|summer) break|away|visit(?:ing|s)?|stay(?:ing|s)?|off school|at (?:their|his|her|my|our) \p{L}+|with (?:their|his|her) \p{L}+)\b/iu;
/** A stay or a trip over a weekend: also a camp, a trip or a place ("at the beach house"). */
const STAY = new RegExp(`${AWAY.source}|\\b(?:camping|camp|trip|getaway|at the \\p{L}+)\\b`, 'iu');
/** "camping this weekend", "nan's visiting next weekend": a stay said with a weekend and no day or time of it, both its days. */
export const weekendSpan = (when: ParsedWhen | null, text: string): number | null =>
  /\bweekend\b/i.test(when?.text ?? '') && STAY.test(text) && !WEEKDAY_SAID.test(text) ? 2 : null;

/** "next tuesday and wednesday", "saturday 14 and sunday 15 march": two days in a row, one span, not a repeat. */
export const twoDaysInARow = (text: string) =>
  text
    .replace(new RegExp(`\\b(this|next|coming|for|both) (${WEEKDAY}) (?:and|&|n) (${WEEKDAY})\\b`, 'gi'), (all, w: string, a: string, b: string) =>
      isoWeekday(b) - isoWeekday(a) === 1 || (a.startsWith('sun') && b.startsWith('mon')) ? `${w} ${a} to ${b}` : all,
    )
    .replace(
      new RegExp(`\\b((?:${WEEKDAY} )?(?:the )?(\\d{1,2})(?:st|nd|rd|th)?) (?:and|&) ((?:${WEEKDAY} )?(?:the )?(\\d{1,2})(?:st|nd|rd|th)?)\\b`, 'gi'),
      // (days said as days: with their weekday, "the", an ordinal or a month; "(10 and 11)" alone may be hours)
      (all, a: string, d: string, b: string, e: string, at: number, said: string) =>
        Number(e) === Number(d) + 1 && (/\p{L}/u.test(a) || new RegExp(`^\\s+(?:of\\s+)?${MONTH_RE}`, 'i').test(said.slice(at + all.length)))
          ? `${a} to ${b}`
          : all,
    );

/** A day said as a day: with its weekday, an ordinal or its month ("5" alone may be an hour). */
const DATE_SAID = `(?:(?:${WEEKDAY}),? (?:the )?\\d{1,2}(?:st|nd|rd|th)?|(?:the )?\\d{1,2}(?:st|nd|rd|th)|\\d{1,2}(?= (?:of )?${MONTH_RE}))(?: (?:of )?${MONTH_RE})?`;
/** "flying in on Thursday the 12th and staying with me until Monday the 16th": a stay from the one day to the other. */
export const stayUntil = (text: string) =>
  /\d\s*(?:am|pm)\b|\d:\d\d|\b(?:every|each|weekly|from)\b/i.test(text)
    ? text
    : text.replace(new RegExp(`\\bon (${DATE_SAID})\\b(.*?)\\s+(?:until|till|til) (${DATE_SAID})\\b`, 'i'), '$2 from $1 until $3');

/** "… until sat 10am", "… till 10am on Sunday", "… to Saturday at 10": the day and the time it ends, said together. */
const ENDS_ON_DAY = new RegExp(
  `\\b(?:until|till|til|to)\\s+((?:${WEEKDAY}|tomorrow|tmrw)(?:\\s+(?:at|@))?\\s+${HOUR_SAID}|${HOUR_SAID}\\s+(?:on\\s+)?(?:${WEEKDAY}|tomorrow|tmrw))\\b(?!\\s*(?:st|nd|rd|th|of|${MONTH_RE})\\b)`,
  'i',
);
/**
 * "sleepover friday from 6pm until sat 10am": minutes from the start to an end on a later day (a weekday name is the
 * first such day after the start). Null when no such end is said, or it is not after the start within a week.
 */
export function overnightLength(text: string, date: string | null, time: string | null, wall: Wall, timezone: string): number | null {
  if (!date || !time) return null;
  const said = ENDS_ON_DAY.exec(text);
  const end = said ? readWhen(said[1], wall, timezone) : null;
  if (!end?.date || !end.time) return null;
  const start = DateTime.fromISO(`${date}T${time}`, { zone: 'UTC' });
  let until = DateTime.fromISO(`${end.date}T${end.time}`, { zone: 'UTC' });
  while (end.weekdayOnly && until <= start) until = until.plus({ days: 7 });
  const minutes = until.diff(start, 'minutes').minutes;
  return until.toISODate() !== date && minutes > 0 && minutes <= 7 * 1440 ? minutes : null;
}

/** Things that happen once over several days, not every week on those days: days away, and what is sat or attended. */
const ONCE_THING = new RegExp(
  `${AWAY.source}|\\b(?:exams?|tests?|camp|trip|tour|vacation|conference|course|workshop|festival|carnival|show|fair|retreat|mocks?|finals|assessments?|inspection|audit|(?:sports|book|exam) week|residential|excursion|leave)\\b`,
  'iu',
);
export const onceOverDays = (text: string) => ONCE_THING.test(text) && !/\b(?:every|each|weekly|always|usually)\b|\bschool ?days\b|\bweek ?days\b/i.test(text);
