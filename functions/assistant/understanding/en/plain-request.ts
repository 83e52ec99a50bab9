import { fixSpelling } from './spelling';
import { GREETING } from './read-message';
import { WEEKDAY } from './date-words';
import { numberWord } from './number-words';

/**
 * A request said the long way round, put the plain way before the readers see it, so each reader keeps one shape
 * per request. The rules run in order over the whole message; anything no rule matches passes unchanged.
 */
type Rule = [RegExp, string | ((...groups: string[]) => string)];

const LIST = String.raw`(?:my|the|our) [\p{L} -]*?list`;

/** Lists: the item in a clause of its own, the passive, "it" for the thing named before, a reason after. */
const LISTS: Rule[] = [
  // "my shopping list should have carrots on it": an add said as how the list should be
  [/^(my|the|our) ([\p{L} ]*?list) (?:should|needs? to|must) (?:have|include|contain) (.+?)(?: on it| in it| on there)?$/iu, 'add $3 to $1 $2'],
  // "i no longer need milk, so forget that": off the list
  [
    /^(?:i|we) no longer need (?!to\b)(.+?)(?:,?\s*(?:so )?(?:forget (?:that|it)|take (?:it|that) off|remove (?:it|that)|cross (?:it|that) off))?$/i,
    "we don't need $1 anymore",
  ],
  // "remove laundry from my list of chores": the chores list
  [/\b(my|the|our) list of (chores|errands|housework|jobs)\b/gi, '$1 $2 list'],
  // "i'm out of bananas; add to shopping list", "i used the last of the flour, stick it on the shopping list"
  [
    /^(?:i'?m|i am|we'?re|we are|(?:i|we)(?:'ve| have)? used(?: up)?)\s+(?:all\s+|nearly\s+|almost\s+)?(?:out of|low on|running (?:low on|out of)|the last of)\s+(?:the\s+)?(.+?)(?:\s*[;,.]\s*|\s+(?:and|so)\s+|\s+)(?:(?:can|could|would) (?:you|u)\s+|please\s+|go ahead and\s+)*(?:(?:need|want) (?:it|them) (?:to be )?added|add|put|stick|pop)(?:\s+(?:it|them|that|those|some))?\s+(to|on|onto)\s+(.+)$/i,
    'add $1 $2 $3',
  ],
  // "mia needs a new pencil case, put it on the school supplies list"
  [
    /^(?!(?:i|we|you)\s)[\p{L}']+\s+(?:needs?|wants?)\s+(?!to\s)(?:a |an |some )?(.+?),?\s+(?:please\s+)?(?:put|add|stick|pop) (?:it|them|that) (to|on|onto) (.+)$/iu,
    'add $1 $2 $3',
  ],
  // "no need for the olive oil, delete it from the shopping list"
  [
    /^(?:no need for|(?:we|i) (?:don'?t|do not) need)\s+(?:the\s+|any\s+)?(.+?)(?:\s+any ?more)?,?\s+(?:please\s+)?(?:delete|remove|take|cross|scratch) (?:it|them|that) (?:off )?(from|off) (.+)$/i,
    'remove $1 $2 $3',
  ],
  // "we have the sunscreen now, tick it off the packing list"
  [/^(?:we|i)(?:'ve| have)? (?:got |have )?(?:the\s+)?(.+?)(?: now| already)?,\s*(?:tick|cross|take) (?:it|them) off (.+)$/i, 'tick $1 off $2'],
  // "take the torch off the camping list, we have one": the reason after the list is not an item.
  [new RegExp(String.raw`^((?:take|cross|tick|remove|delete) .+? (?:off|from) ${LIST}),\s*.+$`, 'iu'), '$1'],
  [/^(?:add|put) (?:to|on|onto) ((?:my|the|our) [\p{L} ]*?list)[:,]?\s+(?:i|we) (?:need|want)\s+(.+)$/iu, 'add $2 to $1'],
  [/^(?:(?:i|we) (?:need|want)|(?:please )?(?:get|have))\s+(.+?)\s+(?:added|put)\s+(to|on|onto)\s+/i, 'add $1 $2 '],
  [new RegExp(String.raw`^(?:on|to) (${LIST}),?\s+(?:i|we) (?:need|want)\s+(.+?)\s+(?:added|put on)$`, 'iu'), 'add $2 to $1'],
  [/^(?:please )?(?:get|have)\s+(.+?)\s+removed\s+(from|off)\s+/i, 'remove $1 $2 '],
  [/\s+and\s+(?!remove\b)([\p{L}' ]+?)\s+(?:removed|taken off)$/iu, ' and remove $1'],
  // "add hand soap to the list and dishwashing liquid too"
  [new RegExp(String.raw`^(add .+?) (to ${LIST}) and (.+?) (?:too|as well)$`, 'iu'), '$1 and $3 $2'],
  // "is butter on the shopping list or do i need to add it": a question, not an add.
  [/,?\s*or (?:do|should) (?:i|we) (?:need to )?add (?:it|them)\??$/i, ''],
  [/^check (?:if|whether) (?:we(?:'ve| have)? got|we have|there(?:'s| is)) (.+?) (on|in) (.+)$/i, 'is $1 $2 $3'],
  // "there's no butter left", "we've got no eggs": a need.
  [/^(?:there'?s|there is|we(?:'ve| have)? got|we have) no (.+?)(?: left| any ?more)?$/i, 'we need $1'],
  [/^mark (.+?) (?:as )?(?:bought|purchased|got)$/i, 'got $1'],
  [/^(?:shopping|groceries|the shop) (?:done|finished)[,.;]?\s+/i, ''],
  // "open grocery list and add milk"
  [/^(?:please )?(?:open|go to|pull up|bring up) ((?:my |the |our )?[\p{L} ]*?list),? and (?:then )?(?:add|put) (.+)$/iu, 'add $2 to $1'],
];

/** The to-dos: "it" for the thing to do said before, several named after a colon, done said any way. */
const TODOS: Rule[] = [
  // "i need to do dishes, put it on my to do list"
  [/^(?:i|we) (?:(?:need|have|want|got) to|gotta) (.+?)(?:\s*[,;.]\s*|\s+so\s+|\s+)(?:please\s+)?(?:put|add|stick|pop) it (to|on|onto) (.+)$/i, 'add $1 $2 $3'],
  [/^(?:please |can you |could you )*(?:make|get) (my|the|our) (to-?do|to do|todo|task|tasks)( list)? (?:blank|empty|clear)(?: please)?$/i, 'clear $1 $2 list'],
  [/^mark all (?:of )?(?:my |the )?(?:tasks|to-?dos|to do list|things on my to do list) (?:as )?(?:done|complete|completed|finished)$/i, 'clear my to do list'],
  [/\bget rid off\b/gi, 'get rid of'],
  // "add three things to my todo: wash the car, mow the lawn and fix the fence"
  [/^add (?:(?:a few|some|[\p{L}\d]+) )?(?:things|items|tasks) to (my|the|our) ([\p{L} -]*?)\s*:\s*(.+)$/iu, 'add $3 to $1 $2'],
  [/^add to (?:my |the )?(?:to-?do|to do|todo) list[:,]?\s+(.+)$/i, 'todo $1'],
  // "add these to my tasks book the dentist, buy stamps and ring the council"
  [
    /^add (?:these|the following|this)(?: things| items| tasks)? to (my|the|our) (tasks|to-?dos?|to do list|todo list|to do|shopping list|shopping|list)\s*:?\s+(.+)$/i,
    'add $3 to $1 $2',
  ],
  // "jobs for the weekend: fix leos bike, clean out the car"
  [/^(?:jobs|chores|tasks|things to do|to-?dos?|to do)(?: for [^:]+)?\s*:\s*(.+)$/i, 'todo $1'],
  [/^new (?:task|to-?do|to do)\s*[:-]?\s*(.+)$/i, 'todo $1'],
  [/^(?:to-?do|to do) list\s*[:,-]?\s+(?!(?:is|are|has|for|please|now)\b)(.+)$/i, 'todo $1'],
  // "start the shopping list fresh", "start a fresh shopping list, wipe the old one": empty it
  [
    /^(?:let'?s )?start (?:the |my |our |a )?(?:fresh |clean )(shopping|grocery|to-?do|to do) list\b.*$|^(?:let'?s )?start (?:the |my |our )?(shopping|grocery|to-?do|to do) list (?:fresh|again|over|from scratch)\b.*$/i,
    (_all, a?: string, b?: string) => `clear the ${a ?? b} list`,
  ],
  // "need to pay the school fees", "i have to renew the car rego": something to do, with no day or time to file it on
  [
    new RegExp(
      `^(?:i |we )?(?:really |still )?(?:need to|have to|got to|gotta|must) (?!.*\\b(?:meeting|appointment|appt|event|calendar|diary|schedule|reminder|list|shopping|groceries|todo|to do|to-do)s?\\b)(?!know\\b|see\\b|check\\b|find\\b|ask\\b|tell\\b|remember\\b|be\\b|go\\b|buy\\b|get\\b|pick up\\b|have\\b|add\\b|put\\b|make sure\\b|cancel\\b|change\\b|move\\b)(?=\\p{L}+ )(?!.*(?:\\d|\\b(?:at|on|by|before|after|until|till|from|tomorrow|tmrw|today|tonight|this|next|every|week|weekend|morning|afternoon|evening|night|${WEEKDAY})\\b|\\?))(.+)$`,
      'iu',
    ),
    'todo $1',
  ],
  // "paid the speeding fine, tick it off my todos", "i've done the thank you cards", "task 3 complete"
  [/^(?:i(?:'ve| have) )?(.+?),\s*(?:tick|cross|check|mark) (?:it|that) off(?: (?:my|the) (?:to-?dos?|to do(?: list)?|list|tasks))?$/i, 'done $1'],
  [
    /^(?:i|we)(?:'ve| have)? (?:done|finished|completed) (?!it\b|that\b|with\b|work\b|(?:my |the |our )?(?:to-?dos?|to do|todo|tasks|list)\b)(?!.*\b(?:tick|cross|mark|check)\b)(?!.*\b(?:at|by|around) \d|.*\b(?:today|yesterday|tonight|early|late)\b)/i,
    'done ',
  ],
  [/^all done with /i, 'done '],
  // "ive done number five", "mark done the task about the council rates"
  [
    /^(?:i(?:'ve| have)?|ive|we(?:'ve| have)?) (?:done|finished|completed) (?:number|no\.?|#|task|item) ([\p{L}\d-]+)$/iu,
    (_all, n: string) => `done ${numberWord(n) ?? n}`,
  ],
  [
    /^(?:mark|tick|check) (?:off )?(?:as )?(?:done|complete|completed|finished)\s+(?:the\s+)?(?:(?:task|to-?do|to do|item|one)\s+)?(?:(?:about|for|called|to|that says)\s+)?(.+)$/i,
    'done $1',
  ],
  // "paid the school fees", "covered mias books ✅": a thing to do said as done, with no day or time to make it an event
  [/^(.+?)\s*(?:✅|✔️?|☑️?)\s*$/u, 'done $1'],
  [
    new RegExp(
      `^(?:i |we )?(?:just |already |finally )?(?:paid|sent|posted|signed|covered|returned|renewed|ordered|booked|called|rang|emailed|replied to|cleaned|fixed|washed|mowed|sorted|handed in|submitted|filled (?:in|out)|dropped off) (?!.*(?:\\d|\\?|\\b(?:at|on|by|before|after|until|till|from|tomorrow|tmrw|today|tonight|yesterday|this|next|every|week|weekend|morning|afternoon|evening|night|list|shopping|calendar|reminder|${WEEKDAY})\\b))(.+)$`,
      'iu',
    ),
    'done $1',
  ],
  [/^(?:task|to-?do|number|no\.?) (\d{1,3}) (?:is )?(?:complete|completed|done|finished)$/i, 'done $1'],
];

/** "do i need to buy coffee": whether it is on the Shopping list; "how many lists have we got": the lists. */
const QUESTIONS: Rule[] = [
  [
    /^(?:do|did) (?:i|we) (?:still )?(?:need|have) to (?:buy|get) (?:any |some |more )?(?!.*\b(?:today|tonight|tomorrow|from|at|for)\b)(.+?)\??$/i,
    'is $1 on the shopping list',
  ],
  [/^how many lists\b.*$/i, 'what lists do i have'],
  // "does my errand list have goodwill on it"
  [/^(?:does|do) (my|the|our) ([\p{L} ]+? list) (?:have|has|include|contain)s? (.+?)(?: on it| in it| on there)?\??$/iu, 'is $3 on $1 $2'],
  [
    /^(?:do|did) (?:i|we) (?:still )?need (?:any |some |more )?(?!to\b|a reminder\b|an? (?:appointment|meeting|event)\b)(.+?)\??$/i,
    'is $1 on the shopping list',
  ],
  [/^check (?:the |my |our )?(shopping|grocery) list for (.+?)\??$/i, 'is $2 on the shopping list'],
];

/** Reminders: asked for in any words, with or without a lead time. */
const REMINDERS: Rule[] = [
  [
    /^(?:please |can you |could you )*(?:set up|set|make|create|add) (?:me )?an? (?:new )?reminder[,;:]?\s+(?:that )?(?:i|we) (?:need|have|must|should|want) to (?:remember to )?(?=\S)/i,
    'remind me to ',
  ],
  [/^(?:i|we) (?:need|want|would like|'d like) (?:you )?to (?:set|make|create|add) (?:up )?(?:me )?an? reminder (to|for|about) /i, 'remind me $1 '],
  [/^(?:i|we) (?:need|want|would like|'d like) to (?:be|get) (?:reminded|notified|alerted|pinged) (to|about|of) /i, 'remind me $1 '],
  [/^(?:(?:please|help|can you|could you)\s+)*remind me that (?:i|we) (?:need|have|must|should) to (?!add\b|put\b)/i, 'remind me to '],
  [/^(?:the )?next time (?:that )?[\p{L}' ]+?,\s*(?=remind me to )/iu, ''],
  [/^remind me bout /i, 'remind me about '],
  [/^reminder\s*:\s*(?!.*\b(?:at|on|tomorrow|today|tonight)\b)/i, 'remind me to '],
  // "can i get a reminder 10 mins before the interview", "put a 15 minute reminder on leo's swimming"
  [
    /^(?:(?:can|could) (?:i|you) (?:get|have|give me|set|put)|give me|send me|i(?:'d| would) like|i want|set|put|add)\s+(?:me\s+)?(?:an?\s+)?(?:(\d+|an?|one|two|three|five|ten|fifteen|twenty|thirty|forty[ -]five)[ -](minutes?|mins?|hours?|hrs?|days?)\s+)?(?:reminder|heads[ -]up|alert|warning|notice|notification)\s+(?:(\d+|an?|one|two|three|five|ten|fifteen|twenty|thirty|forty[ -]five) (minutes?|mins?|hours?|hrs?|days?) )?(?:before|on|ahead of)\s+(.+)$/i,
    // With no lead time said, the next rule (or the readers) take it as it is.
    (all, n1?: string, u1?: string, n2?: string, u2?: string, what?: string) => (n1 || n2 ? `remind me ${n1 ?? n2} ${u1 ?? u2} before ${what}` : all),
  ],
  // "send an alert before the meeting": a reminder with no lead time said is 30 minutes before (the reply says so).
  [
    /^(?:(?:please|can you|could you)\s+)?(?:send|give|set|add)(?: me)? (?:an? )?(?:alert|reminder|notification|heads up|ping|alarm)\s+(before|ahead of)\s+(?!\d)(.+)$/i,
    'remind me 30 minutes $1 $2',
  ],
];

/** The calendar: a day made clear, a plan that is off, a meeting booked or asked about. */
const CALENDAR: Rule[] = [
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
    /\b((?:\d+|an?|one|two|three|half an?|(?:twenty|thirty|forty|fifty)(?:[- ]five)?|fifteen|ten) ?(?:hours?|hrs?|minutes?|mins?)) (?:instead of|rather than|not) (?:an?|one|two|\d+|half an?)? ?(?:hours?|hrs?|minutes?|mins?)\b/i,
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
  // "clear everything sunday we're going away", "remove the eggs, found some in the fridge": the reason is not the thing
  [
    /^((?:please )?(?:cancel|clear|remove|delete|take|scrap|drop|wipe)\b.+?)(?:,\s*|\s+)(?:because|cos|coz|cause|since|as|we(?:'re| are)|were|i(?:'m| am)|im|it'?s|its|found|got|already|they(?:'re| are)|theyre|he(?:'s| is)|she(?:'s| is))\b(?!.*\b(?:off|from|list|calendar|diary)\b).*$/i,
    '$1',
  ],
  [/^(?:(?:please|can you|could you|would you)\s+)?(?:do me a fav(?:ou?r)?|be a (?:dear|star|love)),?\s+(?:and\s+)?/i, ''],
  [/^(?:(?:i was|i'm|im) (?:just )?(?:thinking|wondering)|just (?:thinking|wondering))(?: if)?,?\s+/i, ''],
  [/,?\s+before i forget\b/i, ''],
  [/\bwat\b/gi, 'what'],
  [/\bwen\b/gi, 'when'],
  [/\b(how|where|when|who|what)s\b/gi, "$1's"],
  [/^r (?=we|you|u|they|the|my|our)\b/i, 'are '],
  // "how's friday looking", "how does the week look": what is on.
  [/^how(?:'s| is| are)\s+(.+?)\s+looking\b/i, "what's on $1"],
  [
    /^(?:(?:can|could) (?:you|u) |pls |please )*send me (?=(?:the |my |our |[\p{L}]+'?s )?(?:schedule|calendar|agenda|diary|plans|week)\b|what'?s on\b)/iu,
    'show me ',
  ],
  [/\b(this|next|last) wk\b/gi, '$1 week'],
  // "is mia around 3-5 tomorrow": whether she is free.
  [/^is ([\p{L}]+) (?:around|about|available)\b/iu, 'is $1 free'],
  // "sam orthodontist 1630 mon": a 24-hour time without its colon, next to a day.
  [
    /(?<!\b(?:jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|year|in|of|since|until|till),?\s)\b(?:at )?([01]\d|2[0-3])([0-5]\d)(?:\s*(?:hrs|h))?(?=\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tonight|tomorrow)|\s*$)/gi,
    // 20xx is a year unless it is said as a time ("at 2030", "2030 hrs").
    (all, h: string, m: string) => (Number(h) >= 6 && (Number(h) < 20 || /^at |h/i.test(all)) ? `at ${h}:${m}` : all),
  ],
  [/\b2 do\b/gi, 'to do'],
  [/\bto do'?s\b/gi, 'to-dos'],
  [/\b(?:a)?bout\b/gi, 'about'],
  [/^to dos\b/i, 'todos'],
];

const RULES = [...WORDING, ...LISTS, ...TODOS, ...QUESTIONS, ...REMINDERS, ...CALENDAR];

export function plainRequest(said: string): string {
  // After a greeting or a wake word ("hey olly, …"), which the readers drop anyway.
  const text = fixSpelling(said.replace(GREETING, '') || said);
  return RULES.reduce((out, [pattern, to]) => (typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to)), text);
}
