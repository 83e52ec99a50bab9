import { COUNT_RE } from './number-words';

/** "pls ad milk", "half a hour": slips that are words elsewhere, corrected only where the other word cannot be meant. */
const SLIPS: Array<[RegExp, string]> = [
  [/(?<=^|[.!?;,]\s*|\b(?:please|can you|could you|and) )ad (?=\p{L})/giu, 'add '],
  [/\ba (?=(?:hour|hr)s?\b)/gi, 'an '],
  [/\ba (?:little|wee|tiny) bit\b/gi, 'a bit'],
  // "pop in a piano lesson", "can you chuck in Sam's footy": put in, as the request's verb (not "Nana's popping in").
  [/(?<=^|[.!?;,]\s*|\b(?:please|pls|can you|could you|can u|to|and|just) )(?:pop|chuck|bung|stick)(?= (?:in|it in|them in|that in)\b)/giu, 'put'],
  // "remind me to by milk": "buy", where "by" cannot be meant
  [
    /\b(to|need|must|gotta|and) by (?=(?:some |more |a |an |the )?\p{L}{3,})(?!(?:the )?(?:end|time|then|now|tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|this|noon|midnight)\b)/giu,
    '$1 buy ',
  ],
  // "kindly put one appointment for leo to eye doctor": "one" for "an", and the appointment is with the doctor
  [
    /\b((?:put|add|book|schedule|make|fix|set|create|enter|keep|note)(?: up)?) one (?=(?:appointment|meeting|event|reminder|entry|class|session|booking|slot)\b)/gi,
    '$1 an ',
  ],
  [
    /\b(appointments?) to (?=(?:the |a |an )?(?:eye|dentist|doctor|gp|vet|physio|specialist|optician|optometrist|paediatrician|pediatrician|orthodontist|clinic|hospital))/gi,
    '$1 with ',
  ],
  // "move dentist 2 next wk", "push swimming 2 thursday": "to" typed as "2" before the day it moves to
  [
    /\b((?:move|moved|push|pushed|shift|shifted|bump|bumped|reschedule|rescheduled|postpone|postponed|change|changed|switch|switched)\b[^\d,.;!?]{1,40}?)(?<!\b(?:to|at|till|until|by|from|for)) 2 (?=(?:next|tomorrow|tmrw|the|mon|tue|wed|thu|fri|sat|sun)\w*\b)/gi,
    '$1 to ',
  ],
  // "is there coffee on the lust", "add eggs to the lost": a list, where the other word cannot be meant
  [/\b((?:on|to|off|from) (?:the|my|our|shopping|grocery)) (?:lust|lost|lsit|lits)\b/gi, '$1 list'],
  // "takes like 2 hours", "for like half an hour": "like" before an amount only hedges it
  [new RegExp(`\\b(takes?|lasts?|runs?|goes|finish(?:es)?|ends?|for|about|around)\\s+like\\s+(?=(?:${COUNT_RE})\\b)`, 'gi'), '$1 '],
  // "4:15 every week, half-hour lessons": how long each is, said of the lessons
  [/,\s*half[- ]hour (?:lessons?|sessions?|classes|class)(?=\s*(?:[.!?]|$))/gi, ', for 30 minutes'],
  [/,\s*(\d{1,3})[- ]min(?:ute)? (?:lessons?|sessions?|classes|class)(?=\s*(?:[.!?]|$))/gi, ', for $1 minutes'],
  [/,\s*(\d)[- ]hour (?:lessons?|sessions?|classes|class)(?=\s*(?:[.!?]|$))/gi, ', for $1 hours'],
  // "add to my to-do: pay the fees": the list named, then its items.
  [/\b(to-?do)\s*:/gi, '$1 list:'],
];

