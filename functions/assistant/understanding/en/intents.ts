import { readSeriesChange } from './series-change';
import type { IntentClass } from '../intent-classes';
import { readAgenda, readCalendarQuestion, readFindEvent, readFreeBusy } from './event-questions';
import { readCancel } from './event-cancel';
import { readCreate } from './event-create';
import { readEventDetails } from './event-details';
import { readReminderList, readReminderOnEvent } from './event-reminders';
import { readUpdate } from './event-update';
import { readRename } from './rename';
import { readHomework } from './homework-intent';
import { readGroceriesAlone, readListTodos, readListTopic } from './list-intents';
import { ASK_FOR } from './language';
import type { Message } from '../message';
import { readWhen } from './read-when';
import { readAddTodo, readCompleteTodo } from './todo-intents';
import type { FactName, Interpretation } from '../types';

export const help = (reason: 'asked' | 'not-understood' | 'thanks'): Interpretation => ({ tool: 'help', input: { reason } });
/** Whether a reading is the reply that the message was not understood. */
export const notUnderstood = (x: Interpretation): boolean => 'tool' in x && x.tool === 'help' && (x.input as { reason?: string }).reason === 'not-understood';

const FACTS: Array<[FactName, RegExp]> = [
  ['learningStyle', /\b(?:learning style|learn(?:s|er)? best|learner|vark|how does \S+ learn)\b/i],
  ['discStyle', /\b(?:disc|personality|behaviou?r(?:al)? style)\b/i],
  ['birthday', /\b(?:birthday(?! (?:party|parties|picnic|dinner|lunch|celebration|drinks|bbq|present|gift|card))|born|date of birth|dob|how old|age)\b/i],
  // The school asked about ("which school is sam at", "mia's school?"), not a school thing ("after school", "school shoes").
  [
    'school',
    /\b(?:(?:which|what) (?:school|year|grade)|school (?:is|does|do)\b|what(?:'s| is)? (?:\S+ )?school(?:'s)? (?:called|name)|name of (?:\S+ )?school|(?:go(?:es)? to|at|in) school\??$|school\??$|year level|teacher(?:'s)? (?:called|name)|who(?:'s| is) (?:\S+ )?teacher)\b/i,
  ],
];
/** "what time is the parents evening at Sam's school?": when something is, asked, never a fact. */
const WHAT_TIME = /^what time\b/i;
const isFact = (m: Message) => !WHAT_TIME.test(m.lower) && FACTS.some(([, re]) => re.test(m.lower));

