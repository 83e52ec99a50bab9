import type { List, ListItem } from '../../shared/schemas/lists';
import { db } from '../data/client';
import { table, transact } from '../data/commands';
import { cancellationReasons } from '../data/dynamo-errors';
import { entityItem, type TransactItem } from '../data/items';
import { keys } from '../data/keys';
import { accountExists, ACCOUNT_GONE } from '../data/users';
import { conflict, notFound, unauthorized } from '../errors';
import type { Caller } from '../links/links';
import { LIST_NOT_FOUND, toList, type StoredList } from './list-access';
import { readList, type ListState, type ReadOptions } from './list-reads';

/**
 * The one way a list changes. Every change to a list is made on the list as a whole: read it with its items
 * (one Query), work out the new items, write them in one transaction with the list, conditioned on the list's
 * `version` being the one read. So the duplicate rule and the 500-item limit hold when two people add at the
 * same moment (the second transaction fails, re-reads and sees the first one's items), and the counts on the
 * list are always exact.
 */

const ITEM_NOT_FOUND = 'Item not found';
const BUSY = 'This list is being changed by someone else right now. Please try again.';
/** A transaction holds 100 items: the two account checks and the list leave 97 for items. */
export const ITEM_WRITES_PER_CHANGE = 97;
const ATTEMPTS = 5;

export interface Change<R> {
  /** Items to write (new or changed) and ids of items to remove. */
  put?: ListItem[];
  remove?: string[];
  rename?: string;
  result: R;
}

/**
 * Read the list, let `plan` decide the change from what is there, and write it with the list in one
 * transaction that holds only if nobody changed the list since the read; otherwise read again and re-plan.
 */
export async function changeList<R>(
  caller: Caller,
  listId: string,
  plan: (state: ListState) => Change<R>,
  opts: ReadOptions = {},
): Promise<{ result: R; list: List; state: ListState }> {
  for (let attempt = 1; ; attempt++) {
    const state = await readList(caller, listId, opts);
    const change = plan(state);
    const put = change.put ?? [];
    const remove = new Set(change.remove ?? []);
    if (!put.length && !remove.size && change.rename === undefined) return { result: change.result, list: toList(state.list, state.owner), state };
    if (put.length + remove.size > ITEM_WRITES_PER_CHANGE) throw new Error(`a list change writes at most ${ITEM_WRITES_PER_CHANGE} items`);
    const after = new Map(state.items.map((i) => [i.id, i]));
    for (const i of put) after.set(i.id, i);
    for (const id of remove) after.delete(id);
    const now = new Date().toISOString();
    const list: StoredList = {
      ...state.list,
      name: change.rename ?? state.list.name,
      itemCount: after.size,
      doneCount: [...after.values()].filter((i) => i.done).length,
      version: state.list.version + 1,
      updated_at: now,
    };
    const owner = state.owner.id;
    // Both accounts must still exist: nothing is written into a deleted family, nor by a deleted account.
    const writes: TransactItem[] = [
      accountExists(owner),
      {
        Put: table({
          Item: storedListOf(list),
          ...(state.stored
            ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': state.list.version } }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      },
      ...(caller.userId !== owner ? [accountExists(caller.userId)] : []),
      ...put.map((i) => ({ Put: table({ Item: entityItem(keys.listItem(owner, listId, i.id), 'listItem', i) }) })),
      ...[...remove].map((id) => ({ Delete: table({ Key: keys.listItem(owner, listId, id) }) })),
    ];
    try {
      await db().send(transact(writes));
      return { result: change.result, list: toList(list, state.owner), state };
    } catch (error) {
      const [ownerGone, head, callerGone] = cancellationReasons(error);
      if (ownerGone === 'ConditionalCheckFailed') throw caller.userId === owner ? unauthorized(ACCOUNT_GONE) : notFound(LIST_NOT_FOUND);
      if (caller.userId !== owner && callerGone === 'ConditionalCheckFailed') throw unauthorized(ACCOUNT_GONE);
      const raced = head === 'ConditionalCheckFailed' || head === 'TransactionConflict';
      if (!raced) throw error;
      if (attempt >= ATTEMPTS) throw conflict(BUSY);
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 30));
    }
  }
}

export const storedListOf = (list: StoredList) =>
  entityItem({ ...keys.list(list.familyId, list.id), ...keys.familyLists(list.familyId, list.id) }, 'list', list);

export const findItem = (state: ListState, itemId: string) => {
  const item = state.items.find((i) => i.id === itemId);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
};
