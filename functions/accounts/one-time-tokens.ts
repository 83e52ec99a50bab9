import { createHash, randomBytes } from 'node:crypto';
import { db } from '../data/client';
import { getItem, table, updateItem } from '../data/commands';
import { keys } from '../data/keys';
import { createForAccount, getUser, type UserItem } from '../data/users';
import { gone } from '../errors';
import { cancellationReasons, isConditionFailed } from '../data/dynamo-errors';
import type { TransactItem } from '../data/items';

/**
 * Emailed one-time tokens (verification, magic link, reset, invitation): 256 random bits, stored only
 * as their SHA-256, single use (a conditional update marks them used), expiry checked in code and by TTL.
 * Each token records the address it was mailed to and when it was issued: see `consumeAccountToken`.
 */
export type TokenKind = 'verify-email' | 'magic-link' | 'password-reset' | 'invitation';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Only while the account exists (checked in the same write): a token issued as the account is deleted would
 * outlive it, since the deletion has already listed what to remove. 401 (ACCOUNT_GONE) when it is gone.
 */
export async function issueToken(kind: TokenKind, userId: string, lifetimeSeconds: number, data: Record<string, unknown> & { email: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
  await createForAccount(userId, {
    ...keys.token(hashToken(token)),
    entity: 'token',
    kind,
    userId,
    data,
    issuedAt: Date.now(),
    expiresAt,
    ttl: expiresAt + 86400,
    ...keys.userOwnedRef(userId, `TOKEN#${hashToken(token)}`),
  });
  return token;
}

const MESSAGES: Record<TokenKind, { used: string; expired: string }> = {
  'verify-email': {
    used: 'This verification link has already been used. Please sign in, or ask for a new link.',
    expired: 'This verification link has expired or is not valid. Please ask for a new one.',
  },
  'magic-link': {
    used: 'This sign-in link has already been used. Please request a new magic link.',
    expired: 'This sign-in link has expired or is not valid. Please request a new magic link.',
  },
  'password-reset': {
    used: 'This password reset link has already been used. Please request a new one.',
    expired: 'This password reset link has expired or is not valid. Please request a new one.',
  },
  invitation: {
    used: 'This invitation has already been answered.',
    expired: 'This invitation link is invalid or has expired.',
  },
};

/** Use a token once: returns its owner and data, or throws 410 with a message a person can act on. */
export async function consumeToken(kind: TokenKind, token: string): Promise<{ userId: string; data: Record<string, unknown>; issuedAt: number }> {
  const key = keys.token(hashToken(token));
  const now = Math.floor(Date.now() / 1000);
  try {
    const out = await db().send(
      updateItem({
        Key: key,
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND kind = :kind AND attribute_not_exists(usedAt) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': now, ':kind': kind },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return {
      userId: String(out.Attributes!.userId),
      data: (out.Attributes!.data ?? {}) as Record<string, unknown>,
      issuedAt: Number(out.Attributes!.issuedAt ?? 0),
    };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const { Item } = await db().send(getItem({ Key: key }));
    throw gone(Item && Item.kind === kind && Item.usedAt ? MESSAGES[kind].used : MESSAGES[kind].expired);
  }
}

/**
 * A token is bound to the address it was mailed to: it works only while that address is still the
 * account's email (or, for an email-change confirmation, the pending address of that same change), and
 * only if it was issued after the account's last password change, reset or email change.
 */
export function isStillBound(user: UserItem, data: Record<string, unknown>, issuedAt: number): boolean {
  if (issuedAt < (user.tokens_valid_after ?? 0)) return false;
  if (data.changeId !== undefined) return data.changeId === user.pending_email_id && data.email === user.pending_email;
  return typeof data.email === 'string' && data.email === user.email;
}

/** Use an account's emailed token: the owner and the token's data, or 410 when the token is no longer bound. */
export async function consumeAccountToken(kind: Exclude<TokenKind, 'invitation'>, token: string): Promise<{ user: UserItem; data: Record<string, unknown> }> {
  const { userId, data, issuedAt } = await consumeToken(kind, token);
  const user = await getUser(userId);
  if (!user || !isStillBound(user, data, issuedAt)) throw gone(MESSAGES[kind].expired);
  return { user, data };
}

/**
 * Check an account's emailed token without using it yet: its owner, its data, and the transaction item that
 * uses it. The caller writes that item first in the same transaction as the change the token authorises
 * (see `usingToken`), so a link is used up only if its change happened: a throttled or timed-out write
 * leaves the link working for a retry instead of a 'link already used' dead end.
 */
export async function checkAccountToken(
  kind: Exclude<TokenKind, 'invitation'>,
  token: string,
): Promise<{ user: UserItem; data: Record<string, unknown>; use: TransactItem }> {
  const key = keys.token(hashToken(token));
  const now = Math.floor(Date.now() / 1000);
  const { Item } = await db().send(getItem({ Key: key, ConsistentRead: true }));
  if (Item && Item.kind === kind && Item.usedAt) throw gone(MESSAGES[kind].used);
  if (!Item || Item.kind !== kind || !(Number(Item.expiresAt) > now)) throw gone(MESSAGES[kind].expired);
  const data = (Item.data ?? {}) as Record<string, unknown>;
  const user = await getUser(String(Item.userId));
  if (!user || !isStillBound(user, data, Number(Item.issuedAt ?? 0))) throw gone(MESSAGES[kind].expired);
  const use: TransactItem = {
    Update: table({
      Key: key,
      UpdateExpression: 'SET usedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)',
      ExpressionAttributeValues: { ':now': now },
    }),
  };
  return { user, data, use };
}

/** Run the transaction that starts with a token's `use`: a token another request used (or is using) meanwhile reads as used. */
export async function usingToken<T>(kind: Exclude<TokenKind, 'invitation'>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const first = cancellationReasons(error)[0];
    if (first === 'ConditionalCheckFailed' || first === 'TransactionConflict') throw gone(MESSAGES[kind].used);
    throw error;
  }
}
