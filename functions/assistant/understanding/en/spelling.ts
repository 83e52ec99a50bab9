import { spellTypedDays } from './date-words';
import { editDistance } from './edit-distance';
import { WORD_SLIPS } from './word-slips';
import { fromDialect } from './dialect';
import { SPOKEN_FORMS } from './spoken-forms';
import type { Rule } from './plain-request';

/**
 * The readers' own words spelt as meant ("remidners", "calender", "appointmnet", "shoping"): a word within one edit
 * (two for words of nine letters or more, a swap of neighbours counting as one) of a word the readers look for, starting with the same
 * letter, is read as that word. Forms of the word itself ("reminded", "schedules") and real words next to one
 * ("shipping") stay as they are. Day and month names are corrected with the dates (date-spelling.ts).
 */

const WORDS = (
  'remind reminder reminders calendar schedule appointment appointments shopping groceries grocery meeting meetings ' +
  'birthday reschedule cancel delete remove move everything every until instead earlier list already'
).split(' ');
const REAL = new Set([
  'shipping',
  'chopping',
  'stopping',
  'dropping',
  'mopping',
  'topping',
  'whopping',
  'sleeting',
  'greeting',
  'greetings',
  'removal',
  'rewind',
  'remand',
  'remains',
  'shaping',
  'dilute',
  'mating',
  'matting',
  'muting',
]);

/**
 * How a word sounds, roughly (consonants as said, vowels after the first letter dropped, doubles as one): "schedual"
 * and "schedule" sound alike, "swapping" and "shopping" do not.
 */
export function soundOf(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/^sch/, 'sk')
    .replace(/ph/g, 'f')
    .replace(/[cs]h/g, 'x')
    .replace(/th/g, '0')
    .replace(/ck|q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/dg/g, 'j')
    .replace(/([a-z])\1+/g, '$1');
  return w[0] + w.slice(1).replace(/[aeiouyhw]/g, '');
}

/** "scheduled" is a form of "schedule"; "everythign" (its last letters swapped) and "everything" of "every" are not. */
const formOf = (w: string, k: string) =>
  k.startsWith(w) || (w.startsWith(k.slice(0, -1)) && w.length - k.length <= 3 && !(w.length === k.length && editDistance(w, k) === 1));

export function fixSpelling(text: string): string {
  return text.replace(/\b[a-z]{4,14}\b/gi, (word) => {
    const w = word.toLowerCase();
    // Four letters are too few to tell a slip from another word ("more", "mode"): only two letters swapped ("moev").
    if (w.length === 4)
      return WORDS.find((k) => k.length === 4 && k !== w && [...k].sort().join('') === [...w].sort().join('') && editDistance(w, k) === 1) ?? word;
    if (WORDS.includes(w) || REAL.has(w) || WORDS.some((k) => formOf(w, k))) return word;
    const near = WORDS.map((k) => ({ k, edits: editDistance(w, k) }))
      // Two slips in a shorter word only when it still sounds like the word ("schedual").
      .filter(
        ({ k, edits }) =>
          k[0] === w[0] &&
          Math.abs(k.length - w.length) <= 1 &&
          edits <= (k.length >= 9 || (edits === 2 && k.length >= 6 && soundOf(k) === soundOf(w)) ? 2 : 1),
      )
      .sort((a, b) => a.edits - b.edits)[0]?.k;
    return near ?? word;
  });
}

/** Contractions typed without their apostrophe ("dont", "theyre", "whats"): forms hardly ever meant as another word. */
const CONTRACTIONS: Record<string, string> = {
  dont: "don't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  didnt: "didn't",
  doesnt: "doesn't",
  havent: "haven't",
  hasnt: "hasn't",
  wasnt: "wasn't",
  werent: "weren't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  wouldnt: "wouldn't",
  im: "i'm",
  ive: "i've",
  theyre: "they're",
  youre: "you're",
  whats: "what's",
  thats: "that's",
  theres: "there's",
  whens: "when's",
  wheres: "where's",
  whos: "who's",
  hes: "he's",
  shes: "she's",
  weve: "we've",
  theyve: "they've",
  youve: "you've",
  itll: "it'll",
  theyll: "they'll",
};
export const restoreApostrophes = (text: string) => text.replace(/\b[a-z]{2,8}\b/gi, (word) => CONTRACTIONS[word.toLowerCase()] ?? word);

