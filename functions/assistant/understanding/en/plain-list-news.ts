import { isGrocery } from './list-phrases';
import type { Rule } from './plain-request';

/** Shops whose name is used as a list's ("costco: toilet paper x2, olive oil"). */
const SHOPS = '(?:costco|aldi|lidl|coles|woolies|woolworths|bunnings|ikea|kmart|target|walmart|trader joes|lulu|carrefour|spinneys|tesco|sainsburys|asda)';

/** "eggs", "milk and bread", "the eggs, milk": every thing named is a grocery by name. */
const groceries = (text: string) =>
  text
    .split(/\s*(?:,|&|\+|\band\b|\bor\b)\s*/i)
    .filter(Boolean)
    .every((thing) => isGrocery(thing.replace(/^(?:the|some|any|more)\s+/i, '')));
/** A rule applied only when what it names is groceries ("we have swimming now" is no shopping). */
const ofGroceries =
  (to: string): ((all: string, what: string) => string) =>
  (all, what) =>
    groceries(what) ? to.replace('$1', what) : all;
/** What a grocery rule names: a few words, "and" and commas between them. */
const THINGS = "([\\p{L}' ,&+-]{2,40}?)";

/** Lists said the way people put them: a named list before a colon, a shop's list, news about what was bought. */
export const LIST_NEWS_RULES: Rule[] = [
  // "did you add the dentist?", "have I put swimming in on friday": whether it is in the calendar (a grocery, or a list
  // named, is asked of the list)
  [
    /^(?:did|have) (?:i|you|u|we) (?:already )?(?:add(?:ed)?|put|book(?:ed)?|schedul(?:e|ed)|enter(?:ed)?|sav(?:e|ed)|pop(?:ped)?)(?: in)? (?!(?:it|that|this|them|those|everything|anything)\b)(?:the |my |our )?(.+?)(?: (?:in|on|into)(?: (?:the|my|our) (?:calendar|diary|schedule))?)?(?: yet| already)?\??$/i,
    (all: string, what: string) =>
      /\b(?:list|shopping|groceries|to-?dos?|to do|tasks?|reminders?)\b/i.test(all) || groceries(what) ? all : `is ${what} in the calendar`,
  ],
  // "we have eggs now", "we're good for milk", "no eggs needed", "bread can come off", "milk - got it": news that a grocery
  // is no longer needed, or was got ("we have swimming now" is no shopping)
  [/^(?:actually|oh|oops),?\s+(?=(?:we|i) (?:don'?t|do not|no longer|already)\b)/i, ''],
  [
    new RegExp(
      `^(?:we|i) (?:already )?(?:have|'ve got|have got)(?: got)? (?:plenty of |enough |loads of |lots of |some )?(?:the )?${THINGS}(?: now| already| at home| in the (?:fridge|cupboard|pantry|freezer))?$`,
      'iu',
    ),
    ofGroceries('tick $1 off the shopping list'),
  ],
  [
    new RegExp(`^(?:we'?re|we are|i'?m|i am) (?:good|fine|ok|okay|sorted|set) (?:for|on|with) ${THINGS}(?: now)?$`, 'iu'),
    ofGroceries('remove $1 from the shopping list'),
  ],
  [
    new RegExp(`^(?:the )?${THINGS} (?:(?:is|are)(?:n'?t| not| no longer)|not|no longer) (?:needed|required)(?: any ?more)?$`, 'iu'),
    ofGroceries('remove $1 from the shopping list'),
  ],
  [new RegExp(`^(?:the )?${THINGS} off(?: the (?:list|shopping))?(?: pls| please)?$`, 'iu'), ofGroceries('remove $1 from the shopping list')],
  [new RegExp(`^no ${THINGS} (?:needed|required)(?: any ?more)?$`, 'iu'), ofGroceries('remove $1 from the shopping list')],
  [
    new RegExp(`^(?:don'?t|do not) (?:buy|get|pick up) (?:any )?(?:the )?${THINGS}(?: any ?more| after all)?$`, 'iu'),
    ofGroceries('remove $1 from the shopping list'),
  ],
  [new RegExp(`^(?:the )?${THINGS} can (?:come|go) off$`, 'iu'), ofGroceries('remove $1 from the shopping list')],
  [new RegExp(`^(?:the )?${THINGS}\\s*[-–:,]\\s*(?:got (?:it|them|that)|bought|sorted)$`, 'iu'), ofGroceries('tick $1 off the shopping list')],
  [new RegExp(`^(?!(?:i|we)\\b)\\p{L}+ (?:already )?(?:bought|got|picked up|grabbed) (?:the )?${THINGS}$`, 'iu'), ofGroceries('tick $1 off the shopping list')],
  // "leo's nappy wipes have run out and we're nearly out of bananas too": both go on the shopping list
  [
    /^(?:the |our |my |\p{L}+'s )?([\p{L} ]{2,40}?) (?:has|have|'s|'ve) (?:run|ran|gone) out(?:\s*(?:and|,)\s*(?:we'?re|we are) (?:nearly |almost |running |all )?(?:out|low) (?:of|on) ([\p{L} ]{2,40}?))?(?: too| as well| again)?$/iu,
    (_all, first: string, second?: string) => `add ${first}${second ? ` and ${second}` : ''} to the shopping list`,
  ],
  // "can you add a few things: milk, cheese, apples", "add these to the school list: glue, pencils", "pop a few things on
  // the shopping list please - sourdough, eggs": what follows the colon or the dash
  [
    /^(?:(?:can|could) (?:you|u) )?(add|put|pop|stick|chuck|throw) (?:(?:a )?(?:few|couple(?: of)?) |some |these |the following )?(?:things|items|bits|stuff|these)?\s*((?:to|on|onto) (?:the |my |our )?[\p{L} ]*?list)?(?: please| pls)?(?:\s*:|\s+[-–—])\s*(.+)$/iu,
    (_all, verb: string, where: string | undefined, items: string) => `${verb} ${items}${where ? ` ${where}` : ''}`,
  ],
  // "got everything for camp except the torch - sleeping bag, pillow, thongs": the things named after are the ones got
  [
    /^(?:(?:i|we)(?:'ve| have)? )?(?:got|packed|bought) everything (?:for|on) (?:the |our )?([\p{L} ]{2,30}?)(?: list)? except (?:for )?(?:the )?[^-–:,]+?\s*[-–:]\s*(.+)$/iu,
    'tick $2 off the $1 list',
  ],
  // "Costco is done: toilet paper, dishwasher tablet, olive oil. Tick them please.": those things bought from that list
  [
    /^(?:the )?([\p{L} ]{2,30}?)(?: list)? (?:is|'s) (?:done|sorted|finished)\s*:\s*(.+?)(?:[.!]\s*(?:(?:please|pls) )?(?:tick|cross|mark) (?:them|those|these|it all)(?: off)?(?: (?:please|pls))?)?[.!]*$/iu,
    'tick $2 off the $1 list',
  ],
  // "party list: balloons, candles", "party list pls: napkins, lollies", "camping list: add tent, torch"
  // ("packing list for camp: sleeping bag, torch": whom or what it is for is no part of its name)
  [
    /^(?!(?:to-?do|to do|todo|new|a new|create|make|start|add|put|on|in)\b)([\p{L} ]{2,30}?) list(?: for [\p{L}' ]{2,30}?)?(?: pls| please)?\s*:\s*(?:(?:please |pls )?(?:add|put|pop|get) )?(.+)$/iu,
    'add $2 to the $1 list',
  ],
  // "Started a packing list for the trip. Add passports and adaptor plugs to it.": "it" is the list just started
  [
    /^(?:(?:i|we)(?:'?ve| have)? )?(?:just )?(?:started|made|created|set up|begun|begin|start) (?:a|an|the|our|my) (?:new )?(\p{L}+(?: \p{L}+)?) list\b[^.!?]*[.!?]+\s+(?:(?:please|pls|can you|could you)\s+)*(add|put|pop) (.+?) (?:to|on|onto|in|into) (?:it|that|this one|that one)\b[.!?]*$/iu,
    '$2 $3 to the $1 list',
  ],
  // "dont need tissues anymore delete": what is no longer needed comes off Shopping
  [
    /^(?:we |i )?(?:don'?t|do not|no longer) need (?!to\b)(?!.*\b(?:appointments?|appts?|lessons?|practice|training|class|meeting|booking|party|dentist|doctor|session)\b)(.+?) any ?more[,.]?\s*(?:so )?(?:pls |please )?(?:delete|remove|take (?:it|them) off|cross (?:it|them) off|scratch (?:it|them))(?: (?:it|them|pls|please))?[.!]*$/i,
    'remove $1 from the shopping list',
  ],
  [new RegExp(`^(${SHOPS})\\s*:\\s*(.+)$`, 'i'), 'add $2 to the $1 list'],
  // "need wd40 and cable ties on the hardware list"
  [
    /^(?:we |i )?need (?!to\b)([^,]+?) (?:on|for|to) (the|my|our) ((?!(?:shopping|grocery|groceries|to-?do|to do|todo|reminder)\b)[\p{L} ]+? list)$/iu,
    'add $1 to $2 $3',
  ],
  // "we dont need olive oil from costco after all"
  [new RegExp(`^(?:we|i) (?:don'?t|do not|no longer) need (.+?) from (${SHOPS})(?: (?:after all|anymore|any more))?$`, 'i'), 'remove $1 from the $2 list'],
  // "ticked off the avos, have them in the trolley": what is in the trolley is ticked, the news aside
  [/^(?:ticked off|got|bought|grabbed) (?:the )?(.+?),\s*(?:have|got|they'?re|it'?s|in) .+$/i, 'tick $1 off'],
  // "don't need avocados anymore, take them off the shopping", "already have nappies, scratch them off the shopping list",
  // "found the batteries in the drawer, remove them from the list": why comes first, what to take off is in it
  [
    /^(?:(?:we |i )?(?:don'?t|do not|no longer) need|(?:we |i |\p{L}+ )?(?:already )?(?:have|got|found|bought|brought|picked up)) (?:the |some |any |a |an )?(?:(?:big |small |whole |huge )?(?:bunch|bag|box|packet|pack|carton|loaf|bottle|tin|jar|couple|few) of )?(.+?)(?: any ?more| already| after all| in the [\p{L} ]+| at home)?[,.]?\s+(?:so )?(?:please |pls )?(take|scratch|cross|tick|remove|delete|knock) (?:them|it|those|that)(?: off| out)? (?:(?:off|from|of) )?(the|my|our) ((?:[\p{L}]+ )?list|shopping)$/iu,
    // (ticked is got and kept on the list; the others take it off)
    (_all: string, what: string, verb: string, whose: string, list: string) =>
      `${/^tick$/i.test(verb) ? 'tick' : 'remove'} ${what} ${/^tick$/i.test(verb) ? 'off' : 'from'} ${whose} ${list}`,
  ],
  // "leo's birthday list - got the balloons"
  [/^((?:\p{L}+'?s )?[\p{L} ]{2,30}?) list\s*[-–:,]\s*(?:got|bought|have|grabbed) (?:the )?(.+)$/iu, 'tick $2 off the $1 list'],
  // "dog food ✔️ got it", "milk ✅" (not "paid the canteen money ✅" nor "invoices sent ✅", things done)
  [
    /^(?!(?:paid|sent|rang|done|sorted|got|bought|\p{L}+ed)\b)(?![\p{L} ]+ (?:paid|sent|rang|sorted|booked|posted|signed|\p{L}+ed)\s*(?:✔️|✔|✓|✅|☑️))([\p{L} ]{2,30}?)\s*(?:✔️|✔|✓|✅|☑️)+(?:\s*(?:got (?:it|them)|done|bought))?$/u,
    'got $1',
  ],
  // "wipe the party list pls 🎉 all done"
  [/^((?:wipe|clear|empty) (?:the |my |our )?[\p{L} -]+? list)\b(?!\s+(?:of|for)\b).+$/iu, '$1'],
  // "make a camp packing list for sam": the list is named before "list", whoever it is for after it
  [
    /^(?:let'?s |can we |could we )?((?:make|create|start|set up) (?:a |an )?(?:new )?)(?!new\b)([\p{L}' ]{2,30}?) list for ((?:the )?[\p{L}' ]{2,30}?)[.!?]?$/iu,
    '$1list called $2 for $3',
  ],
  // "For Easter Sunday, could you add a leg of lamb… to the shopping list?": what it is for is no day of the list
  [/^for [^,]{3,30},\s*(?=(?:(?:could|can|would) you |please )?(?:add|put|pop|stick)\b.*\b(?:list|shopping)\b)/i, ''],
  // "Weet-bix is on the list already?": whether it is
  [/^([\p{L}' -]{2,30}?) (?:is|are) (?:on|in) (the (?:[\p{L}]+ )?list|the shopping)(?: already)?\?+$/iu, 'is $1 on $2'],
  // "add lunchbox stuff for the boys to shopping - muesli bars, apples, yoghurt pouches": the things after the dash
  [/^add [^,]{2,40}? to (?:the |my |our )?(?:shopping|grocery|groceries)(?: list)?\s*[-–:]\s*(.+)$/i, 'add $1 to the shopping list'],
  // "can we have a list for leo's birthday party", "i'd like a separate list for costco runs please"
  [
    /^(?:can (?:we|i) (?:have|get|start|make)|i'?d like|i want|let'?s (?:have|start|make)) (?:a |an )?(?:new |separate )?list (for|of|called|named) (.+?)(?: please| pls)?$/i,
    'create a list $1 $2',
  ],
  // "Mia's mate isn't gluten free after all, so the GF bread can come off the shopping list", "Nana brought round a dozen
  // eggs, so we won't be needing eggs on the shopping list any more": why first, then what comes off
  [
    /^(?:[^,]+,\s*so\s+)?(?:the |some |any )?(?!(?:we|i|it|that|this|they|you)\b)(.+?) can (?:come|go|be taken|be crossed) off (?:the |my |our )?((?:\p{L}+ )?list|shopping|groceries)[.!]*$/iu,
    'remove $1 from the $2',
  ],
  [
    /^(?:[^,]+,\s*so\s+)?(?:we|i) (?:won'?t|wont|will not) (?:be )?need(?:ing)? (?:the |any )?(.+?) (?:on|from) (?:the |my |our )?((?:\p{L}+ )?list|shopping)(?: any ?more| after all)?[.!]*$/iu,
    'remove $1 from the $2',
  ],
  // "I've bought the milk and the bananas, so you can tick those off the shopping list", "packed the torch and sleeping
  // bag, tick them on the camp list": the things told, ticked on the list named
  [
    /^(?:i'?ve |we'?ve |i |we )?(?:already |just )?(?:bought|got|packed|picked up|grabbed) (?:the )?(.+?),?\s+(?:so\s+)?(?:you can\s+|please\s+|can you\s+)?tick (?:those|them|these|it|that|both) (?:off )?(?:on|from|off) (?:the |my |our )?((?:\p{L}+ )?list|shopping)[.!]*$/iu,
    (_all, items: string, list: string) => `tick ${items.replace(/(\band|,)\s+the\s+/gi, '$1 ')} off the ${list}`,
  ],
  // "everything on my to-do list is done 🎉 clear it"
  [/^(?:everything|all)(?: on)? (?:my |the )?(?:to-?do|to do)(?: list)? (?:is|are) (?:done|finished|complete)\b.*$/i, 'clear my to do list'],
];
