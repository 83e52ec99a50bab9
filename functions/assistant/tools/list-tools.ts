import * as z from 'zod';
import { AISLES, type List, type ListItem } from '../../../shared/schemas/lists';
import { addItems, clearList, createList, findList, itemsOf, listsFor, removeItem, renameList, setDone, type ItemChange } from '../../lists/list-actions';
import { appUrl } from '../../config';
import { bestMatches, namedWithin, shortenedMatch } from './ranked-match';
import { MAX_LINES, openTodos, type ToolContext, type ToolOutput } from './tool-common';
import { recordListChange } from './undo';
import type { AssistantPending } from '../understanding/types';
import { sayIn, type Say } from '../replies/say';
import { CHORES } from '../understanding/en/list-meant';
import { addTodoTool, clearTodosTool, completeTodoTool, listTodosTool } from './todo-tools';

/** "the chores list" when the family has no list by that name: the to-dos (list-meant.ts). */
const onTodos = (name: string | null) => !!name && CHORES.test(name);

/**
 * A list named in an add that the family does not have yet is made ("add tent pegs to the camping list"): a
 * parent who names a list expects the items on it, not a second message. A name that reads as part of the
 * sentence ("the list before we run out") is not a list, and is asked about instead.
 */
const NEW_LIST_NAME =
  /^(?!.*\b(?:a|after|all|and|at|before|for|from|i|if|in|it|me|my|of|on|or|our|out|that|the|this|to|we|when|with|you)\b)[\p{L}\p{N}][\p{L}\p{N}'&-]+(?: [\p{L}\p{N}'&-]+){0,2}$/iu;
const newListName = (said: string | null) => {
  const name = said?.trim() ?? '';
  return NEW_LIST_NAME.test(name) ? name[0].toUpperCase() + name.slice(1) : null;
};

/**
 * The shared lists on WhatsApp: add items, read a list (the shopping list by aisle), tick items off or
 * remove them, clear a list (only after YES), make a list, name the lists. A list is named as the parent
 * says it; no name means the family's Shopping list. The family rule is the API's (docs/decisions/0014).
 */

const ListName = z.string().trim().min(1).max(60).nullable().describe('The list as the parent named it ("shopping", "packing"); null for the Shopping list');
const Items = z.array(z.string().trim().min(1).max(200)).min(1).max(50);

export const AddListItemsSchema = z.object({
  list: ListName,
  items: Items.describe('The items, one per thing: ["milk", "eggs", "bread"] for "milk, eggs and bread"'),
});
export const ShowListSchema = z.object({
  list: ListName,
  check: Items.optional().describe('Items the parent asks about ("is milk on the list?"): the answer starts with yes or no'),
});
export const TickListItemsSchema = z.object({
  list: ListName,
  items: Items.describe('Words of the items to take off, e.g. ["milk"]'),
  remove: z.boolean().describe('True to delete the items ("remove eggs"); false to tick them off ("got the milk")'),
});
export const ClearListSchema = z.object({ list: ListName });
export const CreateListSchema = z.object({
  name: z.string().trim().min(1).max(60).nullable().describe('The new list’s name, e.g. "Holiday"; null when the parent gave none (it is asked)'),
});

function itemLines(say: Say, list: List, items: ListItem[]): string[] {
  const open = items.filter((i) => !i.done);
  const line = (i: ListItem) => say.itemLine(i.text, i.quantity || null);
  if (!list.isShopping) return open.slice(0, MAX_LINES).map(line);
  const lines: string[] = [];
  for (const aisle of AISLES) {
    const here = open.filter((i) => (i.aisle ?? 'other') === aisle);
    if (!here.length) continue;
    lines.push(say.aisle(aisle), ...here.map(line));
  }
  return lines;
}