/** Words of a change that English borrows from French and Spanish ("annul the dinner", "displace the meeting"). */
const SAME_MEANING: Array<[RegExp, string]> = [
  [/\bannull?(ed|ing)?\b/gi, 'cancel$1'],
  [/\bdisplac(e|ed|ing)\b/gi, 'mov$1'],
  [/\bsuppress(ed|ing)?\b/gi, 'delete$1'],
  [/\bprolong(ed|ing)?\b/gi, 'extend$1'],
  [/\bamend(ed|ing)?\b/gi, 'change$1'],
  // "i am needing to put appointment of leo with doctor": "i need to", and the appointment is with the doctor
  [/\b(i|we) (?:am|are|'m|'re) needing\b/gi, '$1 need'],
  [/\b(appointments?) of ([\p{L}]+(?:'s)?) with\b/giu, '$1 for $2 with'],
  [/\b(?:is|are|was|been) advanced to\b/gi, 'is moved to'],
  // "swimming's been put back an hour": later, as "pushed back" says it
  [/\bput (back|forward)(?= (?:by )?(?:an?|one|two|three|half|\d))/gi, 'pushed $1'],
];

/** "9h30", "at 17h", "Monday 11h": the hours of a 24-hour clock as much of Europe writes them ("for 2h" is a length). */
const HOURS_H: Array<[RegExp, string]> = [
  [/\b([01]?\d|2[0-3])h([0-5]\d)\b/g, '$1:$2'],
  [
    /(?<=\b(?:at|from|to|till|until|between|and|by|@|-|(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|\d{1,2}(?:st|nd|rd|th)?|march)\s?)([01]?\d|2[0-3])h\b/gi,
    '$1:00',
  ],
  // "night shift 1900-0730", "0700 to 1530": two 24-hour times without their colons, one of them plainly so (not "2019-2020").
  [/\b(0\d|1[0-8]|2[1-3])([0-5]\d)\s*(-|–|to|till|until)\s*([01]\d|2[0-3])([0-5]\d)\b/g, '$1:$2 $3 $4:$5'],
  [/\b(19|20)([0-5]\d)\s*(-|–|to|till|until)\s*(0\d)([0-5]\d)\b/g, '$1:$2 $3 $4:$5'],
];

/**
 * What voice typing writes: its punctuation said as words ("…at 5 p.m. period", "comma", "question mark"),
 * "a.m."/"p.m." with their dots, and an hour heard as another word ("at for p.m.", "at to thirty").
 */
const CLOCK_AFTER = String.raw`(?=\s*(?:p\.?\s?m\b|a\.?\s?m\b|o'?clock|thirty|fifteen|forty|twenty|ten|fifty|\d{2}\b))`;
const DICTATED: Array<[RegExp, string]> = [
  [/\b([ap])\.\s?m\.(?=\s+\p{Lu})/gu, '$1m.'],
  [/\b([ap])\.\s?m\.?(?=\s|$|[,!?])/gi, '$1m'],
  [
    /(?<!\b(?:free|study|lunch|trial|grace|notice|waiting|holiday|exam|rest|first|second|third|fourth|fifth|sixth|last|double|this|that|the|a|\d))\s+(?:full stop|period)(?=\s*$|\s+\p{Lu})/giu,
    '.',
  ],
  [/\s+comma\s+/gi, ', '],
  [/\s+question mark\s*$/i, '?'],
  [/\s+exclamation (?:mark|point)\s*$/i, '!'],
  [new RegExp(`\\b(at|by|from|till|until|to)\\s+(?:for|fore)\\b${CLOCK_AFTER}`, 'gi'), '$1 four'],
  [new RegExp(`\\b(at|by|from|till|until)\\s+(?:to|too)\\b${CLOCK_AFTER}`, 'gi'), '$1 two'],
];

/**
 * Marks typed for words: "swimming tmrw ❌" is cancelled, "dentist fri ➡️ mon" moves it; "monday9am", "remindme":
 * a day and its time, or a request and its "me", typed without the space between.
 */
const MARKS: Array<[RegExp, string]> = [
  [/\s*(?:❌|✖️?|🚫)+(?=\s|$)/gu, ' cancelled'],
  [/\s*(?:➡️?|→|⇒|⟶)\s*/gu, ' -> '],
  [/\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight)(\d)/gi, '$1 $2'],
  [/\b(remind|tell|show|text|message)(me)\b/gi, '$1 $2'],
];

/** "…at 10, no need for a reminder": no reminder is asked for, and the words are no part of the event. */
const NO_REMINDER: [RegExp, string] = [
  /[,.;]?\s*(?:(?:there'?s |with )?no need for (?:a |any )?reminders?|no reminders? (?:needed|necessary|required|please|pls)|don'?t (?:need|bother with) (?:a |any )?reminders?)[.!]*$/i,
  '',
];

/** "chuck em on the list", "tick 'em off": "them" after a verb that takes things. */
const EM: [RegExp, string] = [
  /\b(put|pop|chuck|stick|bung|add|get|grab|take|tick|cross|throw|whack|move|cancel|delete|remove|book|buy)\s+'?em\b(?!')/gi,
  '$1 them',
];

/** Words mended in place before any reader sees the message. */
export const WORD_SLIPS: Array<[RegExp, string]> = [...MARKS, EM, NO_REMINDER, ...DICTATED, ...SLIPS, ...SAME_MEANING, ...HOURS_H];
