import { MONTHS, WEEKDAY } from './date-words';
import type { EventPhrases } from './event-phrases';
import { NUMBER_RE, numberWord } from './number-words';

/** When a series starts and ends, as said. */

const MONTH = `(?:${MONTHS.map((name) => `${name.slice(0, 3)}(?:${name.slice(3)})?`).join('|')})`;

/** A day of the month as said: "the 11th", "march 3", "3rd of april", "13 April 2026". */
const DAY_DATE = `\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?|(?:the )?\\d{1,2}(?:st|nd|rd|th)(?: (?:of )?${MONTH})?(?: 20\\d\\d)?|(?:the )?\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH}(?: 20\\d\\d)?|${MONTH} \\d{1,2}(?:st|nd|rd|th)?`;

/** A day as said after "starting" or "until": a day of the month, "next monday", "friday 13th". */
export const DAY_SAID = `today|tomorrow|tmrw|${DAY_DATE}|next (?:week|wk|${WEEKDAY}(?: (?:the )?\\d{1,2}(?:st|nd|rd|th)?(?: (?:of )?${MONTH})?)?)|this (?:week|wk|weekend|${WEEKDAY})|(?:on )?${WEEKDAY}(?: (?:the )?\\d{1,2}(?:st|nd|rd|th)?(?![.:]?\\d|\\s*(?:am|pm|o'?clock)\\b)(?: (?:of )?${MONTH})?)?(?: next (?:week|wk))?`;

/** "Sam starts Sunday school": a weekday before one of these names the thing, not the day it starts. */
const DAY_NAMES_A_THING = '(?:school|roast|lunch|brunch|markets?|service|mass|club|league|comp|sport)';
/**
 * When a series starts and ends: "starting the 11th", "from the 10th to the 31st", "until the end of march", "till
 * friday 27th", "for 6 weeks", "for the rest of april".
 */
export function seriesBounds(p: EventPhrases, take: (re: RegExp, found: (m: string[]) => void) => void) {
  // "from the 13th to the 16th of april", "mon 13th april to fri 17th": a day without a month takes the other's
  const span = (m: string[]) => {
    const monthOf = (said: string) => new RegExp(`\\b${MONTH}\\b`, 'i').exec(said)?.[0];
    const dayOf = (said: string) => Number(/\d{1,2}/.exec(said)?.[0] ?? NaN);
    const [from, to] = [m[1].trim(), m[2].trim()];
    p.startsOn = !monthOf(from) && monthOf(to) && dayOf(from) <= dayOf(to) ? `${dayOf(from)} ${monthOf(to)}` : from;
    p.endsOn = !monthOf(to) && monthOf(from) && dayOf(to) >= dayOf(from) ? `${dayOf(to)} ${monthOf(from)}` : to;
  };
  const TO = '(?:and|until|till|til|to|thru|through(?: to)?|-|–)';
  take(new RegExp(`[,\\s]*\\b(?:from|between) (${DAY_SAID}) ${TO} (${DAY_SAID})\\b`, 'i'), span);
  take(new RegExp(`[,\\s]*\\b((?:${WEEKDAY} )?(?:${DAY_DATE})) ${TO} ((?:${WEEKDAY} )?(?:${DAY_DATE}))\\b`, 'i'), span);
  take(
    new RegExp(
      `[,\\s]*\\b(?:start(?:s|ing)?|begin(?:s|ning)?|commenc(?:es|ing)|from|(?:the )?(?:first|next) (?:one|session|lesson|class|meeting|training)(?: is| will be)?)(?: on| from)?\\s+(${DAY_SAID}(?!\\s*(?:to|till|until|-|–)\\b))\\b(?!\\s+${DAY_NAMES_A_THING}\\b)`,
      'i',
    ),
    (m) => (p.startsOn = m[1]),
  );
  // "until the end of term on 2 april", "till the end of the season, 27 june": the day says it
  take(
    new RegExp(`[,\\s]*\\b(?:until|till|til|to|through) (?:the )?end of (?:the )?[\\p{L} ]{1,30}?,? (?:on|which is|,)? ?(${DAY_SAID})\\b`, 'iu'),
    (m) => (p.endsOn = m[1]),
  );
  take(
    new RegExp(
      `[,\\s]*\\b(?:(?:until|till|til|up to(?: and including)?|through(?: to)?|thru|ending|finishing|to(?= (?:the )?end of\\b))(?: on)?|(?:the )?last (?:one|session|lesson|class|day|training)(?: is| on)*|(?:for|through|during) the rest of) (?:the )?(end (?:of )?(?:the )?(?:month|${MONTH})|month|${MONTH}(?! \\d)|${DAY_SAID})\\b`,
      'i',
    ),
    (m) => (p.endsOn = /^(?:for|through|during) the rest of/i.test(m[0].trim()) && !/^end\b/i.test(m[1]) ? `end of ${m[1]}` : m[1]),
  );
  // "till end of term": an end the calendar has no day for, kept out of the title
  take(/[,\s]*\b(?:until|till|til|through) (?:the )?end of (?:the )?(?:term|season|school year|semester)\b/i, () => undefined);
  take(new RegExp(`[,\\s]*\\bfor (?:the )?(?:next |another )?(\\d{1,2}|${NUMBER_RE}) (days?|weeks?|wks?|months?)\\b`, 'i'), (m) => {
    const n = Number(m[1]) || numberWord(m[1].toLowerCase());
    const unit = m[2].toLowerCase().startsWith('d') ? 'days' : m[2].toLowerCase().startsWith('m') ? 'months' : 'weeks';
    if (n && n > 0) p.repeatFor = { n, unit };
  });
}

/** When a series said in a sentence of its own starts and ends ("The last one is 2 April.", "It runs for 6 weeks."). */
export function boundsSaid(text: string): Pick<EventPhrases, 'startsOn' | 'endsOn' | 'repeatFor'> {
  const p = { rest: text, startsOn: null, endsOn: null, repeatFor: null } as EventPhrases;
  seriesBounds(p, (re, found) => void (p.rest = p.rest.replace(re, (...m: string[]) => (found(m), ' '))));
  return { startsOn: p.startsOn, endsOn: p.endsOn, repeatFor: p.repeatFor };
}