/**
 * Words typed short on a phone ("can u", "pls", "nxt wk") or said in another English ("prepone"), spelled out before
 * anything reads, so every reader meets one form. Only forms that are never another word: "u" before a digit or a hyphen
 * is an age group ("u10s"); day names stay with the date readers (which know "sat" from "sat the exam"). */
const SHORT_FORMS: Record<string, string> = {
  u: 'you',
  tonite: 'tonight',
  '2nite': 'tonight',
  teh: 'the',
  n: 'and',
  r: 'are',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  plse: 'please',
  thx: 'thanks',
  tks: 'thanks',
  wk: 'week',
  nxt: 'next',
  tik: 'tick',
  wks: 'weeks',
  b4: 'before',
  rmv: 'remove',
  rmve: 'remove',
  befor: 'before',
  abt: 'about',
  frm: 'from',
  bc: 'because',
  cos: 'because',
  coz: 'because',
  evry: 'every',
  untill: 'until',
  wots: "what's",
  wats: "what's",
  whts: "what's",
  wot: 'what',
  wat: 'what',
  sum1: 'someone',
  some1: 'someone',
  any1: 'anyone',
  every1: 'everyone',
  no1: 'no one',
  gr8: 'great',
  l8r: 'later',
  l8: 'late',
  fwd: 'forward',
  fwds: 'forwards',
  prepone: 'bring forward',
  preponed: 'brought forward',
};
// (a letter joined to another by "&" is part of a name: "R&D", "U&I")
const SHORT = new RegExp(`(?<![\\p{L}\\p{N}'’&-])(?:${Object.keys(SHORT_FORMS).join('|')})(?![\\p{L}\\p{N}'’&-])`, 'giu');

/** Contractions without their apostrophe that are also words, restored only where the word cannot be meant. */
const CONTRACTED_IN_PLACE: Array<[RegExp, string]> = [
  // "were not going to the fete anymore", "were hosting a sleepover": a sentence that starts so is "we're"
  [/(?<=^|[.!?;,]\s*)were (?=(?:not|finally|off|away|out|busy|all|both|also|still|just|now|\p{L}+ing)\b)/giu, "we're "],
  // "id like to start a list"
  [/(?<=^|[.!?;,]\s*)id (?=(?:like|love|rather|prefer|appreciate|better)\b)/gi, "i'd "],
  // "its friday the 20th", "its off": "its" before what only "it is" comes before
  [
    /\bits (?=(?:on|off|at|now|not|been|going|gonna|ok|okay|fine|just|only|actually|still|also|all|done|over|cancell?ed|canceled|moved|back|the|a|an|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight)\b)/gi,
    "it's ",
  ],
  // "well be away": after a sentence's start
  [/(?<=^|[.!?;,]\s*)well (?=be\b)/gi, "we'll "],
  // "what times the vet on thursday"
  [/\bwhat times (?=(?:the|my|our|his|her|their)\b)/gi, "what time's "],
  // "scrap thursdays haircut", "make fridays netball an hour earlier": the day's event, not every such day
  [
    /\b((?:make|scrap|cancel|rename|move|delete|remove|change|shift|push|skip|drop|for|about|is|what's|when's) )((?:mon|tues|wednes|thurs|fri|satur|sun)day)s (?!(?:at|on|from|and|or|until|till|to|only|morning|afternoon|evening|night|arvo)\b|\d)(?=\p{L})/giu,
    "$1$2's ",
  ],
  // "haircuts off", "crickets rained out": one thing said to be off
  // (never a plural of its own: "classes cancelled", "buses off")
  [/(?<=^|[.!?;,]\s*)(\p{L}{3,})(?<![sxz]e|[cs]he|s)s (?=(?:off|cancell?ed|canceled|called off|rained out)\b)/giu, "$1's "],
];

