/**
 * What the intent model tells apart: the kind of request, not its details (the slot readers read those).
 * `other` is anything the assistant does not do from a message's kind alone (help, thanks, facts about a member,
 * undo, sign-in, the plan, and requests outside the family calendar and lists).
 */
export const INTENT_CLASSES = [
  'event_add',
  'event_query',
  'event_remove',
  'event_change',
  'reminder_add',
  'reminder_query',
  'list_add',
  'list_query',
  'list_remove',
  'other',
] as const;
export type IntentClass = (typeof INTENT_CLASSES)[number];

/** The class of the engine's answer (a tool, or a question back about one). */
export function classOfTool(tool: string, input?: unknown): IntentClass {
  const changes = Object.keys((input as { changes?: object } | undefined)?.changes ?? {});
  switch (tool) {
    case 'createEvent':
      return 'event_add';
    case 'agenda':
    case 'findEvent':
    case 'freeBusy':
    case 'calendarQuestion':
      return 'event_query';
    case 'cancelEvent':
      return 'event_remove';
    case 'updateEvent':
      return changes.length === 1 && changes[0] === 'reminderMinutes' ? 'reminder_add' : 'event_change';
    case 'reminderOnEvent':
      return 'reminder_add';
    case 'listReminders':
      return 'reminder_query';
    case 'addTodo':
    case 'addListItems':
    case 'createList':
      return 'list_add';
    case 'listTodos':
    case 'showList':
    case 'listLists':
      return 'list_query';
    case 'completeTodo':
    case 'tickListItems':
    case 'removeListItems':
    case 'clearList':
    case 'clearTodos':
    case 'deleteList':
    case 'deleteTodo':
      return 'list_remove';
    default:
      return 'other';
  }
}
