import { aisleOf, itemKey } from '../../shared/aisles';
import { MAX_LIST_ITEMS, type ItemUpdateInput, type List, type ListItem } from '../../shared/schemas/lists';
import { queryAll } from '../data/batch';
import { sortableId } from '../data/ids';
import { keys } from '../data/keys';
import { badRequest, conflict, HttpError } from '../errors';
import type { Caller } from '../links/links';
import { rememberAisle } from './aisle-choices';
import { personName } from './list-access';
import { changeList, findItem, ITEM_WRITES_PER_CHANGE } from './list-change';
import type { ListState } from './list-reads';

// What is on a list: adding, changing, removing and clearing items, undo, and forgetting a deleted account's name.

export interface NewItem {
  text: string;
  quantity?: string | null;
}

/**
 * Add items; one whose text is already open on the list (case, spacing and plurals aside) is not added
 * again and comes back in `alreadyThere`. Past 500 items on the list nothing is added (409).
 */
export async function addItems(caller: Caller, listId: string, wanted: NewItem[]): Promise<{ added: ListItem[]; alreadyThere: ListItem[]; list: List }> {
  const { result, list } = await changeList(caller, listId, (state) => {
    const open = new Map(state.items.filter((i) => !i.done).map((i) => [keyOf(i.text), i]));
    let position = Math.max(0, ...state.items.map((i) => i.position));
    const now = new Date().toISOString();
    const by = { id: caller.userId, name: personName(state.caller) };
    const added: ListItem[] = [];
    const alreadyThere: ListItem[] = [];
    for (const w of wanted) {
      const there = open.get(keyOf(w.text));
      if (there) {
        if (!alreadyThere.includes(there)) alreadyThere.push(there);
        continue;
      }
      const item: ListItem = {
        id: sortableId(),
        listId,
        text: w.text,
        quantity: w.quantity || null,
        done: false,
        aisle: state.list.isShopping ? aisleOf(w.text, state.choices) : null,
        position: ++position,
        addedBy: by,
        added_at: now,
        done_at: null,
        updated_at: now,
      };
      open.set(keyOf(w.text), item);
      added.push(item);
    }
    if (state.items.length + added.length > MAX_LIST_ITEMS) {
      const room = MAX_LIST_ITEMS - state.items.length;
      throw conflict(
        `A list holds at most ${MAX_LIST_ITEMS} items and "${state.list.name}" has ${state.items.length}, so ${added.length} more will not fit` +
          `${room > 0 ? ` (there is room for ${room})` : ''}. Clear the done items or remove some first.`,
      );
    }
    return { put: added, result: { added, alreadyThere } };
  });
  return { ...result, list };
}

/** Text with no letters or digits is compared as typed. */
const keyOf = (text: string) => itemKey(text) || text.trim().toLowerCase();

/** Change an item: text, quantity, done, aisle (the Shopping list only; remembered for that text) or position. */
export async function updateItem(caller: Caller, listId: string, itemId: string, patch: ItemUpdateInput): Promise<{ before: ListItem; after: ListItem }> {
  const { result, state } = await changeList(caller, listId, (s) => {
    const before = findItem(s, itemId);
    if (patch.aisle !== undefined && !s.list.isShopping)
      throw badRequest('Aisles are only on the Shopping list.', { aisle: 'Aisles are only on the Shopping list' });
    const text = patch.text ?? before.text;
    const now = new Date().toISOString();
    const after: ListItem = {
      ...before,
      text,
      quantity: patch.quantity !== undefined ? patch.quantity : before.quantity,
      done: patch.done ?? before.done,
      done_at: patch.done === undefined || patch.done === before.done ? before.done_at : patch.done ? now : null,
      // A new text on the Shopping list finds its aisle again, unless the same change picks one.
      aisle: !s.list.isShopping ? null : (patch.aisle ?? (patch.text !== undefined && patch.text !== before.text ? aisleOf(text, s.choices) : before.aisle)),
      position: patch.position ?? before.position,
      updated_at: now,
    };
    return { put: [after], result: { before, after } };
  });
  // Remembered only when it differs from where the text would go anyway.
  if (patch.aisle !== undefined && aisleOf(result.after.text, state.choices) !== patch.aisle)
    await rememberAisle(state.owner.id, result.after.text, patch.aisle);
  return result;
}

