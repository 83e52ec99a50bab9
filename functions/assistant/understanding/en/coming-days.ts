import type { DateTime } from 'luxon';
import { isoOf } from '../dates';

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, few: 3, couple: 2, 'couple of': 2 };

const SPANS: Record<string, number> = { day: 1, week: 7, fortnight: 14 };

/**
 * Spans counted from today: "the next 3 days", "over the next couple of weeks", "in the next week", "this fortnight", "for the
 * coming month" (today and the days after it), and "the week after next" or "the weekend after next" (the ones after next
 * week's and next weekend).
 */
export function comingRange(lower: string, today: DateTime): { fromDate: string; toDate: string } | null {
  const count = /\b(?:next|coming) (\d{1,2}|two|three|four|five|six|seven|ten|fourteen|few|couple(?: of)?) (day|week)s\b/.exec(lower);
  const one = /\b(?:in|over|during|for|within) the (?:next|coming) (week|fortnight|month)\b|\b(?:this|the next|the coming) (fortnight)\b/.exec(lower);
  if (one?.[1] === 'month') return { fromDate: isoOf(today), toDate: isoOf(today.plus({ months: 1, days: -1 })) };
  const days = count ? (COUNTS[count[1]] ?? Number(count[1])) * SPANS[count[2]] : one ? SPANS[one[1] ?? one[2]] : 0;
  if (days) return { fromDate: isoOf(today), toDate: isoOf(today.plus({ days: days - 1 })) };
  const afterNext = /\bweek(end)? after next\b/.exec(lower);
  if (!afterNext) return null;
  const monday = today.plus({ days: 8 - today.weekday });
  const from = afterNext[1] ? monday.plus({ days: 12 }) : monday.plus({ days: 7 });
  return { fromDate: isoOf(from), toDate: isoOf(from.plus({ days: afterNext[1] ? 1 : 6 })) };
}
