import { numberWord } from './number-words';
import type { Rule } from './plain-request';
import { WEEKDAY } from './date-words';

const TODOS = String.raw`(?:my |the )?(?:to-?dos?|to do(?: list)?|todo list|tasks?|to-?do list)`;

/** A day a job is due by: "by friday", "by the end of the week", "by the 20th". */
const BY_DAY = String.raw`(?:by|b4|before) (?:this |next )?(?:${WEEKDAY}|tomorrow|tmrw|the end of (?:the |this |next )?(?:week|month|term)|(?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of)?(?: [a-z]{3,9})?)`;

/** To-dos said in more words: done, all done, noted down, asked about. */
export const TODO_RULES: Rule[] = [
  // "my chores", "show my jobs for today": the list of that name, or the to-dos when the family has none (list-meant.ts)
  [/^(?:(?:show|list|read|give)(?: me)? )?(?:my|our) (jobs|chores|errands)(?: (?:for |to do )?(?:today|tonight|tomorrow|this week))?\??$/i, 'show my $1 list'],
  // "dont let me forget the library books": a reminder without a day
  [/^(?:don'?t|do not|dont) let me forget (?:to )?(?:about )?(.+)$/i, 'remind me to $1'],
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
  // "the gutters are cleaned so you can tick that off my todos", "ive done the tax return finally, mark it complete"
  [
    new RegExp(
      String.raw`^(?:the |my |our )?(.+?) (?:is|are|has been|have been) (?:done|cleaned|fixed|sorted|finished|paid|booked|handled)(?: now)?,? (?:so )?(?:you can |please |pls )?(?:tick|cross|mark) (?:it|that|them) (?:off|as done|done|complete)(?: (?:my |the )?(?:to-?dos?|to do list|list))?$`,
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
  // "could you jot down that i need to book the car service", "need to order mias new school shoes before term 2"
  [/^(?:(?:can|could|would) you |please )?(?:jot|write|note|put) down (?:that )?(?:i|we) (?:need|have|got) to (.+)$/i, 'todo $1'],
  // "need to sign the permission slip and pay for the excursion. add both to my to dos"
  [
    new RegExp(
      String.raw`^(?:i |we )?(?:need|have|got) to (.+?)[.!]?\s+(?:please |pls |can you |could you )?(?:add|put|pop) (?:both|them|these|those|all|both of them|all of them|them both)(?: (?:to|on|in|onto) ${TODOS})?(?: please| pls)?[.!]?$`,
      'i',
    ),
    'todo $1',
  ],
  [/^need to (?!know\b|be\b|go\b|leave\b|buy\b|get\b|grab\b|pick up\b)(.+)$/i, 'todo $1'],
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
    /^add:?\s+((?:pay|return|sign|label|sew|book|call|ring|email|buy|order|pack|renew|fill in|fill out|print|post|send|pick up|drop off|clean|wash|fix|write|cover|register)\b(?!.*\b(?:calendar|diary|shopping|list)\b)(?!.*\b(?:at \d|\d{1,2}(?::\d\d)?\s*(?:am|pm)|today|tonight|tomorrow|tmrw|mon|tue|wed|thu|fri|sat|sun)).+)$/i,
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
