import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TOKEN_LIFETIMES_SECONDS } from '../../shared/constants';
import { isChild } from '../../shared/family';
import type { FamilyMember } from '../../shared/schemas/family';
import { LINK_PERMISSIONS } from '../../shared/schemas/links';
import { composeEmail, sendEmail } from '../adapters/mailer';
import { hashToken } from '../accounts/one-time-tokens';
import { appUrl } from '../config';
import { batchGet, deleteKeys, type Key } from '../data/batch';
import { db, tableName } from '../data/client';
import { sortableId } from '../data/ids';
import { keys } from '../data/keys';
import { listMembersByUser, toMember } from '../data/members';
import { accountExists, ACCOUNT_GONE, getUser, type UserItem } from '../data/users';
import { consume, LIMITS } from '../accounts/rate-limits';
import { badRequest, conflict, forbidden, gone, notFound, unauthorized } from '../errors';
import { randomBytes } from 'node:crypto';
import { linkedOwnerIds, linkedPerson, type LinkSide } from './side';
import { failedAt, ignoreConditionFailed, isRefusedTransaction } from '../data/dynamo-errors';
import { asItem, type StoredItem } from '../data/items';

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

const INVALID = 'This invitation link is invalid or has expired.';
const WITHDRAWN = 'This invitation was withdrawn by the person who sent it, or is no longer valid.';
export const VERIFY_BEFORE_INVITING = 'Please verify your email address before inviting someone, so they can see who the invitation is from.';

/** The link side item's fields (see side.ts) for one account. */
const sideOf = (link: LinkItem, side: Pick<LinkSide, 'initiator' | 'otherUserId' | 'other'>): LinkSide => ({
  linkId: link.id,
  status: link.status,
  relationship_type: link.relationship_type,
  permissions: link.permissions,
  created_at: link.created_at,
  targetEmail: link.targetEmail,
  ...side,
});

export async function invite(inviter: UserItem, targetEmail: string, relationshipType: string) {
  if (!inviter.email_verified) throw forbidden(VERIFY_BEFORE_INVITING);
  if (targetEmail === inviter.email) throw badRequest('You cannot invite yourself. Enter the email address of the other adult.');
  await consume(LIMITS.invitesPerAccount, inviter.id);
  const id = sortableId();
  const token = randomBytes(32).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + TOKEN_LIFETIMES_SECONDS.invitation;
  const tokenHash = hashToken(token);
  const link: LinkItem = {
    id,
    initiatorId: inviter.id,
    targetEmail,
    recipientId: null,
    relationship_type: relationshipType,
    permissions: [...LINK_PERMISSIONS],
    status: 'pending',
    created_at: new Date().toISOString(),
    answered_at: null,
    tokenHash,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.pendingInvite(inviter.id, targetEmail),
                entity: 'pendingInvite',
                linkId: id,
                ttl: expiresAt,
                ...keys.userOwnedRef(inviter.id, `INVITE#${targetEmail}`),
              },
              ConditionExpression: 'attribute_not_exists(pk) OR #t < :now',
              ExpressionAttributeNames: { '#t': 'ttl' },
              ExpressionAttributeValues: { ':now': now },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.link(id), entity: 'accountLink', ...link, ...keys.userOwnedRef(inviter.id, `LINK#${id}`), ...keys.invitedEmail(targetEmail, id) },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.linkSide(inviter.id, id), entity: 'linkSide', ...sideOf(link, { initiator: true, otherUserId: null, other: null }) },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.token(tokenHash),
                entity: 'token',
                kind: 'invitation',
                userId: inviter.id,
                data: { linkId: id, email: targetEmail },
                expiresAt,
                ttl: expiresAt + 86400,
                ...keys.userOwnedRef(inviter.id, `TOKEN#${tokenHash}`),
              },
            },
          },
          // An account being deleted at this moment cannot gain an invitation.
          accountExists(inviter.id),
        ],
      }),
    );
  } catch (error) {
    if (failedAt(error, 0)) throw conflict('You already have a pending invitation to this email address.');
    if (failedAt(error, 4)) throw unauthorized(ACCOUNT_GONE);
    throw error;
  }
  const url = appUrl(`/account-link/${token}`);
  const name = `${inviter.first_name} ${inviter.last_name}`.trim();
  await sendEmail(
    composeEmail({
      to: targetEmail,
      subject: `${name} invited you to share family information on Simplify`,
      greeting: 'Hello,',
      paragraphs: [
        `${name} (${inviter.email}) would like to link Simplify accounts with you, so that you can both see the children's profiles and collaborate on their learning and personality assessments.`,
        'Sign in (or create an account) with this email address to accept or decline. The invitation expires in 7 days.',
      ],
      action: { label: 'View the invitation', url },
      footer: 'Nothing else in either account is shared: calendars, to-dos, billing and settings stay private.',
    }),
  );
  return link;
}

/** Accept or decline: only the signed-in user whose verified email is the invited one, at most once. */
export const acceptInvitation = (token: string, caller: UserItem) => answer(token, caller, true);
export const declineInvitation = (token: string, caller: UserItem) => answer(token, caller, false);

