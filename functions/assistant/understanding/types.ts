import type { RECURRENCES } from '../../../shared/schemas/calendar';

/** The tools the engine and the language model call (tools/tools.ts runs them). */
export type ToolName =
  | 'agenda'
  | 'createEvent'
  | 'findEvent'
  | 'freeBusy'
  | 'listReminders'
  | 'updateEvent'
  | 'cancelEvent'
  | 'undo'
  | 'addListItems'
  | 'showList'
  | 'tickListItems'
  | 'clearList'
  | 'createList'
  | 'listLists'
  | 'listTodos'
  | 'addTodo'
  | 'completeTodo'
  | 'clearTodos'
  | 'addHomework'
  | 'listHomework'
  | 'memberFacts'
  | 'signInLink'
  | 'planStatus'
  | 'help';

/**
 * A question the assistant asked and is waiting on (a time, a day, which member, which of several events,
 * YES/NO): kept in the conversation state with the request it belongs to. The next message answers it
 * (en/follow-up-reader.ts) or drops it; it expires after PENDING_TTL_MS (conversation/follow-up.ts).
 */
export interface EventRef {
  eventId: string;
  /** The occurrence's date for one occurrence of a series; null for the whole event. */
  occurrence: string | null;
}

export interface AssistantPending {
  kind: 'assistant';
  ask: 'time' | 'date' | 'when' | 'member' | 'choice' | 'confirm' | 'name' | 'either';
  tool: ToolName;
  /** The request being completed: the event draft, the change or cancel input, or the original text. */
  input: unknown;
  /** The numbered events a "2" picks from, or the events a YES deletes. */
  options?: EventRef[];
  /** When it was asked (ISO). */
  at: string;
}

/** A tool call (with, for a message of several requests, the ones after it) or a question back. */
export type Interpretation = { tool: ToolName; input: unknown; then?: Interpretation[] } | { clarify: string; pending?: AssistantPending };

export type FactName = 'learningStyle' | 'discStyle' | 'birthday' | 'school' | 'all';

/** The createEvent tool's input (tools/calendar-tools.ts validates it with CreateEventSchema). */
export interface CreateEventInput {
  title: string;
  date: string;
  time: string | null;
  allDay: boolean;
  durationMinutes: number;
  recurrence: (typeof RECURRENCES)[number];
  alsoWeekdays?: number[];
  /** The last day a series may fall on ("until the end of march", "for 6 weeks"); absent when it never ends. */
  repeatUntil?: string;
  reminderMinutes: number | null;
  member: string | null;
  /** Further members the same event is for ("dentist for Mia and Sam"): one event for all of them. */
  alsoMembers?: string[];
  askTime?: boolean;
}

export interface MemberMatch {
  member: string | null;
  clarify?: string;
  /** The text with the member mention (and a "for"/"with" before it, or "'s" after it) taken out. */
  rest: string;
  /** Two or more different members named ("Mia and Sam"): their names, in the order the text names them. */
  several?: string[];
}

/** The tools that read or change a list (not a to-do): the requests after one of them stay on its list. */
export const LIST_TOOLS: ReadonlySet<string> = new Set(['addListItems', 'tickListItems', 'showList', 'clearList']);
/** Tools that answer a question and change nothing. */
export const QUESTION_TOOLS: ReadonlySet<string> = new Set([
  'agenda',
  'findEvent',
  'freeBusy',
  'listReminders',
  'listTodos',
  'showList',
  'listLists',
  'listHomework',
  'memberFacts',
]);
