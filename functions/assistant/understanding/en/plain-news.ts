import { WEEKDAY } from './date-words';
import type { Rule } from './plain-request';

/**
 * Requests told the long way round, put the plain way: to-dos after a colon or "re", a to-do done with a request that
 * only points back at it, and a change told among what did not change (a new place, a time brought forward at someone's
 * request, the old time after the new).
 */

const THE_TODO = String.raw`(?:it|that|this|them|those|that one|this one|that to-?do|that task)`;
const ON_TODOS = String.raw`(?: (?:off |from )?(?:my |the )?(?:to-?dos?|to do(?: list)?|to-?do list)| (?:off )?(?:my|the) (?:list|jobs|tasks))?`;
const AS_DONE = String.raw`(?: as (?:done|complete|completed|finished))?`;
/** A tick-off that only points back at what the message told was done ("so please mark that to-do as complete"). */
const POINTED_DONE = String.raw`(?:(?:cross|tick|check|mark) ${THE_TODO}(?: off)?${ON_TODOS}${AS_DONE}|(?:tick(?: off)?|(?:cross|check|mark) off)${ON_TODOS}|${THE_TODO} (?:can|could|should) (?:now )?(?:be (?:marked|ticked|crossed|checked)(?: off)?${AS_DONE}|come off)${ON_TODOS})`;

/** To-dos introduced before they are said. */
export const TODOS_INTRODUCED: Rule[] = [
  // "put a to-do on my list: fill in the form", "add two things to my to-do list: …": what follows the colon is the to-dos
  [
    /^(?:(?:can|could) you |please )*(?:put|add|pop|stick|write)(?: down)? (?:a (?:to-?do|task|job)(?: (?:on|to|in)(?: my| the)? (?:to-?do |to do )?list)?|(?:two|three|four|a few|some|these|the following) (?:(?:to-?dos|tasks|jobs)(?: (?:on|to|in)(?: my| the)? (?:to-?do |to do )?list)?|things (?:on|to|in)(?: my| the)? (?:to-?do|to do) list))(?: please)?\s*:\s*(.+?)\??$/i,
    'todo: $1',
  ],
  // "remind me re car rego": what it is about
  [/^remind (me|us) (?:re:?|regarding|reg) (.+)$/i, 'remind $1 about $2'],
];

/** A to-do told done, then a tick-off that points back at it: "done <what the news said>", found by its words. */
export const DONE_AS_NEWS: Rule[] = [
  // "I have finally submitted the grant report, so please mark that to-do as complete", "the library books I returned
  // yesterday, you can tick": the news names the to-do, and the thing done is found by its words where the account has it
  [
    new RegExp(
      String.raw`^(?:done )?(?!(?:\p{L}+(?:'ve| have)? )?(?:just |already )?(?:got|bought|grabbed|picked up|found)\b)(?:(?:i|we)(?:'ve| have)? )?(?:\p{L}+ (?=\p{L}+ed\s))?(?:\p{L}+ed\s+)?(.+?)[,;.!]?\s+(?:so |and )?(?:(?:you can|please|pls|can you|could you) )*${POINTED_DONE}(?: (?:please|pls|now|thanks))?$`,
      'iu',
    ),
    'done $1',
  ],
];

