import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { aisleOf, itemKey, type Aisle } from '../../shared/aisles';
import { MAX_LIST_ITEMS, MAX_LISTS, SHOPPING_LIST_NAME, type ItemUpdateInput, type List, type ListItem } from '../../shared/schemas/lists';
import { batchGet, deleteKeys, queryAll } from '../data/batch';
import { db } from '../data/client';
import { deleteItem, table, transact } from '../data/commands';
import { cancellationReasons, isConditionFailed, isTransactionCancelled } from '../data/dynamo-errors';
import { sortableId } from '../data/ids';
import { asItem, entityItem, withoutKeys, type TransactItem } from '../data/items';
import { keys } from '../data/keys';
import { linkSidesOf } from '../auth/sessions';
import { accountExists, ACCOUNT_GONE, createForAccount, type UserItem } from '../data/users';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../errors';
import type { Caller } from '../links/links';
import { linkedOwnerIds } from '../links/side';
import { log } from '../log';

/**
 * Shared lists (docs/decisions/0014). A family's lists live in the account holder's partition; the caller
 * reaches the lists of their own account and of every account at the other end of an accepted link, and no
 * other: a list id names its family, and a family the caller cannot reach answers 404 like an unknown id.
 *
 * Every change to a list is made on the list as a whole: read it with its items (one Query), work out the
 * new items, write them in one transaction with the list, conditioned on the list's `version` being the one
 * read. So the duplicate rule and the 500-item limit hold when two people add at the same moment (the second
 * transaction fails, re-reads and sees the first one's items), and the counts on the list are always exact.
 */

const LIST_NOT_FOUND = 'List not found';
const ITEM_NOT_FOUND = 'Item not found';
const BUSY = 'This list is being changed by someone else right now. Please try again.';
const SHOPPING_UNDELETABLE = 'The Shopping list cannot be deleted. You can rename it or clear it instead.';
/** A transaction holds 100 items: the two account checks and the list leave 97 for items. */
const ITEM_WRITES_PER_CHANGE = 97;
const ATTEMPTS = 5;
/** Texts a family can keep a chosen aisle for; far more than a family moves, and well inside DynamoDB's item size. */
const MAX_AISLE_CHOICES = 2000;

/** The list item as stored (the API's List without what is derived from its items and its owner). */
interface StoredList {
  id: string;
  name: string;
  isShopping: boolean;
  familyId: string;
  itemCount: number;
  doneCount: number;
  /** Moves with every change of the list or its items: the condition of the next change. */
  version: number;
  created_at: string;
  updated_at: string;
}

interface AisleChoices {
  choices?: Record<string, Aisle>;
}

/** A list with its items as read, its owner's profile, and (for an addition) the adder's. */
interface ListState {
  list: StoredList;
  /** False for a Shopping list never written yet (every family has one from the start). */
  stored: boolean;
  items: ListItem[];
  owner: UserItem;
  /** The caller's own profile (the owner's, or a linked adult's). */
  caller: UserItem;
  choices: Record<string, Aisle>;
  /** The family's lists (without items), when asked for: a rename checks the name against them. */
  familyLists?: StoredList[];
}

interface ReadOptions {
  familyLists?: boolean;
}

// ---- ids and access

/** The one Shopping list of a family has a fixed id, so it exists before anything is written to it. */
export const shoppingListId = (ownerId: string) => `shopping_${ownerId}`;
const newListId = (ownerId: string) => `${sortableId()}_${ownerId}`;

/** The accounts whose lists the caller may read and change: their own and every accepted link's other side. */
const familiesOf = (caller: Caller) => [...new Set([caller.userId, ...linkedOwnerIds(caller.links)])];

/** The family a list id names, when the caller may reach it; otherwise the same 404 as an unknown id. */
function ownerOf(caller: Caller, listId: string): string {
  const owner = listId.slice(listId.indexOf('_') + 1);
  if (!listId.includes('_') || !familiesOf(caller).includes(owner)) throw notFound(LIST_NOT_FOUND);
  return owner;
}

const personName = (u: Pick<UserItem, 'first_name' | 'last_name' | 'email'>) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.email;

const byPosition = (a: ListItem, b: ListItem) => a.position - b.position || a.added_at.localeCompare(b.added_at) || a.id.localeCompare(b.id);

function toList(list: StoredList, owner: UserItem): List {
  return {
    id: list.id,
    name: list.name,
    isShopping: list.isShopping,
    familyId: list.familyId,
    familyName: personName(owner),
    openCount: list.itemCount - list.doneCount,
    doneCount: list.doneCount,
    created_at: list.created_at,
    updated_at: list.updated_at,
  };
}

