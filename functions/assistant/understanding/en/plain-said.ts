import { ONLY_WHEN, WEEKDAY } from './date-words';
import { isGrocery } from './list-phrases';
import type { Rule } from './plain-request';
import { FAMILY_RULES, PLAN_WORDS } from './plain-family';
import { TOLD_RULES } from './plain-told';

/**
 * Shopping and to-dos said as news or the long way round ("out of cereal again, add it to shopping", "passport
 * renewed!", "anything we need from the shop?"), put the plain way before the list rules read them.
 */

const RAN_OUT = String.raw`(?:(?:we'?re |we are |i'?m |i am )?(?:all )?out of|(?:we'?ve |we have |i'?ve )?(?:run|ran) out of|no more|(?:\p{L}+(?:'s| has) )?(?:finished|used up) (?:the |all the )?)`;
const SHOPPING = String.raw`(?:the |my |our )?(?:shopping|grocery|groceries)(?: list)?`;
/** A day or a time said before the request ("thursday five pm, remind me to…"). */
const SAID_WHEN = new RegExp(String.raw`\d|\b(?:today|tonight|tomorrow|morning|afternoon|evening|noon|midday|o'?clock|am|pm|${WEEKDAY})\b`, 'i');
const DONE_PARTICIPLE =
  '(?:renewed|paid|sent|posted|returned|fixed|cleaned|washed|finished|submitted|signed|ordered|collected|sorted|done|booked|arranged|organi[sz]ed)';

