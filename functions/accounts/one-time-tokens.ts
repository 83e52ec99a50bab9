import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomBytes } from 'node:crypto';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import { gone } from '../errors';

/**
 * Emailed one-time tokens (verification, magic link, reset, invitation): 256 random bits, stored only
 * as their SHA-256, single use (a conditional update marks them used), expiry checked in code and by TTL.
 */
export type TokenKind = 'verify-email' | 'magic-link' | 'password-reset' | 'invitation';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(kind: TokenKind, userId: string, lifetimeSeconds: number, data: Record<string, unknown> = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.token(hashToken(token)),
        entity: 'token',
        kind,
        userId,
        data,
        expiresAt,
        ttl: expiresAt + 86400,
        ...keys.userOwnedRef(userId, `TOKEN#${hashToken(token)}`),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
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
export async function consumeToken(kind: TokenKind, token: string): Promise<{ userId: string; data: Record<string, unknown> }> {
  const key = keys.token(hashToken(token));
  const now = Math.floor(Date.now() / 1000);
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND kind = :kind AND attribute_not_exists(usedAt) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': now, ':kind': kind },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { userId: String(out.Attributes!.userId), data: (out.Attributes!.data ?? {}) as Record<string, unknown> };
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key }));
    throw gone(Item && Item.kind === kind && Item.usedAt ? MESSAGES[kind].used : MESSAGES[kind].expired);
  }
}
