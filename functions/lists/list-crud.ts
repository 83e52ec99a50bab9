import { MAX_LISTS, SHOPPING_LIST_NAME, type List, type ListItem } from '../../shared/schemas/lists';
import { batchGet, deleteKeys } from '../data/batch';
import { db } from '../data/client';
import { deleteItem } from '../data/commands';
import { isConditionFailed } from '../data/dynamo-errors';
import { withoutKeys } from '../data/items';
import { keys } from '../data/keys';
import { ACCOUNT_GONE, createForAccount, type UserItem } from '../data/users';
import { conflict, HttpError, notFound, unauthorized } from '../errors';
import type { Caller } from '../links/links';
import { LIST_NOT_FOUND, live, newListId, ownerOf, shoppingListId, toList, type StoredList } from './list-access';
import { changeList, storedListOf } from './list-change';
import { listRows, storedListsOf } from './list-reads';
import { assertNotTodoName } from './todo-names';

// Creating, renaming and deleting lists (what is on them: item-changes.ts).

const SHOPPING_UNDELETABLE = 'The Shopping list cannot be deleted. You can rename it or clear it instead.';

/** A new, empty list in the caller's own family. */
export async function createList(caller: Caller, name: string): Promise<List> {
  assertNotTodoName(name);
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
  assertNotTodoName(name);
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