/** The Shopping list as it is before anything was written to it: empty, as old as the account. */
const unwrittenShoppingList = (owner: UserItem): StoredList => ({
  id: shoppingListId(owner.id),
  name: SHOPPING_LIST_NAME,
  isShopping: true,
  familyId: owner.id,
  itemCount: 0,
  doneCount: 0,
  version: 0,
  created_at: owner.created_at,
  updated_at: owner.created_at,
});

const live = (u: UserItem | undefined) => (u && !(typeof u.ttl === 'number' && u.ttl * 1000 <= Date.now()) ? u : undefined);

// ---- reads

/** Every list the caller can reach, their own family's first (Shopping, then oldest first), then each linked family's. One round trip. */
export async function listsOf(caller: Caller): Promise<List[]> {
  const families = familiesOf(caller);
  const [stored, profiles] = await Promise.all([
    Promise.all(families.map((owner) => storedListsOf(owner))),
    batchGet<UserItem>(families.map((owner) => keys.user(owner))),
  ]);
  const byId = new Map(profiles.map((p) => [p.id, p]));
  return families.flatMap((owner, i) => {
    const profile = live(byId.get(owner));
    return profile ? familyLists(stored[i], profile).map((l) => toList(l, profile)) : [];
  });
}

function familyLists(stored: StoredList[], owner: UserItem): StoredList[] {
  const shopping = stored.find((l) => l.isShopping) ?? unwrittenShoppingList(owner);
  const others = stored.filter((l) => !l.isShopping).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  return [shopping, ...others];
}

/** A family's lists without their items (the index holds only the list items). */
const storedListsOf = async (owner: string) =>
  (
    await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :f',
      ExpressionAttributeValues: { ':f': keys.familyListsIndexKey(owner) },
    })
  ).map((i) => withoutKeys<StoredList>(i));

/** The list's item and its items' (strongly consistent): one Query. */
function listRows(ownerId: string, listId: string) {
  const range = keys.listWithItems(ownerId, listId);
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
    ConsistentRead: true,
  });
}

/**
 * A list with its items, its owner's profile and the family's aisle choices, read in one round trip (a Query
 * and a BatchGet side by side), strongly consistent: what a change is computed from.
 */
async function readList(caller: Caller, listId: string, opts: ReadOptions = {}): Promise<ListState> {
  const ownerId = ownerOf(caller, listId);
  const [rows, others, familyLists] = await Promise.all([
    listRows(ownerId, listId),
    batchGet([...new Set([ownerId, caller.userId])].map((id) => keys.user(id)).concat(keys.aisleChoices(ownerId)), { consistent: true }),
    opts.familyLists ? storedListsOf(ownerId) : undefined,
  ]);
  const found = (key: { pk: string; sk: string }) => others.find((o) => o.pk === key.pk && o.sk === key.sk);
  const profile = (id: string) => {
    const item = found(keys.user(id));
    return item ? live(asItem<UserItem>(item)) : undefined;
  };
  const owner = profile(ownerId);
  if (!owner) throw notFound(LIST_NOT_FOUND);
  // A session that outlived its account's deletion changes nothing (nor leaves its id on a linked family's list).
  const me = profile(caller.userId);
  if (!me) throw unauthorized(ACCOUNT_GONE);
  const listSk = keys.list(ownerId, listId).sk;
  const head = rows.find((r) => r.sk === listSk);
  if (!head && listId !== shoppingListId(ownerId)) throw notFound(LIST_NOT_FOUND);
  const kept = found(keys.aisleChoices(ownerId));
  const choices = (kept ? asItem<AisleChoices>(kept).choices : undefined) ?? {};
  return {
    list: head ? withoutKeys<StoredList>(head) : unwrittenShoppingList(owner),
    stored: Boolean(head),
    items: rows
      .filter((r) => r.sk !== listSk)
      .map((r) => withoutKeys<ListItem>(r))
      .sort(byPosition),
    owner,
    caller: me,
    choices,
    familyLists,
  };
}

/** A list and its items, in order. */
export async function listWithItems(caller: Caller, listId: string): Promise<{ list: List; items: ListItem[] }> {
  const state = await readList(caller, listId);
  return { list: toList(state.list, state.owner), items: state.items };
}

// ---- the one way a list changes

