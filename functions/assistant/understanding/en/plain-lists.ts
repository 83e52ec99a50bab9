import type { Rule } from './plain-request';
import { TODO_LIST_RULES } from './plain-todos';
import { isGrocery } from './list-phrases';

/** Things named alone, with no verb, question or pronoun in them ("tent", "screws and a paint roller"): an addition. */
const THINGS_ALONE =
  /^(?!(?:name|count|iterate|know|see|look|check|tell|read|say|show|find|need|want|have|make|keep|put|add|get|list|clear|delete|remove|erase|bin|wipe|tick|take|cross|empty|scratch|drop|forget|cancel|print|share|how|who|which|what|do|does|did|has|um|so|ok|can|could|please|when|got|is|are)\b)(?!.*\b(?:i|me|we|you|it|them|items?|things?|entries|entry|number|what|whats|what's|everything|anything|nothing|left|all|is|are|was|remind|reminders?|need|needs|go|done|as|down|also|list|write|mark|buy|jot|note|turn|put|add)\b)(?:[\p{L}'&+-]+[ ,]*){1,8}$/iu;

/** The plain-request rules for lists and to-dos (plain-request.ts runs them with the others). */

const LIST = String.raw`(?:my|the|our) [\p{L} -]*?list`;

/** A day, time, list or person said with the thing, or a verb that is no buying ("get going", "get ready"). */
const NOT_BOUGHT =
  /\d|\?|\b(?:anything|something|everything|nothing|at|on|by|before|after|until|till|from|tomorrow|tmrw|today|tonight|this|next|every|week|weekend|morning|afternoon|evening|night|list|calendar|to[- ]?dos?|kids?|children|boys|girls|him|her|them|us|home|mon|tue|wed|thu|fri|sat|sun)\b|^(?:going|moving|started|ready|dressed|rid|back|on|up|out|in|together)\b/i;
/** Something done to a thing: "get the car serviced". */
const DONE_TO =
  /\b(?:serviced|fixed|repaired|done|cut|checked|cleaned|washed|signed|sorted|printed|framed|tested|renewed|replaced|changed|tuned|looked at|seen to|trimmed|installed)$/i;

/** Something to buy said as an obligation, run before the to-do rules, which take any other "need to …" as a job. */
export const SHOPPING_ERRANDS: Rule[] = [
  // "we have to get bread", "gotta grab eggs", "can someone pick up milk on the way home": shopping; "we have to get the
  // car serviced" is a job. "grab" and "pick up" take groceries only, since people are picked up too.
  [
    /^(?:(?:can|could) (?:someone|somebody|one of you|you guys) |(?:(?:i|we|someone|somebody|one of us) )?(?:really |still |also )?(?:needs? to|have to|has to|got to|gotta|must|should|ought to) )(get|buy|grab|pick up) (?:some |more |a few )?(.+?)(?: on the way(?: home| back)?)?$/iu,
    (all, verb: string, thing: string) =>
      NOT_BOUGHT.test(thing) ? all : DONE_TO.test(thing) ? `todo get ${thing}` : /^(?:get|buy)$/i.test(verb) || isGrocery(thing) ? `${verb} ${thing}` : all,
  ],
];

