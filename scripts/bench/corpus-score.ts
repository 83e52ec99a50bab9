import { CHORES } from '../../functions/assistant/understanding/en/list-meant';

/**
 * How the corpus bench scores the engine's answer to one request.
 *
 * What counts as done right (the result's tool; a question back is `clarify`):
 * - calendar_set: createEvent. updateEvent too when the text clearly changes an existing event (CHANGE
 *   below), or when its only change is a reminder ("notify me an hour before my meeting" sets a reminder on
 *   that meeting, which is what was asked). clarify only when the request has neither a date nor a time slot:
 *   with either, a question back is a miss (so are "day but no time" questions, which the contract asks for;
 *   the got-column shows them).
 * - calendar_query: agenda, findEvent, freeBusy or listReminders.
 * - calendar_remove: cancelEvent. updateEvent too when the text is a change request (CHANGE): SLURP files
 *   "reschedule the party to thursday" under remove, but what was asked is the event altered, not deleted.
 * - lists_createoradd: addTodo, addListItems or createList; clarify when the request names nothing to add (every
 *   word is a list name, a filler or a generic word such as "item": "add new item to list", "put this on my list").
 * - lists_query: listTodos, showList or listLists.
 * - lists_remove: completeTodo or a list removal tool (LIST_REMOVAL); clarify when the request names nothing to take off
 *   (every word a filler, a removal word or a list name: "delete this item", "remove that from my list").
 *
 * Fields, for each createEvent result of a calendar_set request:
 * - time: the request has a time slot, so the event's time is not null;
 * - title has the name: the request has an event_name slot, so a word of it (3+ letters, not a stop word) is in the title;
 * - title free of the time: no word of the time slot (2+ letters, not a stop word, not also in the event_name) is in the title.
 */

export interface CorpusSlot {
  type: string;
  text: string;
}
export interface CorpusRecord {
  text: string;
  intent: string;
  slots: CorpusSlot[];
}

const ACCEPT: Record<string, string[]> = {
  calendar_set: ['createEvent'],
  calendar_query: ['agenda', 'findEvent', 'freeBusy', 'listReminders'],
  calendar_remove: ['cancelEvent'],
  lists_createoradd: ['addTodo', 'addListItems', 'createList'],
  lists_query: ['listTodos', 'showList', 'listLists'],
  lists_remove: ['completeTodo', 'tickListItems', 'clearList'],
  calendar_update: ['updateEvent'],
  reminder_set: ['createEvent', 'addTodo', 'addListItems'],
  reminder_query: ['listReminders'],
};
/** Tools that take something off the list (or the list itself), whichever of these names the engine ends up with. */
const LIST_REMOVAL = ['deleteTodo', 'removeTodo', 'clearTodos', 'deleteList', 'removeList', 'clearList'];
/** A change to an existing event: rescheduling verbs, a new time or day said of it ("is now at", "got pushed to"), or
 * change/update/... followed by the thing changed ("change my ..."). */
