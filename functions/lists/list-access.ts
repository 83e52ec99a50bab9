import { calendarRight } from '../../shared/links';
import { SHOPPING_LIST_NAME, type List } from '../../shared/schemas/lists';
import { sortableId } from '../data/ids';
import type { UserItem } from '../data/users';
import { notFound } from '../errors';
import type { Caller } from '../links/links';
import { linkedOwnerIds } from '../links/side';

/**
 * The family rule of the shared lists (docs/decisions/0014): a family's lists live in the account holder's
 * partition; the caller reaches the lists of their own account and of every account at the other end of an
 * accepted link, and no other: a list id names its family, and a family the caller cannot reach answers 404
 * like an unknown id. Also the list as stored and as the API shows it.
 */

export const LIST_NOT_FOUND = 'List not found';

/** The list item as stored (the API's List without what is derived from its items and its owner). */
export interface StoredList {
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

// ---- ids and access

/** The one Shopping list of a family has a fixed id, so it exists before anything is written to it. */
export const shoppingListId = (ownerId: string) => `shopping_${ownerId}`;
export const newListId = (ownerId: string) => `${sortableId()}_${ownerId}`;

/**
 * The family whose Shopping list is the caller's by default: the one they joined by accepting an invitation
 * that shares the calendar (the household they run with its holder), else their own. Both adults of a
 * household then fill one Shopping list, and "the shopping list" on WhatsApp means it.
 */
export const homeFamily = (caller: Caller): string =>
  caller.links.find((s) => s.status === 'accepted' && !s.initiator && s.otherUserId && calendarRight(s.permissions) !== 'none')?.otherUserId ?? caller.userId;

/** The accounts whose lists the caller may read and change: the home family first, their own, then every other accepted link's side. */
export const familiesOf = (caller: Caller) => [...new Set([homeFamily(caller), caller.userId, ...linkedOwnerIds(caller.links)])];

/** The family a list id names, when the caller may reach it; otherwise the same 404 as an unknown id. */
export function ownerOf(caller: Caller, listId: string): string {
  const owner = listId.slice(listId.indexOf('_') + 1);
  if (!listId.includes('_') || !familiesOf(caller).includes(owner)) throw notFound(LIST_NOT_FOUND);
  return owner;
}

export const personName = (u: Pick<UserItem, 'first_name' | 'last_name' | 'email'>) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.email;

export function toList(list: StoredList, owner: UserItem): List {
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
export const unwrittenShoppingList = (owner: UserItem): StoredList => ({
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

export const live = (u: UserItem | undefined) => (u && !(typeof u.ttl === 'number' && u.ttl * 1000 <= Date.now()) ? u : undefined);
