import { COUNT_RE, MONTH_RE } from './number-words';
import { WEEKDAY } from './date-words';

/**
 * A day or time put right as the message goes on: "on Wednesday the 25th. No wait, sorry, it's Thursday the 26th",
 * "at 3:45, actually make it 4:15", "Saturday at 10, I mean Sunday". The corrected words go, and what the correction
 * does not say (the time when only the day is put right) stays.
 */
const DAY_WORD = `${WEEKDAY}|today|tonight|tomorrow|tmrw|week|weekend|${MONTH_RE}|\\d{1,2}(?:st|nd|rd|th)`;
const TIME_WORD = `\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)|\\d{1,2}[:.]\\d{2}|noon|midday`;
/** A word of a day or a time as said; a bare number is a day beside a month and an hour otherwise. */
const WORD = `(?:${DAY_WORD}|${TIME_WORD}|\\d{1,2}|on|at|the|this|next|of|morning|afternoon|arvo|evening|night)`;
const RUN = `(?:${WORD})(?:,?\\s+(?:${WORD}))*`;
const CUE = `(?:(?:oh,? )?no,? wait|(?:oh,? )?wait,? no|oh,? wait|wait(?=,)|no,? sorry|sorry,? no|sorry|no,? hang on|hang on|no(?=[,\\s])|actually,? no|actually|oops|i mean|i meant|correction|scratch that|make that|my mistake|my bad)`;
/** One or more cues, each with its comma or stop: "no, wait, sorry,". */
const CUES = `(?:${CUE}\\b[,.!:]?\\s*)+`;
/** What may come between the cue and the words put right: "sorry, he's Friday", "actually make it 2:30". */
const LEAD = `(?:it'?s|it is|he'?s|she'?s|they'?re|that'?s|make (?:it|that)|that should be|should be|not that,?)`;
const CORRECTED = new RegExp(`\\b(${RUN})(?:\\s*[,.;:!?–—-]+\\s*|\\s+)${CUES}(?:${LEAD}\\s+)?(${RUN})\\b(?!\\s*(?:minutes?|mins?|hours?|hrs?)\\b)`, 'gi');

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

/**
 * "push soccer training back an hour, no, 45 minutes", "back 15 minutes, sorry, 20", "45 minutes not 30. Wait, no, 40.
 * It's 40.": an amount put right, its unit the first one's when the correction says none.
 */
const UNIT = '(?:hours?|hrs?|minutes?|mins?)';
const AMOUNT = `(?:${COUNT_RE}) ${UNIT}`;
const AMOUNT_CORRECTED = new RegExp(
  `\\b(?:${COUNT_RE}) (${UNIT})(?:,? not (?:${COUNT_RE})(?: ${UNIT})?)?\\s*[,.;–—-]*\\s*${CUES}(?:make it\\s+)?(${COUNT_RE})(?: (${UNIT}))?\\b(?:[.!]\\s+it'?s \\2(?: ${UNIT})?[.!]*$)?`,
  'gi',
);

/** "make the interviews 20 mins long, not an hour": the amount asked for, not the one it replaces (a change asked for). */
const AMOUNT_NOT = new RegExp(
  `(?<=\\b(?:make|be|set|change)\\b.*)\\b(${AMOUNT}(?: long)?),?\\s+(?:not|instead of|rather than)\\s+${AMOUNT}\\b(?:\\s+(?:anymore|any more))?`,
  'gi',
);
/** "fri 6th til sun 8th, sorry til mon 9th": the end put right. */
const END_CORRECTED = new RegExp(`\\b(?:till|til|until|'til)\\s+${RUN}\\s*[,.;–—-]*\\s*${CUES}(?:till|til|until|'til)\\s+(${RUN})\\b`, 'gi');

/**
 * "add nappies to the list, no scratch that, pull ups", "take the chocolate off the list, sorry, not the chocolate, the
 * chips" (not more of the same: "…, actually wait the chips too")
 */
