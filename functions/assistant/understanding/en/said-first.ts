/**
 * What a message says before or around its request that is no part of it, or that says the request is a correction:
 * "sorry i meant saturday not sunday for the bbq", "no wait, …", "never mind the eggs", "…for Friday dear?", "thank you,
 * now…".
 */

import { WEEKDAY } from './date-words';
import type { Rule } from './plain-request';

/** An opening that says the message puts something right: "sorry", "oops", "no wait", "my mistake", "wrong day". */
const SORRY = String.raw`(?:(?:sorry|soz|oops|whoops|no,? wait|wait|my (?:mistake|bad)|actually|i (?:made a mistake|got (?:it|that) wrong))\s*[,!.:–—-]*\s+)`;
const SAYS_WHEN = String.raw`(?:${WEEKDAY}|today|tonight|tomorrow|tmrw|the \d|\d)`;

/** "sorry wrong day, swimming is friday", "no wait, the party is on sunday not saturday": a correction of what is in. */
const SORRY_THEN_NEWS = new RegExp(
  String.raw`^${SORRY}+(?:wrong (?:day|time|date)[,!.:]*\s+)?(?=[^.!?,]*?\b(?:is|are)\s+(?:now\s+)?(?:on\s+|at\s+)?${SAYS_WHEN})`,
  'i',
);

/** "sorry i meant saturday not sunday for the bbq": the thing put right named last. */
const MEANT_FOR = new RegExp(
  String.raw`^${SORRY}*i (?:meant|mean)\s+((?:on |at )?${SAYS_WHEN}[^,]{0,20}?)\s+not\s+([^,]{1,25}?)\s+(?:for|on|with)\s+((?:the|my|our)\s+.+|\p{L}+'s\s+.+?)[.!]*$`,
  'iu',
);

/** "never mind the eggs", "nvm the bread": that thing is not wanted after all (alone, "never mind" takes back a change). */
const NEVER_MIND_THING = /^(?:never ?mind|nvm)(?: about)?\s+(?!(?:that|it|this|then|me)\b)(?=\S)/i;

/** "…for Friday dear?", "thank you love, now…": a name of endearment is no part of the request. */
const ENDEARMENT = /(?<!\b(?:my|our|the|a|his|her|their|your)|[.!?]),?\s+(?:dear|love|darling|hun|hon|sweetie|sweetheart|pet)\b(?=\s*[,.!?]|\s*$)/gi;

/** "thank you, now please cancel…": thanks for the last reply, then the next request. */
const THANKS_THEN = /^(?:thank you|thanks|thx|ta|cheers)(?: so much| very much)?[,.!]+\s*(?:(?:now|and|also|ok|okay),?\s+)?(?=\S)/i;

/** "I've put the wrong day for Leo's swimming, it should be Sunday": the thing, moved to the day it should be. */
const WRONG_WHEN =
  /^(?:(?:oh dear|oh no|oh|oops|sorry)[,!.]*\s+)?(?:i'?ve|i have|i|we'?ve|we have|we) (?:put|got|entered|written|typed|added) (?:in )?the wrong (?:day|time|date) (?:for|on) (.+?)[,.;]?\s+(?:it|that|she|he|they)\s*(?:should be|should'?ve been|needs to be|is|'s|is actually) (?:on |at )?(.+?)[.!]*$/i;

/** "do we have eggs on the list... nvm just add eggs": what was first asked is taken back by the request after it. */
const ASKED_THEN_NEVER_MIND =
  /^[^.!?…]+?(?:\?|\.{2,}|…|[,.;!—–-])\s*(?:nvm|never ?mind|forget (?:it|that)|scratch that|ignore that)[,.!]*\s+(?:just\s+)?(?=(?:add|put|pop|move|cancel|delete|remove|take|tick|remind|book|change)\b)(?!\S+\s+(?:it|that|them|this)\b)/i;

/** "when's sams dentist again... was it next week?": the question, and a guess at its answer that narrows nothing. */
const WHEN_THEN_GUESS = /^(when(?:'s| is| are)\s+[^.?!…]+?)(?:\s+again)?\s*(?:\?|\.{2,}|…|,)\s*(?:was|is) it (?:on |at |in )?[^.?!]+\?*$/i;

export const SAID_FIRST: Rule[] = [
  [ASKED_THEN_NEVER_MIND, ''],
  [WHEN_THEN_GUESS, '$1?'],
  [WRONG_WHEN, 'move $1 to $2'],
  [ENDEARMENT, ''],
  [THANKS_THEN, ''],
  [MEANT_FOR, 'actually, $3 is $1 not $2'],
  [SORRY_THEN_NEWS, 'actually, '],
  [NEVER_MIND_THING, 'forget '],
];
