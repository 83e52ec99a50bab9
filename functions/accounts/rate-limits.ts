import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import { tooManyRequests } from '../errors';

/**
 * Fixed-window counters in the table (shared by every Lambda instance), expiring by TTL.
 * Subjects are hashed so counters hold no email addresses or IPs.
 */
export interface Limit {
  bucket: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

export const LIMITS = {
  loginPerAccount: { bucket: 'login-account', limit: 5, windowSeconds: 900, message: 'Too many unsuccessful sign-in attempts for this account. Please wait 15 minutes, or use a magic link or password reset.' },
  loginPerIp: { bucket: 'login-ip', limit: 30, windowSeconds: 900, message: 'Too many unsuccessful sign-in attempts from your network. Please wait 15 minutes and try again.' },
  emailPerAddress: { bucket: 'email-address', limit: 3, windowSeconds: 900, message: 'We have already sent several emails to this address. Please check your inbox (and spam folder) or try again in 15 minutes.' },
  registerPerIp: { bucket: 'register-ip', limit: 100, windowSeconds: 3600, message: 'Too many accounts were created from your network recently. Please try again in an hour.' },
} satisfies Record<string, Limit>;

const subjectHash = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 32);

function windowOf(limit: Limit) {
  const now = Math.floor(Date.now() / 1000);
  const index = Math.floor(now / limit.windowSeconds);
  return { index, retryAfter: (index + 1) * limit.windowSeconds - now, ttl: (index + 1) * limit.windowSeconds + 60 };
}

/** Count one use; refuse with 429 once the window's limit is reached. */
export async function consume(limit: Limit, subject: string) {
  const w = windowOf(limit);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateLimit(limit.bucket, subjectHash(subject), w.index),
        UpdateExpression: 'ADD #c :one SET #t = :ttl, entity = :e',
        ConditionExpression: 'attribute_not_exists(#c) OR #c < :limit',
        ExpressionAttributeNames: { '#c': 'count', '#t': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit.limit, ':ttl': w.ttl, ':e': 'rateLimit' },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw tooManyRequests(limit.message, w.retryAfter);
    throw error;
  }
}

/** Refuse with 429 if any of these counters is already at its limit (counts failures only; see `record`). */
export async function assertBelow(checks: Array<{ limit: Limit; subject: string }>) {
  const withKeys = checks.map((c) => ({ ...c, w: windowOf(c.limit), key: keys.rateLimit(c.limit.bucket, subjectHash(c.subject), windowOf(c.limit).index) }));
  const out = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: withKeys.map((c) => c.key), ProjectionExpression: 'pk, sk, #c', ExpressionAttributeNames: { '#c': 'count' } } } }));
  const found = out.Responses?.[tableName()] ?? [];
  for (const c of withKeys) {
    const item = found.find((i) => i.pk === c.key.pk && i.sk === c.key.sk);
    if (item && Number(item.count) >= c.limit.limit) throw tooManyRequests(c.limit.message, c.w.retryAfter);
  }
}

/** Count one failure against each counter. */
export async function record(checks: Array<{ limit: Limit; subject: string }>) {
  await Promise.all(
    checks.map(({ limit, subject }) => {
      const w = windowOf(limit);
      return db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.rateLimit(limit.bucket, subjectHash(subject), w.index),
          UpdateExpression: 'ADD #c :one SET #t = :ttl, entity = :e',
          ExpressionAttributeNames: { '#c': 'count', '#t': 'ttl' },
          ExpressionAttributeValues: { ':one': 1, ':ttl': w.ttl, ':e': 'rateLimit' },
        }),
      );
    }),
  );
}
