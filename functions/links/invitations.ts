import { randomBytes } from 'node:crypto';
import { TOKEN_LIFETIMES_SECONDS } from '../../shared/constants';
import { calendarRight, grantedPermissions, type RelationshipType } from '../../shared/links';
import { composeEmail, sendEmail } from '../adapters/mailer';
import { emailLanguage, INVITATION_EMAIL } from '../accounts/email-texts';
import { hashToken } from '../accounts/one-time-tokens';
import { consume, LIMITS } from '../accounts/rate-limits';
import { appUrl } from '../config';
import { db } from '../data/client';
import { getItem, transact } from '../data/commands';
import { failedAt, isRefusedTransaction } from '../data/dynamo-errors';
import { sortableId } from '../data/ids';
import { keys } from '../data/keys';
import { accountExists, ACCOUNT_GONE, getUserByEmail, type UserItem } from '../data/users';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../errors';
import { sideOf, type Caller, type LinkItem } from './links';

/** Invitations from the inviter's side: sending one and taking it back (the invitee's answer: answer-invitation.ts). */

export const VERIFY_BEFORE_INVITING = 'Please verify your email address before inviting someone, so they can see who the invitation is from.';

/**
 * The invitation is written in the inviter's language, unless the address already belongs to a verified account
 * set to the other language: then it is read in that account's own. An unverified registration has not proven the
 * mailbox, so it does not choose the language of someone else's mail.
 */
async function invitationLanguage(inviter: UserItem, targetEmail: string) {
  const invitee = await getUserByEmail(targetEmail);
  return emailLanguage(invitee?.email_verified ? invitee.preferred_language : inviter.preferred_language);
}

export async function invite(inviter: UserItem, targetEmail: string, relationshipType: RelationshipType, requested: readonly string[] = []) {
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
    permissions: grantedPermissions(requested),
    status: 'pending',
    created_at: new Date().toISOString(),
    answered_at: null,
    tokenHash,
  };
  try {
    await db().send(
      transact([
        {
          Put: {
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
            Item: { ...keys.link(id), entity: 'accountLink', ...link, ...keys.userOwnedRef(inviter.id, `LINK#${id}`), ...keys.invitedEmail(targetEmail, id) },
          },
        },
        {
          Put: {
            Item: { ...keys.linkSide(inviter.id, id), entity: 'linkSide', ...sideOf(link, { initiator: true, otherUserId: null, other: null }) },
          },
        },
        {
          Put: {
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
      ]),
    );
  } catch (error) {
    if (failedAt(error, 0)) throw conflict('You already have a pending invitation to this email address.');
    if (failedAt(error, 4)) throw unauthorized(ACCOUNT_GONE);
    throw error;
  }
  const name = `${inviter.first_name} ${inviter.last_name}`.trim();
  const language = await invitationLanguage(inviter, targetEmail);
  const { greeting, texts } = INVITATION_EMAIL[language];
  const { subject, paragraphs, action, footer } = texts({ name, email: inviter.email, relationship: relationshipType, right: calendarRight(link.permissions) });
  await sendEmail(
    composeEmail({ to: targetEmail, subject, greeting, paragraphs, action: { label: action, url: appUrl(`/account-link/${token}`) }, footer, language }),
  );
  return link;
}

/**
 * The inviter takes back a pending invitation: the link and its side go, the pending-invite marker is
 * released, and the emailed token is marked used, so opening it answers 410.
 */
export async function withdrawInvitation(caller: Caller, linkId: string) {
  const side = caller.links.find((s) => s.linkId === linkId);
  if (!side || !side.initiator) throw notFound('Invitation not found');
  if (side.status !== 'pending') throw badRequest('Only a pending invitation can be withdrawn. Remove an accepted link instead.');
  const { Item } = await db().send(getItem({ Key: keys.link(linkId) }));
  const link = Item as LinkItem | undefined;
  try {
    await db().send(
      transact([
        ...(link
          ? [
              {
                Delete: {
                  Key: keys.link(linkId),
                  ConditionExpression: '#s = :pending AND initiatorId = :me',
                  ExpressionAttributeNames: { '#s': 'status' },
                  ExpressionAttributeValues: { ':pending': 'pending', ':me': caller.userId },
                },
              },
            ]
          : []),
        { Delete: { Key: keys.linkSide(caller.userId, linkId) } },
        {
          Delete: {
            Key: keys.pendingInvite(caller.userId, side.targetEmail),
            ConditionExpression: 'attribute_not_exists(pk) OR linkId = :id',
            ExpressionAttributeValues: { ':id': linkId },
          },
        },
        ...(link?.tokenHash
          ? [
              {
                Update: {
                  Key: keys.token(link.tokenHash),
                  UpdateExpression: 'SET usedAt = :n, withdrawn = :t, #ttl = if_not_exists(#ttl, :ttl)',
                  ExpressionAttributeNames: { '#ttl': 'ttl' },
                  ExpressionAttributeValues: { ':n': Math.floor(Date.now() / 1000), ':t': true, ':ttl': Math.floor(Date.now() / 1000) + 86400 },
                },
              },
            ]
          : []),
      ]),
    );
  } catch (error) {
    // The invitee answered a moment earlier: the link is no longer pending.
    if (isRefusedTransaction(error)) throw conflict('This invitation has just been answered, so it can no longer be withdrawn.');
    throw error;
  }
}
