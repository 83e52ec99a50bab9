import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TOKEN_LIFETIMES_SECONDS } from '../../shared/constants';
import { isChild } from '../../shared/family';
import type { FamilyMember } from '../../shared/schemas/family';
import { LINK_PERMISSIONS } from '../../shared/schemas/links';
import { composeEmail, sendEmail } from '../adapters/mailer';
import { hashToken } from '../accounts/one-time-tokens';
import { config } from '../config';
import { deleteKeys, queryAll } from '../data/batch';
import { db, tableName } from '../data/client';
import { sortableId } from '../data/ids';
import { keys } from '../data/keys';
import { getMember, listMembersByUser } from '../data/members';
import { getUser, type UserItem } from '../data/users';
import { badRequest, conflict, forbidden, gone, notFound } from '../errors';
import { randomBytes } from 'node:crypto';

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
}

const INVALID = 'This invitation link is invalid or has expired.';

export async function invite(inviter: UserItem, targetEmail: string, relationshipType: string) {
  if (targetEmail === inviter.email) throw badRequest('You cannot invite yourself. Enter the email address of the other adult.');
  const id = sortableId();
  const token = randomBytes(32).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + TOKEN_LIFETIMES_SECONDS.invitation;
  const link: LinkItem = { id, initiatorId: inviter.id, targetEmail, recipientId: null, relationship_type: relationshipType, permissions: [...LINK_PERMISSIONS], status: 'pending', created_at: new Date().toISOString(), answered_at: null };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...keys.pendingInvite(inviter.id, targetEmail), entity: 'pendingInvite', linkId: id, ttl: expiresAt, ...keys.userOwnedRef(inviter.id, `INVITE#${targetEmail}`) }, ConditionExpression: 'attribute_not_exists(pk) OR #t < :now', ExpressionAttributeNames: { '#t': 'ttl' }, ExpressionAttributeValues: { ':now': now } } },
          { Put: { TableName: tableName(), Item: { ...keys.link(id), entity: 'accountLink', ...link, ...keys.userOwnedRef(inviter.id, `LINK#${id}`) } } },
          { Put: { TableName: tableName(), Item: { ...keys.linkSide(inviter.id, id), entity: 'linkSide', linkId: id, otherUserId: null, status: 'pending', initiator: true } } },
          { Put: { TableName: tableName(), Item: { ...keys.token(hashToken(token)), entity: 'token', kind: 'invitation', userId: inviter.id, data: { linkId: id }, expiresAt, ttl: expiresAt + 86400, ...keys.userOwnedRef(inviter.id, `TOKEN#${hashToken(token)}`) } } },
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    if ((error as Error).name === 'TransactionCanceledException' && reasons[0]?.Code === 'ConditionalCheckFailed') throw conflict('You already have a pending invitation to this email address.');
    throw error;
  }
  const url = `${config().APP_URL.replace(/\/$/, '')}/account-link/${token}`;
  const name = `${inviter.first_name} ${inviter.last_name}`.trim();
  await sendEmail(
    composeEmail({
      to: targetEmail,
      subject: `${name} invited you to share family information on Simplify`,
      greeting: 'Hello,',
      paragraphs: [`${name} (${inviter.email}) would like to link Simplify accounts with you, so that you can both see the children's profiles and collaborate on their learning and personality assessments.`, 'Sign in (or create an account) with this email address to accept or decline. The invitation expires in 7 days.'],
      action: { label: 'View the invitation', url },
      footer: 'Nothing else in either account is shared: calendars, to-dos, billing and settings stay private.',
    }),
  );
  return link;
}