export async function addListItemsTool(ctx: ToolContext, input: z.infer<typeof AddListItemsSchema>): Promise<ToolOutput> {
  const say = sayIn(ctx.lang);
  const found = await findList(ctx.userId, input.list);
  if (!found && onTodos(input.list)) return addTodoTool(ctx, { tasks: input.items });
  const name = newListName(input.list);
  if (!found && !name) return say.listNotFound(input.list);
  const list = found ?? (await createList(ctx.userId, name!));
  const out = await addItems(
    ctx.userId,
    list.id,
    input.items.map((text) => ({ text })),
  );
  const shown = say.listName(list.name);
  const added = out.added.map((i) => i.text);
  if (added.length) await recordListChange(ctx.userId, say.summaryList({ action: 'add', items: added, list: shown }), list.id, out.changes, ctx.now);
  const parts: string[] = found ? [] : [say.newList(shown)];
  if (added.length) parts.push(say.addedToList(shown, added));
  if (out.alreadyThere.length)
    parts.push(
      say.alreadyOnList(
        shown,
        out.alreadyThere.map((i) => i.text),
      ),
    );
  return parts.join(' ');
}

export async function showListTool(ctx: ToolContext, input: z.infer<typeof ShowListSchema>): Promise<ToolOutput> {
  const say = sayIn(ctx.lang);
  const found = await findList(ctx.userId, input.list);
  if (!found) return onTodos(input.list) ? listTodosTool(ctx) : say.listNotFound(input.list);
  const { list, items } = await itemsOf(ctx.userId, found.id);
  const open = items.filter((i) => !i.done);
  const name = say.listName(list.name);
  if (input.check?.length) return checkAnswer(say, name, open, input.check);
  if (!open.length) return say.listEmpty(name);
  const lines = itemLines(say, list, items);
  return [say.listHeader(name, open.length), ...lines, ...(open.length > MAX_LINES ? [say.moreItems(appUrl('/lists'))] : [])].join('\n');
}

/** "Is milk on the list?": yes or no first, then what is there. */
function checkAnswer(say: Say, name: string, open: ListItem[], asked: string[]): string {
  const found = asked.map((said) => ({
    said,
    item: open.find((i) => i.text.toLowerCase() === said.toLowerCase()) ?? bestMatches(open, (i) => i.text, said)[0],
  }));
  const on = found.filter((f) => f.item).map((f) => f.item!.text);
  const off = found.filter((f) => !f.item).map((f) => f.said);
  const rest = open.filter((i) => !on.includes(i.text)).map((i) => i.text);
  if (!off.length) return say.allOnList(name, on);
  if (!on.length) return say.noneOnList({ list: name, items: off, others: rest });
  return say.someOnList({ list: name, on, off });
}

/** A list and its items, when the caller has read them already. */
export type ListRead = { list: List; items: ListItem[] };

export async function tickListItemsTool(ctx: ToolContext, input: z.infer<typeof TickListItemsSchema>, read?: ListRead): Promise<ToolOutput> {
  return (await tickItems(ctx, input, read)).text;
}

/**
 * The open item words name: the same words, else the best ranked match, else the one item whose whole name the words hold
 * among more ("the yoghurt on the way home from school"), else the one they name cut short ("avo", "dishy tabs").
 */
export const itemNamed = (open: ListItem[], said: string): ListItem | undefined => {
  const text = (i: ListItem) => i.text;
  const exact = open.find((i) => i.text.toLowerCase() === said.toLowerCase()) ?? bestMatches(open, text, said)[0];
  if (exact) return exact;
  // (the fallbacks only when the words match nothing plainly: this runs for every item of a tick-off)
  const within = namedWithin(open, text, said, () => false, 1);
  return within.length === 1 ? within[0] : shortenedMatch(open, text, said);
};

