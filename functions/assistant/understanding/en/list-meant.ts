import type { Interpretation } from '../types';

/**
 * Which of the family's stores a list's name means when it names a kind of list rather than a shared list of its
 * own: "my reminder list" and "my list of things to remember" are the reminders, "my list of pending tasks", "the
 * chores list" and "the list of things to do" are the to-dos (a shared list cannot be called To-do or Tasks), and
 * "my list for shopping" or "my to do shopping list" is Shopping. A shared list's own name passes through; so do
 * names a family may have given a list of its own ("chores", "errands", "house jobs"): the list tools use the to-dos
 * for those only when the family has no such list (CHORES).
 */
const SHOPPING = /\b(?:shop+ing|grocer(?:y|ies)|supermarket)\b/i;
const REMINDERS = /\b(?:remind(?:er|ers)?|(?:things )?to remember)\b/i;
const TODOS = /\b(?:tasks?|to-?dos?|to do|things to (?:be )?do(?:ne)?)\b/i;
export const CHORES = /\b(?:chores?|housework|errands?|jobs)\b/i;

type ListInput = { list?: string | null; items?: string[]; check?: string[]; remove?: boolean };

export function listMeant(meant: Interpretation): Interpretation {
  if (!('tool' in meant) || !['showList', 'addListItems', 'tickListItems', 'clearList'].includes(meant.tool)) return meant;
  const input = meant.input as ListInput;
  const name = input.list;
  if (!name) return meant;
  if (SHOPPING.test(name)) return { ...meant, input: { ...input, list: null } };
  if (REMINDERS.test(name))
    switch (meant.tool) {
      case 'showList':
        return { tool: 'listReminders', input: { fromDate: null, toDate: null, ...(input.check?.length ? { check: input.check } : {}) } };
      case 'addListItems':
        return { tool: 'addTodo', input: { tasks: input.items ?? [], reminder: true } };
      case 'tickListItems':
        return asTodos(meant.tool, input);
      default:
        // Clearing "the reminder list" must not clear every to-do: left as the list it names.
        return meant;
    }
  return TODOS.test(name) ? asTodos(meant.tool, input) : meant;
}

/** The to-do list's request for a list request ("show", "add", "tick off", "clear"). */
function asTodos(tool: string, input: ListInput): Interpretation {
  const items = input.items ?? [];
  switch (tool) {
    case 'showList':
      return { tool: 'listTodos', input: {} };
    case 'addListItems':
      return { tool: 'addTodo', input: { tasks: items } };
    case 'clearList':
      return { tool: 'clearTodos', input: {} };
    default: {
      // One to-do ticked off per item named.
      const [first, ...rest] = items.map((text): Interpretation => ({ tool: 'completeTodo', input: { number: null, text } }));
      return first ? { ...first, ...(rest.length ? { then: rest } : {}) } : { tool: 'listTodos', input: {} };
    }
  }
}
