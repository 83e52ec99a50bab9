import { isoWeekday, SAID_DAY, SAID_TIME, WEEKDAY } from './date-words';
import type { Rule } from './plain-request';
import type { Interpretation } from '../types';

/**
 * "plumber can't do monday anymore. he's coming tuesday instead", "the tutor can't make thursday, moving it to friday":
 * the day it can't be, then the day it will be. Said over two sentences too, so it is sure of what it asks.
 */
const DAY_MOVED = new RegExp(
  String.raw`^(?!(?:i|we|you)\b)(.+?) (?:can'?t|cannot|won'?t|isn'?t|is not) (?:do|make|come|come on|make it|coming|coming on|doing)(?: on)? (${SAID_DAY})(?: anymore| any more| after all)?[.,;!]*\s+(?:so\s+)?(?:(?:he|she|they)(?:'s|'re| is| are|'ll be| will be| can) )?(?:(?:coming|come|doing|do|making it|make it|now)(?: on)? |moving it to |moved it to |moved to )?(${SAID_DAY})(?: instead)?((?:[\s,]+(?:same time|at the same time|same as before))?)[.!]*$`,
  'iu',
);
export function dayMoved(text: string, reread: (text: string) => Interpretation): Interpretation | null {
  if (!DAY_MOVED.test(text)) return null;
  const moved = reread(text.replace(DAY_MOVED, 'move $1 from $2 to $3$4'));
  return 'tool' in moved && moved.tool === 'updateEvent' ? moved : null;
}

/**
 * News of what is already in the calendar, the lists and the to-dos, put as the request it makes: who collects noted
 * on the event, a note after the event it is for, a time for the coming one only, a time asked for instead, a closure,
 * a list asked for by name, a reminder asked for after its reason.
 */
