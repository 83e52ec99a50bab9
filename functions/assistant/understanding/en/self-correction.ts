import { COUNT_RE, MONTH_RE } from './number-words';
import { WEEKDAY } from './date-words';

/**
 * A day or time put right as the message goes on: "on Wednesday the 25th. No wait, sorry, it's Thursday the 26th",
 * "at 3:45, actually make it 4:15", "Saturday at 10, I mean Sunday". The corrected words go, and what the correction
 * does not say (the time when only the day is put right) stays.
 */
const DAY_WORD = `${WEEKDAY}|today|tonight|tomorrow|tmrw|${MONTH_RE}|\\d{1,2}(?:st|nd|rd|th)`;
const TIME_WORD = `\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)|\\d{1,2}[:.]\\d{2}|noon|midday`;
/** A word of a day or a time as said; a bare number is a day beside a month and an hour otherwise. */
const WORD = `(?:${DAY_WORD}|${TIME_WORD}|\\d{1,2}|on|at|the|this|next|of)`;
const RUN = `(?:${WORD})(?:,?\\s+(?:${WORD}))*`;
const CUE = `(?:no,? wait|wait,? no|no,? sorry|sorry,? no|sorry|no,? hang on|hang on|no(?=[,\\s])|actually,? no|actually|oops|i mean|i meant|correction|scratch that|my mistake|my bad)`;
const CORRECTED = new RegExp(
  `\\b(${RUN})(?:\\s*[,.;:!–—-]+\\s*|\\s+)(?:${CUE}[,.!:]?\\s*)+(?:(?:it'?s|it is|make (?:it|that)|that should be|should be|not that,?)\\s+)?(${RUN})\\b`,
  'gi',
);

const DAY = new RegExp(`^(?:${DAY_WORD})$`, 'i');
const TIME = new RegExp(`^(?:${TIME_WORD})$`, 'i');
const MONTH = new RegExp(`^${MONTH_RE}$`, 'i');
const isDay = (word: string, i: number, words: string[]) =>
  DAY.test(word) || (/^\d{1,2}$/.test(word) && [words[i - 1], words[i + 1]].some((w) => w && MONTH.test(w)));
const isTime = (word: string, i: number, words: string[]) => TIME.test(word) || (/^\d{1,2}$/.test(word) && !isDay(word, i, words));

/** "…Friday at 10 — sorry I meant Mia not Sam", "change Leo's swimming to 10am, I mean Sam's swimming not Leo's": who, put right. */
const WHO_CORRECTED = new RegExp(
  String.raw`\s*[,.;:!–—-]*\s*(?:(?!i mean)${CUE}[,.!:]?\s+)*i (?:mean|meant)\s+(\p{L}+)(?:'s)?(?:\s+\p{L}+)?,?\s+not\s+(\p{L}+)(?:'s)?[.!]*$`,
  'iu',
);

/** "push soccer training back an hour, no, 45 minutes": an amount put right. */
const AMOUNT = `(?:${COUNT_RE}) (?:hours?|hrs?|minutes?|mins?)`;
const AMOUNT_CORRECTED = new RegExp(`\\b${AMOUNT}\\s*[,.;–—-]*\\s*(?:${CUE}[,.!:]?\\s*)+(?:make it\\s+)?(${AMOUNT})\\b`, 'gi');

/** "make the interviews 20 mins long, not an hour": the amount asked for, not the one it replaces (a change asked for). */
const AMOUNT_NOT = new RegExp(`(?<=\\b(?:make|be|set|change)\\b.*)\\b(${AMOUNT}(?: long)?),?\\s+(?:not|instead of|rather than)\\s+${AMOUNT}\\b`, 'gi');
/** "fri 6th til sun 8th, sorry til mon 9th": the end put right. */
const END_CORRECTED = new RegExp(`\\b(?:till|til|until|'til)\\s+${RUN}\\s*[,.;–—-]*\\s*(?:${CUE}[,.!:]?\\s*)+(?:till|til|until|'til)\\s+(${RUN})\\b`, 'gi');

export function withCorrections(text: string): string {
  text = text.replace(AMOUNT_CORRECTED, '$1').replace(AMOUNT_NOT, '$1').replace(END_CORRECTED, 'till $1');
  const who = WHO_CORRECTED.exec(text);
  const before = who && text.slice(0, who.index);
  const named = who && new RegExp(`\\b${who[2]}(?='s\\b|\\b)`, 'giu');
  if (who && before && named?.test(before)) return withCorrections(before.replace(named, who[1]));
  return text.replace(CORRECTED, (all, before: string, after: string) => {
    const said = after.split(/,?\s+/);
    const newDay = said.some(isDay);
    const newTime = said.some(isTime);
    if (!newDay && !newTime) return all;
    const words = before.split(/,?\s+/);
    const day = words.filter((w, i) => !newDay && isDay(w, i, words));
    const time = words.filter((w, i) => !newTime && isTime(w, i, words));
    const lead = /^(?:on|at)\b/i.test(after) ? '' : newDay ? 'on ' : 'at ';
    return [day.length && `on ${day.join(' ')}`, time.length && `at ${time.join(' ')}`, `${lead}${after}`].filter(Boolean).join(' ');
  });
}
