import { WEEKDAY } from './date-words';
import { numberWord } from './number-words';
import type { Rule } from './plain-request';
import { FRAGMENT_RULES } from './plain-fragments';
import { fromCaller } from './plain-family';

/**
 * Requests as speech to text and quick typing leave them, put the plain way before the other rules: numbers heard as
 * words ("at to thirty"), politeness around the request, and questions about the calendar said the long way.
 */

const CLOCK_AFTER = String.raw`(?=\s+(?:thirty|fifteen|forty[- ]five|o'?clock|oclock|am|pm|a\.m\.|p\.m\.)\b)`;

export const SPOKEN_RULES: Rule[] = [
  // "at to thirty", "at ate thirty", "cancel my for oclock": the hour as it was heard
  [new RegExp(`\\b(at|by|around|from|till|until|my) (?:to|too)${CLOCK_AFTER}`, 'gi'), '$1 two'],
  [new RegExp(`\\b(at|by|around|from|till|until|my) for${CLOCK_AFTER}`, 'gi'), '$1 four'],
  [new RegExp(`\\b(at|by|around|from|till|until|my) ate${CLOCK_AFTER}`, 'gi'), '$1 eight'],
  // "if it's not too much trouble, could you…", "would it be possible to…": the request itself
  [
    /^(?:(?:if (?:it'?s|it is) not too much trouble|if you (?:don'?t|do not) mind|if possible|when you (?:get|have) a (?:chance|sec|second|moment)),?\s+)+/i,
    '',
  ],
  [/^(?:would|will|is) it be possible (?:for you )?to\s+/i, ''],
  [
    /^(?:it(?:'d| would) be|i(?:'d| would) (?:love|appreciate) it) (?:(?:really|so|super) )?(?:great|good|nice|lovely|helpful|awesome|amazing|fab|handy)? ?if you (?:could|can|would)\s+/i,
    '',
  ],
  [/^(?:(?:can|could|would) you )?(?:(?:give|send) me an? (?:nudge|ping|buzz|shout|holler|heads[- ]up)|holler at me)\b/i, 'remind me'],
  [/\bbeforehand\b/gi, 'before'],
  // "can sell my haircut", "council my four pm", "4 o clock", "wats on", "tick em off", "my two do list", "gonna be"
  [/^(?:can sell|council|cancell?)\s+(?=(?:my|the|our|all|this|that|tomorrow'?s?|today'?s?|\p{L}+'s)\b)/iu, 'cancel '],
  [/\bo\s+clock\b/gi, "o'clock"],
  [/^wh?ats?\s+on\b/i, "what's on"],
  [/\b(tick|cross|take|scratch|mark|check) '?em\b/gi, '$1 them'],
  [/\b(?:two|2) do (list|lists)\b/gi, 'to do $1'],
  [/\bgonna\b/gi, 'going to'],
  [/\bhw\b/gi, 'homework'],
  [/\bb4\b/gi, 'before'],
  [/\bto morrow\b/gi, 'tomorrow'],
  // a voice note's fillers, wherever they fall ("the school disco uh friday uh six till eight")
  [/(?<=\S)\s+(?:uh+|um+|uhm|erm)\b,?(?=\s)/gi, ''],
  // "starts 9.15", "get him there by 9": the time it starts
  [
    /\b(starts?|starting|begins?|kicks? off)\s+(?=\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm)?\b(?!\s*(?:st|nd|rd|th|min|hour|hr|day|week|(?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)))/gi,
    '$1 at ',
  ],
  [/,?\s*(?:get (?:him|her|them|the kids) there|be there|drop (?:him|her|them) off) by\s+(?=\d)/gi, ' at '],
  [/\b(to ?do|shopping|grocery) (?:lsit|lst|lis)\b/gi, '$1 list'],
  [/\bthru\b/gi, 'through'],
  [/\btil\b/gi, 'till'],
  // "i was hoping to get a haircut booked for friday": the booking asked for
  [/^(?:i was hoping to|i'?d like to|i want to|i need to|can i|could i|please)? ?(?:get|have) (?!(?:i|we|you|u)\b)(.+?) booked(?: in)?\b/i, 'book $1'],
  // "set an alarm six thirty tomorrow morning": a clock said in words before its day
  [
    /(?<!\bat )\b((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:fifteen|thirty|forty[- ]five|o'?clock))(?= (?:tomorrow|today|tonight|this|next|on|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/gi,
    'at $1',
  ],
  // "the first of every month": the day as a number, which the dates read
  [
    /\bthe (first|second|third|fourth|fifth|tenth|fifteenth|twentieth) of (every|each) month\b/gi,
    (_all, nth: string, each: string) =>
      `the ${{ first: '1st', second: '2nd', third: '3rd', fourth: '4th', fifth: '5th', tenth: '10th', fifteenth: '15th', twentieth: '20th' }[nth.toLowerCase()]} of ${each} month`,
  ],
  [/\b(?:rmd|rmnd|remnd|rem)(?= me\b)/gi, 'remind'],
  // "remind me 2 transfer the rent": "2" for "to" before a verb
  [/\b(remind (?:me|us)|need|have|want) 2 (?!(?:days?|weeks?|hours?|hrs?|mins?|minutes?|months?|times?|wks?|things?)\b)(?=[a-z]{3,})/gi, '$1 to '],
  [/\bu\b(?!\.)/gi, 'you'],
  [/\bw\/\s?|\bw (?=(?:mia|sam|leo|nana|grandma|grandpa|dad|mum|mom|the|my|her|his)\b)/gi, 'with '],
  // "leos dentist needs to move to fri same time", "make leos soccer on sat an hour earlier", "run me thru this wk"
  [
    /^(?!(?:i|we)\b)(.+?) (?:needs to|has to|will have to|must|should) (?:move|be moved|go(?= to (?:\d|today|tomorrow|tmrw|next|this|the \d|(?:mon|tue|wed|thu|fri|sat|sun)))|change|be changed) to (.+?)(?:,? (?:same|at the same) time)?$/i,
    'move $1 to $2',
  ],
  [
    /^make (.+?) ((?:an?|half an?|\d+|one|two|five|ten|fifteen|twenty|thirty|forty[- ]five) (?:hours?|hrs?|minutes?|mins?|days?|weeks?)) (earlier|later)((?: (?:on|this|next) .+)?)$/i,
    'move $1$4 $2 $3',
  ],
  [/^(?:run|talk|walk|take) me through (.+?)$/i, "what's on $1"],
  // "first guitar lesson for sam tues 5pm, its every week from now on": the repeat said after
  [/,\s*(?:it'?s|it is|it'?ll be|it will be) (every week|weekly|every fortnight|fortnightly|every day|daily|every month|monthly)(?: from now on)?$/i, ' $1'],
  // "mias off sick so no ballet today": the plan is off
  [/^(\p{L}+?)(?:'?s| is) (?:off sick|sick|unwell|not well|home sick)(?: today| tomorrow)?,? so (?:no|cancel|skip) (.+)$/iu, "cancel $1's $2"],
  // "mias bday party is a joint one with sam now, add him pls"
  [/^(.+?) is (?:a joint one|joint|shared) with (\p{L}+)(?: now)?(?:,.*)?$/iu, 'add $2 to $1'],
  [
    /^(.+? before (?:the |my |our )?.+?),? (?:i (?:want|need|would like|'d like)|(?:please )?set|(?:please )?give me) (?:a |an )?(?:reminder|alert|nudge)(?: please| pls)?$/i,
    'remind me $1',
  ],
  // "turn off the seven fifteen alarm on monday", "never mind about the birthday card reminder", "pull the client call from monday"
  [/^(?:turn|switch|shut) off (.+? (?:alarm|reminder|alert|notification)s?)(.*)$/i, 'cancel $1$2'],
  [/^(?:disable|silence) (.+? (?:alarm|reminder|alert|notification)s?)(.*)$/i, 'cancel $1$2'],
  [/^(?:never ?mind|forget)(?: about)? (?:the |my )?(.+? (?:reminder|alarm|alert))$/i, 'cancel the $1'],
  [
    new RegExp(
      `^pull (.+?) (?:from|off) (?:(?:the|my|our) (?:calendar|diary|schedule)(?: (?:on|for) )?)?((?:on |this |next )?(?:${WEEKDAY}|today|tomorrow|tonight).*)?$`,
      'i',
    ),
    'cancel $1 $2',
  ],
  // "my bank reminder should be tuesday not monday"
  [/^(?:my |the |our )?(.+?) should be (?:on |at )?(?!for\b)(.+?),? not (?:on |at )?(.+)$/i, 'move the $1 from $3 to $2'],
  // "the eighteenth what have i got then", "got any gaps on monday"
  [/^(.+?),? what (?:have i got|do i have|have we got|do we have|is on|'s on)(?: on)? then\??$/i, "what's on $1"],
  [
    /^(?:have (?:i|we) |do (?:i|we) have |(?:i|we) )?got any (?:gaps|free time|spare time|time free|free slots?|space|room)\b(.*?)(?:\s+for (?:a |an )?(?:half hour|half an hour|hour|quick|short|\d+ ?min\w*)[\p{L} ]*)?$/iu,
    'am i free$1',
  ],
  [/\b(this|next|last) weeks\b/gi, "$1 week's"],
  // "can you remind sam at four to take his medicine": a reminder for a member
  [/^(?:(?:can|could) you |please )*remind (?!me\b|us\b|you\b)(\p{L}+) ((?:at|on|tomorrow|tonight|this|next) .+?) to (.+)$/iu, 'remind me $2 to $3 for $1'],
  [/\bremainders?\b/gi, (w: string) => (w.toLowerCase().endsWith('s') ? 'reminders' : 'reminder')],
  // "new speech lady for leo, put a note on speech therapy: …"
  [/^[^,]{3,60},\s*((?:put|add|make) a note on .+)$/i, '$1'],
  // "the vet rang, fridays appointment is off", "coach texted - …": who brought the news is not the request
  [
    /^(?:the )?([\p{L}' ]{2,24}?) (?:rang|called|texted|emailed|messaged|rang up|just rang|just called)\s*[,:;-]\s*(?=\p{L})(.+)$/iu,
    // whose appointment it is comes from who rang ("…, fridays appointment is off", "…, they need to move Sam to Thursday")
    (_all, who: string, rest: string) => fromCaller(who, rest),
  ],
  [
    /^(?:(?:i|we) )?(?:can'?t|cannot|won'?t be able to) make (?:it to )?(.+?),?\s*(?:so )?(?:please |pls )?(?:cancel|delete|remove|scrap) (?:it|that)(?: please| pls)?$/i,
    'cancel $1',
  ],
  // "that 3pm thing, cancel it", "thursday school run only, remove just that one", "flu shot booking can go"
  [
    /^(?!(?:can|could|please|i|we)\b)(.+?),\s*(?:please |pls )?(?:cancel|delete|remove|scrap|drop|axe|bin|ditch) (?:just |only )?(?:it|that(?: one)?|this one)(?: only| please| pls)?$/i,
    'cancel $1',
  ],
  [/^(?!(?:can|could|please|i|we|it|that|this)\b)(?:the )?(.+?) (?:can go|can be (?:cancelled|canceled|deleted|removed|binned))$/i, 'cancel $1'],
  // "delete my four thirty", "the seven fifteen alarm": a clock said in words after "my" or "the"
  [
    /\b(my|the) (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -](fifteen|thirty|forty[- ]five|o'?clock)\b/gi,
    (_all, before: string, h: string, m: string) =>
      `${before} ${numberWord(h)}:${/^fif/i.test(m) ? '15' : /^thi/i.test(m) ? '30' : /^for/i.test(m) ? '45' : '00'}`,
  ],
  // "wake me up at six tomorrow (for the airport)": an alarm is in the morning, and waking up is what it is for
  [
    /^(?:please )?wake (?:me|us)(?: up)? (?:at )?(\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: ?o'?clock)?\b(?!\s*(?:am|pm|a\.m|p\.m))(.*)$/i,
    (_all, hour: string, rest: string) => `remind me ${/\b(?:for|to|about)\b/i.test(rest) ? '' : 'to wake up '}at ${hour}am${rest}`,
  ],
  [/^new list (?!for\b|called\b|named\b|of\b|please\b|pls\b)([\p{L} -]{2,40})$/iu, 'new $1 list'],
  [/^new list (?:please|pls)$/i, 'new list'],
  [/^(?:is there|do (?:i|we) have|have (?:i|we) got) (?:a|any) list (?:for|called|named) .+?(?: yet| already)?\??$/i, 'what lists do i have'],
  // "swimming is at the leisure centre now not the school pool", "the sleepover is sams not mias, i put it under the wrong kid"
  [
    /^(.+? is (?:at|in) (?!\d|noon|midday|half|quarter|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b).+?) (?:now|this (?:week|wk|time))(?: now)?,? (?:not|instead of) .+$/i,
    '$1 now',
  ],
  [/,?\s*(?:i|we) (?:put|added|filed) (?:it|that) (?:under|for|against) the wrong (?:kid|child|one|name|person)\b.*$/i, ''],
  [/^(.+? is) (\p{L}+?)s not (\p{L}+?)s$/iu, '$1 $2 not $3'],
  // "have we got parent teacher interviews this term?": a question about the calendar
  [/^(?!.*\b(?:booked|scheduled)\b)(?:have|do) (?:we|i) (?:got |have )?(?:any )?(.+?) (this|next) (term|week|month)\??$/i, 'do i have any $1 $2 $3'],
  // "bread's sorted. add butter tho"
  [
    /^(?:the )?([\p{L} ]{2,30}?)(?:'s|’s| is| are) (?:sorted|bought|got|covered)[.,!]?\s+(add|put|and)\b(.*?)(?:\s+(?:tho|though|too|as well))?$/iu,
    'got $1, $2$3',
  ],
  [/\b(?:as )?(?:an? )?all[ -]day (?:thing|event|one|affair|entry)\b/gi, 'all day'],
  // "no school on monday, pupil free day": a day off school is a day on the calendar, not a cancelled lesson
  [
    /^no school (.+?),?\s*(?:it'?s )?(?:an? )?((?:pupil|student) free|staff (?:development|training)|teacher only|curriculum|inset|professional development) day$/i,
    '$2 day $1',
  ],
  // "push leos playdate back to 4": to a time, back or forward says nothing more; "no footy this sat, bye round"
  [/^(push|move|bring|shift) (.+?) (?:back|forward|out) to (.+)$/i, '$1 $2 to $3'],
  [/,\s*(?:it'?s )?(?:a |the )?bye(?: round| week)$/i, ''],
  // "i need the parent teacher interview moved to wednesday at four": the move asked for
  [
    /^(?:i|we) (?:need|want|would like|'d like) ((?:the|my|our|\p{L}+'s) .+?) (?:moved|changed|pushed back|shifted|rescheduled|brought forward|put back) (to|till|until) (.+)$/iu,
    'move $1 $2 $3',
  ],
  // "tennis not on this week": none that week; "is the school disco still on?": whether there is one
  [
    new RegExp(
      `^(?:the )?(.+?) (?:is |are )?(?:not|isn'?t|aren'?t) on ((?:this|next) (?:week|wk|weekend|wknd)|today|tonight|tomorrow|tmrw|(?:this |on )?(?:${WEEKDAY}))$`,
      'i',
    ),
    'no $1 $2',
  ],
  [/^is (?:the|our|my) (?!.*\b(?:list|lists|shopping|to-?do)\b)([\p{L} ]+?) (?:still )?on\b(.*?)\??$/iu, 'is there a $1$2'],
  // "1.5 hrs": a length, never a date
  [/\b(\d{1,2}\.\d{1,2}) ?(?:hours?|hrs?)\b/gi, (_all, h: string) => `${Math.round(Number(h) * 60)} minutes`],
  // "fridays pickup", "tuesdays lesson": that day's (a weekday in the plural before its event, after a word that picks one)
  [
    new RegExp(
      `(^|\\b(?:this|next|on|of|cancel|move|change|delete|remove|about|just) )(${WEEKDAY})s (?!(?:at|from|and|or|in|after|before|until|till|til|only|too|each|every|for|with|is|are|to|between)\\b)(?=\\p{L})`,
      'giu',
    ),
    "$1$2's ",
  ],
  // "they bumped the parent teacher interview to 5.20", "mias eye test moved from the 20th to the 27th same time" ("the
  // dentist moved to friday" is the dentist moved, not the dentist moving something)
  [
    /^(?:they|we|the (?:school|coach|teacher|club|office|clinic|dentist|doctor)(?=(?:'ve| have)? \S+ (?!(?:to|till|until|from|back|forward|up|over|for|on|again)\b)))(?:'ve| have)? (bumped|moved|pushed|shifted|changed|rescheduled|postponed) (.+)$/i,
    (_all, verb: string, rest: string) => `${/[vgln]ed$/i.test(verb) ? verb.slice(0, -1) : verb.slice(0, -2)} ${rest}`,
  ],
  [/,? (?:but )?(?:keep|leave) the (?:rest|others?)(?: (?:as (?:is|they are)|of them))?$/i, ''],
  [
    /^(?!(?:can|could|please|i|we)\b)(.+?) (?:has been |have been |was |got |is |has |have )?(?:moved|changed|shifted) (from .+? to .+?)(?:,? (?:same|at the same) time)?$/i,
    'move $1 $2',
  ],
  [
    /^(?!(?:can|could|please|i|we)\b)(.+?) (?:is|will be|is going to be) ((?:\d+|an?|half an?|one|five|ten|fifteen|twenty|thirty|forty[- ]five) (?:minutes?|mins?|hours?|hrs?)) (earlier|later)(?: than (?:usual|normal))?$/i,
    'move $1 $2 $3',
  ],
  [
    /^(?!(?:can|could|please|i|we)\b)(.+?) (?:is going to be|will be|is now|is) ((?:\d+|an?|half an?|one|two|three) (?:minutes?|mins?|hours?|hrs?))(?: long)?,? (?:not|instead of) .+$/i,
    'make $1 $2',
  ],
  // "read me saturdays calendar", "delete all of tuesdays appointments"
  [new RegExp(`\\b(${WEEKDAY})s (calendar|schedule|agenda|plans|events|appointments|meetings)\\b`, 'gi'), "$1's $2"],
  // "how long til the athletics carnival", "next time sam has footy": when it is
  [/^how long (?:is it )?(?:til|till|until|to go (?:until|till)|before)\s+(.+?)\??$/i, 'when is $1'],
  [/^(?:when(?:'s| is) )?(?:the )?next time (\p{L}+) (?:has|have|is at|goes to|is going to) (.+?)\??$/iu, "when is $1's next $2"],
  // "can i squeeze in a meeting at 4:30 today": whether that time is free
  [
    /^(?:can|could) (?:i|we) (?:squeeze|fit|slot)(?: in)? (?:in )?(?:a |an )?[\p{L} ]+?(?: in)? ((?:on|at|between|from) .+?)(?:,? or (?:am i|are we|is it) (?:booked|busy|full)(?: up)?)?\??$/iu,
    'am i free $1',
  ],
  // "date night move it to sunday", "cut the review down to half an hour", "make the physio 9 not 8 30"
  [/^(?!(?:can|could|would|will|pls|please|i|we|u|you|move|push|shift|change)\b)(.+?),? (?:move|push|shift|change) (?:it|that) to (.+)$/i, 'move $1 to $2'],
  // "can the passport reminder be friday instead", "the restaurant reminder, make it 1 oclock"
  [/^(?:can|could) (?:the |my |our )?(.+?) be (?:on |at )?(.+?) instead\??$/i, 'move the $1 to $2'],
  [
    /^(?:the |my |our )?(.+?),\s*make it (?:at |on |for )?(.+?(?:\d|o'?clock|noon|midday|day|tomorrow|tonight|morning|afternoon|evening))$/i,
    'move the $1 to $2',
  ],
  // "could you shift leo's swimming to 5, just this monday": that day's
  [
    new RegExp(
      `^((?:(?:can|could) you |please )*(?:shift|move|push|bump|switch|change|reschedule) .+?) to (.+?)(?:,\\s*(?:just |only )?| (?:just|only) )((?:this |next |on )?(?:${WEEKDAY}))$`,
      'i',
    ),
    '$1 $3 to $2',
  ],
  [/^(?:cut|trim|shorten|bring) (.+?) (?:down |back )?to ((?:half an?|an?|\d+|[a-z]+) (?:hours?|hrs?|minutes?|mins?)(?: and (?:a )?half)?)$/i, 'make $1 $2'],
  [
    /^(?:(?:um+|uh+|actually|so),?\s+)*make (.+?) (\d{1,2}(?:[:. ]\d{2})?\s*(?:am|pm)?) (?:not|instead of) (\d{1,2}(?:[:. ]\d{2})?\s*(?:am|pm)?)$/i,
    'change $1 from $3 to $2',
  ],
  // "set a 30 minute reminder for the doctors appointment": a reminder on it
  [
    /^(?:(?:can you|could you|please) )*(?:set|add|put|make|create) (?:me )?an? (\d+|an?|one|two|five|ten|fifteen|twenty|thirty|forty[- ]five)[ -](minutes?|mins?|hours?|hrs?|days?) (?:reminder|alert|alarm|notification) (?:for|on) (.+)$/i,
    'remind me $1 $2 before $3',
  ],
  // (then the fragments typed between meetings)
  ...FRAGMENT_RULES,
];
