import type { Message } from '../message';
import type { Changes } from './event-changes';
import { COUNT_RE, numberWord } from './number-words';
import { readWhen } from './read-when';

/** An event's length changed by message, its start kept (or, running late, its start moved): the event's words and the change. */
export interface LengthChange {
  target: string;
  changes: Changes;
}

/**
 * A length changed by an amount, its start kept: "the board meeting is running an extra half hour", "piano runs 15 mins
 * longer on friday", "karate is 30 min shorter from now on", "extend the meeting by an hour", "make swimming 10 minutes shorter". Running late is a later start.
 */
const AMOUNT = `(?:(?:about|around|roughly|approximately|approx)\\s+)?(?<amount>${COUNT_RE})\\s*(?<unit>hours?|hrs?|minutes?|mins?)`;
const RUNS_LONGER = new RegExp(
  `^(?<what>.+?)\\s+(?:(?:is|are|will|'ll|will be|is going to|are going to|going to|gonna)\\s+)?(?<verb>running|run|runs|going|go|goes|lasting|last|lasts|taking|take|takes|be|on|is|are|'s)\\s+(?:on\\s+)?(?:for\\s+)?(?:(?<over>over|overtime|late|behind)\\s+by\\s+)?(?:(?<extra>an? extra|another|an? (?:additional|further))\\s+)?${AMOUNT}(?:\\s+(?<how>longer|over|overtime|extra|more|shorter|less|late|behind))?\\b(?<rest>.*)$`,
  'i',
);
// ("prolong the meeting of 30 minutes": "of" as French and Spanish say "by")
const BY_AMOUNT = new RegExp(`^(?<verb>extend|lengthen|prolong|shorten|cut)\\s+(?<what>.+?)(?:\\s+short)?\\s+(?:by|of)\\s+${AMOUNT}\\b(?<rest>.*)$`, 'i');
/** The event first, then what to do to it: "football of sam saturday, postpone one hour", "school mtg thu +30 min longer". */
const THEN_BY = new RegExp(
  `^(?<what>.+?)(?:\\s*[,:;.–-]+\\s*|\\s+(?=\\+))(?:(?:please|pls|can you|could you)\\s+)?(?<verb>postpone|push(?: it)? back|delay|put(?: it)? back|bring(?: it)? forward|move(?: it)? forward|extend|lengthen|prolong|shorten|make it|\\+)(?:\\s+it)?\\s*(?:(?:by|of)\\s+)?${AMOUNT}(?:\\s+(?<how>longer|shorter|extra|more|later|earlier))?\\b(?<rest>.*)$`,
  'i',
);
/** "…is going to run longer than we thought": news that it is longer, said before its new length. */
const RUN_LONGER_NEWS =
  /\s+(?:is|are|will|'s)\s+(?:going to |gonna )?(?:run|go|be)\s+(?:on\s+)?(?:longer|over)(?:\s+than\s+(?:we|i)\s+(?:thought|expected|planned))?\s*$/i;
/** "add another half hour to the party", "tack 15 mins onto swimming": a longer event. */
const TACK_ON = new RegExp(
  `^(?:add|tack|put|stick|chuck)\\s+(?:on\\s+)?(?:(?:an? extra|another|an? (?:additional|further))\\s+)?${AMOUNT}\\s+(?:on(?:to)?|to)\\s+(?<what>.+)$`,
  'i',
);
/** "the meeting got extended by an hour" */
const GOT_LONGER = new RegExp(
  `^(?<what>.+?)\\s+(?:has been|have been|'s been|got|was|were|is|are|will be)\\s+(?<verb>extended|lengthened|shortened|cut)(?:\\s+short)?\\s+by\\s+${AMOUNT}\\b(?<rest>.*)$`,
  'i',
);
/** "piano is only half an hour on friday", "the meeting has been cut to 30 mins": a new length, the day saying which one. */
const LENGTH_IS = new RegExp(
  `^(?<what>.+?)\\s+(?:is|are|'s|will be|will only be|has been (?:cut|shortened|changed) to|(?:got|was) (?:cut|shortened|changed) to|will take|takes|is going to take|will last|lasts|will run|will go|needs|wants|will need|requires)\\s+(?:(?:now|only|just)\\s+)*(?:for\\s+)?${AMOUNT}(?<half>\\s+and (?:a )?half)?(?:\\s+long)?(?<rest>(?:\\s+for\\s+\\p{L}+)?(?:\\s+(?:now|only|instead))*(?:\\s+(?:this|next|on|tomorrow|today|tonight|tmrw)\\b.*)?)$`,
  'iu',
);
/** What it was before, said after the new length: "…a full hour for Sam, not half an hour", "45 mins, not the hour". */
const NOT_BEFORE = new RegExp(
  `(?<=(?:hours?|hrs?|minutes?|mins?)(?:\\s+for\\s+\\p{L}+)?),?\\s+(?:not|instead of|rather than)\\s+(?:the (?:full |whole )?hour|${AMOUNT.replace('<amount>', '<was>').replace('<unit>', '<wasUnit>')})(?=[.!]?$|,)`,
  'iu',
);
/** A new length without what it was before ("fish market fri is only 45 mins" for "…45 mins no the hour"). */
export const withoutLengthBefore = (text: string) => text.replace(NOT_BEFORE, '');
/** "mia netball 2hrs not 1": the length corrected. */
const LENGTH_NOT = new RegExp(
  `^(?<what>.+?)\\s+(?:(?:is|now)\\s+)*${AMOUNT}(?:\\s+long)?,?\\s+(?:not|instead of|rather than)\\s+(?:${COUNT_RE})(?:\\s*(?:hours?|hrs?|minutes?|mins?))?(?<rest>(?:\\s+(?:now|this|next|on|tomorrow|today|tonight|tmrw)\\b.*)?)$`,
  'i',
);
/** "half hr later for the dentist": the amount first, then the event. */
const LATER_FOR = new RegExp(`^${AMOUNT}\\s+(?<how>later|earlier|longer|shorter)\\s+(?:for|on)\\s+(?<what>.+)$`, 'i');
/** "playgroup on Friday finishes 30 minutes later this week": the end moves, the start stays. */
const ENDS_LATER = new RegExp(
  `^(?<what>.+?)\\s+(?:will\\s+)?(?:finish(?:es)?|ends?|runs?|goes|go|wraps? up)\\s+${AMOUNT}\\s+(?<how>later|earlier)\\b(?<rest>.*)$`,
  'i',
);
const MAKE_LONGER = new RegExp(`^make\\s+(?<what>.+?)\\s+${AMOUNT}\\s+(?<how>longer|shorter)\\b(?<rest>.*)$`, 'i');

export function lengthChange(said: string, m: Message): LengthChange | null {
  // ("a full hour", "a whole hour": an hour)
  const text = said.replace(/\b(?:a|one)\s+(?:full|whole|solid|good)\s+(hours?|hrs?)\b/gi, 'an $1');
  // ("runs an extra hour", "another hour": one hour)
  const runs = RUNS_LONGER.exec(text.replace(/\b(an? extra|another|one more)\s+(hours?|hrs?)\b/i, '$1 1 $2'))?.groups;
  // "we're running 10 mins late": the sender, not an event
  if (runs && /^(?:i|i'm|im|i'll|we|we're|we'll|we are|i am|you|he|she|they|they're|mum|dad|everyone)$/i.test(runs.what.trim())) return null;
  // ("karate is 30 min shorter": "is" says a length only with longer or shorter)
  const only = runs && /^(?:is|are|'s)$/i.test(runs.verb) && !/^(?:longer|shorter)$/i.test(runs.how ?? '');
  if (runs && !only && (runs.extra || runs.over || runs.how)) {
    const how = runs.over ?? runs.how ?? '';
    const minutes = shiftMinutes(runs.amount, runs.unit, true);
    const target = `${runs.what} ${runs.rest}`;
    if (/late|behind/i.test(how)) return runs.extra ? null : { target, changes: { shiftMinutes: minutes } };
    // ("…an hour longer now": "now" says the change is new, not when the thing is)
    return { target: target.replace(/\bnow\b/gi, ' '), changes: { lengthenMinutes: /shorter|less/i.test(how) ? -minutes : minutes } };
  }
  const then = THEN_BY.exec(text)?.groups;
  if (then && !/^(?:it|that|this)$/i.test(then.what.trim())) {
    const verb = then.verb.toLowerCase();
    const way = then.how?.toLowerCase() ?? '';
    // "make it 30 mins longer", "+30 min": a length unless said to be later or earlier
    const length = /^(?:extend|lengthen|prolong|shorten|make|\+)/.test(verb) && !/later|earlier/.test(way);
    const more = !/shorten|forward/.test(verb) && !/shorter|earlier/.test(way);
    const minutes = shiftMinutes(then.amount, then.unit, more);
    if (verb !== 'make it' || way) return { target: `${then.what} ${then.rest}`, changes: length ? { lengthenMinutes: minutes } : { shiftMinutes: minutes } };
    // ("the recital is going to run longer than we thought - could you make it two hours?": its whole length)
    if (/^(?:\s*[?.!])?$/.test(then.rest)) return { target: then.what.replace(RUN_LONGER_NEWS, ''), changes: { durationMinutes: minutes } };
  }
  const by = (BY_AMOUNT.exec(text) ?? GOT_LONGER.exec(text))?.groups;
  if (by) return { target: `${by.what} ${by.rest}`, changes: { lengthenMinutes: shiftMinutes(by.amount, by.unit, !/^(?:shorten|cut)/i.test(by.verb)) } };
  const is = LENGTH_IS.exec(text)?.groups;
  // (not "ballet sat 2pm, takes an hour and a half" nor "soccer is 90 minutes on saturdays at 9am": an event told with
  // its time or its days is a new one)
  const told = (t: string) => /,|\d\s*(?:am|pm)\b|\bat \d|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b/i.test(t);
  if (is && !/^(?:it|that|this|there)$/i.test(is.what.trim()) && !told(is.what) && !told(is.rest) && !readWhen(is.what, m.wall, m.ctx.timezone))
    return {
      target: `${is.what} ${is.rest.replace(/\b(?:now|only|instead)\b/gi, ' ')}`,
      changes: { durationMinutes: shiftMinutes(is.amount, is.unit, true) + (is.half && /^h/i.test(is.unit) ? 30 : 0) },
    };
  const ends = ENDS_LATER.exec(text)?.groups;
  if (ends && !/^(?:it|that|this)$/i.test(ends.what.trim()))
    return { target: `${ends.what} ${ends.rest}`, changes: { lengthenMinutes: shiftMinutes(ends.amount, ends.unit, /later/i.test(ends.how)) } };
  const later = LATER_FOR.exec(text)?.groups;
  if (later) {
    const minutes = shiftMinutes(later.amount, later.unit, /later|longer/i.test(later.how));
    return { target: later.what, changes: /later|earlier/i.test(later.how) ? { shiftMinutes: minutes } : { lengthenMinutes: minutes } };
  }
  const not = LENGTH_NOT.exec(text)?.groups;
  if (not && !/^(?:it|that|this)$/i.test(not.what.trim()) && !readWhen(`${not.what} ${not.rest}`, m.wall, m.ctx.timezone)?.time)
    return { target: `${not.what} ${not.rest}`, changes: { durationMinutes: shiftMinutes(not.amount, not.unit, true) } };
  const make = MAKE_LONGER.exec(text)?.groups;
  if (make) return { target: `${make.what} ${make.rest}`, changes: { lengthenMinutes: shiftMinutes(make.amount, make.unit, /longer/i.test(make.how)) } };
  return null;
}

export const shiftMinutes = (amount: string, unit: string, later: boolean) => {
  const n = /^half/i.test(amount) ? 30 : /^an?$/i.test(amount) ? 1 : (numberWord(amount) ?? Number(amount)) || 1;
  const minutes = /^w/i.test(unit) ? n * 10080 : /^d/i.test(unit) ? n * 1440 : /^h/i.test(unit) && !/^half/i.test(amount) ? n * 60 : n;
  return later ? minutes : -minutes;
};

/** "add another half hour to the party", "tack 15 mins onto swimming" (not "…onto it": nothing says which). */
export function tackedOn(text: string): LengthChange | null {
  const tacked = TACK_ON.exec(text)?.groups;
  if (!tacked || /^(?:it|that|this)$/i.test(tacked.what.trim())) return null;
  return { target: tacked.what, changes: { lengthenMinutes: shiftMinutes(tacked.amount, tacked.unit, true) } };
}
