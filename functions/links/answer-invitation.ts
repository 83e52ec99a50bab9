import { batchGet } from '../data/batch';
import { hashToken } from '../accounts/one-time-tokens';
import { db } from '../data/client';
import { getItem, transact } from '../data/commands';
import { isRefusedTransaction } from '../data/dynamo-errors';
import { keys } from '../data/keys';
import { accountExists, getUser, type UserItem } from '../data/users';
import { conflict, forbidden, gone, notFound } from '../errors';
import { sideOf, type LinkItem } from './links';
import { linkedPerson } from './side';

const INVALID = 'This invitation link is invalid or has expired.';
const WITHDRAWN = 'This invitation was withdrawn by the person who sent it, or is no longer valid.';

/** Accept or decline: only the signed-in user whose verified email is the invited one, at most once. */
export const acceptInvitation = (token: string, caller: UserItem) => answer(token, caller, true);
export const declineInvitation = (token: string, caller: UserItem) => answer(token, caller, false);

/** The pending invitation a token names, or the 404/410 that says why there is none. */
async function openInvitation(
  token: string,
  opts: { withInviter?: boolean } = {},
): Promise<{ tokenKey: ReturnType<typeof keys.token>; link: LinkItem; expiresAt: number; inviter?: UserItem }> {
  const tokenKey = keys.token(hashToken(token));
  const { Item: t } = await db().send(getItem({ Key: tokenKey }));
  if (!t || t.kind !== 'invitation') throw notFound(INVALID);
  // The token names the inviter: their profile is read beside the link when the page needs their name.
  const linkKey = keys.link(String((t.data as { linkId: string }).linkId));
  const found = await batchGet([linkKey, ...(opts.withInviter ? [keys.user(String(t.userId))] : [])]);
  const link = found.find((i) => i.pk === linkKey.pk) as LinkItem | undefined;
  const profile = found.find((i) => i.entity === 'user');
  const inviter = profile && !(typeof profile.ttl === 'number' && profile.ttl * 1000 <= Date.now()) ? (profile as unknown as UserItem) : undefined;
  // The token outlives its link only when the inviter withdrew it (or closed the account).
  if (!link) throw gone(WITHDRAWN);
  if (t.usedAt || link.status !== 'pending') throw gone(`This invitation has already been ${link.status === 'pending' ? 'answered' : link.status}.`);
  if (Number(t.expiresAt) * 1000 < Date.now()) throw gone('This invitation has expired. Ask for a new one.');
  return { tokenKey, link, expiresAt: Number(t.expiresAt), inviter };
}

/** What the invitation page shows before a button is pressed: who invites, as what, sharing what. Uses nothing up. */
export async function readInvitation(token: string) {
  const { link, expiresAt, inviter } = await openInvitation(token, { withInviter: true });
  if (!inviter) throw gone(WITHDRAWN);
  return {
    inviter: { first_name: inviter.first_name ?? '', last_name: inviter.last_name ?? '', email: inviter.email },
    relationship_type: link.relationship_type,
    permissions: link.permissions,
    status: link.status,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}

async function answer(token: string, caller: UserItem, accept: boolean): Promise<LinkItem> {
  const { tokenKey, link } = await openInvitation(token);
  if (!caller.email_verified || caller.email !== link.targetEmail)
    throw forbidden('This invitation was sent to a different email address. Sign in with that address to answer it.');
  if (caller.id === link.initiatorId) throw forbidden('You cannot answer your own invitation.');
  const now = new Date().toISOString();
  const status = accept ? 'accepted' : 'declined';
  const initiator = accept ? await getUser(link.initiatorId) : null;
  try {
    await db().send(
      transact([
        {
          Update: {
            Key: tokenKey,
            UpdateExpression: 'SET usedAt = :n',
            ConditionExpression: 'attribute_not_exists(usedAt)',
            ExpressionAttributeValues: { ':n': Math.floor(Date.now() / 1000) },
          },
        },
        {
          Update: {
            Key: keys.link(link.id),
            UpdateExpression: 'SET #s = :s, recipientId = :r, answered_at = :t, gsi2pk = :g',
            ConditionExpression: '#s = :pending',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':s': status, ':r': caller.id, ':t': now, ':pending': 'pending', ':g': keys.ownerIndexKey(link.initiatorId) },
          },
        },
        {
          Update: {
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
        { Delete: { Key: keys.pendingInvite(link.initiatorId, link.targetEmail) } },
      ]),
    );
  } catch (error) {
    if (isRefusedTransaction(error)) throw conflict('This invitation has already been answered.');
    throw error;
  }
  return { ...link, status, recipientId: caller.id, answered_at: now };
}
