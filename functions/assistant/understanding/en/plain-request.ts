import { GREETING } from './read-message';
import { withoutPlease, withoutPleasantries } from './pleasantries';
import { WEEKDAY } from './date-words';
import { LIST_RULES, SHOPPING_ERRANDS } from './plain-lists';
import { SPOKEN_RULES } from './plain-spoken';
import { SAID_RULES } from './plain-said';
import { SECOND_LANGUAGE_RULES } from './plain-second-language';
import { TODO_RULES } from './plain-todos';
import { CHANGE_AS_NEWS, DONE_AS_NEWS, TODOS_INTRODUCED } from './plain-news';
import { LIST_NEWS_RULES } from './plain-list-news';
import { REMINDERS } from './plain-reminders';
import { HEADED_RULES } from './plain-headed';

/** A request said the long way round, put the plain way before the readers see it, so each reader keeps one shape per
 * request. The rules run in order over the whole message; anything no rule matches passes unchanged. */
export type Rule = [RegExp, string | ((...groups: string[]) => string)];

/** The calendar: a day made clear, a plan that is off, a meeting booked or asked about. */
const CALENDAR: Rule[] = [
  // "set an alarm for 6:30": an hour from 4 to 9 said alone is the morning's
  [
    /^((?:(?:set|add|put|make) (?:me )?(?:an? )?alarm|remind me to (?:wake|get) up)\b.*?\b(?:at|for|@) ?)([4-9](?:[:.][0-5]\d)?)\b(?!\s*(?:am|pm|a\.m|p\.m|in the (?:evening|afternoon)|tonight))/i,
    '$1$2am',
  ],
  // "assembly first thing monday", "call the bank first thing tomorrow": the morning of that day
  [
    new RegExp(
      `\\bfirst thing (?:in the morning )?(?:on )?(today|tomorrow|tmrw|(?:next |this )?(?:${WEEKDAY}))\\b|\\b(today|tomorrow|tmrw|(?:next |this )?(?:${WEEKDAY})) first thing\\b`,
      'i',
    ),
    (_all, a?: string, b?: string) => `${a ?? b} morning`,
  ],
  // "sleepover at jess's fri night, pick up sat 10": collected on a later day, so it lasts until then (the overnight reader's)
  [
    new RegExp(
      `^(.+?\\b(?:${WEEKDAY}|tonight|tomorrow)\\b.*?\\b(?:night|evening|\\d{1,2}(?:[:.]\\d\\d)?\\s*(?:am|pm)?))[,;]?\\s+(?:and )?(?:pick(?:ing)?(?: (?:her|him|them))? up|pick-?up(?: is)?|collect(?:ing)?(?: (?:her|him|them))?)\\s+((?:on )?(?:${WEEKDAY}|tomorrow)\\s+(?:at |@ ?)?\\d.*)$`,
      'i',
    ),
    '$1 until $2',
  ],
  // "can we do the dentist an hour earlier", "put back the haircut by 30 mins": a move by an amount
  [/^(?:can|could) (?:we|you|u) (?:do|have|make) (.+?) (an? hour|half an hour|\d+ (?:mins?|minutes|hours?|hrs?)) (earlier|later)\??$/i, 'move $1 $2 $3'],
  [/^put back (.+?) by (.+)$/i, 'push back $1 by $2'],
  [/^(?:put|push|bring|move) forward (.+?) by (.+)$/i, 'move $1 $2 earlier'],
  // "leo swim tmrw -> 5pm", "dentist 3pm > 4pm": the event, then what it becomes
  [/^(.+?)\s*(?:->|→|=>|\s>(?=\s*\d))\s*(.+?)(?:\s+(?:pls|please))?$/i, 'move $1 to $2'],
  // "re the school meeting: it's in the library now", "the bbq - it's at 6 now": the thing named first, then what it is now
  [
    /^(?:re:?|about|regarding|as for|ok so)?\s*(?!(?:it|this|that|there)\b)([^:,–—]{3,}?)\s*(?::|\s[-–—])\s+(?:it'?s|it is|it will be|it'll be)\s+(?=.*\bnow\b)(.+)$/i,
    '$1 is $2',
  ],
  // "ballet @ community hall now": where it is now, said without "is"
  [
    /^(?!.*\b(?:is|are|was|will|add|put|new|book)\b)([\p{L}' ]{3,}?)\s+(?:@|at)\s+(?!\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter|noon|midday)\b)((?:[\p{L}']+\s+){0,3}[\p{L}']+)\s+now\b(.*)$/iu,
    '$1 is at $2 now$3',
  ],
  // "ugh the dentist texted, can we do mia's appt on the 13th instead of the 12th"
  [
    /^(?:.*?,\s*)?(?:can|could) (?:we|you|u) (?:do|have|make|move) (.+?) (?:on |at )?((?:the )?\d{1,2}(?:st|nd|rd|th)?|\S+day|tomorrow) instead of (?:on |at )?(.+?)\??$/i,
    'move $1 on $3 to $2',
  ],
  // "pool's closed this saturday so no swimming for leo", "piano teacher is sick next tues, no lesson for mia"
  [
    new RegExp(
      `^.*?\\b((?:(?:this|next|on) )?(?:${WEEKDAY}|weekend|tomorrow|tmrw|today|tonight|the \\d{1,2}(?:st|nd|rd|th)))\\b[^,]*?(?:,\\s*|\\s+so\\s+)(?:there(?:'s| is| will be) )?no (.+)$`,
      'i',
    ),
    'no $2 $1',
  ],
  // "tutoring's finished for sam, we're done with it for good": every one of them is off.
  [
    /^(?:the |our |my )?(.+?)(?:'s|s| is| has)\s+(?:finished|over|done|ended|stopped|wrapped up)((?: for (?!good\b)[\p{L}]+)?)(?:[,\s]+(?:and|so|we'?re|we|are|i'?m|i|am|done|with|it|that|them|now))*[,\s]+(?:for good|for the (?:year|term|season)|forever|permanently|done with (?:it|that|them))\b.*$/iu,
    'stop $1$2',
  ],
  // "mia has an excursion to the zoo, pls add": the request at the end says nothing more
  [/^(.{6,}?)[,.]?\s+(?:pls|please|can you|could you|can u)\s+(?:add|put in|pop in)(?: (?:it|this|that))?[.!?]*$/i, 'add $1'],
  // "dentist friday at 10, is that ok": asking leave, not part of the request
  [/^(.{6,}?)[,.]?\s+(?:is|would) (?:that|this|it) (?:be )?(?:ok(?:ay)?|alright|all right|possible|fine)\??$/i, '$1'],
  // "Sam starts guitar on Monday at 3:30. Could you please add these?": the request sentence says nothing more.
  [
    new RegExp(
      `^((?=.*(?:\\d|\\b${WEEKDAY}\\b|\\b(?:tomorrow|tmrw|today|tonight|next week)\\b)).{8,}?)[,.!;]?\\s+(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls )?(?:put|add|pop|stick|pencil|save|enter|log|note) (?:it|that|this|these|them|those)(?: in| down| on| into)?(?: (?:the|my|our) (?:calendar|diary|schedule|cal))?(?: (?:for (?:me|us)|please|pls|thanks|thx|ta))*[\\s?.!]*$`,
      'i',
    ),
    '$1',
  ],
  // "put the massage back to 5", "the plumber can only come at noon now", "change the location of swimming to the pool"
  [/^(?:(?:can|could) you |please )*put (.+?) (?:back|forward) (?:to|till|until) (.+)$/i, 'move $1 to $2'],
  [/^(.+?) can (?:only )?(?:come|make it|do it|be there|do)(?: (at|on|by))? (.+?) (?:now|instead)$/i, '$1 is now $2 $3'],
  [/^(?:(?:can|could) you |please )*(?:change|update|move|set) the (?:location|venue|place|address) (?:of|for) (.+?) to (.+)$/i, 'move $1 to $2'],
  // "netball called off this sat due to rain": news of a cancel
  [/^(?!(?:please |pls )?(?:call|axe|scrap)\b)(\S.*?)\s+(?:(?:has|have) been |got |is |was |were )?(?:called off|axed|scrapped)\b/i, '$1 cancelled'],
  // "everything on friday is off, both kids are sick"
  [/^((?:everything|all)\b.+?\b(?:is|are|'s) (?:off|cancell?ed))\s*,.*$/i, '$1'],
  // "leo swim assessment — remind me 30 min before", "for sam's grading on sunday can u set a reminder 45 mins before"
  [/^(?!.*\d.*[—–-])(.+?)\s+[—–-]+\s*(?:(?:pls|please) )?remind me (\S+ \S+) before(?: it)?(?: (?:pls|please))?$/i, 'remind me $2 before $1'],
  [
    /^for (.+?),? (?:can|could|would) (?:you|u) (?:please )?(?:set|add|put|make) (?:a|an|me a) (?:reminder|alert|alarm|notification) (\S+ \S+) before(?: it)?(?: (?:pls|please))?\??$/i,
    'remind me $2 before $1',
  ],
  // "Leo needs to finish his reading log by Monday, could you add that as homework please?"
  [
    /^(.+?),?\s+(?:(?:could|can|would) (?:you|u) )?(?:please )?(?:add|put|save|log) (?:that|it|this) (?:as|to|in|under) (?:his |her |their |the )?homework(?: please)?\??$/i,
    'homework: $1',
  ],
  // "move fridays dentist to monday": that day's event, not every Friday
  [
    new RegExp(
      `^((?:please )?(?:move|cancel|change|push|delete|remove|reschedule|shift|bump|postpone|when'?s|when is|what time is)\\s+(?:the |my |our )?(?:${WEEKDAY}))s (?=\\p{L})(?!(?:at|and|or|from|in|after|before|till|until|to|only|too|as|for|with|each|morning|afternoon|evening|night|arvo)\\b)`,
      'iu',
    ),
    "$1's ",
  ],
  // "can the accountant meeting go to the 19th instead": a change asked as a question
  [/^(?:can|could) (?:we |you |u )?(?:please )?(?:have )?(.+?) (?:go|be moved|move) to (.+?)(?: instead)?\??$/i, 'move $1 to $2'],
  // "make the staff meeting 45 minutes instead of an hour": the new length, not the old one
  [
    /\b((?:\d+|an?|one|two|three|half an?|(?:twenty|thirty|forty|fifty)(?:[- ]five)?|fifteen|ten) ?(?:hours?|hrs?|minutes?|mins?|min))(?: now)?,? (?:instead of|rather than|not) (?:an?|one|two|\d+|half an?)? ?(?:hours?|hrs?|minutes?|mins?|min)\b/i,
    '$1 instead',
  ],
  [
    /^(?:please )?(?:make sure|ensure) (?:that )?(?:my (?:calendar|schedule) is (?:completely |totally |entirely )?clear(?: for| on)? |(.+?) is (?:completely |totally )?clear (?:on|in) my (?:calendar|schedule)$)/i,
    (_all, day?: string) => `clear my calendar ${day ? `on ${day}` : ''}`.trimEnd() + ' ',
  ],
  [/^(.+?) (?:needs|has) to be cleared (?:on|in|from) my (?:calendar|schedule)$/i, 'clear my calendar on $1'],
  [/^(?:please )?make my (?:calendar|schedule) (?:empty|clear|blank)\b/i, 'clear my calendar'],
  // "find dinner with mom on my calendar and delete it": the second verb is the request.
  [
    /^(?:please )?(?:find|look up|locate|go to) (.+?)(?: (?:on|in) (?:my|the) (?:calendar|schedule))? and (?:then )?(delete|remove|cancel) (?:it|that)$/i,
    '$2 $1',
  ],
  // "i no longer need to go to the zoo on the 8th": the plan is off.
  [
    /^(?:i|we) (?:no longer|don'?t) (?:need|have|want) to (?:go to |attend |do )?(?=.*\b(?:on (?:the )?\d|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|this (?:week|weekend|\w+day)|next \w+))/i,
    'cancel ',
  ],
  // "meeting room availability at 8": whether the time is free.
  [/^(?:(?:the|a|any)\s+)?(?:meeting\s+)?(?:room\s+)?availability\s+(?=at\b|from\b|between\b|on\b|for\b|tomorrow\b|today\b)/i, 'am i free '],
  // "see if you can schedule a meeting…", "get me a meeting with bill…": the booking itself.
  [/^(?:please\s+)?see if (?:you can|u can|it'?s possible to)\s+(?=schedule|book|add|set up|put|arrange)/i, ''],
  [/^(?:please\s+)?get me an? (meeting|call|appointment)\b/i, 'schedule a $1'],
  // "a meeting with damon for 1": an hour, not a duration or a count.
  [/\b(meeting|call|appointment)((?: with [\p{L}' ]+?)?) for (\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m\.?)?)$/iu, '$1$2 at $3'],
];

/** Polite lead-ins and text-speak. */
const WORDING: Rule[] = [
  // "actually make it 4:30", "add leo to that too": a change to what was just said, without the words around it
  [/^(?:actually|oh|and|also)[,\s]+(?=(?:make|change|move|add|put|set)\s+(?:it|that|this|\p{L}+ to (?:it|that|this))\b)/iu, ''],
  [/^((?:make|change|move|add|put|set)\s+(?:it|that|this|\p{L}+ to (?:it|that|this))\b.*?)\s+(?:too|as well|also|actually)[.!]*$/iu, '$1'],
  // "clear everything sunday we're going away", "remove the eggs, found some in the fridge": the reason is not the thing
  [
    /^((?:please )?(?:cancel|clear|remove|delete|get rid of|take(?= .*\b(?:off|away|out of)\b)|scrap|drop|wipe|tick|cross(?= .*\b(?:off|out)\b)|mark)\b.+?)(?:,\s*|\s+)(?:because|cos|coz|cause|(?:since|as)(?= (?:the|we|i|it|they|he|she|my|our|there)\b)|we(?:'re| are|'ll be| will be)|were|we (?:still )?have|we'?ve got|i(?:'m| am)|im|i (?:decided|don'?t|no longer)|it'?s|its|(?:(?:we|i) )?(?:found|got|already|bought)(?= \S)|they(?:'re| are)|theyre|he(?:'s| is)|she(?:'s| is))\b(?!.*\b(?:off|list|calendar|diary)\b|.*\bfrom (?:the |my |our )?[\p{L} ]*?(?:list|calendar|diary)\b).*$/iu,
    '$1',
  ],
  [/^(?:(?:please|can you|could you|would you)\s+)?(?:do me a fav(?:ou?r)?|be a (?:dear|star|love|darling|doll|gem|sweetheart|legend)),?\s+(?:and\s+)?/i, ''],
  [/^(?:(?:i was|i'm|im) (?:just )?(?:thinking|wondering)|just (?:thinking|wondering))(?: if)?,?\s+|^wondering (?:if|whether)\s+/i, ''],
  // "any chance you could put…": asking if it can be done is asking for it
  [/^(?:is there )?any chance (?:you could|you can|u could|u can|of you)\s+/i, ''],
  // "(i was wondering if) sam is busy tomorrow at four": in a question's order
  [/^((?:the kids|both kids|\p{L}+)) (is|are) ((?:free|busy|available|booked)\b.*)$/iu, '$2 $1 $3'],
  // "would you mind ticking 'wrap the present' off…": the request as a plain verb, the thing without its quotes
  [
    /^(?:would|do) you mind (tick|add|putt|popp|stick|remov|tak|cross|mark|mov|cancell?|delet|remind|sett|check|clear|chang|push|book|schedul)ing\b/i,
    (_all, stem: string) =>
      ({
        putt: 'put',
        popp: 'put',
        stick: 'put',
        sett: 'set',
        remov: 'remove',
        tak: 'take',
        mov: 'move',
        cancel: 'cancel',
        cancell: 'cancel',
        delet: 'delete',
        chang: 'change',
        schedul: 'schedule',
      })[stem.toLowerCase()] ?? stem.toLowerCase(),
  ],
  // (a name with a day or a time in it stays quoted, so it is read as a name: "rename 'sunday class' to …")
  [
    /(?<=\s)['‘"“]([^'‘’"“”]{2,60})['’"”](?=[\s,;]|$)/gu,
    (all, name: string) =>
      /\d|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b(?:today|tonight|tomorrow|morning|afternoon|evening|night)\b/i.test(name) ? all : name,
  ],
  [/,?\s+before i forget\b/i, ''],
  // "…? No particular time needed. Thank you": how it should be done, not what
  [
    /[?.!,]?\s+(?:no (?:particular |specific |set )?time(?: needed| required| necessary)?|any ?time(?: is fine)?|whenever(?: is fine)?)[.!]?(?:\s+(?:thanks?(?: you)?|thx|ta)[.!]?)?$/i,
    '',
  ],
  [/\bwat\b/gi, 'what'],
  [/\bhw\b/gi, 'homework'],
  // "mia homework: spelling list for tues"
  [
    /^(\p{L}+?)(?:'?s)? homework\s*[:–—-]\s*(.+?)(?:\s+for\s+(?=(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|next|the \d))(.+))?$/iu,
    (_all, who: string, what: string, due?: string) => `homework for ${who}: ${what}${due ? ` due ${due}` : ''}`,
  ],
  [/\bwen\b/gi, 'when'],
  [/\b(how|where|when|who|what)s\b/gi, "$1's"],
  [/^r (?=we|you|u|they|the|my|our)\b/i, 'are '],
  // "how's friday looking", "how does the week look": what is on.
  [/^how(?:'s| is| are)\s+(.+?)\s+looking\b/i, "what's on $1"],
  [
    /^(?:(?:can|could) (?:you|u) |pls |please )*send me (?:the whole of |all of )?(?=(?:the |my |our |(?:this |next )?[\p{L}]+'?s )?(?:schedule|calendar|agenda|diary|plans|program(?:me)?|week)\b|what'?s on\b)/iu,
    'show me ',
  ],
  [/\b(this|next|last) wk\b/gi, '$1 week'],
  // "is mia around 3-5 tomorrow": whether she is free.
  [/^is ([\p{L}]+) (?:around|about|available)\b/iu, 'is $1 free'],
  // "sam orthodontist 1630 mon", "0645 start", "BBQ at Nan's 1230, all": a 24-hour time without its colon, by a day or at an end.
  [
    /(?<!\b(?:jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|year|in|of|since|until|till),?\s)\b(?:at )?([01]\d|2[0-3])([0-5]\d)(?:\s*(?:hrs|h))?(?=\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tonight|tomorrow|start|starts|finish|finishes|sharp|now|instead)|\s*(?:$|[,;()]|\.(?:\s|$)))/gi,
    // 20xx up to 2039 is a year unless it is said as a time ("at 2030", "2030 hrs"); a leading zero is always a time.
    (all, h: string, m: string) =>
      /^0/.test(h) || (Number(h) >= 6 && (Number(h) < 20 || Number(`${h}${m}`) >= 2040 || /^at |h/i.test(all))) ? `at ${h}:${m}` : all,
  ],
  [/\b2 do\b/gi, 'to do'],
  [/\bto do'?s\b/gi, 'to-dos'],
  [/\b(?:a)?bout\b/gi, 'about'],
  [/^to dos\b/i, 'todos'],
];

const RULES = [
  ...HEADED_RULES,
  ...SECOND_LANGUAGE_RULES,
  ...SPOKEN_RULES,
  ...WORDING,
  ...SHOPPING_ERRANDS,
  ...TODOS_INTRODUCED,
  ...TODO_RULES,
  ...LIST_NEWS_RULES,
  ...SAID_RULES,
  ...LIST_RULES,
  ...DONE_AS_NEWS,
  ...REMINDERS,
  ...CHANGE_AS_NEWS,
  ...CALENDAR,
];

export function plainRequest(said: string): string {
  // After a greeting or a wake word ("hey olly, …"); the engine has already spelled the message out (engine.ts
  // englishOf). A sentence's full stop is no part of the request ("I've finished the first thing on my to-do list.").
  const text = (withoutPlease(withoutPleasantries(said).replace(GREETING, '')) || said).replace(/(?<=\p{L}{2})\.+\s*$/u, '');
  return RULES.reduce((out, [pattern, to]) => (typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to)), text);
}