/** Remove one item; returns it as it was. */
export async function removeItem(caller: Caller, listId: string, itemId: string): Promise<ListItem> {
  const { result } = await changeList(caller, listId, (s) => {
    const item = findItem(s, itemId);
    return { remove: [item.id], result: item };
  });
  return result;
}

/** Remove the done items (`which: 'done'`) or every item (`'all'`); returns what was removed. */
export async function clearItems(caller: Caller, listId: string, which: 'done' | 'all'): Promise<ListItem[]> {
  const removed: ListItem[] = [];
  // A transaction holds at most 97 items: a long list is cleared in turns, each a change of its own.
  for (;;) {
    const { result } = await changeList(caller, listId, (s) => {
      const batch = s.items.filter((i) => which === 'all' || i.done).slice(0, ITEM_WRITES_PER_CHANGE);
      return { remove: batch.map((i) => i.id), result: batch };
    });
    removed.push(...result);
    if (result.length < ITEM_WRITES_PER_CHANGE) return removed;
  }
}

/**
 * Put items back as they were before a change (`before` null: the change added it, so it goes), only where
 * each is still as the change left it (`after`, or still absent). False, changing nothing, otherwise or when
 * the list is gone. More than one transaction's worth goes back in turns, all checked before the first.
 */
export async function restoreItems(caller: Caller, listId: string, changes: Array<{ before: ListItem | null; after: ListItem | null }>): Promise<boolean> {
  const untouched = (s: ListState, part: typeof changes) => {
    const now = new Map(s.items.map((i) => [i.id, i]));
    return part.every(({ before, after }) => (after ? now.get(after.id)?.updated_at === after.updated_at : !now.has(before!.id)));
  };
  for (let i = 0; i < changes.length; i += ITEM_WRITES_PER_CHANGE) {
    const part = changes.slice(i, i + ITEM_WRITES_PER_CHANGE);
    const stamp = new Date().toISOString();
    try {
      const { result } = await changeList(caller, listId, (s) =>
        !untouched(s, i === 0 ? changes : part)
          ? { result: false }
          : {
              put: part.flatMap((c) => (c.before ? [{ ...c.before, updated_at: stamp }] : [])),
              remove: part.flatMap((c) => (!c.before && c.after ? [c.after.id] : [])),
              result: true,
            },
      );
      if (!result) return false;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return false;
      throw error;
    }
  }
  return true;
}

/**
 * Items a deleted account added to linked families' lists stay on them, without who added them. Each list is
 * changed as the family's own account would change it (so a change racing this one cannot put the name back).
 */
export async function forgetItemAuthor(userId: string, owners: string[]) {
  for (const owner of owners) {
    const added = await queryAll<{ listId: string }>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :l)',
      FilterExpression: 'addedBy.id = :me',
      ExpressionAttributeValues: { ':pk': keys.userPartition(owner), ':l': keys.listPrefix, ':me': userId },
      ProjectionExpression: 'listId',
    });
    const asOwner: Caller = { userId: owner, links: [] };
    for (const listId of new Set(added.map((i) => i.listId))) {
      for (;;) {
        const { result } = await changeList(asOwner, listId, (s) => {
          const theirs = s.items.filter((i) => i.addedBy?.id === userId).slice(0, ITEM_WRITES_PER_CHANGE);
          return { put: theirs.map((i) => ({ ...i, addedBy: null })), result: theirs.length };
        }).catch((error) => {
          // The list or the family went meanwhile: nothing of the person is left on it.
          if (error instanceof HttpError && [401, 404].includes(error.statusCode)) return { result: 0 };
          throw error;
        });
        if (result < ITEM_WRITES_PER_CHANGE) break;
      }
    }
  }
}
