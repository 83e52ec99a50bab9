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
 * - lists_remove: completeTodo or a list removal tool (LIST_REMOVAL).
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
const STOP = new Set(
  'a an the and or but of for to with from on at in by into onto about as is are be am was my our your his her their its me us him them this that these those it some any all every up out off over please set add put make create remind reminder'.split(
    ' ',
  ),
);

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
export const has = (r: CorpusRecord, type: string) => r.slots.some((s) => s.type === type);
const slotWords = (r: CorpusRecord, type: string) => r.slots.filter((s) => s.type === type).flatMap((s) => words(s.text));

export function isRight(r: CorpusRecord, got: Got): boolean {
  if ('clarify' in got) {
    if (r.intent === 'lists_createoradd') return words(r.text).every((w) => NO_ITEM.has(w) || slotWords(r, 'list_name').includes(w));
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

export type Got = { tool: string; input: unknown } | { clarify: string } | { error: string };
export function gotOf(result: unknown): Got {
  if (result && typeof result === 'object' && 'tool' in result) return { tool: String(result.tool), input: (result as { input?: unknown }).input };
  if (result && typeof result === 'object' && 'clarify' in result) return { clarify: String(result.clarify) };
  return { error: `unexpected result ${JSON.stringify(result)}` };
}
