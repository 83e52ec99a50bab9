import { NO_SET_TIME, SAID_DAY as DAY, SAID_TIME as T, WEEKDAY } from './date-words';
import type { Rule } from './plain-request';
import { NUMBER_RE, numberWord } from './number-words';

/**
 * Requests typed as fragments between meetings, put the plain way: a correction of the time just said, a change said
 * as "now" or "not", a question said as "when?", "what day?" or "dates again?".
 */
export const FRAGMENT_RULES: Rule[] = [
  // "add the fete as an event on saturday": what it is filed as is no part of its name
  [/(?<=^(?:add|put|pop|book|schedule|pencil)\b.{2,60}?)\s+(?:in\s+)?as an? (?:new )?(?:event|appointment|entry|thing)\b/i, ''],
  // "mias piano 15 min longer from now on": a length changed by an amount, said without its verb
  [
    new RegExp(
      `^(?!(?:make|can|could|please|is|are|will)\\b)((?:\\p{L}+'?s )?\\p{L}[\\p{L} ]{1,40}?)(?<!\\b(?:runs?|running|is|are|goes|go|going|lasts?|lasting|takes?|taking|be|will|was)) ((?:\\d+|an?|half an?|${NUMBER_RE}) ?(?:mins?|minutes?|hours?|hrs?) (?:longer|shorter))\\b`,
      'iu',
    ),
    'make $1 $2',
  ],
  // "book club wed not tue": a move said as the new day, then the old one (a time said so is read as news)
  [
    new RegExp(
      `^(?!(?:make|can|could|please|is|are|will|move|change|cancel|add|put|push|shift|it|that|this)\\b)((?:\\p{L}+'?s )?\\p{L}[\\p{L} ]{2,40}?) (${DAY}) not (${DAY})$`,
      'iu',
    ),
    // (a thing said to be at the new time, "sam's interview is now 4.30 not 4.10", is read as news)
    (all: string, thing: string, to: string, from: string) =>
      /\b(?:is|are|was|were|now|at|finish\w*|ends?|starts?|be|will)\b/i.test(thing) ? all : `move ${thing} to ${to} not ${from}`,
  ],
  [/\bwks\b/gi, 'weeks'],
  [/\bwk\b/gi, 'week'],
  [/\bwknd\b/gi, 'weekend'],
  [/\bwkly\b/gi, 'weekly'],
  // "dentist 11:15 but i don't know which day yet", "day tbc": the day is asked, as for "dentist at 11:15 sometime"
  [
    /,?\s*(?:but\s+)?(?:i\s+)?(?:(?:don'?t|do not|dunno)(?: know)?|not sure|unsure)(?: (?:of|about))? (?:which|what|the) (?:day|date)(?: yet| it is)?\b|,?\s*(?:the )?day (?:tbc|tba|to be (?:confirmed|decided))\b/gi,
    ' sometime',
  ],
  // "Mia has been invited to Ruby's party. It's on Saturday the 14th from 2 till 4.": the thing, then when it is
  [new RegExp(`^([^.!?]{6,}?)[.!]+\\s+(?:it'?s|it is|its) (?=(?:on|at|from|this|next|${WEEKDAY}|the \\d|\\d))`, 'i'), '$1 '],
  // "the piano teacher is sick so no lesson for mia tomorrow": the news, then what is off
  // (a day said in the news is kept by the rule for "…on the 13th so no swimming": plain-request.ts)
  [
    new RegExp(
      `^(?![^,]*\\b(?:${DAY}|the \\d{1,2}(?:st|nd|rd|th))\\b[^,]*\\bso\\b)[^,]{6,}?,?\\s+so (?:there(?:'s| is| will be) )?no (?!(?:need|worries|problem|rush|school|kindy)\\b|${NO_SET_TIME})(.+)$`,
      'i',
    ),
    'no $1',
  ],
  // "mia's got a new time for ballet - 5:15 on mondays": the change, said as news
  [
    /^(?:(\p{L}+)(?:'s| has)(?: got)? |there'?s )?a new (?:time|day|time and day) for (.+?)\s*[-–:,]\s*(.+)$/iu,
    (_all: string, who: string | undefined, what: string, when: string) => `${who ? `${who}'s ` : ''}${what} is now ${when}`,
  ],
  // "Leo free Mon a.m.?": a day's morning or afternoon, with no hour said
  [
    new RegExp(`\\b(${WEEKDAY}|today|tomorrow)\\.? ([ap])\\.?m\\b\\.?`, 'gi'),
    (_all, day: string, ap: string) => `${day} ${/a/i.test(ap) ? 'morning' : 'afternoon'}`,
  ],
  // "at 330", "at 1030": a time typed without its colon (a year or a room number has no "at" before it)
  [/\bat ([1-9]|1[0-2])([0-5]\d)(?!\d)(\s*[ap]m)?\b/gi, 'at $1:$2$3'],
  // "kindy orientation mon 930", "dentist now 330": so too after a day or "now", where the time ends what is said
  [
    new RegExp(
      `\\b((?:now|today|tomorrow|tonight|${WEEKDAY}) )([1-9]|1[0-2])([0-5]\\d)(\\s*[ap]m)?(?=\\s*(?:[,.!?]|$|(?:at|for|with|in|till|until|to)\\b))`,
      'gi',
    ),
    '$1$2:$3$4',
  ],
  // "the sunday handover at 4 instead of 6", "their mum wants the handover at 4 instead of 6": a time in place of another is a move
  [
    new RegExp(
      `^(?:[^,.!?]*?\\b(?:wants?|needs?|asked for|would like|'d like|prefers?)\\s+)?((?:the|\\p{L}+'s)\\s+[^,.!?]+?)\\s+(?:at\\s+)?(${T})\\s+instead of\\s+(?:at\\s+)?(${T})[.!]*$`,
      'iu',
    ),
    'move $1 to $2 instead of $3',
  ],
  // "at 9ish", "7-ish": about then, filed at that time
  [/\b(\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]m)?)\s*-?ish\b/gi, '$1'],
  // "forty five minutes", "three hours": a length in digits, as every reader of lengths reads it
  [
    new RegExp(`\\b(${NUMBER_RE})[ -](minutes?|mins?|hours?|hrs?)\\b`, 'gi'),
    (all: string, n: string, unit: string) => {
      const value = numberWord(n);
      return value ? `${value} ${unit}` : all;
    },
  ],
  // "r off for now", "delete the check-ups for now": for the time being, not the time of day
  [/,?\s+for now\b/gi, ''],
  // "…at 4:10pm, it is only a ten minute slot": how long it is
  [
    /,?\s*(?:and )?(?:it'?s|it is|it will be|it'll be)(?: only| just)? (?:a |an )?(\d+)[- ](minutes?|mins?|hours?|hrs?)(?: long)?(?: slot| session| appointment| appt| meeting| class| lesson| thing)?[.!]?$/i,
    ' for $1 $2',
  ],
  // "Grace here. …", "Hi, it's Grace. …": who is writing is no part of the request
  [/^(?:(?:[Hh]i|[Hh]ello|[Hh]ey),? )?(?:(?:[Ii]t'?s|[Tt]his is) \p{Lu}\p{L}+(?: here)?|\p{Lu}\p{L}+ here)[.!,]\s+(?=\S)/u, ''],
  // "add children's nurofen to the pharmacy list, the strawberry one": which one is no part of the list's name
  [/^(.+\blist),\s*the [\p{L} ]{2,30} one$/iu, '$1'],
  // "bins thing can go completely": off the calendar for good
  [/^(?:the )?(.+?) (?:can|could) go (?:completely|altogether|for good)\b.*$/i, 'cancel all $1'],
  // "sam's zoo trip - back at 3:30 now not 3": a new end
  [new RegExp(String.raw`^(.+?)\s*[-–,]\s*back (?:at|by) (${T}) now\b(.*)$`, 'i'), '$1 will finish at $2 now$3'],
  // "Shift the car service to Wednesday, same time": the time stays as it is
  [/,?\s+(?:at )?(?:the )?same time\.?$/i, ''],
  // "drop-off is 8.30 and pick-up 3.30 each day": from one to the other
  [new RegExp(String.raw`\bdrop[- ]?off (?:is |at |from )?(${T}),? (?:and |with )?pick[- ]?up (?:is |at |by )?(${T})`, 'i'), 'from $1 to $2'],
  // "physio on the 9th, 15 min earlier", "rename movie night -> pizza night": the change said the short way
  [
    /^(?!(?:move|push|bring|make|is|are|can|could)\b)([\p{L}' ]+?(?: on the \d{1,2}(?:st|nd|rd|th)?| \p{L}+)?),\s+((?:\d+|an?|half an?) ?(?:min(?:ute)?s?|hours?|hrs?|hr)) (earlier|later)$/iu,
    'move $1 $2 $3',
  ],
  [/^rename (?!.*\s(?:to|into|as)\s)(.+?)\s*(?:->|→|=>|-)\s*(.+)$/i, 'rename $1 to $2'],
  // "add to my jobs: post the cards", "put on my to-dos: …", "my jobs: …", "show me the list of things that are still to be
  // done": the to-dos
  [/^(?:please )?(?:(?:add|put|pop|stick|write) (?:to|on|onto|in) )?(?:my|the|our) (?:jobs|to-?dos?|to do list|tasks)(?: list)?\s*:\s*(.+)$/i, 'todo $1'],
  [
    /^(?:(?:could|can) you )?(?:show|give|tell|read)(?: me)? the list of (?:things|jobs|stuff)(?: that)?(?: are| is)?(?: still)? (?:to (?:be )?do(?:ne)?|left to do)\??$/i,
    'show my to do list',
  ],
  // "til end of term (thu 2 apr)": the day in brackets is the end's
  [/(end of (?:the )?[\p{L} ]{1,20}?)\s*\(([^()]{1,30})\)/iu, '$1 on $2'],
  // "can you just read me out everything we've got between the 10th and the 20th": what is on then
  [
    /^(?:(?:can|could|would) you |please |pls )*(?:just )?(?:read|tell|give|list|run)(?: me)?(?: out| through)? (?:everything|all|what)(?: that)? (?:we'?ve got|we have got|we have|is on|'s on|there is)(?: on)?\b/i,
    "what's on",
  ],
  // "reminders rest of march": which reminders there are then
  [/^(?:my |the |any )?reminders (?:for )?(?:the )?(rest of|this|next) (week|month|march|april|may|june|term)\??$/i, 'what reminders do i have $1 $2'],
  // "Remind me, when do the school holidays start?": a question, not a reminder
  [/^remind me,\s+(?=(?:when|what|where|who|how|is|are|do|does|did)\b)/i, ''],
  // "is there a reminder on mia's choir", "have i got a reminder on for the orthodontist, or do i need to set one?"
  [
    /^(?:is there|have (?:i|we) got|do (?:i|we) have) an? reminder (?:on |set )?(?:for |on )?(.+?)(?:,? or (?:do|should) (?:i|we) .*)?\??$/i,
    'is there a reminder for $1',
  ],
  // "could you please set a reminder for mia's choir a full day ahead?": the reminder of that event
  [
    /^(?:(?:could|can|would) you )?(?:please )?(?:set|put|add) an? reminder (?:for|on) (?!(?:half|an?|one|two|three|\d)\b)(.+?) (?<!\bhalf )(an?|one|two|three|\d+)(?: full)? (day|hour|week)s? (?:ahead|before|early|in advance)\b.*$/i,
    'change the $1 reminder to $2 $3 before',
  ],
  // "miss helen says the ballet practice will need an hour and a half rather than forty-five minutes": its new length
  [
    /^(?:[\p{L}' ]+ says? )?(.+?) (?:will |'ll )?(?:need|take|last|run for|go for)s? ((?:an?|\d+(?:\.\d+)?|half an?) ?(?:hours?|hrs?|minutes?|mins?)(?: and a half)?)(?: rather than| instead of| not) .+$/iu,
    'make $1 $2 long',
  ],
  // "the clinic texted that dr patel is running behind, so leo's appointment tomorrow is now at 11.45": the change
  [/^[^,]{10,80},\s+so (?=.+\b(?:is|are) now (?:at|on)\b)/i, ''],
  // "what is on the easter list so far, dear?": the list
  [/^(what(?:'s| is) on the [\p{L} ]{2,30}? list)(?: so far| now| at the moment)?,?(?: (?:dear|love|darling|hun|mate))?\?*$/iu, '$1'],
  // "Sam no school swimming next week": none of it for that child
  [
    /^(?!(?:i|we|there|so|and|but|ok|okay|yes|yeah|sorry|oh|no|nah|nope|not|hi|hey|please|pls)\b)(\p{L}+) no (?!(?:school|worries|problem|need|idea|thanks)\b(?!\s+\p{L}*ing\b))([\p{L} ]+?)( (?:next|this) week| tomorrow| today| on \p{L}+)?(?=\s*(?:[,.]|$))/iu,
    'no $2 for $1$3',
  ],
  // "next week at a glance": what is on
  [/^(.+?) at a glance\??$/i, "what's on $1"],
  // "any gap tomorrow morning for a 30 min call?": whether there is free time
  [/^(?:is there )?any (?:gaps?|free time|time free|space|room|slots?)\b/i, 'am i free'],
  // "have i actually got the dentist booked for this month?": whether there is one
  [/^(?:have|has) (?:i|we)(?: actually| already)? got (?:the |a |an |my |our )?(.+?) (?:booked|scheduled|in)\b(.*?)\??$/i, 'is there a $1$2'],
  // "dads weekends r off", "the kids r at nanas": "r" for "are"
  [/\b(\p{L}+) r (?=(?:off|on|cancell?ed|done|going|at|in|not|back|over|finished)\b)/giu, '$1 are '],
  // "what does leo have on from now till the end of next week": to the Sunday that ends it
  [/\b(?:from (?:now|today) )?(?:till|until|til|to|through) the end of next week\b/gi, 'from today to sunday next week'],
  // "zoo trip mon 6 april, leaving 9": when it starts
  [/,?\s+(?:leaving|departing|heading off|kick(?:s|ing)? off)(?: at)? (\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)$/i, ' at $1'],
  // "mia dentist thurs 4 no wait make that 4.30", "leo swimming sat 9 sorry 9.30": the time it was corrected to
  [
    new RegExp(String.raw`^(.*?)\b(${T})\s*[.,]*\s*(?:no wait|sorry|actually|i mean|oops|no)\s*,?\s*(?:make (?:that|it) )?(${T})$`, 'i'),
    // ("gym 4pm.. actually 5": still the afternoon)
    (_all, before: string, first: string, then: string) => `${before}${then}${/\d\s*$/.test(then) ? (/(am|pm)\s*$/i.exec(first)?.[1] ?? '') : ''}`,
  ],
  // "mia dentist now fri", "sam party sun now 3-5", "physio fri back to 9am pls": moved
  [
    new RegExp(
      String.raw`^(?!(?:is|are|what|whats|what's|when|where|who|how|any|do|does|did|can|could|move|change|put|push|bring|take|set|get)\b)((?:[\p{L}']+ ){0,3}[\p{L}']+(?: ${DAY}(?: (?:the )?\d{1,2}(?:st|nd|rd|th)?)?)?) (?:is |are )?(?:now|back to|moved to) ((?:${DAY}|at ${T}|${T}(?:\s*-\s*${T})?)(?: (?:at )?${T}(?:\s*-\s*${T})?)?)(?: not ${T}\s*[-–]\s*${T})?(?: (?:pls|please|thanks))?$`,
      'iu',
    ),
    'move $1 to $2',
  ],
  // "leo speech therapy 2.30 not 2", "dentist thurs - make it 3 not 4": said the way the change reader knows
  [
    new RegExp(
      String.raw`^(?!(?:is|are|what|when|can|could|move|change)\b)(?!.*\b(?:is|are|now|at)\b)([\p{L}' ]+?(?: ${DAY})?)\s*(?:[-–,]\s*)?(?:make it |it'?s )?(${T}) not (${T})(?: (?:pls|please))?$`,
      'iu',
    ),
    '$1 is now $2 not $3',
  ],
  // "netball earlier by an hr": an hour earlier
  [/^(?!(?:move|push|bring|make|is|are)\b)([\p{L}' ]+?) (earlier|later) by (an? |\d+ )?(hours?|hrs?|hr|mins?|minutes?)$/iu, 'move $1 $3$4 $2'],
  // "leo swim off this week": not on this week
  [/^([\p{L}' ]+?) (?:is |'s )?off (this|next) week$/iu, 'cancel $1 $2 week'],
  // "mia dentist when?", "photo day - what day?", "camp dates again?": when it is
  // (without its question mark too: "next swim when"; "remind me when…", "tell me when" ask something else)
  [
    /^(?!(?:remind|tell|let|ask|text|call|show|add|put|say|know|ring|message)\b)([\p{L}' ]+?)\s*(?:[-–—,]\s*)?(?:when|what day|what time|which day)\s*(?:again|is it)?\?*$/iu,
    'when is $1',
  ],
  // "Next netball?": when the next one is; "Sat + Sun?": what is on those days
  [new RegExp(String.raw`^next (?!(?:week|weekend|month|year|term|${WEEKDAY})\b)([\p{L}' ]{3,40}?)\s*\?+$`, 'iu'), 'when is the next $1'],
  [new RegExp(String.raw`^(${WEEKDAY})\s*(?:\+|&|and|n)\s*(${WEEKDAY})\s*\?+$`, 'i'), "what's on $1 and $2"],
  // "Park day sat: 1 hour earlier", "Camp Sam: 8.30 start all days": the event, then its change
  [new RegExp(String.raw`^([\p{L}' ]+?(?: ${DAY})?)\s*:\s*((?:an?|\d+) ?(?:hours?|hrs?|hr|mins?|minutes?)) (earlier|later)\.?$`, 'iu'), 'move $1 $2 $3'],
  [new RegExp(String.raw`^([\p{L}' ]+?(?: ${DAY})?)\s*:\s*(${T}) start(?: (?:all|every|each) days?| from now on| now)?\.?$`, 'iu'), 'move $1 to $2'],
  [/^([\p{L}' ]+?) (?:dates?|day|time)(?: again)?\?+$/iu, 'when is $1'],
  // "is the disco this fri?": whether it is on then
  [new RegExp(String.raw`^is (?:the|our|my) ([\p{L} ]+?) (this|next) (${WEEKDAY})\?*$`, 'iu'), 'is there a $1 $2 $3'],
];