/** Tick off or remove the open items the parent's words name; `taken` counts those found. */
export async function tickItems(ctx: ToolContext, input: z.infer<typeof TickListItemsSchema>, read?: ListRead): Promise<{ text: string; taken: number }> {
  const say = sayIn(ctx.lang);
  const found = read?.list ?? (await findList(ctx.userId, input.list));
  if (!found && onTodos(input.list)) {
    const todos = await openTodos(ctx.userId);
    const replies = [];
    for (const text of input.items) replies.push(await completeTodoTool(ctx, { number: null, text }, todos));
    // Only a named list gets here, and only cancel-tools reads `taken`, for Shopping: the count is of the to-dos asked for.
    return { text: replies.join('\n'), taken: input.items.length };
  }
  if (!found) return { text: say.listNotFound(input.list), taken: 0 };
  const { list, items } = read ?? (await itemsOf(ctx.userId, found.id));
  const open = items.filter((i) => !i.done);
  const changes: ItemChange[] = [];
  const done: string[] = [];
  const missing: string[] = [];
  for (const said of input.items) {
    const free = open.filter((i) => !changes.some((c) => c.before?.id === i.id));
    const item = itemNamed(free, said);
    if (!item || changes.some((c) => c.before?.id === item.id)) {
      missing.push(said);
      continue;
    }
    changes.push(input.remove ? await removeItem(ctx.userId, list.id, item.id) : await setDone(ctx.userId, list.id, item.id, true));
    done.push(item.text);
  }
  const name = say.listName(list.name);
  if (changes.length)
    await recordListChange(ctx.userId, say.summaryList({ action: input.remove ? 'remove' : 'tick', items: done, list: name }), list.id, changes, ctx.now);
  const parts: string[] = [];
  if (done.length) parts.push(say.ticked({ list: name, items: done, left: open.length - done.length, remove: !!input.remove }));
  if (missing.length) parts.push(say.notOnList(name, missing));
  return { text: parts.join(' '), taken: done.length };
}

export async function clearListTool(ctx: ToolContext, input: z.infer<typeof ClearListSchema>): Promise<ToolOutput> {
  const say = sayIn(ctx.lang);
  const found = await findList(ctx.userId, input.list);
  if (!found) return onTodos(input.list) ? clearTodosTool(ctx) : say.listNotFound(input.list);
  const count = found.openCount + found.doneCount;
  if (!count) return say.listAlreadyEmpty(found.name);
  // Only asked here: the YES that comes back through the conversation state clears it.
  const pending: AssistantPending = { kind: 'assistant', ask: 'confirm', tool: 'clearList', input: { listId: found.id }, at: ctx.now.toISOString() };
  return { text: say.confirmClearList(found.name, count), pending };
}

/** The YES to "Clear Shopping?". */
export async function applyClearList(ctx: ToolContext, listId: string): Promise<ToolOutput> {
  const say = sayIn(ctx.lang);
  const { list } = await itemsOf(ctx.userId, listId);
  const out = await clearList(ctx.userId, listId);
  await recordListChange(ctx.userId, say.summaryListCleared(list.name), listId, out.changes, ctx.now);
  return say.listCleared(list.name, out.removed.length);
}

export async function createListTool(ctx: ToolContext, input: z.infer<typeof CreateListSchema>): Promise<ToolOutput> {
  const say = sayIn(ctx.lang);
  if (input.name) return say.listMade((await createList(ctx.userId, input.name)).name);
  // No name given: the list is made at once and the reply asks for its name (the answer renames it).
  const taken = new Set((await listsFor(ctx.userId)).filter((l) => l.familyId === ctx.userId).map((l) => l.name.toLowerCase()));
  let name = say.newListName(1);
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = say.newListName(n);
  const list = await createList(ctx.userId, name);
  return {
    text: say.listMadeAskName(list.name),
    pending: { kind: 'assistant', ask: 'name', tool: 'createList', input: { listId: list.id }, at: ctx.now.toISOString() },
  };
}

/** The answer to "What should it be called?". */
export async function applyRenameList(ctx: ToolContext, listId: string, name: string): Promise<ToolOutput> {
  const list = await renameList(ctx.userId, listId, name);
  return sayIn(ctx.lang).listRenamed(list.name);
}

export async function listListsTool(ctx: ToolContext): Promise<ToolOutput> {
  const say = sayIn(ctx.lang);
  const lists = await listsFor(ctx.userId);
  if (!lists.length) return say.noLists;
  const line = (l: List) => say.listLine({ list: l.name, family: l.familyId !== ctx.userId ? l.familyName : null, open: l.openCount });
  return [say.listsHeader(lists.length), ...lists.slice(0, MAX_LINES).map(line), '', say.openListsAt(appUrl('/lists'))].join('\n');
}
