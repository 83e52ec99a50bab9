/**
 * Ways of saying a thing the readers meet in one form: a length with its half, "pop" for "put", news said with "now", a
 * request asked politely or unsure, two parts joined by "instead".
 */

import { numberWord } from './number-words';
import type { Rule } from './plain-request';
import { SAID_FIRST } from './said-first';

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

/** "…and add tennis instead at 4", "put tennis in instead": what replaces a thing is added as any other. */
const ADD_INSTEAD = /((?:^|\band\s+|[,;]\s*)(?:please\s+)?(?:add|put|book(?! club)|schedule|pencil)\s+[^,.!?]+?)\s+instead\b(?!\s+of\b)/gi;

/** "i think i have a doctor's appointment friday, could you check": whether it is in, asked. */
const UNSURE_CHECK =
  /^(?:i think|i'?m not sure (?:if|whether)|not sure (?:if|whether)|i believe|i'?m pretty sure|pretty sure)\s+(?:i|we)\s+(?:have|had|'ve got|have got|'ve|put|added|booked|entered)\s+(.+?)(?:\s+in)?(?:[,.]\s*|\s+)(?:(?:could|can|would) (?:you|u)\s+)?(?:please\s+)?(?:check|double[- ]check|confirm|look|is (?:it|that) (?:there|in))\b.*$/i;

/** "I would like to make an appointment for myself at the optician on…": the appointment, where it is. */
const APPOINTMENT_AT =
  /^(?:i(?:'d| would) like to|i want to|i need to|(?:can|could|may) i|please) (?:make|book|schedule|set up) (?:an? )?(?:appointment|appt|booking)(?: for (?:myself|me))? (?:at|with) /i;

/** "i land at 6 on thursday, add pickup from the airport": the thing asked for, at the time the news gave. */
const ARRIVING_THEN_ADD =
  /^(?:i|we|he|she|they|\p{L}+)(?:'ll| will)? (?:lands?|arrives?|gets? in|gets? back|finish(?:es)?|(?:am|is|are|'m|'s|'re) back)\b(\s+(?:at|on|around|about|tomorrow|tonight|this|next)\b[^,]*?),\s*(?:(?:can you|could you|please|pls)\s+)*(?:add|put in|book)\s+(?:an? )?(.+?)[.!]*$/iu;

/** "take out the milk from the shopping list": "take out" said before the thing, the thing then taken off the list. */
const TAKE_OUT_FROM = /\btake out (?!of\b)(.+?) (?:from|off|out of) ((?:the|my|our) [\p{L} -]*?list)\b/giu;

/** "exactly what time is…": the emphasis is no part of the question. */
const EXACTLY_ASKED = /^(?:so )?(?:exactly|precisely) (?=(?:what|when|where|which|how)\b)/i;

/** "make swimming on saturday just leo": who it is for now, the others off it. */
const MAKE_JUST = /^make (.+?) (?:just|only) (\p{L}+)(?: only)?[.!]*$/iu;

/** "sam finished his reading log", "mia did her spelling": a child's job done, ticked off. */
const CHILD_DID = /^(?!(?:i|we|you|they|it)\b)\p{L}+ (?:has |have |'s )?(?:finished|done|completed|did) (?:his|her|their) (.+?)[.!]*$/iu;

export const SPOKEN_FORMS: Rule[] = [
  [MAKE_JUST, 'change $1 to just $2'],
  [CHILD_DID, 'done $1'],
  [TAKE_OUT_FROM, 'take $1 off $2'],
  [EXACTLY_ASKED, ''],
  [ARRIVING_THEN_ADD, 'add $2$1'],
  ...SAID_FIRST,
  [APPOINTMENT_AT, 'add appointment at '],
  [UNSURE_CHECK, 'did i put $1 in'],
  [ADD_INSTEAD, '$1'],
  [DASH_THEN_ASKED, '. '],
  [OWN_PLAN, ''],
  [AND_A_HALF, HALVED],
  [NOW_GOT, '$1$2 $3'],
  [PUT_SAID, '$1put'],
];