/** A word of thanks or of an ending; several may follow each other ("perfect cheers", "ok great thanks"). */
const THANKS_WORD =
  /(?:thanks?(?: you)?(?: so much| very much| a lot| heaps)?|thx|ty|ta|cheers|ok(?:ay)?|great|cool|perfect|lovely|nice|awesome|brilliant|got it|noted|that'?s (?:perfect|great|lovely|brilliant|awesome|fine)|thats (?:perfect|great|lovely|brilliant|awesome|fine)|(?:ok(?:ay)? )?(?:bye|cya|see ya|ta ta|night night)|👍|🙏)/
    .source;
const THANKS = new RegExp(
  `^${THANKS_WORD}(?:[,!. ]+${THANKS_WORD})*(?:[,!. ]+(?:mate|love|hun|so much|again|x+|bye|cya))?[!. ]*(?:[\\p{Extended_Pictographic}\\u{FE0F}\\u{200D}]+[!. ]*)*$`,
  'iu',
);
const HELP =
  /^(?:help|menu|commands|options|start|\?+|what can you (?:actually |really )?do|what can you help (?:me )?with|what (?:sort|kind|type)s? of (?:things|stuff) can (?:i|you) (?:ask|say|do)(?: you)?|what can i (?:say|ask)(?: you)?|how does this work|how do i use (?:this|you|it)(?: thing| app)?|hi|hello|hey|hiya|good (?:morning|afternoon|evening))(?: please| there)?[!. ]*$/i;
/** What the assistant does not do, asked about a day it knows ("what's the weather doing sat for soccer"). */
const OFF_TOPIC =
  /^(?:what(?:'s| is)|whats|how(?:'s| is)|is it going to|will it) (?:the )?(?:weather|forecast|temperature|traffic|news)\b|^(?:is|will) it (?:going to |gonna )?(?:be )?(?:rain|snow|hail|sunny|rainy|snowy|windy|stormy|cloudy|hot|cold|warm|freezing|wet)\b|^how long (?:will|does|would|is) (?:it take (?:me |us )?to (?:drive|get|walk|fly|ride)|the (?:drive|trip|flight|walk|ride|commute))\b|^order (?:me|us) (?:a |an |some )?|^what(?:'s| is|s) for (?:dinner|lunch|breakfast|tea)\b|^what(?:'s| is|s) (?:in|on) the news\b|^what(?:'s| is|s) the time(?: now| right now)?\W*$/;
/** "undo" anywhere in a short message ("nope wrong one, undo"), or the ways people take a change back without the word. */
const UNDO_WORD = /\bundo\b/i;
const UNDO =
  /^(?:(?:no|nope|oops|whoops|sorry|wait|ugh)[,.!]*\s*)*(?:undo|revert|reverse|go back|take (?:it|that) back|put (?:it|that|them) back(?: (?:how|as|the way) (?:it|they) (?:was|were))?|scratch that|cancel (?:that|this|it|the last (?:one|change|thing))|that'?s (?:wrong|not right|incorrect|a mistake|not what i (?:meant|said|asked))|that was (?:wrong|a mistake)(?:,?\s*put (?:it|that|them) back(?: (?:how|as|the way) (?:it|they) (?:was|were))?)?|never ?mind|(?:ignore|disregard) (?:that|this|what i (?:just )?(?:said|sent)|(?:that|my|the) last (?:message|one|text))|delete (?:that|what you just (?:added|did)))(?:\s+(?:that|it|this|please|the last (?:one|change|thing|action)|my last (?:change|message|one)|last|what you did|what you just did))*(?:,?\s*(?:undo(?: (?:that|it))?|please))?[.! ]*$/i;

/** A family fact: a fact word and (exactly) one member, and no time of day ("school play Friday at 6" is an event). */
function readFact(m: Message): Interpretation | null {
  // "mia's got her school photos on thursday": a day or a time makes it an event, not a question about the school.
  const when = readWhen(m.member.rest, m.wall, m.ctx.timezone);
  if (
    when?.time ||
    (when?.date && !m.asking) ||
    WHAT_TIME.test(m.lower) ||
    /^(?:add|create|book|schedule|put|set|remind|(?:could|can|would) you remind|(?:don'?t|do not) (?:let (?:me|us) )?forget|remember to|make sure)\b/i.test(
      m.text,
    )
  )
    return null;
  const fact =
    FACTS.find(([, re]) => re.test(m.lower.replace(/\b(?:after|before) school\b/g, ' ')))?.[0] ??
    (/^(?:tell me about|about|who is)\b/i.test(m.lower) ? 'all' : null);
  if (!fact) return null;
  if (m.member.clarify) return { clarify: m.member.clarify };
  if (m.member.member) return { tool: 'memberFacts', input: { member: m.member.member, fact } };
  if (!m.names.length) return { clarify: 'You have no family members yet. Add them in the Simplify app, then ask me again.' };
  const example = m.names[0].trim().split(/\s+/)[0];
  // Only a question about a fact with nobody named is asked back ("don't forget school shoes" is not one).
  // Birthdays and schools of other people are calendar questions; a learning or DiSC style can only be a member's.
  if ((fact === 'learningStyle' || fact === 'discStyle') && m.asking)
    return { clarify: `Who do you mean? For example: "what is ${example}'s learning style?"` };
  if (fact === 'all' && /^(?:tell me about|about|who is)\s*$/i.test(m.lower))
    return { clarify: `Who do you mean? For example: "what is ${example}'s learning style?"` };
  return null;
}

interface Intent {
  name: string;
  /** What the row is for; the tests (engine.test.ts, phrasebook.test.ts) hold the full phrasings. */
  examples: string[];
  read(m: Message): Interpretation | null;
}

/** "how do i schedule a meeting": how to add something, answered with an example to send. */
const WHICH_ONE = /^(?:(?:no|nope|nah|sorry)[,.!]*\s+)?(?:i meant?\s+)?(?:not (?:that|this) one|(?:the )?(?:other|wrong|different) one)[.!]*$/;
const HOW_TO =
  /^(?:(?:please |can you |could you )?(?:tell|show|explain(?: to)?) me |explain |i (?:want|need|would like|'d like) to (?:know|find out|learn) |do you know |i'?m not sure )?how (?:to|(?:do|can|should|would|could) (?:i|we|you|one)|(?:i|we|you|one) (?:can|could|should|would|do)) (?:go about )?(?:schedul\w*|creat\w*|add\w*|mak\w*|book\w*|set\w* up|put\w*|arrang\w*)(?: (?:a|an|new))? (?:meeting|event|appointment|call)s?\b|^how (?:does|do|is) (?:scheduling|adding|booking|creating) (?:a |an )?(?:meeting|event|appointment)s? work\b|^how (?:is|are) (?:a |an )?(?:meeting|event|appointment)s? (?:scheduled|added|booked|made)\b/;

/** Commands whose first word says what they are ("todo buy milk", "done 2"): the model has no say. */
export const sureCommand = (m: Message) => /^(?:to-?do|to do|done|tick|untick)\b/i.test(m.lower);

/** The kind of request each row reads, for the arbiter; null for rows that are sure of what they read. */
export const ROW_KINDS: Record<string, IntentClass | null> = {
  howTo: null,
  thanks: null,
  help: null,
  offTopic: null,
  planStatus: null,
  undo: null,
  signInLink: null,
  homework: null,
  memberFacts: null,
  seriesChange: 'event_change',
  eventDetails: 'event_change',
  rename: 'event_change',
  completeTodo: 'list_remove',
  listReminders: 'reminder_query',
  listTodos: 'list_query',
  reminderOnEvent: 'reminder_add',
  addTodo: 'list_add',
  groceriesAlone: 'list_add',
  listTopic: 'list_query',
  cancelEvent: 'event_remove',
  updateEvent: 'event_change',
  freeBusy: 'event_query',
  findEvent: 'event_query',
  agenda: 'event_query',
  createEvent: 'event_add',
  repeatSomething: 'event_add',
  addSomething: 'event_add',
  calendarQuestion: 'event_query',
};

/** The intents in the order they are tried: earlier rows take messages later rows would also read. */
export const INTENTS: Intent[] = [
  { name: 'thanks', examples: ['thanks!', 'ok'], read: (m) => (THANKS.test(m.full) ? help('thanks') : null) },
  { name: 'help', examples: ['help', 'hello'], read: (m) => (HELP.test(m.lower) || HELP.test(m.full) ? help('asked') : null) },
  {
    name: 'offTopic',
    examples: ["what's the weather doing saturday", 'how long will it take to drive to the airport'],
    read: (m) => (OFF_TOPIC.test(m.lower) && !/\b(?:remind|reminder|list|calendar|add|put|schedule|book)\b/i.test(m.lower) ? help('not-understood') : null),
  },
  {
    name: 'planStatus',
    examples: ['I just paid… please activate my subscription', 'my plan'],
    read: (m) =>
      /\bjust paid\b|\bactivate my (?:subscription|plan)\b/i.test(m.lower)
        ? { tool: 'planStatus', input: { activation: true } }
        : // "remind me to cancel the free trial on the 29th" is a reminder about someone else's trial
          !/^(?:add|put|set|schedule|create|make|remind)\b|\bremind(?:er)?\b|\bremember\b/i.test(m.lower) &&
            /^(?:plan|subscription|billing)$|\b(?:my|which|what) (?:plan|subscription)\b|\b(?:plan|subscription) status\b|\bam i (?:on (?:a |the |my )?(?:\w+ )?(?:plan|trial|subscription)|subscribed)\b|(?:^|\b(?:my|our|the|a|free|simplify)\s)(?:free )?trial\b|\bwhen (?:do|does|will) (?:i|my (?:card|plan|subscription)) (?:get )?(?:charged|renew|pay)\b/i.test(
              m.lower,
            )
          ? { tool: 'planStatus', input: { activation: false } }
          : null,
  },
  {
    name: 'undo',
    examples: ['undo', "that's wrong", 'no, undo that', 'nope wrong one, undo'],
    read: (m) =>
      UNDO.test(m.full) ||
      UNDO.test(m.lower) ||
      (UNDO_WORD.test(m.lower) && m.lower.length <= 60) ||
      /^(?:i )?didn'?t mean that\b|\b(?:what|the thing) you just (?:added|did|made|put in)\b|^(?:wrong|that'?s the wrong) (?:one|event|day|time)\b/i.test(
        m.lower,
      )
        ? { tool: 'undo', input: {} }
        : null,
  },
  {
    name: 'signInLink',
    examples: ['login', "I can't log in"],
    read: (m) =>
      /\b(?:log ?in|sign ?in|sign-in|log-in|magic link|login link|link to (?:the )?(?:web ?site|app|site)|(?:log|sign) me in|(?:log|sign)(?:ging)? (?:me )?into)\b/i.test(
        m.lower,
      )
        ? { tool: 'signInLink', input: {} }
        : null,
  },
  {
    name: 'homework',
    examples: ['homework: maths worksheet for Sam due Thursday', "Sam's homework"],
    read: (m) => readHomework(m.text, m.names, m.wall, m.ctx.timezone),
  },
  {
    // "no, the other one": pointing at something else with nothing to find it by; which one is asked
    name: 'whichOne',
    examples: ['no, the other one', 'not that one'],
    read: (m) => (WHICH_ONE.test(m.lower) ? { clarify: 'Which one do you mean? Tell me its name and day, for example "the swimming on Sunday".' } : null),
  },
  {
    name: 'howTo',
    examples: ['how do i schedule a meeting', 'how does adding an event work'],
    read: (m) => (HOW_TO.test(m.lower) ? { clarify: ASK_FOR.event_add! } : null),
  },
  { name: 'seriesChange', examples: ['make swimming weekly', 'piano finishes after March'], read: readSeriesChange },
  // (before the details: "rename my shift to overtime" is a name, not a place)
  { name: 'rename', examples: ["change the PTM name to 'Parent Teacher Meeting'", "rename 'piscine' in 'swimming pool'"], read: readRename },
  {
    name: 'eventDetails',
    examples: ['add Leo to the dentist on Friday', 'swimming is at the other pool now', 'put a note on pick up: grandpa is collecting'],
    read: readEventDetails,
  },
  { name: 'completeTodo', examples: ['done 2', 'got the milk', 'remove eggs from the shopping list'], read: readCompleteTodo },
  { name: 'listReminders', examples: ['what reminders did i set', 'show my reminders'], read: readReminderList },
  { name: 'listTodos', examples: ['my list', "what's on the shopping list"], read: readListTodos },
  { name: 'reminderOnEvent', examples: ["remind me two days before my wife's birthday"], read: readReminderOnEvent },
  { name: 'addTodo', examples: ['todo buy milk', 'add milk, eggs and bread to the shopping list', 'we need nappies'], read: readAddTodo },
  {
    name: 'listTopic',
    examples: ['delete eggs from my shopping list', 'on my grocery list please add oranges', 'read back my grocery list'],
    read: readListTopic,
  },
  { name: 'cancelEvent', examples: ['cancel swimming next week', 'stop swimming', 'clear my calendar tomorrow'], read: readCancel },
  { name: 'updateEvent', examples: ['move the dentist to 11am', 'swimming is at 5 now', "push Mia's party to Sunday"], read: readUpdate },
  { name: 'freeBusy', examples: ['am i free at four pm', 'is Sam free on saturday afternoon'], read: readFreeBusy },
  { name: 'findEvent', examples: ["when is Mia's dentist", 'do i have any appointments'], read: (m) => readFindEvent(m, isFact(m)) },
  { name: 'memberFacts', examples: ["what is Mia's learning style?", "when is Mia's birthday?"], read: readFact },
  { name: 'agenda', examples: ["what's on today?", 'what does Mia have on Friday?'], read: readAgenda },
  { name: 'createEvent', examples: ['swimming for Mia tomorrow at 4pm', 'remind me to take out the garbage at six pm'], read: readCreate },
  {
    name: 'repeatSomething',
    examples: ['repeat this event', 'i need this event on a repeating cycle'],
    read: (m) =>
      /\b(?:repeat(?:ing|ed|s)?|recurr(?:ing|ent|ence)|repetitive)\b/i.test(m.text) && !m.asking
        ? {
            clarify:
              'Send me the event with its repeat and I\'ll add it, e.g. "piano every Tuesday at 5pm" or "bins every week on Monday at 7am". To change one already on the calendar, say how it repeats now, e.g. "make piano fortnightly" or "piano finishes after March".',
          }
        : null,
  },
  { name: 'groceriesAlone', examples: ['milk and eggs', 'nappies for leo'], read: readGroceriesAlone },
  {
    name: 'addSomething',
    examples: ['i want to add an event to my calendar', 'please note this on my calendar', 'i need that appointment posted to the calendar'],
    read: (m) =>
      !m.asking &&
      /\b(?:add(?:ed)?|put|place[ds]?|note[ds]?|include[ds]?|set up|schedule|creat(?:e|ed)|post(?:ed)?|make|enter(?:ed)?|sav(?:e|ed))\b/i.test(m.text) &&
      /\b(?:calendar|event|appointment|reminder)s?\b/i.test(m.text)
        ? { clarify: 'What should I add, and when? For example: "dentist for Mia on Friday at 10am" or "remind me to call mum tomorrow at 6pm".' }
        : null,
  },
  { name: 'calendarQuestion', examples: ['how many meetings do i have tomorrow', 'my upcoming events'], read: readCalendarQuestion },
];
