import { WEEKDAY } from './date-words';
import { MONTH_RE } from './number-words';

/** Two days named for one thing ("naplan wed 11 and thu 12 march", "no violin on the 9th or the 16th"). */

/** A day said with its number: "the 9th", "wed 11", "9 march", "march 9th", "thu 12 march". */
const DAY = `(?:${WEEKDAY}\\.?\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?|(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b|${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?)(?:\\s+(?:of\\s+)?${MONTH_RE}\\b)?`;
// Not a span ("between the 9th and the 16th") nor the start of one ("the 9th and 10th to 12th").
const PAIR = new RegExp(
  `(?<!\\b(?:between|from)\\s+(?:the\\s+)?)\\b(${DAY})\\s*(?:,|and|or|&|\\+|n)\\s*(?:also\\s+)?(?:on\\s+)?(${DAY})(?![\\d:]|\\s*(?:to|till|until|-|–|am|pm)\\b)`,
  'i',
);

/**
 * The message once for each of two days named together, each with one of them (a month said after the second goes
 * with the first too). Null when it names no such pair.
 */
export function forEachDate(text: string): [string, string] | null {
  const pair = PAIR.exec(text);
  if (!pair) return null;
  const [all, first, second] = pair;
  const month = new RegExp(`${MONTH_RE}\\b`, 'i');
  const firstDay = !month.test(first) && month.test(second) ? `${first} ${month.exec(second)![0]}` : first;
  const one = (day: string) => `${text.slice(0, pair.index)}${day}${text.slice(pair.index + all.length)}`;
  return [one(firstDay), one(second)];
}