/** Accept or decline: only the signed-in user whose verified email is the invited one, at most once. */
export async function answer(token: string, caller: UserItem, accept: boolean): Promise<LinkItem> {
  const tokenKey = keys.token(hashToken(token));
  const { Item: t } = await db().send(new GetCommand({ TableName: tableName(), Key: tokenKey }));
  if (!t || t.kind !== 'invitation') throw notFound(INVALID);
  const { Item: raw } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.link(String((t.data as { linkId: string }).linkId)) }));
  const link = raw as LinkItem | undefined;
  if (!link) throw notFound(INVALID);
  if (t.usedAt || link.status !== 'pending') throw gone(`This invitation has already been ${link.status === 'pending' ? 'answered' : link.status}.`);
  if (Number(t.expiresAt) * 1000 < Date.now()) throw gone('This invitation has expired. Ask for a new one.');
  if (!caller.email_verified || caller.email !== link.targetEmail) throw forbidden('This invitation was sent to a different email address. Sign in with that address to answer it.');
  if (caller.id === link.initiatorId) throw forbidden('You cannot answer your own invitation.');
  const now = new Date().toISOString();
  const status = accept ? 'accepted' : 'declined';
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: { TableName: tableName(), Key: tokenKey, UpdateExpression: 'SET usedAt = :n', ConditionExpression: 'attribute_not_exists(usedAt)', ExpressionAttributeValues: { ':n': Math.floor(Date.now() / 1000) } } },
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
          { Update: { TableName: tableName(), Key: keys.linkSide(link.initiatorId, link.id), UpdateExpression: 'SET #s = :s, otherUserId = :r', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': status, ':r': caller.id } } },
          ...(accept ? [{ Put: { TableName: tableName(), Item: { ...keys.linkSide(caller.id, link.id), entity: 'linkSide', linkId: link.id, otherUserId: link.initiatorId, status, initiator: false } } }] : []),
          { Delete: { TableName: tableName(), Key: keys.pendingInvite(link.initiatorId, link.targetEmail) } },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw conflict('This invitation has already been answered.');
    throw error;
  }
  return { ...link, status, recipientId: caller.id, answered_at: now };
}

interface Side {
  linkId: string;
  otherUserId: string | null;
  status: LinkItem['status'];
  initiator: boolean;
}

export async function linkSides(userId: string): Promise<Side[]> {
  return (await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :l)', ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':l': keys.linkSidePrefix } })) as unknown as Side[];
}

/** The other side of every accepted link: whose children the caller may see. Checked on every request. */
export async function linkedUserIds(userId: string): Promise<string[]> {
  return (await linkSides(userId)).filter((s) => s.status === 'accepted' && s.otherUserId).map((s) => s.otherUserId!);
}

export async function listLinks(userId: string) {
  const sides = await linkSides(userId);
  return Promise.all(
    sides.map(async (side) => {
      const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.link(side.linkId) }));
      const link = Item as LinkItem | undefined;
      const other = side.otherUserId ? await getUser(side.otherUserId) : null;
      return {
        id: side.linkId,
        status: link?.status ?? side.status,
        relationship_type: link?.relationship_type ?? 'family_member',
        permissions: link?.permissions ?? [...LINK_PERMISSIONS],
        isInitiator: side.initiator,
        created_at: link?.created_at ?? null,
        otherUser: other
          ? { id: other.id, first_name: other.first_name, last_name: other.last_name, email: other.email, profile_image_url: other.profile_image_url ?? null }
          : { id: null, first_name: '', last_name: '', email: link?.targetEmail ?? '', profile_image_url: null },
      };
    }),
  );
}

/** Either side may remove an accepted link; sharing ends with the next request. */
export async function removeLink(userId: string, linkId: string) {
  const { Item: side } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.linkSide(userId, linkId) }));
  if (!side) throw notFound('Account link not found');
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.link(linkId) }));
  const link = Item as LinkItem | undefined;
  if (!link || link.status !== 'accepted') throw badRequest('Only accepted links can be removed.');
  await deleteKeys([keys.link(linkId), keys.linkSide(link.initiatorId, linkId), ...(link.recipientId ? [keys.linkSide(link.recipientId, linkId)] : [])]);
}

/** A child of a linked account, read-only for the caller, or null. */
export async function sharedChild(callerId: string, memberId: string): Promise<{ ownerId: string; member: FamilyMember } | null> {
  for (const ownerId of await linkedUserIds(callerId)) {
    const member = await getMember(ownerId, memberId);
    if (member && isChild(member)) return { ownerId, member };
  }
  return null;
}

/** The children shared with the caller, by owner, without the owners' profiles (for listing their assessments). */
export async function sharedChildIdsByOwner(callerId: string): Promise<Array<{ ownerId: string; childIds: Set<string> }>> {
  const owners = await linkedUserIds(callerId);
  return Promise.all(owners.map(async (ownerId) => ({ ownerId, childIds: new Set((await listMembersByUser(ownerId)).filter((m) => isChild(m)).map((m) => m.id)) })));
}

export async function sharedChildren(callerId: string) {
  const owners = await linkedUserIds(callerId);
  const lists = await Promise.all(
    owners.map(async (ownerId) => {
      const [owner, members] = await Promise.all([getUser(ownerId), listMembersByUser(ownerId)]);
      if (!owner) return [];
      return members.filter((m) => isChild(m)).map((m) => ({ ...m, owner: { id: owner.id, first_name: owner.first_name, last_name: owner.last_name } }));
    }),
  );
  return lists.flat();
}
