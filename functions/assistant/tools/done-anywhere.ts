import type * as z from 'zod';
import { findList, itemsOf, listsFor } from '../../lists/list-actions';
import { itemNamed, tickListItemsTool, type ListRead, type TickListItemsSchema } from './list-tools';
import { completeTodoTool, todosNamed, type CompleteTodoSchema } from './todo-tools';
import { openTodos, type ToolContext, type ToolOutput } from './tool-common';
import { allNamedWithin } from './ranked-match';
import { splitItems } from '../understanding/en/list-phrases';

/**
 * Something done, found where the account has it: "cross off chicken" reads as a to-do but chicken is on the
 * Shopping list, and "got the dry cleaning" reads as shopping but is a to-do. The store the message named is
 * tried first; the other only for words that match nothing there and an open thing in it, and the parent's other
 * lists only when neither has it. A list other than Shopping, named by the parent, is never second-guessed. Each store
 * is read once and handed to the tool.
 */

const shopping = async (ctx: ToolContext): Promise<ListRead | undefined> => {
  const list = await findList(ctx.userId, null);
  return list ? itemsOf(ctx.userId, list.id) : undefined;
};
const POINTING = /^\s*(?:those|these|them|they|both|all(?: of them)?)\s*$/i;
const openOf = (read: ListRead | undefined) => read?.items.filter((i) => !i.done) ?? [];

/**
 * The open items named one by one ("the printer cartridges and the A4 paper on my way home"): every part the words
 * are cut into by "and" or commas names a different item, or none is taken.
 */
function eachNamed(open: ListRead['items'], said: string): string[] {
  const parts = splitItems(said, true);
  if (parts.length < 2) return [];
  const items = parts.map((p) => itemNamed(open, p)?.text);
  return items.every(Boolean) && new Set(items).size === items.length ? (items as string[]) : [];
}

export async function completeTodoAnywhere(ctx: ToolContext, input: z.infer<typeof CompleteTodoSchema>): Promise<ToolOutput> {
  if (input.text == null) return completeTodoTool(ctx, input);
  const todos = await openTodos(ctx.userId);
  if (todosNamed(todos, input.text).length) return completeTodoTool(ctx, input, todos);
  const read = await shopping(ctx);
  const open = openOf(read);
  // Several things bought, told among news: the Shopping items whose names the message holds ("tick those off": the
  // things the message named before it). Several named outrank the one item the words might name alone.
  const held = allNamedWithin(open, (i) => i.text, POINTING.test(input.text) && ctx.message ? ctx.message : input.text);
  const each = held.length < 2 ? eachNamed(open, input.text) : [];
  if (each.length) return tickListItemsTool(ctx, { list: null, items: each, remove: false }, read);
  if (held.length < 2 && itemNamed(open, input.text)) return tickListItemsTool(ctx, { list: null, items: [input.text], remove: false }, read);
  if (held.length) return tickListItemsTool(ctx, { list: null, items: held.map((i) => i.text), remove: false }, read);
  const elsewhere = await heldElsewhere(ctx, input.text, read?.list.id);
  if (elsewhere) return tickListItemsTool(ctx, { list: elsewhere.read.list.name, items: elsewhere.items, remove: false }, elsewhere.read);
  return completeTodoTool(ctx, input, todos);
}

/**
 * The one other list whose open items the words name ("collected the printer cartridges and the A4 paper, mark them as
 * done": the Office list's), when neither the to-dos nor Shopping have them; none when two lists would.
 */
async function heldElsewhere(ctx: ToolContext, said: string, shoppingId?: string): Promise<{ read: ListRead; items: string[] } | undefined> {
  // (the lists are read side by side: one round trip of reads, not one per list)
  const reads = await Promise.all((await listsFor(ctx.userId)).filter((l) => l.id !== shoppingId).map((l) => itemsOf(ctx.userId, l.id)));
  const found = reads.flatMap((read) => {
    const open = openOf(read);
    const held = allNamedWithin(open, (i) => i.text, said);
    const each = held.length ? [] : eachNamed(open, said);
    const items = held.length ? held.map((i) => i.text) : each.length ? each : [itemNamed(open, said)?.text].filter((t): t is string => !!t);
    return items.length ? [{ read, items }] : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

export async function tickListItemsAnywhere(ctx: ToolContext, input: z.infer<typeof TickListItemsSchema>): Promise<ToolOutput> {
  if (input.list !== null) return tickListItemsTool(ctx, input);
  const read = await shopping(ctx);
  const open = openOf(read);
  const notHere = input.items.filter((said) => !itemNamed(open, said));
  if (!notHere.length) return tickListItemsTool(ctx, input, read);
  const todos = await openTodos(ctx.userId);
  const elsewhere = notHere.filter((said) => todosNamed(todos, said).length === 1);
  if (!elsewhere.length) {
    // ("got the wipes and nappies, tick em off": none on Shopping, all on the one other list that has them)
    const other = notHere.length === input.items.length ? await heldElsewhere(ctx, notHere.join(', '), read?.list.id) : undefined;
    return other ? tickListItemsTool(ctx, { ...input, list: other.read.list.name, items: other.items }, other.read) : tickListItemsTool(ctx, input, read);
  }
  const rest = input.items.filter((said) => !elsewhere.includes(said));
  const replies: ToolOutput[] = [];
  if (rest.length) replies.push(await tickListItemsTool(ctx, { ...input, items: rest }, read));
  for (const text of elsewhere) replies.push(await completeTodoTool(ctx, { number: null, text }, todos));
  return replies.map((r) => (typeof r === 'string' ? r : r.text)).join('\n');
}
