import { calendarRight } from '../../shared/links';
import type { Aisle } from '../../shared/aisles';
import type { List, ListItem } from '../../shared/schemas/lists';
import { batchGet, queryAll } from '../data/batch';
import { asItem, withoutKeys } from '../data/items';
import { keys } from '../data/keys';
import { ACCOUNT_GONE, type UserItem } from '../data/users';
import { notFound, unauthorized } from '../errors';
import type { Caller } from '../links/links';
import { choicesOf } from './aisle-choices';
import { familiesOf, homeFamily, LIST_NOT_FOUND, live, ownerOf, shoppingListId, toList, unwrittenShoppingList, type StoredList } from './list-access';

// Reading lists: every list the caller reaches, one list with its items in order, and the Shopping count for summaries.

/** A list with its items as read, its owner's profile, and (for an addition) the adder's. */
export interface ListState {
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

export interface ReadOptions {
  familyLists?: boolean;
}

const byPosition = (a: ListItem, b: ListItem) => a.position - b.position || a.added_at.localeCompare(b.added_at) || a.id.localeCompare(b.id);

/**
 * Every list the caller can reach, their home family's first (Shopping, then oldest first), then their own, then
 * each linked family's. One round trip. The household's adults (linked with the calendar shared) see one Shopping
 * list: another household family's is left out while it is empty.
 */
export async function listsOf(caller: Caller): Promise<List[]> {
  const families = familiesOf(caller);
  const home = homeFamily(caller);
  const household = new Set([
    caller.userId,
    ...caller.links.filter((s) => s.status === 'accepted' && calendarRight(s.permissions) !== 'none').map((s) => s.otherUserId),
  ]);
  const [stored, profiles] = await Promise.all([
    Promise.all(families.map((owner) => storedListsOf(owner))),
    batchGet<UserItem>(families.map((owner) => keys.user(owner))),
  ]);
  const byId = new Map(profiles.map((p) => [p.id, p]));
  return families.flatMap((owner, i) => {
    const profile = live(byId.get(owner));
    if (!profile) return [];
    const shown = familyLists(stored[i], profile).filter((l) => !(l.isShopping && owner !== home && household.has(owner) && l.itemCount === 0));
    return shown.map((l) => toList(l, profile));
  });
}

function familyLists(stored: StoredList[], owner: UserItem): StoredList[] {
  const shopping = stored.find((l) => l.isShopping) ?? unwrittenShoppingList(owner);
  const others = stored.filter((l) => !l.isShopping).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  return [shopping, ...others];
}

/** A family's lists without their items (the index holds only the list items). */
export const storedListsOf = async (owner: string) =>
  (
    await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :f',
      ExpressionAttributeValues: { ':f': keys.familyListsIndexKey(owner) },
    })
  ).map((i) => withoutKeys<StoredList>(i));

/** The list's item and its items' (strongly consistent): one Query. */
export function listRows(ownerId: string, listId: string) {
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
export async function readList(caller: Caller, listId: string, opts: ReadOptions = {}): Promise<ListState> {
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
  const choices = choicesOf(found(keys.aisleChoices(ownerId)));
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

/** Open items on the Shopping lists the account can reach (its own family's and each linked family's): one read. */
export async function openShoppingCount(caller: Caller): Promise<number> {
  const owners = familiesOf(caller);
  const lists = await batchGet<StoredList>(owners.map((o) => keys.list(o, shoppingListId(o))));
  return lists.reduce((n, l) => n + l.itemCount - l.doneCount, 0);
}