export const TOLD_RULES: Rule[] = [
  // "put the haircut on Friday under Leo", "the haircut on friday should be for leo not mia": whose it is, changed
  [/^(?:(?:can|could) you )?(?:put|file|pop) (?!(?:it|that|this|them)\b)(.+?) under (?!(?:the|my|our|a)\b)(\p{L}+)(?:'s name)?[.!]*$/iu, 'change $1 to $2'],
  [/^(.+?) (?:should be|is|needs to be) for (\p{L}+),? not (?:for )?\p{L}+[.!]*$/iu, 'change $1 to $2'],
  // "fri swim sesh - that's Leo's, pls put it under him", "…is sam's, pls put it under his name": whose it is, told, then asked for
  [
    /^(.+?)(?:\s*[-–—,]\s*(?:that'?s|it'?s)|\s+is) (\p{L}+)'s[.!,]*\s+(?:(?:please|pls|can you|could you)\s+)*(?:put|file|pop|move) (?:it|that) under (?:him|her|them|(?:his|her|their) name)\b.*$/iu,
    'change $1 to $2',
  ],
  // "the dentist on Monday is for Leo. Please put his name on it", "…is for Mia; I forgot to say so. Please assign it to
  // her": whose it is, told, then asked for
  [
    /^(.+?) (?:is|should be) for (\p{L}+)(?:[.!;]+\s+[^.!?;]+)?[.!;]+\s+(?:(?:please|pls|kindly|can you|could you)\s+)*(?:(?:put|add|write) (?:his|her|their) names? (?:on|to)|assign) (?:it|that)\b.*$/iu,
    'change $1 to $2',
  ],
  [/^(?:(?:please|pls|kindly|can you|could you)\s+)*(?:put|add|write) (\p{L}+)'s name (?:on|to) (?!(?:it|that)\b)(.+?)[.!?]*$/iu, 'change $2 to $1'],
  // "the party on saturday, call it off": the thing named first, then what to do with it
  [
    /^(?!(?:can|could|please|pls)\b)(.+?)\s*[,;:–—-]+\s*(?:(?:please|pls|just)\s+)?(?:call it off|scrap it|ditch it|bin it|cancel it|can it)(?:\s+(?:please|pls|thanks))?[.!]*$/i,
    'cancel $1',
  ],
  // "tennis begins a quarter hour earlier, so at quarter to four": the time said after "so" is the new one
  [
    /\s+(?:begins|starts|is|will be|'s)\s+(?:a |an |half an? )?(?:quarter(?: of an)? hour|half(?: an)? hour|hour|\d+\s*(?:mins?|minutes?|hrs?|hours?))\s+(?:earlier|later|sooner),?\s+(?:so|i\.?e\.?|which (?:is|makes it)|making it)\s+(?:at\s+)?(?=\S)/i,
    ' is now at ',
  ],
  // "ollies dad is running late so pickup is 5.30 today not 5": the news is why, what follows "so" is what changes
  [/^(?:[\p{L}'’]+\s+){1,4}(?:is|are|was|were|'s|'re) running (?:late|behind)(?: today| tonight)?,?\s+so\s+(?=.*\s(?:is|are)\s+(?:now\s+)?(?:at\s+)?\d)/iu, ''],
  // "rain check on the beach today, let's make it Saturday 10am": put off to another time
  [
    /^(?:(?:take|taking|we'?ll take) )?(?:a )?rain ?check on (.+?)[,;.]?\s+(?:let'?s|we'?ll|can we|could we) (?:make it|do it|go|move it to)\s+(.+)$/i,
    'move $1 to $2',
  ],
  // "new time for the dentist: 3:30", "new date for the party is the 20th"
  [/^(?:the )?new (?:time|date|day) (?:for|of) (.+?)(?:\s+is\s+|\s*[:=–-]\s*)(.+)$/i, 'move $1 to $2'],
  // "book club place change: Jo's house", "Mia's ballet the place change, now is in the Community Hall": its new place
  [
    /^(.+?),?\s+(?:the\s+)?(?:place|location|venue)\s+(?:changed|change|has changed|is changed|changing)\b\s*(?:[:.,;–—-]+\s*)?(?:(?:it'?s|it is)\s+)?(?:now\s+)?(?:is\s+)?(?:at\s+|in\s+|to\s+)?(.+?)[.!]*$/i,
    '$1 is now at $2',
  ],
  // "we're skipping swimming this week", "we're giving piano a miss tomorrow": that time of it is off
  [/^(?:we'?re|we are|i'?m|i am) (?:skipping|giving) (.+?)(?: a miss)?((?: (?:this|next|on|tomorrow|today|tonight)\b.*)?)$/i, 'skip $1$2'],
  // "Mia's party is no longer saturday, it's sunday"
  [/^(.+?) (?:is|are) no longer (?:on |at )?(.+?)(?:,|;|\s-)?\s+(?:it'?s|it is|they'?re|now)\s+(?:on |at )?(.+)$/i, 'move $1 from $2 to $3'],
  // "dentist booked for friday at 3", "got the car booked in for tuesday": what was booked, on the day said (not a
  // question, "do i have a meeting booked for 3", nor a cancel)
  [
    /^(?!(?:do|does|did|is|are|am|have|has|was|were|when|where|who|which|how|can|could|will|would|should)\b)(?!.*(?:\?|\b(?:anything|something|nothing|everything|what|whether|if|check|cancel\w*|delete|remove|scrap|call off|unbook)\b))([^,]+,\s*)?(?:(?:i|we)(?:'ve| have)? )?(?:got )?(?:the |a |an )?([\p{L}' ]{2,40}?) (?:is |'s |has been )?booked(?: in)? (?=(?:for|on|at|this|next|tomorrow|today|tonight|mon|tue|wed|thu|fri|sat|sun)|\d)/iu,
    // (whose it is, said in the news before it, stays: "Mia's got a sore tooth, dentist booked thursday")
    (_all, news: string | undefined, what: string) =>
      `add ${/^(?!(?:i|we|it|he|she|they)\b)(\p{L}+)(?:'s| has| is)\b/iu.exec(news ?? '')?.[1]?.concat("'s ") ?? ''}${what} `,
  ],
  // "grandpa's picking Sam up from cricket on Saturday, can you note that on it": who brings or collects, noted on the event
  [
    /^((?:\p{L}+\s+){1,3}?(?:is|are|will be)\s+(?:picking|collecting|dropping|taking|driving|bringing)\s+(.+?)\s+(?:(?:up|off|home)\s+)?(?:from|to|at|after)\s+(.+?))[,.!]\s*(?:(?:please|can you|could you|would you)\s+)*(?:note|add|put|write|pop)\s+(?:that|this|it)(?:\s+(?:on|to|in|against)\s+(?:it|that|the (?:event|calendar|entry)))?(?:\s+(?:please|for me))?[.?!]*$/iu,
    'put a note on $2 $3: $1',
  ],
  // "Sam's eye test on Monday, please put a note: bring his old glasses": the event named first, then the note
  [
    /^(?!(?:please|can|could|would|add|put|pop|make|write)\b)([^,:]+?)\s*[,;–—-]\s*(?:(?:please|can you|could you)\s+)*(?:put|add|pop|make|write|leave)\s+(?:a\s+)?note\s*(?:[:–—-]|saying|that says)\s*(.+)$/iu,
    'put a note on $1: $2',
  ],
  // "the plumbers coming friday now instead of thursday": the day said with "now" is the new one
  [
    new RegExp(
      `^(?:the |my |our )?([^,]+?)\\s+(?:(?:is|'s|are) )?(?:(?:coming|on|happening|booked) )?(${SAID_DAY})\\s+now,?\\s+(?:instead of|not|rather than)\\s+(?:on )?(${SAID_DAY})(?=\\s*(?:[,.!]|$))`,
      'i',
    ),
    'move $1 on $3 to $2',
  ],
  // "could the school disco be 6.30 instead of 6?": a new time or day asked for, with the one it replaces
  [/^(?:can|could) ((?:the|my|our|\p{L}+'s) .+?) (?:be|start|go) (?:at |on |to )?(.+?) instead(?: of .+?)?\??$/iu, 'move $1 to $2'],
  // "can piano be on thursday this week", "could swimming start at 5": a new day or time asked for, no "instead" said
  [
    new RegExp(
      `^(?:can|could) (?!(?:you|u|we|i|they|he|she|it|there)\\b)([^,]+?) (?:be|start|happen) (?:on |at )?((?:${SAID_DAY}|the \\d{1,2}(?:st|nd|rd|th)?|${SAID_TIME})(?: (?:at |on )?(?:${SAID_DAY}|${SAID_TIME}))?(?: this (?:week|wk|time))?)\\??$`,
      'i',
    ),
    'move $1 to $2',
  ],
  // "football will be on sunday this week": where the coming one is, told as different this week
  [
    new RegExp(
      `^(?!(?:add|put|pop|book|new|schedule|is|are|will)\\b)([^,.!?]+?) will be (?:on |at )?((?:${SAID_DAY}|${SAID_TIME})(?: (?:at |on )?(?:${SAID_DAY}|${SAID_TIME}))?) this (week|wk|time)[.!]*$`,
      'i',
    ),
    'move $1 to $2 this $3',
  ],
  // "mia's playdate fell through": news of a cancel
  [/^(?!(?:please|pls|can|could|did|has|have|is|was)\b)(\S.*?)\s+(?:has |have )?(?:fell|falls?|fallen) through\b/i, '$1 cancelled'],
  // "can sam's cricket go in every saturday at 8.30 until the 28th?": a thing asked to go in the calendar
  [/^(?:can|could) ((?:the |my |our |\p{L}+'s ).+?) go in(?: the (?:calendar|diary))?(?: for)? (.+?)\??$/iu, 'add $1 $2'],
  // "netball at 4.30 this week only": a new time for the coming one
  [new RegExp(`^(?!(?:add|put|pop|book|new|schedule)\\b)([^,.!?]+?) at (${SAID_TIME}) this (week|wk|time) only[.!]*$`, 'i'), '$1 is at $2 this $3 only'],
  // "the library rang, the books are overdue, remind me to return the library books": the news, then the request alone
  [new RegExp(`^(?:(?![^,]*\\b(?:remind|add|put|\\d|${SAID_DAY})\\b)[^,]+,\\s*){1,3}(remind me to [^,]+)$`, 'i'), '$1'],
  // "We need a list for Leo's birthday party, could you make one called Leo's party?": the list by the name asked for
  [
    /^.*?\b(?:could|can|would) you (?:please )?(?:make|create|start|set up) (?:one|a list|it|a new one) (?:called|named) (.+?)[?.!]*$/i,
    'create a list called $1',
  ],
  // "Leo's kindy is closed mon and tue for teacher only days": a closure is an event of its own over the days said
  // (two days in a row are a span, not a weekly series)
  [
    new RegExp(
      `^(?!(?:is|are|what|when|where)\\b)((?:\\p{L}+'s )?[\\p{L} ]{2,30}?) (?:is|are|will be) (closed|shut)\\b(.*?)\\b(${WEEKDAY}) (?:and|&) (${WEEKDAY})\\b(.*)$`,
      'iu',
    ),
    (all, what: string, closed: string, before: string, first: string, second: string, after: string) =>
      isoWeekday(second) - isoWeekday(first) === 1 ? `add ${what} ${closed}${before}${after} ${first} to ${second}`.replace(/\s+/g, ' ') : all,
  ],
];