const CHANGE =
  /\b(?:re-?schedul\w*|postpon\w*|push(?:ed|ing)?|bump(?:ed)?|mov(?:e|ed|ing)|delay(?:ed)?|shift(?:ed)?|bring forward|brought forward|is now|are now|instead)\b|\b(?:change|update|edit|modify|rename)\s+(?:the|my|our|this|that|his|her|their|\w+'s)\b/i;
/** Words that name no item: a list add made only of these (and its list name) has nothing to add yet. */
const NO_ITEM = new Set(
  'olly alexa please can you i want to a an the this that it one also new item items entry something list lists my to on in into add put include insert enter join give update should be added contain with'.split(
    ' ',
  ),
);
/** With NO_ITEM, the words of a removal that names nothing to take off ("delete that item from my list"): asking which is right. */
const NOTHING_OFF = new Set(
  'remove removed delete deleted erase abolish clear cross strike scratch get rid take off out from of drop go and these those'.split(' '),
);
const STOP = new Set(
  'a an the and or but of for to with from on at in by into onto about as is are be am was my our your his her their its me us him them this that these those it some any all every up out off over please set add put make create remind reminder'.split(
    ' ',
  ),
);

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
export const has = (r: CorpusRecord, type: string) => r.slots.some((s) => s.type === type);
const slotWords = (r: CorpusRecord, type: string) => r.slots.filter((s) => s.type === type).flatMap((s) => words(s.text));

export function isRight(r: CorpusRecord, got: Got): boolean {
  if (r.intent.startsWith(TASK_PREFIX)) return taskRight(r.intent.slice(TASK_PREFIX.length), r.text, got);
  if ('clarify' in got) {
    if (r.intent === 'lists_createoradd') return words(r.text).every((w) => NO_ITEM.has(w) || slotWords(r, 'list_name').includes(w));
    if (r.intent === 'lists_remove') return words(r.text).every((w) => NO_ITEM.has(w) || NOTHING_OFF.has(w) || slotWords(r, 'list_name').includes(w));
    return r.intent === 'calendar_set' && !has(r, 'date') && !has(r, 'time');
  }
  if (!('tool' in got)) return false;
  if (ACCEPT[r.intent]?.includes(got.tool)) return true;
  if (got.tool === 'updateEvent') {
    const changes = Object.keys((got.input as { changes?: object } | undefined)?.changes ?? {});
    if ((r.intent === 'calendar_set' || r.intent === 'reminder_set') && changes.length === 1 && changes[0] === 'reminderMinutes') return true;
    return (r.intent === 'calendar_set' || r.intent === 'calendar_remove') && CHANGE.test(r.text);
  }
  return r.intent === 'lists_remove' && LIST_REMOVAL.includes(got.tool);
}

/** The field checks that apply to a createEvent result for this request: check name → passed. */
export function fieldChecks(r: CorpusRecord, input: Record<string, unknown>): Record<string, boolean> {
  const checks: Record<string, boolean> = {};
  const title = new Set(words(String(input.title ?? '')));
  if (has(r, 'time')) checks['time set (request has a time)'] = input.time !== null && input.time !== undefined && input.time !== '';
  const name = slotWords(r, 'event_name').filter((w) => w.length >= 3 && /[a-z]/.test(w) && !STOP.has(w));
  if (name.length) checks['title has a word of the event_name'] = name.some((w) => title.has(w));
  const nameAll = new Set(slotWords(r, 'event_name'));
  const time = slotWords(r, 'time').filter((w) => w.length >= 2 && !STOP.has(w) && !nameAll.has(w));
  if (time.length) checks['title free of the time words'] = !time.some((w) => title.has(w));
  return checks;
}

/** The answer's first tool and input, and the tools of the requests read after it in the same message. */
export type Got = { tool: string; input: unknown; then?: string[] } | { clarify: string } | { error: string };
export function gotOf(result: unknown): Got {
  if (result && typeof result === 'object' && 'tool' in result) {
    const { input, then } = result as { input?: unknown; then?: Array<{ tool?: unknown }> };
    return { tool: String(result.tool), input, ...(then?.length ? { then: then.map((t) => String(t.tool)) } : {}) };
  }
  if (result && typeof result === 'object' && 'clarify' in result) return { clarify: String(result.clarify) };
  return { error: `unexpected result ${JSON.stringify(result)}` };
}

/**
 * How the corpus bench scores a CLINC150 task request (`clinc.<intent>`: calendar, meeting, reminder, shopping
 * and to-do requests, each of the corpus's ten intents). The corpus labels only the intent, so what was asked is read
 * from the text here, by rules kept apart from the engine's:
 * - queries: calendar and meeting_schedule want an agenda, an event search or free/busy; reminder wants the reminders;
 *   shopping_list wants a list shown (not a list called "reminders"); todo_list wants the to-dos.
 * - updates: each operation the text asks for (add, take off, change) must be among the tools of the answer (the
 *   first request and those after it), so "take bread off and add milk" needs both. "if it's not on it, add it"
 *   is an add. A question back is right only when the text gives no day or time for an add, or nothing to remind of.
 * - schedule_meeting: a booking with a day or time is an event; a room's availability is a free/busy or agenda answer;
 *   "how do I schedule a meeting" and a booking with no day or time get a question or the help.
 * - to-dos: a list tool on a list of chores, housework or errands is the to-dos' own tool, as the tools run it for a
 *   family with no list by that name (the bench's family has none).
 */
export const TASK_PREFIX = 'clinc.';

const QUERY = ['agenda', 'findEvent', 'freeBusy', 'listReminders'];
const REMOVE =
  /\b(?:remove|delete|cancel|take (?:\w+ )*?(?:off|out|of (?:my|the))|take away|cross (?:\w+ )*?off|cross out|tick (?:\w+ )*?off|check (?:\w+ )*?off|erase|scratch|no longer|don'?t (?:need|want)|drop (?:\w+ )+?(?:from|off)|nix|clear|blank (?:out|my)|make (?:\w+ )*?blank|nuke|get rid|strike|wipe|empty|mark (?:\w+ )*?(?:as )?(?:done|complete|finished))/i;
const WHEN =
  /\b(?:\d|today|tonight|tomorrow|yesterday|noon|midnight|morning|afternoon|evening|weekend|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;
/**
 * Something to be reminded of: "to call mum", "about the bins", "that the bins go out"; not the asking itself
 * ("i would like to be reminded", "i need to make a reminder").
 */
const SUBJECT =
  /\b(?:to|about|that)\s+(?!me\b|you\b|it\b|later\b|again\b|be reminded\b|(?:have|make|set|create|get|add|put)\s+(?:up\s+)?(?:a\s+|an\s+|me\s+)?(?:new\s+)?remind)[a-z]/i;

type Op = 'add' | 'remove' | 'change';
const IF_NOT = /\bif (?:it'?s |they'?re |it is |they are )?not\b|\bif (?:it|they) (?:is|are)n'?t\b/i;
/** An add after a removal ("take bread off and add milk") or a removal after an add ("add eggs and remove cheese"). */
const THEN_ADD = /\b(?:and|but|then|instead|,|;)\s+(?:please\s+|also\s+)?(?:add|put|include|insert|append|buy|get)\b/i;
const ADD_THEN_REMOVE =
  /^(?:[a-z']+ ){0,4}?(?:add|put|include|insert)\b.*\b(?:and|but|then|,|;)\s+(?:please\s+)?(?:remove|delete|take|cross|erase|drop|scratch)\b/i;
function opsOf(text: string, kind: 'event' | 'list'): Op[] {
  if (kind === 'event' && CHANGE.test(text)) return ['change'];
  const removes = REMOVE.test(text) || /\b(?:out|off) of (?:my|the) (?:calendar|schedule)/i.test(text);
  const adds = !removes || IF_NOT.test(text) || THEN_ADD.test(text) || ADD_THEN_REMOVE.test(text);
  return [...(removes ? (['remove'] as const) : []), ...(adds ? (['add'] as const) : [])];
}

const TOOLS: Record<'event' | 'shopping' | 'todo', Record<Op, string[]>> = {
  event: { add: ['createEvent'], remove: ['cancelEvent'], change: ['updateEvent'] },
  shopping: { add: ['addListItems'], remove: ['tickListItems', 'clearList'], change: [] },
  todo: { add: ['addTodo'], remove: ['completeTodo', 'clearTodos'], change: [] },
};

const toolsOf = (got: Got) => ('tool' in got ? [got.tool, ...(got.then ?? [])] : []);
const listOf = (got: Got) => String(((got as { input?: { list?: unknown } }).input ?? {}).list ?? '');

function updated(text: string, got: Got, kind: 'event' | 'shopping' | 'todo'): boolean {
  const ops = opsOf(text, kind === 'event' ? 'event' : 'list');
  if ('clarify' in got) return ops.length === 1 && ops[0] === 'add' && kind === 'event' && !WHEN.test(text);
  const tools = toolsOf(got);
  return ops.every((op) => TOOLS[kind][op].some((t) => tools.includes(t)));
}

/** A list tool on "the chores list" is the to-dos' tool when the family has no list by that name (the bench's has none). */
const ON_TODOS: Record<string, string> = { addListItems: 'addTodo', tickListItems: 'completeTodo', showList: 'listTodos', clearList: 'clearTodos' };
const asTodos = (got: Got): Got => ('tool' in got && ON_TODOS[got.tool] && CHORES.test(listOf(got)) ? { ...got, tool: ON_TODOS[got.tool] } : got);

export function taskRight(intent: string, text: string, said: Got): boolean {
  const got = intent.startsWith('todo_') ? asTodos(said) : said;
  const tool = 'tool' in got ? got.tool : null;
  switch (intent) {
    case 'calendar':
    case 'meeting_schedule':
      return tool !== null && QUERY.includes(tool);
    case 'reminder':
      return tool === 'listReminders';
    case 'shopping_list':
      return tool === 'showList' && !/remind/i.test(listOf(got));
    case 'todo_list':
      return tool === 'listTodos';
    case 'calendar_update':
      return updated(text, got, 'event');
    case 'shopping_list_update':
      return updated(text, got, 'shopping');
    case 'todo_list_update':
      return updated(text, got, 'todo');
    case 'reminder_update':
      if ('clarify' in got) return !SUBJECT.test(text);
      if (/\b(?:cancel|delete|remove|clear|turn off|stop)\b.*\breminders?\b/i.test(text))
        return tool === 'cancelEvent' || tool === 'completeTodo' || tool === 'updateEvent';
      return tool === 'createEvent' || tool === 'addTodo' || tool === 'updateEvent';
    case 'schedule_meeting':
      if (/\b(?:available|availability|free|open)\b/i.test(text)) return tool !== null && QUERY.includes(tool);
      if ('clarify' in got || tool === 'help') return !WHEN.test(text) || /\bhow\b/i.test(text);
      return tool === 'createEvent';
  }
  return false;
}
