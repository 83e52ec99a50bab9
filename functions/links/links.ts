import { isChild } from '../../shared/family';
import type { FamilyMember } from '../../shared/schemas/family';
import { batchGet, deleteKeys, type Key } from '../data/batch';
import { db } from '../data/client';
import { updateItem } from '../data/commands';
import { ignoreConditionFailed } from '../data/dynamo-errors';
import { asItem, type StoredItem } from '../data/items';
import { keys } from '../data/keys';
import { listMembersByUser, toMember } from '../data/members';
import type { UserItem } from '../data/users';
import { badRequest, notFound } from '../errors';
import { calendarRight, grantedPermissions } from '../../shared/links';
import { transact } from '../data/commands';
import { isRefusedTransaction } from '../data/dynamo-errors';
import { conflict, forbidden } from '../errors';
import { linkedOwnerIds, linkedPerson, listLinks, type LinkSide } from './side';

export interface LinkItem {
  id: string;
  initiatorId: string;
  targetEmail: string;
  recipientId: string | null;
  relationship_type: string;
  permissions: string[];
  status: 'pending' | 'accepted' | 'declined';
  created_at: string;
  answered_at: string | null;
  /** The SHA-256 of the emailed token, so withdrawing the invitation can kill it. */
  tokenHash?: string;
}

/** The link side item's fields (see side.ts) for one account. */
export const sideOf = (link: LinkItem, side: Pick<LinkSide, 'initiator' | 'otherUserId' | 'other'>): LinkSide => ({
  linkId: link.id,
  status: link.status,
  relationship_type: link.relationship_type,
  permissions: link.permissions,
  created_at: link.created_at,
  targetEmail: link.targetEmail,
  ...side,
});

/** Who is asking, with the link sides the session check read (AuthContext). */
export type Caller = { userId: string; links: LinkSide[] };

/** Either side may remove an accepted link; sharing ends with the next request. */
export async function removeLink(caller: Caller, linkId: string) {
  const side = caller.links.find((s) => s.linkId === linkId);
  if (!side) throw notFound('Account link not found');
  if (side.status !== 'accepted' || !side.otherUserId) throw badRequest('Only accepted links can be removed.');
  await deleteKeys([keys.link(linkId), keys.linkSide(caller.userId, linkId), keys.linkSide(side.otherUserId, linkId)]);
}

/**
 * The account holder (the inviter) changes what a pending or accepted link shares of the calendar; the
 * fixed two always stay. Both sides change with the link item in one transaction, so the next request on
 * either side sees the new rights (they come with the session check).
 */
export async function changeLinkRights(caller: Caller, linkId: string, requested: readonly string[]) {
  const side = caller.links.find((s) => s.linkId === linkId);
  if (!side || side.status === 'declined') throw notFound('Account link not found');
  if (!side.initiator) throw forbidden('Only the person who sent the invitation can change what this link shares.');
  const permissions = grantedPermissions(requested);
  const set = (Key: Key) => ({
    Update: {
      Key,
      UpdateExpression: 'SET #p = :p',
      ConditionExpression: 'attribute_exists(pk) AND #s = :s',
      ExpressionAttributeNames: { '#p': 'permissions', '#s': 'status' },
      ExpressionAttributeValues: { ':p': permissions, ':s': side.status },
    },
  });
  const sides = [keys.linkSide(caller.userId, linkId), ...(side.otherUserId ? [keys.linkSide(side.otherUserId, linkId)] : [])];
  try {
    await db().send(transact([set(keys.link(linkId)), ...sides.map(set)]));
  } catch (error) {
    // Answered, withdrawn or removed meanwhile.
    if (isRefusedTransaction(error)) throw conflict('This link changed a moment ago. Reload the page and try again.');
    throw error;
  }
  const [updated] = listLinks({ links: [{ ...side, permissions }] });
  return { ...updated, calendar: calendarRight(permissions) };
}

/** After a profile change: the name and email the linked accounts see on their side of each link. */
export async function refreshLinkedPerson(caller: Caller, user: UserItem) {
  const person = linkedPerson(user);
  await Promise.all(
    caller.links
      .filter((s) => s.otherUserId)
      .map((s) =>
        db()
          .send(
            updateItem({
              Key: keys.linkSide(s.otherUserId!, s.linkId),
              UpdateExpression: 'SET #o = :p',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#o': 'other' },
              ExpressionAttributeValues: { ':p': person },
            }),
          )
          // The other side removed the link meanwhile: nothing to refresh.
          .catch(ignoreConditionFailed),
      ),
  );
}

/**
 * One BatchGetItem for the same item in the caller's partition and in every linked account's: what was
 * found, the caller's own first, then the linked accounts' in link order.
 */
export async function readAcrossLinks<T = StoredItem>(caller: Caller, keyIn: (ownerId: string) => Key): Promise<Array<{ ownerId: string; item: T }>> {
  const owners = [caller.userId, ...linkedOwnerIds(caller.links)];
  const found = new Map((await batchGet(owners.map(keyIn))).map((item) => [String(item.pk), item]));
  return owners.flatMap((ownerId) => {
    const item = found.get(keys.userPartition(ownerId));
    return item ? [{ ownerId, item: asItem<T>(item) }] : [];
  });
}

/** The caller's own member, or a child of a linked account (read-only for the caller). */
export async function visibleMember(caller: Caller, memberId: string): Promise<{ ownerId: string; member: FamilyMember; shared: boolean } | null> {
  for (const { ownerId, item } of await readAcrossLinks(caller, (o) => keys.member(o, memberId))) {
    const member = toMember(item);
    if (ownerId === caller.userId) return { ownerId, member, shared: false };
    if (isChild(member)) return { ownerId, member, shared: true };
  }
  return null;
}

/** Children of linked accounts with their owner's name (from the link side, so no profile read). */
export async function sharedChildren(caller: Caller) {
  const sides = caller.links.filter((s) => s.status === 'accepted' && s.otherUserId);
  const lists = await Promise.all(
    sides.map(async (side) => {
      const members = await listMembersByUser(side.otherUserId!);
      const owner = { id: side.otherUserId!, first_name: side.other?.first_name ?? '', last_name: side.other?.last_name ?? '' };
      return members.filter((m) => isChild(m)).map((m) => ({ ...m, owner }));
    }),
  );
  return lists.flat();
}