export const SAID_RULES: Rule[] = [
  // "gimme a sitrep on my to-do list": a report on a thing is showing it; "give us the draw for the weekend, what's
  // everyone got on": on days, their plans, asked once
  [
    /^(?:give (?:me|us)|gimme|send (?:me|us)|can i (?:get|have)) (?:a |the )?(?:quick )?(?:rundown|run-down|sit ?rep|summary|overview|recap|status update|draw|line-?up|plan|schedule|program|programme|fixtures?) (?:(?:on|of) ((?:my|the|our) .+)|(?:for |of )?(today|tonight|tomorrow|tmrw|(?:the |this |next )?(?:weekend|week|\p{L}+day))(?:[,.;!]\s*(?:what's|whats|what is|what've|what have) (?:every(?:one|body|1)|we all|the family|the kids)(?: (?:got|have|has))? (?:on|doing|up to)\??)?)$/iu,
    (_all, thing?: string, day?: string) => (thing ? `show ${thing}` : `what's on ${day}`),
  ],
  // "2 hours they reckon", "at 5 she said": who said it, after what they said, is no part of it
  [
    /(?<=[\p{L}\p{N}]),?\s+(?:they|he|she|we|i|the coach|the school|apparently)\s+(?:reckon|reckons|reckoned|think|thinks|said|says|reckon so|think so)(?=[.!?]+(?:\s|$)|$)/giu,
    '',
  ],
  // "revert with tomorrow's schedule": reply with it
  [/^(?:(?:kindly|please|pls) )?revert (?:back )?(?:to me )?(?:with|on) (.+)$/i, 'what is $1'],
  // "Mia and Sam both have swimming", "the kids have no school on friday": who, then what they have
  [/\b(\p{L}+ (?:and|&) \p{L}+) both (?=(?:have|has|got|need|are|'ve|will)\b)/giu, '$1 '],
  [
    /^(?!(?:we|i|you)\b)(.+?) (?:have|has|'ve got|'s got|got) no school\b/iu,
    (_all, who: string) => `no school for ${/^(?:kids|children|boys|girls|twins)$/i.test(who) ? 'the ' : ''}${who}`,
  ],
  // "whats on thurs and fri", "what's leo doing between mon and thurs", "today and tomorrow": asked of the days from one
  // to the other
  [
    new RegExp(
      String.raw`^((?:what|whats|what's|anything|any|is there|are there|do (?:we|i)|have (?:we|i))\b.*?)\b(?:between )?(today|tomorrow|${WEEKDAY}) (?:and|&|n) (tomorrow|${WEEKDAY})\b`,
      'i',
    ),
    '$1from $2 to $3',
  ],
  // "out of cereal again, add it to shopping", "leo's finished the yoghurt, can you put it on the shopping list"
  [
    new RegExp(
      `^${RAN_OUT}\\s*(.+?)(?: again| in the (?:fridge|pantry|cupboard))?[,.]?\\s+(?:(?:can|could) you |please )?(?:add|put|pop|stick) (?:it|them|that|some) (?:on|to|onto) ${SHOPPING}(?: please| for me)?$`,
      'iu',
    ),
    'add $1 to the shopping list',
  ],
  [/^(?:shopping|groceries)\s*[+:]\s*(.+)$/i, 'add $1 to the shopping list'],
  [
    new RegExp(
      `^add (.+?) to ${SHOPPING} (?:and|&) (?:also )?(?!(?:remove|take|delete|tick|cross|scratch|what|whats|what's|show|is|are|cancel|clear|move|remind)\\b)(.+?)(?: too| as well)?$`,
      'i',
    ),
    'add $1 and $2 to the shopping list',
  ],
  // "remember we need garlic and onions next time we shop"
  [
    /^(?:remember|don'?t forget),? (?:that )?(?:we|i) (?:need|want) (.+?)(?: (?:next time|when) (?:we|i) (?:shop|go shopping|go to the shops?)| (?:from|at) the shops?)?$/i,
    'we need $1',
  ],
  // "no need for nappies anymore", "scratch the pasta, we've got plenty": off the list
  [/^(?:there'?s )?no (?:more )?need for (.+?)(?: anymore| any more)?$/i, "we don't need $1 anymore"],
  [
    /^(?:scratch|forget|drop|skip) (?:the )?(.+?),? (?:we'?ve got|we have|we got|\p{L}+ (?:already )?(?:got|bought|picked up)) (?:plenty|enough|some|heaps|loads|it|them)(?: of (?:it|them))?(?: (?:in|at) (?:the |our )?[\p{L} ]{2,20})?$/iu,
    'take $1 off the shopping list',
  ],
  // "take the eggs off, nana brought some over", "nvm the wraps, delete them", "did the big shop, clear the shopping list"
  [/^((?:take|cross|tick|scratch|remove|delete) (?:the |some |my )?[\p{L}' ]+? off)\s*,\s*(?=\S)(?!(?:and|then|also|add|put|pls|please)\b).+$/iu, '$1'],
  [
    /^(?:nvm|never ?mind|forget)(?: about)? (?:the )?([\p{L}' ]+?),?\s*(?:delete|remove|scratch|take|cross) (?:it|them|that)(?: off)?(?: the list)?$/iu,
    'remove the $1',
  ],
  [/^(?:(?:i|we)(?:'ve| have)? )?(?:just )?(?:did|done|finished|got back from) the (?:big |weekly |grocery |food )?shop(?:ping)?\s*[,.;-]\s*(?=\p{L})/iu, ''],
  // "no eggs but milk please": a grocery off and another on
  [
    /^no (?:more )?([\p{L} ]{2,30}?),? but (?:(?:we|i) (?:do |also |still )?need |(?:get|buy|grab) )?(?:some |more )?([\p{L} ,&]{2,60}?)(?: instead)?(?: please| pls)?$/iu,
    (all: string, off: string, on: string) => (isGrocery(off) ? `we don't need ${off} anymore, but we need ${on}` : all),
  ],
  [/^(?:bought|got|picked up)\s*:\s*(.+)$/i, 'got $1'],
  [/^(?!mark\b)(?!.*\b(?:i|we|you|is|are|was|were|has|have|been|to be|should|will)\b)(.+?) (?:bought|purchased)$/i, 'got $1'],
  [/^remind me what (?:i|we) (?:asked|told|wanted) you to remind (?:me|us) (?:about|of)$/i, 'what reminders did i set'],
  // "if batteries are still on the shopping list you can remove them"
  [
    /^if (.+?) (?:is|are) (?:still )?on ((?:the|my|our) [\p{L} ]*?list),? (?:then )?(?:you can |please |can you )?(?:remove|delete|take off|tick off|cross off|take) (?:it|them)(?: off)?$/iu,
    'take $1 off $2',
  ],
  // "i'm at the supermarket, what do i need", "remind me what to buy", "anything we need from the shop on the way home?"
  [
    /^(?:.*?,\s*|(?:i'?m|we'?re|i am|we are) (?:at|in|going to|heading to|off to) the (?:shops?|supermarket|store)\s+)?(?:what|anything|is there anything)(?: else)? (?:do )?(?:i|we) (?:need|have to get|should (?:buy|get)|need to (?:buy|get))(?: (?:from|at) the (?:shops?|supermarket|store))?(?: on the way home)?\??$/i,
    'show the shopping list',
  ],
  [/^remind me what (?:to|i need to|we need to) (?:buy|get)$/i, 'show the shopping list'],
  // "i need to sort out the tax return, can you add it to my to-do list"
  [/^(?:i|we) (?:(?:need|have|want|got) to|gotta) (.+?)\s*[,;.]\s*(?:(?:can|could) you |please )+(?:put|add|stick|pop) it (to|on|onto) (.+)$/i, 'add $1 $2 $3'],
  // "no need to book the haircut anymore": done, when no day makes it a plan
  [/^(?:there'?s )?no (?:more )?need to (?!.*\b(?:today|tonight|tomorrow|mon|tue|wed|thu|fri|sat|sun|next|this)\b)(.+?)(?: anymore| any more)?$/i, 'done $1'],
  // "the gutters are cleaned, you can take that off my to-do list", "passport renewed!"
  [
    new RegExp(
      `^(?:the |my |our )?(.+?) (?:is|are|'s|has been|have been) (?:${DONE_PARTICIPLE}|\\p{L}+ed),?\\s*(?:(?:so )?you can |please |can you )?(?:take|tick|cross) (?:it|that|them) off (?:my|the|our) (?:to-?do|to do|todo)(?: list)?$`,
      'iu',
    ),
    'done $1',
  ],
  [
    new RegExp(
      `^(?!(?:new|add|mark|get|remind|todo|to do|please|pls|can|could|would|i|we|need|make|set|put|create|start|open|keep)\\b)(?!.*\\b(?:to be|list|will be|should be|needs?)\\b)(?:the |my |our )?((?:(?!\\b(?:is|are|was|were|been|has|have|got)\\b)[\\p{L}' ]){3,40}?)(?:'s)? ${DONE_PARTICIPLE}[.!]*$`,
      'iu',
    ),
    'done $1',
  ],
  // "note to self, cancel the netflix trial": a to-do, whatever its verb, unless a day or time makes it a plan
  [new RegExp(`^note to self\\s*[,:;.-]?\\s*(?!.*${PLAN_WORDS})(.+)$`, 'i'), 'add $1 to my to do list'],
  [/^note to self\s*[,:;.-]?\s*(.+)$/i, '$1'],
  // "i did the car rego", "i have to get the smoke alarm batteries replaced at some point": to-dos said plainly
  [new RegExp(`^(?:i|we) (?:did|have done|'ve done|ve done|got done|sorted out) (?:the )?(?!${PLAN_WORDS})(.+?)[.!]*$`, 'i'), 'done $1'],
  [
    /^(?:i|we) (?:need|have|got|must) to (?!book|schedule|arrange|organi[sz]e|plan|make an? (?:appointment|booking))(.+?),? (?:at some point|some ?time(?: soon)?|eventually|one of these days|when (?:i|we) (?:can|get a chance))$/i,
    'add $1 to my to do list',
  ],
  // "what have i not done yet", "list my open tasks", "what jobs have i got left", "did i already tick off the bank thing"
  [/^what (?:have|haven'?t) (?:i|we) (?:not )?(?:done|finished|ticked off)(?: yet)?\??$/i, 'show my to do list'],
  [
    /^(?:list|show|read)(?: me)? (?:my|our|the) (?:open|pending|outstanding|unfinished|remaining) (?:tasks|to-?dos|jobs|chores)(?: please| pls)?$/i,
    'show my to do list',
  ],
  [/^what (?:jobs|tasks|chores|to-?dos)(?: do| have)? (?:i|we) (?:got |have )?(?:left|to do|outstanding|still to do)\??$/i, 'show my to do list'],
  [/^(?:did|have) (?:i|we) (?:already )?(?:tick|cross|check|mark)(?:ed)? off (?:the )?(.+?)\??$/i, 'show my to do list'],
  [/^i (?:can'?t|cannot|don'?t) remember what (?:i|we) (?:put|added|wrote|have) (?:on|in|to) ((?:my|the|our) [\p{L} -]*?list)$/iu, 'show $1'],
  // "need anything from the shops?", "is toilet paper on there", "check if we need dog food", "any shared family lists"
  [/^(?:do (?:i|we|you) )?need anything (?:from|at) the (?:shops?|supermarket|store)\??$/i, 'show the shopping list'],
  [/^(?:is|are) (.+?) on there\??$/i, 'is $1 on the shopping list'],
  [/^(?:check|see) (?:if|whether) (?:we|i) (?:still )?(?:need|have to (?:buy|get)) (?:any |more |some )?(.+?)\??$/i, 'is $1 on the shopping list'],
  [/^(?:are there|do (?:i|we) have|have (?:i|we) got) any (?:shared |family |other |saved )*lists\??$/i, 'what lists do i have'],
  // "pay the swimming fees", "renew the car rego": a chore or an errand said alone is a to-do, when no day or time makes it a plan
  [
    new RegExp(
      `^((?:pay|renew|return|submit|sign|fill (?:in|out)|sort out|tidy|clean|wash|mow|fix|iron|defrost|service|label|order|register|enrol|enroll|sew|cover) (?!.*\\b(?:with|from) (?:my|the|our) [\\p{L} ]*(?:account|card)\\b)(?!.*\\b(?:list|calendar|reminder|todo|to do)\\b)(?!${PLAN_WORDS})(?!(?:me|us)\\b)(?!.*\\b(?:done|sorted|remind)\\b)(?:the |my |our |a |an )?\\p{L}[\\p{L}' ]{1,60}?)(?:\\s+(?:please|pls|thanks))?$`,
      'iu',
    ),
    'add $1 to my to do list',
  ],
  ...TOLD_RULES,
  ...FAMILY_RULES,
  // "chores for me this wkend - fix the gate, mow, wash the car. put them on my todos"
  [
    /^.{0,40}?\b(?:chores|jobs|tasks|to-?dos|things|stuff)\b.{0,30}?\s*[-–:]\s*(.+?)[.,]?\s*(?:pls |please )?(?:put|add) (?:them|these|those|all) (?:on|to|in) (?:my |the )?(?:to-?dos?|to do(?: list)?|todo list|tasks)$/i,
    'add $1 to my to do list',
  ],
  // "quarter to 8 tomorrow morning, remind me to give sam his puffer", "pay the excursion money - remind me pls"
  [
    /^([^,]{3,60}?),?\s+(?:remind me (to|about)|reminder:?(?: to| about)?)\s+(.+)$/i,
    (all: string, when: string, how: string | undefined, what: string) =>
      (ONLY_WHEN.test(when) || (how && all.includes(',') && SAID_WHEN.test(when) && !/\b(?:and|so|then)$/i.test(when))) &&
      !/\b(?:remind|reminder)\b/i.test(when)
        ? `remind me ${how ?? 'to'} ${what} ${when}`
        : all,
  ],
  [/^(?!remind\b)(.{3,120}?)\s*[-–,]\s*remind me(?: pls| please| about it| of (?:it|that)| to do (?:it|that))?[.!]*$/i, 'remind me to $1'],
  // "pop lunchbox snacks on the list - muesli bars, popcorn, apples": the things after the dash
  [/^(?:pop|put|add|stick|get) [\p{L} ]{2,30}? (?:on|to) ((?:the |my |our )?(?:shopping |grocery )?list)\s*[-–:]\s*(.+)$/iu, 'add $2 to $1'],
  // "buy the teacher a thank you gift - add to todos", "tick off everything on my to do list, fresh start"
  [
    /^(.{3,120}?)\s*[-–,:]\s*(?:pls |please )?(?:add|put|pop) (?:it |that )?(?:to|on) (?:my |the )?(to-?dos?|to do(?: list)?|todo list|tasks)$/i,
    'add $1 to my to do list',
  ],
  [
    /^(?:tick|cross|check) off (?:everything|all(?: the)? (?:items|things|tasks)?) (?:on|in) (?:my|the|our) (?:to-?do|to do|todo)(?: list)?(?:,? (?:fresh|clean) start)?$/i,
    'clear my to do list',
  ],
  // "i finished cleaning the garage so take it off my to do list"
  [
    /^(?:i|we)(?:'ve| have)? (?:just )?(?:finished|did|completed|done) (.+?),? (?:so |and )?(?:you can |please |can you )?(?:take|tick|cross|mark) (?:it|that) off (?:my |the |our )?(?:to-?do|to do|todo)(?: list)?$/i,
    'done $1',
  ],
  // "make mia's dance rehearsal three hours not one", "make piano 45 minutes long from now on": the new length alone
  [
    /^((?:please |pls |(?:can|could) you )?make .+? \d+(?:\.\d+)? (?:hours?|hrs?|minutes?|mins?))(?: long)?(?:,? (?:not|instead of|rather than) [^,]+| from now on| going forward| instead)+$/i,
    '$1 long',
  ],
  // "the pool party is going till five not four thirty so can you change that": the change is said already
  [
    /^(.{8,}?),?\s+(?:so |and )?(?:(?:can|could|would) (?:you|u) |please |pls )?(?:change|update|fix|amend) (?:that|it|this)(?: for me)?(?: please| pls)?\??$/i,
    '$1',
  ],
  // "i've booked the dentist. can you put it in for friday 3pm": the event, then when
  [
    /^(.{3,}?)[,.!;]\s+(?:(?:can|could|would|will) (?:you|u) )?(?:please |pls )?(?:put|add|pop|stick|pencil|enter) (?:it|that|this|them) (?:in |down |on )?(?:the calendar |my calendar )?(for|on|at) (?!(?:him|her|them|us|me|both|all|everyone|the kids|the boys|the girls)\b)(?!.*\b(?:list|lists|to-?dos?|to do'?s?|shopping|groceries)\b)(.+?)\??$/i,
    '$1 $2 $3',
  ],
  // "i want my schedule for march 2": shown; "make sure my to do list is completely clear": emptied
  [/^(?:i want|i'd like|i would like|i need)(?: to see)? (my|the|our) (schedule|calendar|agenda|diary|plans)\b/i, 'show $1 $2'],
  [
    /^make sure (?:my|the|our) (?:to-?do|to do)(?: list)? is (?:completely |totally |all )?(?:clear|cleared|empty|emptied)(?:,? please)?$/i,
    'clear my to do list',
  ],
  [/^(?:please )?(?:give|set|make|create)(?: me)? (?:a )?(?:reminder|alarm)$/i, 'remind me'],
  // "late pickup for leo today - 5:45 instead, my meeting ran over": the new time, the reason aside
  [/^(.+?)\s*(?:-|–|,)\s*(\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?) instead\b.*$/i, '$1 is at $2 instead'],
  // "sam is coming to the dentist too on friday": one more at it
  [/^(\p{L}+) is (?:coming|going|joining)(?: along)?(?: to)? ((?:the|my|our|\p{L}+'s) .+?) (?:too|as well)\b(.*)$/iu, 'add $1 to $2$3'],
  // "can the accountant meeting be an hour later"
  [/^(?:can|could) (?:we )?(?:have )?(?:the |my |our )?(.+?) be (.+? (?:later|earlier))\??$/i, 'move $1 $2'],
  [/^new list\s*[:\-–]\s*(.+)$/i, 'new list called $1'],
  // "i'd like a reminder at quarter past four to move the car"
  [
    /^(?:i'?d like|i would like|i want|i need|can i (?:have|get)|give me) (?:a |an )?(?:reminder|alarm|alert) ((?:at|on|tomorrow|tonight|in) .+? to .+)$/i,
    'remind me $1',
  ],
  // "the staff meeting on monday is only going to be an hour now": how long it lasts
  [
    /^(?:the |my |our )?(.+?) (?:is|will be|'s) (?:only )?(?:going to be |gonna be )?((?:an?|half an?|\d+(?:\.\d+)?|one|two|three) (?:hours?|hrs?|minutes?|mins?))(?: long)?(?: now| instead)?$/i,
    'make $1 $2',
  ],
  // "sam has a science project do friday": "due", misheard; "show the least called school": "list"
  [/\b(project|assignment|homework|worksheet|essay|report|poster|sheet) do\b/gi, '$1 due'],
  [/\bleast (called|named)\b/gi, 'list $1'],
  [/^(?:open|show|read)(?: me)? the list (?:named|called) (.+)$/i, 'show the $1 list'],
  [/^check (?:if|whether) (.+?) (?:is|are) on (the|my|our) (.*?list)$/i, 'is $1 on $2 $3'],
  // "what have we got on saturday and sunday": the weekend
  [/^(what|whats|what's|anything|is there anything)\b(.*?)\b(?:on )?(?:this )?sat(?:urday)? (?:and|&|n) sun(?:day)?\b/i, '$1$2 this weekend'],
  // "have i booked the vet yet": whether it is in the calendar
  [/^(?:have|did) (?:i|we) (?:booked|scheduled|book|schedule)(?: in)? (?:the |a |an |my )?(.+?)(?: (?:in|yet|already))*\??$/i, 'is there a $1'],
  // "mark every todo as done", "i'd like a clean slate on my to-dos, wipe them all": the whole to-do list
  [
    /^(?:mark|tick|set) (?:every|all(?: (?:my|the))?|each) (?:to-?dos?|to do items?|tasks?)(?: as)? (?:done|complete|completed|finished)$|^.*\b(?:to-?dos?|to do list|tasks)\b.*,\s*(?:wipe|clear|delete|remove) (?:them|it) all$/i,
    'clear my to do list',
  ],
  // "i want the dentist on my calendar for the 12th at 2", "could you pop the dentist in the calendar for mia", "my calendar needs lunch with mom on sunday at noon"
  [
    /^(?:i want|i'd like|i would like|i need|please put|can you put|could you put|get(?! rid\b)|(?:(?:please|pls) )?(?:(?:can|could|would|will) (?:you|u) )?(?:pop|stick|chuck|bung|whack|pencil)(?: in)?) (?!to (?:know|see|check|find out|hear)\b)(.+?) (?:on|in|into) (?:my|the|our) (?:calendar|diary|schedule)\b(.*)$/i,
    'add $1$2',
  ],
  [/^(?:my|the|our) (?:calendar|diary|schedule) (?:needs|should have|should show|must have) (.+)$/i, 'add $1'],
  // "i've finished the first thing on my to do list"
  [
    /^(?:i'?ve |i have |we'?ve )?(?:finished|done|completed|ticked off) (?:the )?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th) (?:thing|one|item|task) on (my|the|our) (to-?do|to do|todo)(?: list)?$/i,
    'the $1 one on $2 to do list is done',
  ],
];