async function answer(token: string, caller: UserItem, accept: boolean): Promise<LinkItem> {
  const tokenKey = keys.token(hashToken(token));
  const { Item: t } = await db().send(new GetCommand({ TableName: tableName(), Key: tokenKey }));
  if (!t || t.kind !== 'invitation') throw notFound(INVALID);
  const { Item: raw } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.link(String((t.data as { linkId: string }).linkId)) }));
  const link = raw as LinkItem | undefined;
  // The token outlives its link only when the inviter withdrew it (or closed the account).
  if (!link) throw gone(WITHDRAWN);
  if (t.usedAt || link.status !== 'pending') throw gone(`This invitation has already been ${link.status === 'pending' ? 'answered' : link.status}.`);
  if (Number(t.expiresAt) * 1000 < Date.now()) throw gone('This invitation has expired. Ask for a new one.');
  if (!caller.email_verified || caller.email !== link.targetEmail)
    throw forbidden('This invitation was sent to a different email address. Sign in with that address to answer it.');
  if (caller.id === link.initiatorId) throw forbidden('You cannot answer your own invitation.');
  const now = new Date().toISOString();
  const status = accept ? 'accepted' : 'declined';
  const initiator = accept ? await getUser(link.initiatorId) : null;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: tokenKey,
              UpdateExpression: 'SET usedAt = :n',
              ConditionExpression: 'attribute_not_exists(usedAt)',
              ExpressionAttributeValues: { ':n': Math.floor(Date.now() / 1000) },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.link(link.id),
              UpdateExpression: 'SET #s = :s, recipientId = :r, answered_at = :t, gsi2pk = :g',
              ConditionExpression: '#s = :pending',
              ExpressionAttributeNames: { '#s': 'status' },
              ExpressionAttributeValues: { ':s': status, ':r': caller.id, ':t': now, ':pending': 'pending', ':g': keys.ownerIndexKey(link.initiatorId) },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.linkSide(link.initiatorId, link.id),
              UpdateExpression: 'SET #s = :s, otherUserId = :r, #o = :p',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#s': 'status', '#o': 'other' },
              ExpressionAttributeValues: { ':s': status, ':r': caller.id, ':p': linkedPerson(caller) },
            },
          },
          ...(accept
            ? [
                {
                  Put: {
                    TableName: tableName(),
                    Item: {
                      ...keys.linkSide(caller.id, link.id),
                      entity: 'linkSide',
                      ...sideOf({ ...link, status }, { initiator: false, otherUserId: link.initiatorId, other: initiator ? linkedPerson(initiator) : null }),
                    },
                  },
                },
                // Neither account may be in the middle of being deleted.
                accountExists(caller.id),
              ]
            : []),
          { Delete: { TableName: tableName(), Key: keys.pendingInvite(link.initiatorId, link.targetEmail) } },
        ],
      }),
    );
  } catch (error) {
    if (isRefusedTransaction(error)) throw conflict('This invitation has already been answered.');
    throw error;
  }
  return { ...link, status, recipientId: caller.id, answered_at: now };
}

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
 * The inviter takes back a pending invitation: the link and its side go, the pending-invite marker is
 * released, and the emailed token is marked used, so opening it answers 410.
 */
export async function withdrawInvitation(caller: Caller, linkId: string) {
  const side = caller.links.find((s) => s.linkId === linkId);
  if (!side || !side.initiator) throw notFound('Invitation not found');
  if (side.status !== 'pending') throw badRequest('Only a pending invitation can be withdrawn. Remove an accepted link instead.');
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.link(linkId) }));
  const link = Item as LinkItem | undefined;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          ...(link
            ? [
                {
                  Delete: {
                    TableName: tableName(),
                    Key: keys.link(linkId),
                    ConditionExpression: '#s = :pending AND initiatorId = :me',
                    ExpressionAttributeNames: { '#s': 'status' },
                    ExpressionAttributeValues: { ':pending': 'pending', ':me': caller.userId },
                  },
                },
              ]
            : []),
          { Delete: { TableName: tableName(), Key: keys.linkSide(caller.userId, linkId) } },
          {
            Delete: {
              TableName: tableName(),
              Key: keys.pendingInvite(caller.userId, side.targetEmail),
              ConditionExpression: 'attribute_not_exists(pk) OR linkId = :id',
              ExpressionAttributeValues: { ':id': linkId },
            },
          },
          ...(link?.tokenHash
            ? [
                {
                  Update: {
                    TableName: tableName(),
                    Key: keys.token(link.tokenHash),
                    UpdateExpression: 'SET usedAt = :n, withdrawn = :t, #ttl = if_not_exists(#ttl, :ttl)',
                    ExpressionAttributeNames: { '#ttl': 'ttl' },
                    ExpressionAttributeValues: { ':n': Math.floor(Date.now() / 1000), ':t': true, ':ttl': Math.floor(Date.now() / 1000) + 86400 },
                  },
                },
              ]
            : []),
        ],
      }),
    );
  } catch (error) {
    // The invitee answered a moment earlier: the link is no longer pending.
    if (isRefusedTransaction(error)) throw conflict('This invitation has just been answered, so it can no longer be withdrawn.');
    throw error;
  }
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
            new UpdateCommand({
              TableName: tableName(),
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
