import { aisleOf, itemKey } from '../../shared/aisles';
import { ItemsAddSchema, ItemUpdateSchema, ListCreateSchema, type ItemUpdate, type List, type ListItem } from '../../shared/schemas/lists';
import { linkSidesOf } from '../auth/sessions';
import { parsedOr400 } from '../errors';
import type { Caller } from '../links/links';
import { homeFamily } from './list-access';
import * as lists from './lists';

/**
 * The shared lists for callers without a session (the WhatsApp assistant): the same use cases and the same
 * family rule as the API (docs/decisions/0014), by account id. Each call reads the account's links first
 * (one Query). Input is checked with the API's schemas: bad input throws the API's 400 (HttpError, with a
 * message a person can read); an unknown or unreachable list or item throws its 404. Changes return the
 * items as they were and as they are, for undo (`restoreItems`).
 */

export type { List, ListItem };
export { aisleOf };

export interface ItemChange {
  before: ListItem | null;
  after: ListItem | null;
}

const callerOf = async (userId: string): Promise<Caller> => ({ userId, links: await linkSidesOf(userId) });

/** Every list the account can reach: its own family's first (Shopping first), then each linked family's. */
export async function listsFor(userId: string): Promise<List[]> {
  return lists.listsOf(await callerOf(userId));
}

/** "shopping", "the Shopping list", "costco list" → the words that name the list. */
const nameKey = (name: string) =>
  itemKey(name)
    .replace(/^(the|my|our) /, '')
    .replace(/ list$/, '');

/**
 * The list a person means: null → the household's Shopping list (list-access.ts homeFamily); otherwise the list whose name matches
 * (case, plurals and a leading "the"/"my" or trailing "list" aside), the household's first, then the account's own, else the
 * one list whose name contains those words. Null when none or several match.
 */
export async function findList(userId: string, name: string | null): Promise<List | null> {
  const caller = await callerOf(userId);
  const all = await lists.listsOf(caller);
  const home = homeFamily(caller);
  if (name === null || !nameKey(name)) return all.find((l) => l.isShopping && l.familyId === home) ?? null;
  const wanted = nameKey(name);
  const exact = all.filter((l) => nameKey(l.name) === wanted);
  if (exact.length) return exact.find((l) => l.familyId === home) ?? exact.find((l) => l.familyId === userId) ?? (exact.length === 1 ? exact[0] : null);
  const partial = all.filter((l) => nameKey(l.name).includes(wanted));
  return partial.length === 1 ? partial[0] : null;
}

/** The list and its items, in order (open and done). */
export async function itemsOf(userId: string, listId: string): Promise<{ list: List; items: ListItem[] }> {
  return lists.listWithItems(await callerOf(userId), listId);
}

/** A new list in the account's own family (names are unique in a family: 409 otherwise). */
export async function createList(userId: string, name: string): Promise<List> {
  return lists.createList(await callerOf(userId), parsedOr400(ListCreateSchema, { name }).name);
}

/** Rename a list of the account's own family or a linked one (names are unique in a family: 409 otherwise). */
export async function renameList(userId: string, listId: string, name: string): Promise<List> {
  return lists.renameList(await callerOf(userId), listId, parsedOr400(ListCreateSchema, { name }).name);
}

/** Add 1-50 items; texts already open on the list come back in `alreadyThere` (nothing is added for them). */
export async function addItems(
  userId: string,
  listId: string,
  items: Array<{ text: string; quantity?: string | null }>,
): Promise<{ added: ListItem[]; alreadyThere: ListItem[]; changes: ItemChange[] }> {
  const body = parsedOr400(ItemsAddSchema, { items });
  const { added, alreadyThere } = await lists.addItems(await callerOf(userId), listId, body.items);
  return { added, alreadyThere, changes: added.map((after) => ({ before: null, after })) };
}

/** Tick an item off (`done` true) or put it back (false). */
export async function setDone(userId: string, listId: string, itemId: string, done: boolean): Promise<ItemChange & { after: ListItem }> {
  return updateItem(userId, listId, itemId, { done });
}

/** Change an item's text, quantity, done, aisle (Shopping list only) or position. */
export async function updateItem(userId: string, listId: string, itemId: string, patch: ItemUpdate): Promise<ItemChange & { after: ListItem }> {
  return lists.updateItem(await callerOf(userId), listId, itemId, parsedOr400(ItemUpdateSchema, patch));
}

export async function removeItem(userId: string, listId: string, itemId: string): Promise<ItemChange> {
  return { before: await lists.removeItem(await callerOf(userId), listId, itemId), after: null };
}

/** Remove the ticked-off items. */
export async function clearDone(userId: string, listId: string): Promise<{ removed: ListItem[]; changes: ItemChange[] }> {
  const removed = await lists.clearItems(await callerOf(userId), listId, 'done');
  return { removed, changes: removed.map((before) => ({ before, after: null })) };
}

/** Remove every item (the list itself stays). */
export async function clearList(userId: string, listId: string): Promise<{ removed: ListItem[]; changes: ItemChange[] }> {
  const removed = await lists.clearItems(await callerOf(userId), listId, 'all');
  return { removed, changes: removed.map((before) => ({ before, after: null })) };
}

/**
 * Undo: put the items of `changes` back as they were before, in one step, only if each is still as the
 * change left it. False (and nothing changed) when someone changed one of them since, or the list is gone.
 */
export async function restoreItems(userId: string, listId: string, changes: ItemChange[]): Promise<boolean> {
  if (!changes.length) return true;
  return lists.restoreItems(await callerOf(userId), listId, changes);
}
