/** Ways of saying a thing the readers meet in one form: a length with its half, "pop" for "put", news said with "now". */

import { numberWord } from './number-words';
import type { Rule } from './plain-request';

/** "two and a half hours", "3 and a half hrs": one length with its half, as "2.5 hours" is read. */
const AND_A_HALF = /\b(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) and (?:a )?half (hours?|hrs?)\b/gi;
const HALVED = (_all: string, n: string, unit: string) => `${(numberWord(n) ?? Number(n)) + 0.5} ${unit}`;

/**
 * "pop leo's vaccinations in", "bung a bbq in for sunday": "put" said the Australian and British way (not "pop in to see
 * nana", "pop over", where it is a visit).
 */
const PUT_SAID =
  /^((?:(?:please|pls|can you|could you|can u|could u|would you|will you|and|also|oh)\s+)*)(?:pop|stick|bung|whack)\b(?!\s+(?:in|over|round|around|by|out|up)\b)(?=.*\b(?:in|into|on|onto|down)\b)/i;

/** "we've now got an assembly friday": news of a new thing, the "now" only saying it is new. */
const NOW_GOT = /\b(we|i|they)('ve| have)? now (got|have)\b/gi;

/** "their day — can you delete the check-ups": a dash before a polite request ends the sentence before it. */
const DASH_THEN_ASKED = /\s+[—–-]+\s+(?=(?:(?:so|and)\s+)?(?:(?:can|could|would|will)\s+(?:you|u)|please|pls)\b)/gi;

/** "…for now and I'll rebook once they call back": what the sender will do after is no part of the request. */
const OWN_PLAN = /,?\s+and (?:i'll|i will|we'll|we will) (?!(?:need|want|have|be)\b)[^.?!,]*?(?=[.?!]*$)/i;

export const SPOKEN_FORMS: Rule[] = [
  [DASH_THEN_ASKED, '. '],
  [OWN_PLAN, ''],
  [AND_A_HALF, HALVED],
  [NOW_GOT, '$1$2 $3'],
  [PUT_SAID, '$1put'],
];
