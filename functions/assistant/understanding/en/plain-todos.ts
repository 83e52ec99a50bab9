import { numberWord, ordinalWord } from './number-words';
import type { Rule } from './plain-request';
import { WEEKDAY } from './date-words';

const TODOS = String.raw`(?:my |the )?(?:to-?dos?|to do(?: list)?|todo list|tasks?|to-?do list)`;

/** A day a job is due by: "by friday", "by the end of the week", "by the 20th". */
const BY_DAY = String.raw`(?:by|b4|before) (?:this |next )?(?:${WEEKDAY}|tomorrow|tmrw|the end of (?:the |this |next )?(?:week|month|term)|(?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of)?(?: [a-z]{3,9})?)`;

/** To-dos said in more words: done, all done, noted down, asked about. */
export const TODO_RULES: Rule[] = [
  // "to do. renew ma skipper's ticket", "shopping... milk": the heading said with a stop
  [/^(to-?\s?dos?|todos?|shopping)(?:\.+|…)\s*(?=\p{L})/iu, '$1: '],
  // "my chores", "show my jobs for today": the list of that name, or the to-dos when the family has none (list-meant.ts)
  [/^(?:(?:show|list|read|give)(?: me)? )?(?:my|our) (jobs|chores|errands)(?: (?:for |to do )?(?:today|tonight|tomorrow|this week))?\??$/i, 'show my $1 list'],
  // "dont let me forget the library books": a reminder without a day
  [/^(?:don'?t|do not|dont) let me forget (?:to )?(?:about )?(.+)$/i, 'remind me to $1'],
  // "remind me please to wash the kit", "remind me pay the fees": the job, as "remind me to" says it
  [
    /^remind (me|us) (?:(?:please|pls|kindly) (?:to )?|(?=(?:pay|buy|call|ring|phone|email|text|book|pick up|drop off|sign|send|order|renew|return|collect|pack|wash|clean|check|cancel|fill (?:in|out)|post|bring|take|get)\b))(.+)$/i,
    'remind $1 to $2',
  ],
  // "remind sam to pack his bag tonight": the parent is reminded, the job is the child's
  [/^remind (?!(?:me|us|you|him|her|them|everyone)\b)(\p{L}+) to (.+)$/iu, 'remind me to $2 ($1)'],
  // "pay the school fees by friday", "Reply to Poppy's mum re party. By Tues.": a job with a day it is due by, not a time
  // in the calendar (with a time said, "by 3pm", it stays an event)
  [
    new RegExp(
      String.raw`^(?:(?:i |we )?(?:(?:need|have|got) to|must) |gotta )?((?:pay|rsvp|reply|respond|email|e-mail|ring|call|phone|text|sign|return|send|order|renew|submit|fill (?:in|out)|post|finish|organi[sz]e|sort out|buy|hand in)\b(?:(?!\b(?:at|from|till|until|am|pm)\b)[^.?!\d])*?)[.,]?\s+(${BY_DAY})[.!]?$`,
      'i',
    ),
    'todo $1 $2',
  ],
  // "need to sign the permission form, due monday": when it is due belongs to the job, not a second job
  [
    new RegExp(
      String.raw`^((?:(?:i |we )?(?:need|have|must|got) to |todo:? |to-?do:? ).+?),\s*((?:due|by) (?:this |next )?(?:${WEEKDAY}|tomorrow|tmrw))$`,
      'i',
    ),
    '$1 $2',
  ],
  // "the gutters are cleaned so you can tick that off my todos", "the swim school email has been sent, so cross that off my
  // to-dos", "ive done the tax return finally, mark it complete"
  [
    new RegExp(
      String.raw`^(?:the |my |our )?(.+?) (?:is|are|has been|have been) (?:done|cleaned|fixed|sorted|finished|paid|booked|handled|sent|posted|handed in|returned|signed|dropped off)(?: now)?[,.]? (?:so )?(?:you can |please |pls )?(?:tick|cross|mark) (?:it|that|this|them) (?:off|as done|done|complete)(?: (?:my |the )?(?:to-?dos?|to do list|list))?$`,
      'i',
    ),
    'done $1',
  ],
  [
    /^(?:i'?ve|i have|we'?ve|we have) (?:done|finished|completed|sorted|paid) (?:the |my |our )?(.+?)(?:,? finally)?,? (?:so )?(?:please )?(?:mark|tick) (?:it|that) (?:as )?(?:complete|completed|done|off)$/i,
    'done $1',
  ],
  // "i no longer need to renew the passport", "i don't need to call the council anymore, they rang me" (not a plan:
  // "i don't need to go to the meeting" is the calendar's)
  [
    /^(?!.*\b(?:today|tonight|tomorrow|tmrw|this|next|(?:mon|tues?|wed|thur?s?|fri|sat|sun)(?:day|nesday|urday)?)\b)(?!.*\d)(?!.*\b(?:meeting|appointment|appt|event|party|class|lesson|session|practice|training|game|match|dinner|lunch|breakfast)s?\b)(?:i|we) (?:no longer|don'?t|do not) (?:need|have) to (?!(?:go|attend|be|take|have|see|meet|visit|pick up|drop off|remind)\b)(.+?)(?: any ?more)?(?:(?:[,.]| -| –| so| because| as) .*)?$/i,
    'done $1',
  ],
  // "got the car rego done finally, take it off my jobs"
  [
    /^(?:i'?ve |we'?ve )?got (?:the |my )?(.+?) done(?: finally| at last)?[,.]? (?:so )?(?:please )?(?:take|tick|cross|mark) (?:it|that) off(?: (?:my|the) (?:jobs|to-?dos?|to do list|list))?$/i,
    'done $1',
  ],
  // "i've done every single to do, tick them all off", "all my jobs are done, clear the lot off my to do list"
  [
    /^(?:(?:i'?ve|i have|we'?ve|we have) (?:done|finished|completed) (?:every (?:single )?|all (?:of )?(?:my |the )?)(?:to-?dos?|to do|tasks?|jobs)|all (?:of )?(?:my |the |our )?(?:to-?dos?|tasks|jobs) (?:are|r) (?:done|finished|complete|completed))\b.*$/i,
    'clear my to do list',
  ],
  // "tick off to do number 2"
  [/^(?:tick|cross|check|mark)(?: off)? (?:to-?do|to do|task|item) (?:number |no\.? |#)?(\d{1,2})(?: off| as done| done)?$/i, 'done $1'],
  // "task four is complete"
  [
    /^(?:task|to-?do|item|number) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (?:is|'s) (?:complete|completed|done|finished)$/i,
    (_all, n: string) => `done ${numberWord(n) ?? n}`,
  ],
  // "can you mark all my to-dos as done", "tick off everything on the todo list", "clear out every task on my to do list"
  [
    new RegExp(
      String.raw`^(?:(?:can|could) you |please )?(?:mark|tick|set) (?:every|all(?: (?:my|the))?|each) (?:to-?dos?|to do items?|tasks?)(?: as)? (?:done|complete|completed|finished)$|^(?:.+?,\s*)?(?:tick|cross|mark) off (?:everything|all|every item) (?:on|in) ${TODOS}(?: please)?$|^(?:.+?,\s*)?(?:clear|wipe|delete|remove)(?: out)? (?:every|all(?: the)?|each) (?:tasks?|to-?dos?|items?) (?:on|in|from) ${TODOS}$`,
      'i',
    ),
    'clear my to do list',
  ],
  // "could you jot down that i need to book the car service", "make a note that i must…", "need to order mias new school shoes before term 2"
  [/^(?:(?:can|could|would) you |please )?(?:(?:jot|write|note|put) down|make a note|note) (?:that )?(?:i|we) (?:need|have|got|must) to (.+)$/i, 'todo $1'],
  // "need to sign the permission slip and pay for the excursion. add both to my to dos"
  [
    new RegExp(
      String.raw`^(?:i |we )?(?:need|have|got) to (.+?)[.!]?\s+(?:please |pls |can you |could you )?(?:add|put|pop) (?:both|them|these|those|all|both of them|all of them|them both)(?: (?:to|on|in|onto) ${TODOS})?(?: please| pls)?[.!]?$`,
      'i',
    ),
    'todo $1',
  ],
  // (not with a time on the clock: "need to take mia to physio monday 4pm" is the calendar's)
  [/^need to (?!know\b|be\b|go\b|leave\b|buy\b|get\b|grab\b|pick up\b|remember to\b)(?!.*(?:\d\s*(?:am|pm)\b|\d[:.]\d\d\b|\bat \d))(.+)$/i, 'todo $1'],
  // "add a todo to call the plumber, the kitchen tap is dripping again": why is no second task
  [/^(add (?:a )?(?:to-?do|task|reminder) (?:to )?.+?),\s*(?:the |my |our |it'?s |its |it is )?[\p{L} ]+? (?:is|are|was|were|keeps|has|have)\b.+$/iu, '$1'],
  // "todo list pls", "my to do list?" (a bare "todo" asks what to add)
  [
    /^(?:my |the |our )?(?:to-?do|to do)(?: list(?: (?:pls|please|plz))?| (?:pls|please|plz))[?!.]*$|^(?:my |the |our )?(?:to-?do|to do)\?$/i,
    'show my to do list',
  ],
  // "what have i got to get done", "what have i still got to do?"
  [/^what (?:have|do) (?:i|we) (?:still )?(?:got |have )?(?:to|gotta) (?:get done|do)\??$/i, 'show my to do list'],
  // "add pay the canteen account, return the library books and sign sam's reader log", "add: label sam's drink bottle"
  [
    /^add:?\s+((?:pay|return|sign|label|sew|book|call|ring|email|buy|order|pack|renew|fill in|fill out|print|post|send|pick up|drop off|clean|wash|fix|write|cover|register)\b(?!.*\b(?:calendar|diary|shopping|list|as well)\b)(?!.*\b(?:at \d|\d{1,2}(?::\d\d)?\s*(?:am|pm)|today|tonight|tomorrow|tmrw|mon|tue|wed|thu|fri|sat|sun)).+)$/i,
    'todo $1',
  ],
  // "pack mia's bag for camp – add that to my jobs"
  [
    /^(.+?)\s*[-–,]\s*(?:pls |please )?(?:add|put|pop) (?:that|it|this) (?:to|on|in|onto) (?:my |the )?(?:jobs|to-?dos?|to do list|todo list|tasks|task list)$/i,
    'todo $1',
  ],
  // "done no 2 👍"
  [/^(?:done|finished|completed|did)\s+(?:no\.?|number|#)\s*(\d{1,2})\b.*$/i, 'done $1'],
];

/** The to-dos: "it" for the thing to do said before, several named after a colon, done said any way. */
export const TODO_LIST_RULES: Rule[] = [
  // "i need to do dishes, put it on my to do list", "Dad needs to fix the fence and call the plumber, add them to his list"
  [/^(?:i|we) (?:(?:need|have|want|got) to|gotta) (.+?)(?:\s*[,;.]\s*|\s+so\s+|\s+)(?:please\s+)?(?:put|add|stick|pop) it (to|on|onto) (.+)$/i, 'add $1 $2 $3'],
  [
    /^(?:(?:he|she|they|\p{L}+) (?:(?:needs|has|wants|need|have|want) to|gotta) )?(.+?)\s*[,;.]\s*(?:(?:please|and)\s+)?(?:put|add|stick|pop) (?:them|those|both|it) (to|on|onto) ((?:my|his|her|their|our|the) (?:to-?do |to do |todo )?(?:list|to-?dos|tasks))$/iu,
    'add $1 $2 $3',
  ],
  [/^(?:please |can you |could you )*(?:make|get) (my|the|our) (to-?do|to do|todo|task|tasks)( list)? (?:blank|empty|clear)(?: please)?$/i, 'clear $1 $2 list'],
  [/^mark all (?:of )?(?:my |the )?(?:tasks|to-?dos|to do list|things on my to do list) (?:as )?(?:done|complete|completed|finished)$/i, 'clear my to do list'],
  [/\bget rid off\b/gi, 'get rid of'],
  // "my list of things i have to do today", "my list of tasks to complete": the to-dos
  [/\b(my|the|our) list of (?:things|tasks|jobs|stuff) (?:(?:i|we) (?:have|need|'ve got|got) )?to (?:do|complete|get done)(?: today)?\b/gi, '$1 to do list'],
  // "take feeding the fish off of my list", "i no longer need to wash dishes; take it of my list"
  [/\b(take|get|cross|knock|tick) (.+?) off of\b/gi, '$1 $2 off'],
  [
    /^(?:i|we) (?:no longer|don'?t|do not) (?:need|have) to (.+?)(?:\s*[,;.]\s*|\s+so\s+)(?:please\s+)?(?:take|remove|cross|tick|get) (?:it|that|this) of+ (?:of )?((?:my|the|our) [\p{L} -]*?list)$/iu,
    'take $1 off $2',
  ],
  // "list wash laundry on my to do list": list is the verb
  [/^(?:(?:please|can you|could you) )*(?:also )?list (.+?) (on|to) ((?:my|the|our) (?:to-?do|to do|todo|tasks?)(?: list)?)$/i, 'add $1 $2 $3'],
  // "add three things to my todo: wash the car, mow the lawn and fix the fence"
  [/^add (?:(?:a few|some|[\p{L}\d]+) )?(?:things|items|tasks) to (my|the|our) ([\p{L} -]*?)\s*:\s*(.+)$/iu, 'add $3 to $1 $2'],
  [/^add to (?:my |the )?(?:to-?do|to do|todo) list[:,]?\s+(.+)$/i, 'todo $1'],
  [/^add to (my|our) list[:,]?\s+(.+)$/i, 'add $2 to $1 list'],
  [
    /^(?:(?:i|we) )?(?:need|want|have|'d like) to add (?:something|a thing|one more thing|an item|a task|another (?:one|thing)) to (my|the|our) (.+?)\s*(?:[,:]|\s[–—-]\s)\s*(.+)$/i,
    'add $3 to $1 $2',
  ],
  // "get rid of the passport task", "cross off mowing from my todo"
  [
    /^(?:get rid of|delete|remove|cross off|tick off|scrap|drop) (?:the |my |that )?(.+?)(?: (?:from|on|off) (?:my|the|our))? (?:task|to-?do|todo|job)$/i,
    'take $1 off my to do list',
  ],
  // "jot down dishwasher tablets for the shops", "ad apples to the list"
  [/^(?:jot|write|note|put|pop|stick|add)(?: down)? (.+?) (?:for|on) (?:the )?(?:shops|supermarket|groceries|grocery run)$/i, 'add $1 to the shopping list'],
  [/^ad (?=.+ (?:to|on|onto) (?:the|my|our) )/i, 'add '],
  // "need to: renew the passport, pay school fees"
  [/^(?:(?:i|we) )?(?:need|have|got) to\s*[:–—-]\s*(.+)$/i, 'todo $1'],
  // "add these to my tasks book the dentist, buy stamps and ring the council"
  [
    /^(?:(?:please|can you|could you|would you) )*add (?:these|the following|this)(?: things| items| tasks)? to (my|the|our) (tasks|to-?dos?|to do list|todo list|to do|shopping list|shopping|list)\s*:?\s+(.+)$/i,
    'add $3 to $1 $2',
  ],
  [/^(?:(?:please|can you|could you) )*add (?:to-?dos?|to do(?: list)?|tasks?)\s*:\s*(.+)$/i, 'todo $1'],
  // "one more thing for my to-do list, cancel the gym", "two new to-dos please – ring the plumber and…"
  [
    /^(?:(?:one|two|three|a couple of|some) )?(?:more |new |other )?(?:things?|tasks?|to-?dos?|items?)(?: (?:for|on) (?:my|the|our) (?:(?:to-?do|to do|todo)(?:s| list)?|tasks?(?: list)?))?(?: please)?\s*[,:–—-]\s*(.+)$/i,
    'todo $1',
  ],
  // "I need to return the library books, please add that to my to-dos"
  [
    /^(?:i (?:need|have|want) to |i've got to |i gotta )?(.+?),?\s+(?:(?:please|can you|could you) )*(?:add|put|pop|stick) (?:that|it|this) (?:on|to|onto) (?:my|the|our) (?:(?:to-?do|to do|todo)(?:s| list)?|tasks?(?: list)?)$/i,
    'todo $1',
  ],
  // "jobs for the weekend: fix leos bike, clean out the car"
  [/^(?:jobs|chores|tasks|things to do|to-?dos?|to do)(?: for [^:]+)?\s*:\s*(.+)$/i, 'todo $1'],
  // "please add to the list of things to be done: post the card": what the list is called, then what goes on it
  [
    /^(?:(?:please|pls|kindly|can you|could you) )*add (?:to|onto) (?:the |my |our )?list of ([\p{L} ]{2,40}?)\s*:\s*['"‘“]?(.+?)['"’”]?[.!]*$/iu,
    'add $2 to the list of $1',
  ],
  [/^new (?:task|to-?do|to do)\s*[:-]?\s*(.+)$/i, 'todo $1'],
  [/^(?:to-?do|to do) list\s*[:,-]?\s+(?!(?:is|are|has|for|please|now)\b)(.+)$/i, 'todo $1'],
  // "start the shopping list fresh", "start a fresh shopping list, wipe the old one": empty it
  [
    /^(?:let'?s )?start (?:the |my |our |a )?(?:fresh |clean )(shopping|grocery|to-?do|to do) list\b.*$|^(?:let'?s )?start (?:the |my |our )?([\p{L} -]{2,30}?) list (?:fresh|again|over|afresh|from scratch)\b.*$/iu,
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
  // ("podiatrist is booked for her, tick that one off", "tutorial fee paid already, tick off pls", "tax stuff done.
  // finally. mark it off")
  [
    /^(?:(?:i|we)(?:'ve| have)? )?(?:(?:got|bought|found|picked up|finished|completed|done|did) (?:the |some )?)?(.+?)(?:\s+(?:done|sorted))?(?:\s+already)?(?:[,.!]+\s*(?:finally|at last))?[,.!]+\s*(?:(?:please|pls|so) )?(?:(?:tick|cross|check|mark) (?:(?:it|that|this)(?: one)? )?off(?: (?:my|the) (?:to-?dos?|to do(?: list)?|list|tasks))?|(?:remove|delete|take) (?:it|that|this)(?: one)? (?:off|from) (?:my|the) (?:to-?dos?|to do(?: list)?|tasks))(?: (?:please|pls|for me|now|thanks|ta))*$/i,
    'done $1',
  ],
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
  [/^(?:(?:i|we)(?:'ve| have)? )?(?:got|bought|picked up) (.+?)\s*(?:✅|✔️?|☑️?)$/iu, 'got $1'],
  // "got the leeks and the milk, you can tick them off": the things got are the ones to tick
  [
    /^((?:(?:i|we)(?:'ve| have)? )?(?:got|bought|picked up) .+?),?\s+(?:(?:you can|please|pls|so|and) )?(?:tick|cross|check|mark) (?:them|those|these|both)(?: off)?(?: the list)?$/iu,
    '$1',
  ],
  [/^(.+?)\s*(?:✅|✔️?|☑️?)\s*(?:[,.]?\s*(?:please )?(?:tick|cross|mark) (?:it|that) off\b.*)?$/u, 'done $1'],
  // "i've backed up the laptop, that to-do can go"
  [
    /^(?:i(?:'ve| have) |ive |we(?:'ve| have) )?(.+?),\s*(?:so )?(?:that|this|it)(?: to-?do| task| one| item)? can (?:go|come off|be (?:ticked|crossed|taken) off|be removed)$/i,
    'done $1',
  ],
  // "the fourth one on my to do list is finished"
  [
    /^(?:the )?(\d+(?=st|nd|rd|th|\s)|\p{L}+)(?:st|nd|rd|th)?(?: (?:one|item|task|thing))? (?:on|in) (?:my|the|our) (?:to-?do|to do|todo)(?: list)?(?:'s| is) (?:done|finished|complete|completed|sorted)$/iu,
    (all, n: string) => {
      const number = ordinalWord(n) ?? (Number(n) || null);
      return number ? `done ${number}` : all;
    },
  ],
  // "delete the to-do about the gym membership"
  [/^(?:delete|remove|tick off|cross off|get rid of) (?:the|my) (?:to-?do|task|item) (?:about|for|called|to|that says) (.+)$/i, 'done $1'],
  [
    new RegExp(
      `^(?:(?:i|we)(?:'?ve| have)? )?(?:just |already |finally )?(?:paid|sent|posted|signed|covered|returned|renewed|ordered|booked|called|rang|rung|phoned|emailed|collected|replied to|cleaned|fixed|washed|mowed|sorted|handed in|submitted|filled (?:in|out)|dropped off) (?!.*(?:\\d|\\?|\\b(?:at|on|by|before|after|until|till|from|tomorrow|tmrw|today|tonight|yesterday|this|next|every|week|weekend|morning|afternoon|evening|night|list|shopping|calendar|reminder|${WEEKDAY})\\b))(.+)$`,
      'iu',
    ),
    'done $1',
  ],
  [/^(?:task|to-?do|number|no\.?) (\d{1,3}) (?:is )?(?:complete|completed|done|finished)$/i, 'done $1'],
];