/** Lists: the item in a clause of its own, the passive, "it" for the thing named before, a reason after. */
const LISTS: Rule[] = [
  // "add 'clean out the gutters' to my to-dos, and 'get quotes for the side fence' as well", "add hand soap to the list
  // and dishwashing liquid too": both on that list
  [
    /^((?:(?:can|could) you )?(?:add|put)) (.+?) ((?:to|on) (?:my|the|our) [^,]+?),? and (?:also )?(?!(?:remind|remove|take|delete|tick|cross|move|cancel|show|what)\b)(.+?) (?:as well|too)\??$/i,
    (_, add: string, one: string, list: string, two: string) => (/\bto-?dos?\b/i.test(list) ? `todo ${one}, ${two}` : `${add} ${one}, ${two} ${list}`),
  ],
  // "Got the bread and the yoghurt, oh and the bananas too.": one more thing, remembered
  [
    /,?\s+oh,? and (?!(?:what|whats|when|where|is|are|can|could|please|add|put|remind|cancel|move|also)\b)(?:the )?([^,.!?]+?)(?:\s+(?:too|as well))?([.!]*)$/i,
    ' and $1$2',
  ],
  // "the chilli sauce take out from list, dun need already": the thing first, then what to do with it
  [
    /^(?!(?:please|pls|kindly|can|could|take|remove|delete|cross|strike|tick|add|put|clear|empty|wipe)\b)(?:the )?([\p{L} '-]{2,40}?),?\s+(?:take (?:out|off)|remove|delete|cross off|strike off)\s+(?:from |of |off )?(?:the |my |our )?((?:\p{L}+ )?list|shopping)(?: list)*(?:\s*[,.].*)?$/iu,
    'take $1 off the $2',
  ],
  // "when you next do the shopping, could you add custard powder… for when the children visit": when it is bought and
  // what for are no part of the things
  [
    /^(?:(?:when|next time|while) (?:you|u)(?:'re| are| r)? (?:next )?(?:do(?:ing)?|go(?:ing)? to|at|out at) (?:the )?(?:shopping|shops|supermarket|grocer(?:y|ies|'s)|store)[,\s]+)?((?:(?:please|can you|could you|would you)\s+)*(?:add|put|get|buy|pick up|grab) .+?)(?:[,\s]+for when (?![^,]*\b(?:at \d|\d{1,2}\s*(?:am|pm)|today|tomorrow|tonight)\b)[^,]+)?$/i,
    (all, request: string) => (/^(?:when|next time|while)\b|\bfor when\b/i.test(all) ? request : all),
  ],
  // "swap the white bread for wholemeal", "change cheddar to tasty cheese on the shopping list": one off, one on
  [
    /^(?:(?:can|could) you |please )*(?:swap|switch|replace|change|substitute) (?:the )?(.+?)(?: on (?:the|my|our) (?:shopping|grocery) list)? (?:for|with|to) (?:the |some )?(.+?)(?: on (?:the|my|our) (?:shopping|grocery) list)?$/i,
    (all, off: string, on: string) =>
      /\b(?:shopping|grocery)\b/i.test(all) ||
      (/^(?:(?:can|could) you |please )*(?:swap|switch|substitute)\b/i.test(all) &&
        !/\d|\b(?:am|pm|today|tomorrow|tonight|morning|afternoon|evening|week|mon|tue|wed|thu|fri|sat|sun)/i.test(all))
        ? `take ${off} off the shopping list and add ${on}`
        : all,
  ],
  // "check the shopping list has dog food on it and add it if not": an add (one already there is said so)
  [
    /^(?:(?:can|could) you |please )*(?:check|see) (?:if |whether )?(?:the|my|our) (?:shopping|grocery) list has (.+?)(?: on it)?,?(?: and)? (?:add|put) (?:it|them)(?: on)? if (?:not|it isn'?t|it's not|they aren'?t)$/i,
    'add $1 to the shopping list',
  ],
  // "kids need to clean their rooms b4 nana comes", "mia needs to practise piano": a job for one of the family, said with
  // no day or time (with one, "mia needs to be at school at 8", it is an event)
  [
    /^((?:the |my |our )?(?:kids|children|boys|girls)|(?!(?:i|we|it|that|this|there|he|she|they|you|u|who|what|which|everything|nothing|no|still|just|also|really|only|do|does|did|someone|anyone|somebody|anybody)\b)\p{L}+) (?:need|needs|has|have) to (?!be\b|go\b|have\b|get to\b)([^?,;.]+)$/iu,
    (all, who: string, job: string) =>
      /\d|\b(?:today|tonight|tomorrow|tmrw|tmr|morning|afternoon|arvo|evening|noon|midnight|week|weekend|month|term|mon|tue|wed|thu|fri|sat|sun)\w*/i.test(job)
        ? all
        : `todo ${who} to ${job}`,
  ],
  // "shopping list apples yoghurt and toilet paper": the list named, then things from the shops, with no verb
  [
    /^(?:the |my |our )?((?:shopping|grocery|groceries) list)[:\s-]+([\p{L}'-]+)(.*)$/iu,
    (all, list: string, first: string, rest: string) => (isGrocery(first) ? `add ${first}${rest} to the ${list}` : all),
  ],
  // "my shopping list needs eggs added", "the to do list needs mowing the lawn on it", "to my to do list add clean the
  // garage": the list said first, then what goes on it
  [new RegExp(String.raw`^(${LIST}|(?:my|the|our) to ?-?dos?(?: list)?) needs (.+?)(?: (?:added|put on|on it|adding))$`, 'iu'), 'add $2 to $1'],
  [new RegExp(String.raw`^(?:to|on|onto) (${LIST}|(?:my|the|our) to ?-?dos?(?: list)?),? (?:please )?(?:add|put|pop) (.+)$`, 'iu'), 'add $2 to $1'],
  // "mark coffee as bought", "the hammer's sorted, take it off the hardware list"
  [/^mark (.+?) as (?:bought|got|purchased|picked up)$/i, 'got $1'],
  [
    /^(?:the |our |my )?(.+?)(?:'s| is| are|s)? (?:sorted|done|bought|got|fixed|here|in),?\s*(?:so )?(?:please )?(?:take|tick|cross) (?:it|that|them) off (?:the|my|our) ([\p{L} ]+? list)$/iu,
    'tick $1 off the $2',
  ],
  // "olive oil is bought": got it
  [/^(.+?) (?:is|are|has been|have been|was|were) (?:bought|purchased|picked up)$/i, 'got $1'],
  // "my shopping list should have carrots on it": an add said as how the list should be
  [/^(my|the|our) ([\p{L} ]*?list) (?:should|needs? to|must) (?:have|include|contain) (.+?)(?: on it| in it| on there)?$/iu, 'add $3 to $1 $2'],
  // "i no longer need milk, so forget that": off the list
  [
    /^(?:i|we) no longer need (?!to\b)(.+?)(?:,?\s*(?:so )?(?:forget (?:that|it)|take (?:it|that) off|remove (?:it|that)|cross (?:it|that) off))?$/i,
    "we don't need $1 anymore",
  ],
  // "remove laundry from my list of chores": the chores list
  [/\b(my|the|our) list of (chores|errands|housework|jobs)(?: to (?:complete|do|finish|get done))?\b/gi, '$1 $2 list'],
  // "i'm out of bananas; add to shopping list", "i used the last of the flour, stick it on the shopping list"
  [
    /^(?:i'?m|i am|we'?re|we are|(?:i|we)(?:'ve| have)? used(?: up)?)\s+(?:all\s+|nearly\s+|almost\s+)?(?:out of|low on|running (?:low on|out of)|the last of)\s+(?:the\s+)?(.+?)(?:\s*[;,.]\s*|\s+(?:and|so)\s+|\s+)(?:(?:can|could|would) (?:you|u)\s+|please\s+|go ahead and\s+)*(?:(?:need|want) (?:it|them) (?:to be )?added|add|put|stick|pop)(?:\s+(?:it|them|that|those|some))?\s+(to|on|onto)\s+(.+)$/i,
    'add $1 $2 $3',
  ],
  // "mia needs a new pencil case, put it on the school supplies list"
  [
    /^(?!(?:i|we|you)\s)[\p{L}']+\s+(?:needs?|wants?)\s+(?!to\s)(?:a |an |some )?(.+?),?\s+(?:please\s+|pls\s+)?(?:put|add|stick|pop) (?:(?:it|them|that) )?(to|on|onto) (.+)$/iu,
    'add $1 $2 $3',
  ],
  // "no need for the olive oil, delete it from the shopping list", "we've already got sunscreen please delete it from the packing list"
  [
    /^(?:no need for|no(?: more)?|(?:we|i) (?:don'?t|do not) need|(?:we'?ve|i'?ve|we have|i have) (?:already )?got)\s+(?:the\s+|any\s+)?(.+?)(?:\s+any ?more|\s+after all|\s+already)?,?\s+(?:so\s+)?(?:please\s+)?(?:delete|remove|take|cross|scratch) (?:it|them|that) (?:off )?(from|off) (.+)$/i,
    'remove $1 $2 $3',
  ],
  // "tent on the camping list", "screws and a paint roller for the hardware list", "chuck cheese on the list",
  // "on my list sort out the tax return": an addition said without its verb
  // "chuck cheese on the list", "jot down eggs on the shopping list", "pop bread on the list": said for "put"
  [/^chuck\b/i, 'put'],
  [
    /^(?:pop|stick|throw|bung|whack|slap|shove|write|jot|scribble)(?: (?:down|in))?\b(?=.+\b(?:on|to|onto|in|into) (?:the|my|our|\p{L}+'?s) [\p{L} -]*?\blist\b)/iu,
    'put',
  ],
  [
    /^([\p{L}' ,&+-]{2,80}?) (?:on|for|goes on|go on|onto|to go on) (the|my|our) ([\p{L} -]*?\blist)$/iu,
    (all: string, what: string, whose: string, list: string) => (THINGS_ALONE.test(what) ? `add ${what} to ${whose} ${list}` : all),
  ],
  [/^(?:on|to) (my|the|our) ((?:to-?do |to do )?list)[,:]?\s+(?!(?:is|are|what|anything|there|of)\b)(.+)$/i, 'add $3 to $1 $2'],
  [/^(?:add|create|make|new) (?:a |an )?(?:new )?(?:to-?do|to do|task)(?: item)?$/i, 'todo'],
  [/^(?:i want|i'd like|i need|can i have|make me) a (?:new )?list for (?:the |my |our )?([\p{L} -]{2,40})$/iu, 'create a list for the $1'],
  [/^(?:start|begin|make|create) a (?:new )?(?!new\b)([\p{L}-]+) list for (?:the |my |our )?[\p{L} -]{2,40}$/iu, 'new $1 list'],
  // "packed the passports, tick them off the packing list", "goggles packed, tick them off the camp list"
  [
    /^(?:(?:packed|bought|got|grabbed|picked up|found) (?:the )?([\p{L}' ]+?)|(?:the )?([\p{L}' ]+?) (?:packed|bought|got|sorted|done|found)),\s*(?:tick|cross|take|check|mark) (?:it|them|that|those) off (?:of )?((?:the |my |our )?[\p{L} ]*?list)$/iu,
    (_all, a?: string, b?: string, list?: string) => `tick ${a ?? b} off ${list}`,
  ],
  // "bin everything on the hardware list", "complete task 5", "delete task 6"
  [
    /^(?:bin|ditch|dump|wipe|scrap|clear out|get rid of) (?:everything|all(?: the)? (?:items|things)?) (?:on|in|from) ((?:the |my |our )?[\p{L} -]*?list)$/iu,
    'clear $1',
  ],
  [/^(?:complete|finish|delete|remove|tick(?: off)?|cross off|check off) (?:task|to-?do|item|number|no\.?) #?(\d{1,3})$/i, 'done $1'],
  // "we have the sunscreen now, tick it off the packing list"
  [/^(?:we|i)(?:'ve| have)? (?:got |have )?(?:the\s+)?(?!no longer\b)(.+?)(?: now| already)?,\s*(?:tick|cross|take) (?:it|them) off (.+)$/i, 'tick $1 off $2'],
  // "take the torch off the camping list, we have one": the reason after the list is not an item.
  // (not a second request after it: "…from the list, and add crackers")
  [
    new RegExp(
      String.raw`^((?:take|cross|tick|remove|delete) .+? (?:off|from) ${LIST}),(?!\s*(?:(?:and|but|then|also|plus|please|pls)\s+)*(?:add|put|get|buy|remove|take|delete|cancel|move|tick|cross|remind|show|clear|make|book|what|whats|what's|when|is|are|can|could)\b)\s*.+$`,
      'iu',
    ),
    '$1',
  ],
  [/^(?:add|put) (?:to|on|onto) ((?:my|the|our) [\p{L} ]*?list)[:,]?\s+(?:i|we) (?:need|want)\s+(.+)$/iu, 'add $2 to $1'],
  // "put on me list to ring the garage": the thing to do, after the list
  [/^(?:add|put|pop|stick|write|jot) (?:down )?(?:to|on|onto|in) ((?:my|the|our) (?:to-?do |to do )?list),?\s+to\s+(.+)$/iu, 'add $2 to $1'],
  [/^(?:(?:i|we) (?:need|want)|(?:please )?(?:get|have))\s+(.+?)\s+(?:added|put)\s+(to|on|onto)\s+/i, 'add $1 $2 '],
  [new RegExp(String.raw`^(?:on|to) (${LIST}),?\s+(?:i|we) (?:need|want)\s+(.+?)\s+(?:added|put on)$`, 'iu'), 'add $2 to $1'],
  [/^(?:please )?(?:get|have)\s+(.+?)\s+removed\s+(from|off)\s+/i, 'remove $1 $2 '],
  [/\s+and\s+(?!remove\b)([\p{L}' ]+?)\s+(?:removed|taken off)$/iu, ' and remove $1'],
  // "is butter on the shopping list or do i need to add it", "…or should we get some": a question, not an add.
  [/,?\s*or (?:do|should|shall|must|will|can) (?:i|we|you) (?:need to |have to )?(?:add|put|get|buy|pick up) (?:it|them|some|one)\b.*$/i, ''],
  [/^check (?:if|whether) (?:we(?:'ve| have)? got|we have|there(?:'s| is)) (.+?) (on|in) (.+)$/i, 'is $1 $2 $3'],
  // "there's no butter left", "we've got no eggs": a need.
  // "i need to pick up the parcel", "need to pick up the dry cleaning": an errand, when no day, time or person is said
  // (groceries picked up are shopping; "pick up the kids at 3" is the calendar's)
  [
    /^(?:i |we )?(?:need to|have to|gotta|got to|must) (pick up|collect) ((?:the |a |my |our )(?!kids?\b|children\b|boys\b|girls\b)(?:[\p{L}'-]+ ){0,2}(?:parcel|package|dry cleaning|prescription|repairs?|keys?|car|laptop|phone|order|tickets?|glasses|watch|photos|uniforms?|mail|post|delivery)(?: from (?:the )?[\p{L}' ]{2,30})?)$/iu,
    'todo $1 $2',
  ],
  // (not "there's no school on monday": a day without something is news for the calendar)
  [/^(?:there'?s|there is|we(?:'ve| have)? got|we have) no (?!.*\b(?:on|this|next|tomorrow|tmrw|today|tonight)\b)(.+?)(?: left| any ?more)?$/i, 'we need $1'],
  [/^mark (.+?) (?:as )?(?:bought|purchased|got)$/i, 'got $1'],
  [/^(?:shopping|groceries|the shop) (?:done|finished)[,.;]?\s+/i, ''],
  // "add milk, eggs, sultanas, muesli bars for lunchboxes": what they are for is not a day
  [
    /^(?:(?:pls|please|can you|could you) )*add ((?:[^,]+,\s*){2,}[^,]+?) for (?:the |my |our )?(?!(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|today|tonight|next|this)\b)[\p{L} ]+$/iu,
    'add $1',
  ],
  [/^(.+?)\s*(?:x\s*\d+\s*)?(?:(?:pls|please)\s*)?🛒+\s*$/u, 'add $1 to the shopping list'],
  // "open grocery list and add milk"
  [/^(?:please )?(?:open|go to|pull up|bring up) ((?:my |the |our )?[\p{L} ]*?list),? and (?:then )?(?:add|put) (.+)$/iu, 'add $2 to $1'],
];

/** "do i need to buy coffee": whether it is on the Shopping list; "how many lists have we got": the lists. */
const QUESTIONS: Rule[] = [
  [
    /^(?:do|did) (?:i|we) (?:still )?(?:need|have) to (?:buy|get) (?:any |some |more )?(?!.*\b(?:today|tonight|tomorrow|from|at|for)\b)(.+?)\??$/i,
    'is $1 on the shopping list',
  ],
  [/^how many lists\b.*$/i, 'what lists do i have'],
  // "Reminders - list.", "shopping: show": a list asked for by its name first
  [/^(reminders|to-?dos|tasks|jobs|shopping(?: list)?)\s*[-–:]\s*(?:list|show|read)(?: (?:it|pls|please))?[.!?]*$/i, 'show my $1'],
  // "does my errand list have goodwill on it"
  [/^(?:does|do) (my|the|our) ([\p{L} ]+? list) (?:have|has|include|contain)s? (.+?)(?: on it| in it| on there)?\??$/iu, 'is $3 on $1 $2'],
  [
    /^(?:do|did) (?:i|we) (?:still )?need (?:any |some |more )?(?!to\b|a reminder\b|an? (?:appointment|meeting|event)\b)(.+?)\??$/i,
    'is $1 on the shopping list',
  ],
  [/^check (?:the |my |our )?(shopping|grocery) list for (.+?)\??$/i, 'is $2 on the shopping list'],
  // "bread's on the list, right?": asked as a statement with a tag
  [
    /^(?:and )?(.+?)(?:'s| is| are) (?:already |still )?on (my|the|our) ([\p{L} ]*?list)\s*,?\s*(?:right|yeah|yes|correct|isn'?t it|aren'?t they|ok)\s*\??$/iu,
    'is $1 on $2 $3',
  ],
];

export const LIST_RULES: Rule[] = [...LISTS, ...TODO_LIST_RULES, ...QUESTIONS];