interface Change<R> {
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
async function changeList<R>(
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

const storedListOf = (list: StoredList) => entityItem({ ...keys.list(list.familyId, list.id), ...keys.familyLists(list.familyId, list.id) }, 'list', list);

const findItem = (state: ListState, itemId: string) => {
  const item = state.items.find((i) => i.id === itemId);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
};

// ---- lists

/** A new, empty list in the caller's own family. */
export async function createList(caller: Caller, name: string): Promise<List> {
  const owner = caller.userId;
  const [existing, [profile]] = await Promise.all([storedListsOf(owner), batchGet<UserItem>([keys.user(owner)])]);
  if (!live(profile)) throw unauthorized(ACCOUNT_GONE);
  // The Shopping list counts whether or not it was ever written.
  const total = existing.filter((l) => !l.isShopping).length + 1;
  if (total >= MAX_LISTS) throw conflict(`A family can keep at most ${MAX_LISTS} lists. Delete one you no longer need first.`);
  nameFree(existing, owner, name);
  const now = new Date().toISOString();
  const list: StoredList = {
    id: newListId(owner),
    name,
    isShopping: false,
    familyId: owner,
    itemCount: 0,
    doneCount: 0,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await createForAccount(owner, storedListOf(list));
  return toList(list, profile);
}

/** Names are unique within a family, whatever the case (the assistant finds lists by name). */
function nameFree(existing: StoredList[], owner: string, name: string, except?: string) {
  const names = new Set(existing.filter((l) => l.id !== except).map((l) => l.name.toLowerCase()));
  // The Shopping list has its name before it is ever written.
  if (except !== shoppingListId(owner) && !existing.some((l) => l.isShopping)) names.add(SHOPPING_LIST_NAME.toLowerCase());
  if (names.has(name.toLowerCase())) throw new HttpError(409, `There is already a list called "${name}".`, { name: 'Choose another name' });
}

export async function renameList(caller: Caller, listId: string, name: string): Promise<List> {
  const change = await changeList(
    caller,
    listId,
    (s) => {
      nameFree(s.familyLists ?? [], s.owner.id, name, listId);
      return { rename: name, result: null };
    },
    { familyLists: true },
  );
  return change.list;
}

/** Delete a list and everything on it (the Shopping list stays: 409). Returns what was deleted. */
export async function deleteList(caller: Caller, listId: string): Promise<{ list: StoredList; items: ListItem[] }> {
  const owner = ownerOf(caller, listId);
  if (listId === shoppingListId(owner)) throw conflict(SHOPPING_UNDELETABLE);
  let list: StoredList;
  try {
    const { Attributes } = await db().send(deleteItem({ Key: keys.list(owner, listId), ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_OLD' }));
    list = withoutKeys<StoredList>(Attributes!);
  } catch (error) {
    if (isConditionFailed(error)) throw notFound(LIST_NOT_FOUND);
    throw error;
  }
  // The list went first: from now on no change to it can be written (each is conditioned on the list), so
  // the items read next are all there will ever be.
  const items = await listRows(owner, listId);
  await deleteKeys(items.map((i) => ({ pk: String(i.pk), sk: String(i.sk) })));
  return { list, items: items.map((i) => withoutKeys<ListItem>(i)) };
}

// ---- items

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

/**
 * The family's choice of aisle for a text, used for that text from now on. Best effort after the item's own
 * change: the item has moved either way, and a failure here only means the next one is placed by the dictionary.
 */
async function rememberAisle(owner: string, text: string, aisle: Aisle) {
  const key = itemKey(text);
  if (!key) return;
  try {
    await db().send(
      new UpdateCommand(
        table({
          Key: keys.aisleChoices(owner),
          UpdateExpression: 'SET choices.#k = :a',
          ConditionExpression: 'attribute_exists(choices) AND (size(choices) < :max OR attribute_exists(choices.#k))',
          ExpressionAttributeNames: { '#k': key },
          ExpressionAttributeValues: { ':a': aisle, ':max': MAX_AISLE_CHOICES },
        }),
      ),
    );
  } catch (error) {
    if (!isConditionFailed(error)) return void log.warn({ msg: 'aisle choice not kept', err: error instanceof Error ? error.name : String(error) });
    // No choices kept yet (or the family is at the cap, which leaves this one to the dictionary).
    await createForAccount(owner, entityItem(keys.aisleChoices(owner), 'aisleChoices', { choices: { [key]: aisle } })).catch((e) => {
      if (!isTransactionCancelled(e) && !(e instanceof HttpError)) log.warn({ msg: 'aisle choice not kept', err: e instanceof Error ? e.name : String(e) });
    });
  }
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

// ---- summaries and account deletion

/** Open items on the Shopping lists the account can reach (its own family's and each linked family's): two reads. */
export async function openShoppingCount(userId: string): Promise<number> {
  const owners = familiesOf({ userId, links: await linkSidesOf(userId) });
  const lists = await batchGet<StoredList>(owners.map((o) => keys.list(o, shoppingListId(o))));
  return lists.reduce((n, l) => n + l.itemCount - l.doneCount, 0);
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
