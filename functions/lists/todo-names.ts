import { badRequest } from '../errors';

/**
 * The family's to-dos live in one place, the to-do store (docs/decisions/0018): the Lists page shows them as
 * its To-dos entry and WhatsApp's "todo …" writes there. A shared list called "To-do" would be a second,
 * disconnected copy, so no list may take such a name.
 */
const TODO_NAMES = new Set(['to-do', 'todo', 'to do', 'todos', 'to-dos', 'to dos', 'tasks']);

/** Lowercase, any dash as "-", spaces collapsed, a trailing " list" dropped: "To-do list" is "to-do". */
export function normalisedListName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212_]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ ?- ?/g, '-')
    .replace(/ list$/, '');
}

export const isTodoListName = (name: string) => TODO_NAMES.has(normalisedListName(name));

export const TODO_NAME_TAKEN = 'To-dos already have their own list: open To-dos on the Lists page, or send "todo" and the task on WhatsApp.';

/** Refuses a to-do list's name for a shared list (400, on the name field). */
export function assertNotTodoName(name: string) {
  if (isTodoListName(name)) throw badRequest(TODO_NAME_TAKEN, { name: 'Use the To-dos list for to-dos' });
}
