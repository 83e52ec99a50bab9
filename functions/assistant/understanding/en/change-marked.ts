import type { Interpretation } from '../types';
import { NO_SET_TIME, SAID_DAY, SAID_TIME } from './date-words';
import { AHEAD_AMOUNT, UNIT } from './number-words';

/**
 * Words that say something already in the calendar changes: "…instead", "…is now thursday", "…push one hour later",
 * "…rename to…", "…is actually the optometrist",
 * "piano earlier, 3:45". (When it ends, "finishes at 8", is said of new events too.)
 */
export const MARKED =
  /\b(?:instead|rescheduled|postponed|brought forward|pushed|push (?:it |that )?(?:back|forward|out|(?:an?|one|two|half an?|\d+) (?:hours?|hrs?|mins?|minutes?))|(?:an?|one|two|half an?|\d+) (?:hours?|hrs?|mins?|minutes?) (?:later|earlier)|rename|renamed|running late|actually|(?:is|are|'s) now|moved|moving (?:it |this |that )?to|earlier|switched|swapped|shifted|bumped|changed (?:to|over to)|will now|more late|(?:kindly |please )?adjust|change of plans?|plans? (?:have |has )?changed|new (?:time|date|day)|no longer|re-?booked)\b|\bnow[.!]*$/i;
/** Words that say something already in the calendar is off: "there will be no choir practice", "…is closed, remove…". */
const OFF = new RegExp(
  String.raw`\b(?:there(?:'s| is| will be) no(?! ${NO_SET_TIME})|no more|not happening|won'?t (?:run|be on|go ahead|happen)|called off|cancell?ed|not going ahead|(?:is|are|'s) off(?! to\b)|remove|delete)\b`,
  'i',
);
/** A yes/no question at the end: "is swimming moved to friday?", "the dentist rang, is it still on monday?". */
export const ASKS_YES_NO = /(?:^|[.,;:!—–-]\s*)(?:is|are|was|were|has|have|did|does|do)\s+(?!(?:you|u)\b)[^.,;:!?—–-]*\?\s*$/i;
/** A message with a sentence that says to add something is a new event whatever else it says. */
export const ADDING =
  /(?:^|[.!?]\s+)(?:please |can you |could you )?(?:add|put|pop|book(?! (?:club|fair|week|parade|swap)\b)|schedule|new|create|pencil|remind|set|make (?:a|an) )\b|\b(?:pop|put|add|stick|chuck) (?:it|that|this|them) (?:in|on|down)\b/i;

/**
 * "Aunty Mei dinner push one hour later", "there will be no church choir practice this Saturday", "mia's orthodontist called — her appointment's now thursday the 12th": a new
 * event whose message says a change is not new. It is read as the change or the cancel, when read so it is one; otherwise the new
 * event stands.
 */
export function changeMarked(said: string, meant: Interpretation, read: (text: string) => Interpretation): Interpretation {
  const first =
    'clarify' in meant || ('tool' in meant && meant.tool === 'createEvent' && !meant.then)
      ? topicFirst(said, meant)
      : 'tool' in meant && (meant.tool === 'agenda' || meant.tool === 'findEvent')
        ? pointedAt(said)
        : null;
  const asked = first ? read(first) : null;
  if (asked && 'tool' in asked && asked.tool === 'updateEvent') return asked;
  if (!('tool' in meant) || meant.tool !== 'createEvent' || meant.then || (meant.input as { recurrence?: string }).recurrence !== 'none') return meant;
  if (ADDING.test(said) || ASKS_YES_NO.test(said)) return meant;
  const [prefix, tool] = OFF.test(said) ? ['cancel', 'cancelEvent'] : MARKED.test(said) ? ['change', 'updateEvent'] : [];
  if (!prefix) return meant;
  // "can we do the dentist thursday instead", "we've rebooked the hairdresser for friday 11am": said as a plan, a move
  const plan = tool === 'updateEvent' ? PLANNED.exec(said) : null;
  const again = read(plan ? `move ${said.slice(plan[0].length)}` : `${prefix} ${said}`);
  return 'tool' in again && again.tool === tool ? again : meant;
}

/** A change said as what the family will do: "can we do…", "let's make…", "we'll have…", "we've rebooked…". */
const PLANNED =
  /^(?:(?:can|could|shall) we (?:do|make|have)|we(?:'ll| will|'re| are) (?:do|doing|make|making|have|having)|let'?s (?:do|make|have)|we(?:'re| are) (?:going to|gonna) (?:do|make|have)|(?:(?:we|i)(?:'ve| have) )?re-?booked)\s+/i;

/** A new day or time: what a change said after its event moves it to. */
const NEW_WHEN = new RegExp(`^(?:(?:on|at|to)\\s+)?(?:${SAID_TIME}|${SAID_DAY})(?:\\s+(?:at\\s+)?${SAID_TIME})?$`, 'i');
const LONGER = /^(.+?)\s+finish(?:es)? later[.,]?\s+add\s+(an hour|\d+\s*(?:mins?|minutes))[.!]*$/i;

const REMIND_BEFORE = new RegExp(
  `^(.+?)[.,]?\\s+(?:ah|lah|la|ok|pls|please)?[,\\s]*(?:(?:can you|could you|pls|please)\\s+)?(?:remind|message|text|ping|buzz|nudge|holler at) me\\s+(${AHEAD_AMOUNT}\\s*${UNIT}\\s+before|the (?:day|night) before)\\b[^.?!]{0,20}[.?!]*$`,
  'i',
);

/**
 * The event first, then the change, as a terse note says it: "Sam swimming Saturday 9am. Change 10am.", "Leo daycare
 * pickup tomorrow move 4:30", "Optometrist Sam rename. New name eye test.", "Mia piano Monday finish later. Add 30
 * minutes.": the same change said the usual way round, or null.
 */
function topicFirst(said: string, meant: Interpretation): string | null {
  // "Mia tuition on Tuesday, remind me 30 min before": an event with no time told for a reminder is one already planned
  const remind = REMIND_BEFORE.exec(said);
  if (remind && !/\b(?:put|add|pop|book|schedule)\b/i.test(remind[1]))
    return 'tool' in meant && (meant.input as { time?: string | null }).time ? null : `remind me ${remind[2]} ${remind[1]}`;
  const text = said.replace(/[.!]*\s*(?:(?:same )?(?:time|day) same|same (?:time|day))[.!]*$/i, '').trim();
  const moved = /^(.+?)[.,]?\s+(?:change|move|moved|now)(?:\s+to)?\s+(.+?)[.!]*$/i.exec(text);
  if (moved && NEW_WHEN.test(moved[2]) && !/^(?:please |can you |could you )?(?:add|put|new|book)\b/i.test(moved[1])) return `move ${moved[1]} to ${moved[2]}`;
  const renamed = /^(.+?)[.,]?\s+rename[.,:]?\s+(?:new name|call it|to)[:,]?\s+(.+?)[.!]*$/i.exec(text);
  if (renamed) return `rename ${renamed[1]} to ${renamed[2]}`;
  const longer = LONGER.exec(text);
  if (longer) return `make ${longer[1]} ${longer[2]} longer`;
  return pointedAt(text);
}

/** The event named first, then a change that points back at it: "Leo's swimming on Saturday, can we move it 15 minutes earlier?". */
const POINTED =
  /^(.+?)[,.;:!?—–-]+\s*(?:(?:can|could|would) (?:we|you|u) |pls |please |so |and )*(move|push|bring|shift|change|make)\s+(?:it|that|this)\b\s*(.*?)[?.!\s]*(?:thank(?:s| you)[.!]*)?$/i;
const pointedAt = (said: string) => {
  const pointed = POINTED.exec(said);
  // (the change must say what: "…can you just move it?" says nothing of how)
  return pointed?.[3] ? `${pointed[2]} ${pointed[1]} ${pointed[3]}` : null;
};
