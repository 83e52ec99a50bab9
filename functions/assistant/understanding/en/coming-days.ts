import type { DateTime } from 'luxon';
import { isoOf } from '../dates';

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, few: 3, couple: 2, 'couple of': 2 };

/**
 * Spans counted from today: "the next 3 days", "over the next couple of days", "in the next week" (today and the days
 * after it), and "the week after next" or "the weekend after next" (the ones after next week's and next weekend).
 */
export function comingRange(lower: string, today: DateTime): { fromDate: string; toDate: string } | null {
  const coming = /\bnext (\d{1,2}|two|three|four|five|six|seven|ten|fourteen|few|couple(?: of)?) days\b|\b(?:in|over|during) the next (week|fortnight)\b/.exec(
    lower,
  );
  const days = coming && (coming[2] ? (coming[2] === 'week' ? 7 : 14) : (COUNTS[coming[1]] ?? Number(coming[1])));
  if (days) return { fromDate: isoOf(today), toDate: isoOf(today.plus({ days: days - 1 })) };
  const afterNext = /\bweek(end)? after next\b/.exec(lower);
  if (!afterNext) return null;
  const monday = today.plus({ days: 8 - today.weekday });
  const from = afterNext[1] ? monday.plus({ days: 12 }) : monday.plus({ days: 7 });
  return { fromDate: isoOf(from), toDate: isoOf(from.plus({ days: afterNext[1] ? 1 : 6 })) };
}
