import { WEEKDAY } from './date-words';
import type { CreateEventInput, Interpretation } from '../types';
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

/** Two readings of one request on two days: an event added, or cancelled, or the calendar shown, on each. */
export function sameButDay(a: Interpretation, b: Interpretation): boolean {
  if (!('tool' in a) || !('tool' in b) || a.tool !== b.tool || a.then || b.then) return false;
  const day = (x: { tool: string; input: unknown }) => {
    if (x.tool === 'createEvent') {
      const { date, ...rest } = x.input as CreateEventInput;
      return { date, rest };
    }
    if (x.tool === 'agenda') {
      const { fromDate, toDate, ...rest } = x.input as { fromDate: string; toDate: string };
      return { date: fromDate === toDate ? fromDate : null, rest };
    }
    if (x.tool === 'cancelEvent') {
      const { target, ...others } = x.input as { target: { fromDate: string | null; toDate: string | null } };
      const { fromDate, toDate, ...rest } = target;
      return { date: fromDate && fromDate === toDate ? fromDate : null, rest: { ...rest, ...others } };
    }
    return null;
  };
  const [one, two] = [day(a), day(b)];
  return !!one?.date && !!two?.date && one.date !== two.date && JSON.stringify(one.rest) === JSON.stringify(two.rest);
}

/** "naplan wed 11 and thu 12 march": two days in a row with no time are one event over both. */
export function nextDays(a: Interpretation, b: Interpretation): Interpretation | null {
  if (!('tool' in a) || !('tool' in b) || a.tool !== 'createEvent') return null;
  const [one, two] = [a.input as CreateEventInput, b.input as CreateEventInput];
  const after = new Date(`${one.date}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  if (!one.allDay || one.durationMinutes !== 1440 || after.toISOString().slice(0, 10) !== two.date) return null;
  const { askTime: _askTime, ...rest } = one;
  return { tool: 'createEvent', input: { ...rest, durationMinutes: 2 * 1440 } };
}
