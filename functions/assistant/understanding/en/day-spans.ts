import { DateTime } from 'luxon';
import { MAX_EVENT_DAYS } from '../../../../shared/schemas/calendar';
import { DAY_SPAN, isoWeekday, WEEKDAY } from './date-words';
import type { ParsedWhen } from './read-when';

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
/** A stay or a trip: the whole of the days it is said for. */
const STAY =
  /\b(?:away|camping|camp|visit(?:ing|s)?|stay(?:ing|s)?|trip|holiday|getaway|at (?:their|his|her|the|my|our) \p{L}+|with (?:their|his|her) \p{L}+)\b/iu;
/** "camping this weekend", "nan's visiting next weekend": a stay said with a weekend and no day or time of it, both its days. */
export const weekendSpan = (when: ParsedWhen | null, text: string): number | null =>
  /\bweekend\b/i.test(when?.text ?? '') && STAY.test(text) && !WEEKDAY_SAID.test(text) ? 2 : null;