const ITEM_CORRECTED = new RegExp(
  `^((?:please )?(?:add|put|take|remove|delete)) (.+?) ((?:to|on|onto|off|from) (?:the|my|our) [\\p{L} ]*?list),\\s*${CUES}(?:not (?:the )?[^,.]+,\\s*)?(?![^,.!?]*\\b(?:too|as well)\\b)([^,.!?]+)`,
  'iu',
);
/** "put the haircut on Friday under Mia, wait, no, Leo": a name put right (a day's is read above). */
const NAME_PUT_RIGHT = new RegExp(`\\b(\\p{Lu}\\p{Ll}+)('s)?,\\s*${CUES}(\\p{Lu}\\p{Ll}+)(?:'s)?\\b`, 'gu');
/** "2 pairs of socks, make that 3,": a count put right. */
const COUNT_CORRECTED = new RegExp(`\\b\\d+ ((?!${CUE})(?:\\p{L}+ ){0,2}?\\p{L}+),\\s*${CUES}(\\d+)(?![:.]?\\d)\\s*,?`, 'giu');
/** "rename … to physio, no, chiro. It's the chiro.": the name put right. */
const NAME_CORRECTED = new RegExp(`\\b(rename .+? to) [\\p{L}' -]+?,?\\s+${CUES}([\\p{L}' -]+?)(?:[.!]\\s+it'?s (?:the )?\\2)?(?=[.!?]*$)`, 'iu');
/**
 * "Remind me at 4 to take the mince out. Actually make it 5, 4 is too early.": a time put right in a sentence of its own
 * after the one time the request said (not one it replaces: "at 2 now, not 1"); the reason after it goes with it.
 */
const TIME_AFTER = new RegExp(
  `^(.+?)[.!]\\s+(?:(?:actually|sorry|no|wait|oops|oh)[,!]?\\s+)*(?:make (?:it|that)|it'?s|it is|should be)\\s+(${TIME_WORD}|\\d{1,2})(?:,[^.!?]*)?[.!]*$`,
  'i',
);
const TIME_SAID = new RegExp(
  `(?<!\\bnot\\s)(?:(?<=\\b(?:at|@)\\s?)\\d{1,2}(?:[:.]\\d{2})?(?:\\s?(?:am|pm))?|\\b(?:${TIME_WORD}))(?!\\s*(?:minutes?|mins?|hours?|hrs?)\\b)`,
  'gi',
);

function timeAfter(text: string): string {
  const m = TIME_AFTER.exec(text);
  if (!m || /\b(?:and|also|add|put|remind|cancel|move)\b/i.test(text.slice(m.index + m[1].length).replace(/^[^,]*/, ''))) return text;
  const times = [...m[1].matchAll(TIME_SAID)];
  return times.length === 1 ? `${m[1].slice(0, times[0].index)}${m[2]}${m[1].slice(times[0].index + times[0][0].length)}` : text;
}

export function withCorrections(text: string): string {
  text = timeAfter(
    text
      .replace(AMOUNT_CORRECTED, (_all, unit: string, count: string, own?: string) => `${count} ${own ?? unit}`)
      .replace(AMOUNT_NOT, '$1')
      .replace(END_CORRECTED, 'till $1')
      .replace(ITEM_CORRECTED, '$1 $4 $3')
      .replace(COUNT_CORRECTED, '$2 $1')
      .replace(NAME_PUT_RIGHT, (all, _first: string, own = '', name: string) => (DAY.test(name) || MONTH.test(name) ? all : `${name}${own}`))
      .replace(NAME_CORRECTED, '$1 $2'),
  );
  const who = WHO_CORRECTED.exec(text);
  const before = who && text.slice(0, who.index);
  const named = who && new RegExp(`\\b${who[2]}(?='s\\b|\\b)`, 'giu');
  if (who && before && named?.test(before)) return withCorrections(before.replace(named, who[1]));
  return text
    .replace(CORRECTED, (all, before: string, after: string) => {
      const said = after.split(/,?\s+/);
      const newDay = said.some(isDay);
      const newTime = said.some(isTime);
      if (!newDay && !newTime) return all;
      const words = before.split(/,?\s+/);
      const day = words.filter((w, i) => !newDay && isDay(w, i, words));
      const time = words.filter((w, i) => !newTime && isTime(w, i, words));
      const lead = /^(?:on|at|this|next)\b/i.test(after) ? '' : newDay ? 'on ' : 'at ';
      return [day.length && `on ${day.join(' ')}`, time.length && `at ${time.join(' ')}`, `${lead}${after}`].filter(Boolean).join(' ');
    })
    .replace(/\bevery on\b/gi, 'every');
}