/** A change told as news. */
export const CHANGE_AS_NEWS: Rule[] = [
  // "football is on another field now, at Centennial Park. Please put this as the new place.", "…is on other field, at
  // Queens Park" (the article left out)
  [
    /^(.+?) (?:is|are) (?:on|at|in) (?:a |another |a different |the other |a new |other |different )(?:field|court|pitch|ground|oval|pool|room|venue|place|location|hall)(?: now)?,? (at|in) ([^.!]+?)(?: now| instead)?(?:[.!]\s*(?:(?:please|pls|can you|could you) )*(?:put|make|set|use|save|update) (?:this|that|it) (?:as|to) the new (?:place|location|venue|address)(?: please| pls)?)?[.!]?$/i,
    '$1 is now $2 $3',
  ],
  // "the book club is no longer at Helen's house; it will be held at the library instead": where it is now
  [
    /^(.+?) (?:is|are) no longer (?:at|in) [^;,.]+[;,.]\s*(?:and )?(?:it|they)(?:'ll| will|'s|'re)? (?:be |is |are )?(?:held |on |happening )?(at|in) (.+)$/i,
    '$1 is now $2 $3',
  ],
  // "Leo's speech therapy on the 17th is telehealth now, so put the location as online pls": the new place asked for
  [
    /^(.+?)(?: (?:is|are) [^,]+?)?,? (?:so )?(?:(?:could|can) (?:you|u) |please |pls )*(?:put|set|change|make|update) the (?:location|place|venue|address) (?:as|to) (.+?)(?: (?:please|pls))?$/i,
    'change the location of $1 to $2',
  ],
  // "Leo swim lesson 30 min now, not 45", "…clinic this arvo goes 2 hrs now not 90 mins": a new length with the old one after it
  [
    /^(?!.*\b(?:is|are|be|will|was)\b)(.+?)(?: (?:goes|runs|lasts)(?: for)?)? ((?:\d+|an?|one|two|half an?) ?(?:mins?|minutes|hrs?|hours?)) now,? not (?:\d+|an?|one|two|half an?)(?: ?(?:mins?|minutes|hrs?|hours?))?[.!]?$/i,
    '$1 is $2 now',
  ],
  // "my netball's at 6 now not 5": the old time after "now" is the old time, not a new name
  [/\b(at \d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?) now,? not (\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm))?)(?=\s*(?:[,.;!]|$))/i, '$1 not $2'],
  // "sam's footy off this sat, ground's waterlogged", "mia's sleepover's off": a member's thing called off
  // (not someone dropping a child off, or a game kicking off)
  [
    /^(?!(?:who|what|when|where|which|how|is|are|do|does|did|has|have)\b)(\p{L}+'?s [\p{L}' -]{2,40}?)(?:'s| is)?(?<!\b(?:drop|drops|dropped|dropping|see|seeing|kick|kicks|kicked)(?: (?:him|her|them|us|me))?) off\b(?! (?:the|my|our|a|an|to|at|from)\b)/iu,
    '$1 is off',
  ],
  // "Sam's footy trial -> Sat 0900 instead", "Fri 1700 -> 1830": a 24-hour time written without its colon
  [
    /(?<=\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\.? |\b(?:at|to|from|till|until) |-> ?)([01]\d|2[0-3])([0-5]\d)\b(?!\s*(?:hrs?|hours|h)\b)/gi,
    '$1:$2',
  ],
  // "Ms Patel has asked to bring the meeting forward": the change asked
  [/^(?:.+?) (?:has|have|had) asked (?:us |me )?(?:if we can |if we could |to |that we )(?=(?:bring|move|push|shift|reschedule|change|cancel)\b)/i, ''],
  // "mia dentist now 4pm not 3:15", "leo's dentist friday - 2:30 now not 3:30": the new time said with the old one (not
  // an end: "finishes 2pm now not 1")
  [
    /^(.+?)(?<!\b(?:finish(?:es)?|ends?|until|till|til|by))(?: -)? (?:is )?(?:now (?:at )?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)|(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?) now),? (?:not|instead of) (\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)$/i,
    (_all, what: string, now?: string, said?: string, old?: string) => `${what} is at ${now ?? said} now not ${old}`,
  ],
  // "push sams orthodontist to 3.45... the one this friday", "move piano to 5, the monday one": which one, said after the
  // change, is the day of the one to change
  [
    new RegExp(
      String.raw`^((?:move|push|shift|change|bring|make)\s.+?)\s+((?:to|til|till|until)\s(?:[^.,;]|\.(?=\d))+?)\s*(?:\.{2,}|[.,;—–-])\s*the (?:one (?:on )?((?:this |next )?${WEEKDAY}(?:day)?|tomorrow|today)|((?:this |next )?${WEEKDAY}(?:day)?) one)[.!]*$`,
      'iu',
    ),
    (_all, change: string, to: string, day1?: string, day2?: string) => `${change} ${day1 ?? day2} ${to}`,
  ],
  // "mia's carnival got rained out, it's monday now not friday": news of why, then the day it moved to and from
  [
    new RegExp(
      String.raw`^(.+?)(?:\s+(?:got|was|has been|is|were|have been)\s+(?:rained out|washed out|postponed|moved|rescheduled|pushed back|put off))?,\s*(?:it'?s|it is|its|they'?re|now)\s+(?:now\s+)?((?:next |this )?${WEEKDAY}(?:day)?|tomorrow)(?:\s+now)?,?\s+(?:not|instead of)\s+((?:this )?${WEEKDAY}(?:day)?|today)[.!]*$`,
      'iu',
    ),
    'move $1 on $3 to $2',
  ],
];