/** "next week's programme": the schedule for next week, as the calendar's questions say it. */
const WEEKS_PLANS =
  /\b((?:this|next|last|the) (?:week|weekend|month)|the weekend)'s (schedule|calendar|agenda|diary|plans?|program(?:me)?s?|events?|activities|line-?up|appointments?)\b/giu;

/** "a full day in advance", "two hours ahead of time": before, as reminders say it. */
const IN_ADVANCE = /\b((?:an?|one|two|three|\d+) )(?:full |whole )?(days?|hours?|hrs?|weeks?|minutes?|mins?) (?:in advance|ahead of time)\b/gi;

/**
 * "swimming's at 5 now", "the dentist on friday's at the Coogee practice", "the concert's been brought forward": a thing
 * said to be or to have been, spelled out as the readers of news meet it (a member's own thing, "mia's swimming", stays).
 */
const NOT_A_THING =
  "(?<!\\b(?:at|to|from|my|our|his|her|their|your)\\s+)(?<!\\b(?:at|to|from)\\s+(?:my|our|his|her|their|your|the)\\s+)(?!(?:it|that|what|there|here|who|where|how|when|let|he|she|one|everyone|everything|nothing|something)'s)";
const THING_HAS = new RegExp(`\\b${NOT_A_THING}(\\p{L}{2,})'s (?=(?:been|gone|moved|changed)\\b)`, 'giu');
const THING_IS = new RegExp(
  `\\b${NOT_A_THING}(\\p{L}{2,})'s (?=(?:at|now|only|off|just|actually|still|till|until|back|going|coming|starting|finishing|happening|cancell?ed|canceled|over|picking|dropping)\\b)`,
  'giu',
);

/** "between 3 & 5", "anna & george", "milk & eggs": the "and" it stands for ("P&C", written as one word, is a name). */
const AMPERSAND = /(?<=\S)\s+&\s+(?=\S)/g;

/** "anything on for y'all this weekend": the family, as "us" says it; "y'all put it in" is asking the assistant. */
const FOR_YALL = /\b(for|with|of) (?:y'?all|you all|all y'?all)\b/gi;
const YALL = /\b(?:y'?all|all y'?all)\b/gi;

/** "change of plan, piano is thursday", "plans changed - dinner is sunday": what follows changes something already in. */
const PLAN_CHANGED =
  /^((?:hi|hey|ok|okay|so|oh|right|sorry)[,!. ]+)?(?:(?:a |slight |small |quick )?change of plans?|plans? (?:have |has )?changed|(?:quick )?(?:update|correction|amendment)(?=\s*[:\u2013\u2014-]))\s*[,:;.!\u2013\u2014-]*\s*(?=\S)/i;

const IN_PLACE: Rule[] = [
  [PLAN_CHANGED, '$1actually, '],
  // "rm nappies from the list": the command's short form, at the start and taking something from somewhere (not "rm 12")
  [/^rm (?=\S.*\b(?:from|off)\b)/i, 'remove '],
  // "take the pasta off the list entirely": how wholly it goes is no part of the list's name
  [/\b(list|to-?dos?|to do)\s+(?:entirely|completely|altogether|for good)\b/gi, '$1'],
  ...WORD_SLIPS,
  [AMPERSAND, ' and '],
  [FOR_YALL, '$1 us'],
  [YALL, 'you'],
  ...CONTRACTED_IN_PLACE,
  [THING_HAS, '$1 has '],
  [THING_IS, '$1 is '],
  [WEEKS_PLANS, 'the $2 for $1'],
  [IN_ADVANCE, '$1$2 before'],
  ...SPOKEN_FORMS,
];

export const spelledOut = (text: string) =>
  IN_PLACE.reduce(
    (out, [pattern, to]) => (typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to)),
    restoreApostrophes(spellTypedDays(fromDialect(text)).replace(SHORT, (word) => SHORT_FORMS[word.toLowerCase()] ?? word)),
  );
