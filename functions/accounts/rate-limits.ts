import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { db } from '../data/client';
import { getItem, putItem, updateItem } from '../data/commands';
import { keys } from '../data/keys';
import { tooManyRequests } from '../errors';
import { isConditionFailed } from '../data/dynamo-errors';

/**
 * Fixed-window counters in the table (shared by every Lambda instance), expiring by TTL.
 * Subjects are hashed so counters hold no email addresses or IPs. Every check is one conditional
 * ADD ("count below the limit, then add one"), so concurrent requests cannot all slip under a limit.
 */
export interface Limit {
  bucket: string;
  limit: number;
  windowSeconds: number;
  message: string;
  /** The subject is a source IP: one IPv6 /64 (what one customer usually gets) counts as one network. */
  perNetwork?: boolean;
}

export const LIMITS = {
  loginPerAccount: {
    bucket: 'login-account',
    limit: 5,
    windowSeconds: 900,
    message: 'Too many unsuccessful sign-in attempts for this account. Please wait 15 minutes, or use a magic link or password reset.',
  },
  loginPerIp: {
    bucket: 'login-ip',
    limit: 30,
    windowSeconds: 900,
    perNetwork: true,
    message: 'Too many unsuccessful sign-in attempts from your network. Please wait 15 minutes and try again.',
  },
  emailPerAddress: {
    bucket: 'email-address',
    limit: 3,
    windowSeconds: 900,
    message: 'We have already sent several emails to this address. Please check your inbox (and spam folder) or try again in 15 minutes.',
  },
  registerPerIp: {
    bucket: 'register-ip',
    limit: 100,
    windowSeconds: 3600,
    perNetwork: true,
    message: 'Too many accounts were created from your network recently. Please try again in an hour.',
  },
  /** Wrong WhatsApp connection codes per sending number: the 10th in an hour blocks the number for an hour (see `countFailure`). */
  connectCodesPerNumber: {
    bucket: 'wa-connect-number',
    limit: 10,
    windowSeconds: 3600,
    message: 'Too many wrong connection codes from this number. Please wait an hour before sending a new one.',
  },
  invitesPerAccount: {
    bucket: 'invite-account',
    limit: 20,
    windowSeconds: 86400,
    message: 'You have sent 20 invitations today, the daily limit. Please try again tomorrow.',
  },
} satisfies Record<string, Limit>;

/** The /64 of an IPv6 address (an IPv4-mapped one counts as its IPv4 address); other values unchanged. */
export function networkOf(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(address) || !isIPv6(address)) return address;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  // Expand "::", then keep the first four groups (dotted IPv4 tails only ever sit in the last 32 bits).
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length - (tailGroups.some((g) => g.includes('.')) ? -1 : 0);
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const subjectHash = (limit: Limit, subject: string) =>
  createHash('sha256')
    .update(limit.perNetwork ? networkOf(subject) : subject)
    .digest('base64url')
    .slice(0, 32);

function windowOf(limit: Limit) {
  const now = Math.floor(Date.now() / 1000);
  const index = Math.floor(now / limit.windowSeconds);
  return { index, retryAfter: (index + 1) * limit.windowSeconds - now, ttl: (index + 1) * limit.windowSeconds + 60 };
}

export interface Check {
  limit: Limit;
  subject: string;
}

/** Add `by` to a counter; with `below` the add happens only while the count is below the limit. */
async function add(check: Check, by: number, below: boolean) {
  const w = windowOf(check.limit);
  await db().send(
    updateItem({
      Key: keys.rateLimit(check.limit.bucket, subjectHash(check.limit, check.subject), w.index),
      UpdateExpression: 'ADD #c :by SET #t = :ttl, entity = :e',
      ...(below ? { ConditionExpression: 'attribute_not_exists(#c) OR #c < :limit' } : {}),
      ExpressionAttributeNames: { '#c': 'count', '#t': 'ttl' },
      ExpressionAttributeValues: { ':by': by, ':ttl': w.ttl, ':e': 'rateLimit', ...(below ? { ':limit': check.limit.limit } : {}) },
    }),
  );
}

/** Count one use; refuse with 429 once the window's limit is reached. */
export async function consume(limit: Limit, subject: string) {
  await reserve([{ limit, subject }]);
}

/**
 * Take one unit from every counter at once, before any slow work. If one counter is full the others
 * are given back and the caller gets that counter's 429. Returns the function that gives them all back.
 */
export async function reserve(checks: Check[]): Promise<() => Promise<void>> {
  const results = await Promise.allSettled(checks.map((c) => add(c, 1, true)));
  const taken = checks.filter((_, i) => results[i].status === 'fulfilled');
  const release = async () => {
    await Promise.all(taken.map((c) => add(c, -1, false)));
  };
  const failed = results.findIndex((r) => r.status === 'rejected');
  if (failed === -1) return release;
  await release();
  const error = (results[failed] as PromiseRejectedResult).reason;
  if (isConditionFailed(error)) throw tooManyRequests(checks[failed].limit.message, windowOf(checks[failed].limit).retryAfter);
  throw error;
}

/**
 * Lockouts, for failures a guesser repeats (wrong codes): each failure is counted in the limit's window; the
 * one that reaches the limit locks the subject out for a whole window from that moment, not just to the end
 * of the window it fell in. The caller checks `lockedOut` before trying, and counts only failures.
 */
const lockKey = (limit: Limit, subject: string) => keys.rateLimit(`${limit.bucket}-lock`, subjectHash(limit, subject), 0);

export async function lockedOut(limit: Limit, subject: string): Promise<boolean> {
  const { Item } = await db().send(getItem({ Key: lockKey(limit, subject), ConsistentRead: true }));
  return Number(Item?.until ?? 0) > Math.floor(Date.now() / 1000);
}

/** Count one failure: 'locked' only for the failure that starts a lockout (so the caller says so once), else 'counted'. */
export async function countFailure(limit: Limit, subject: string): Promise<'counted' | 'locked'> {
  const w = windowOf(limit);
  const out = await db().send(
    updateItem({
      Key: keys.rateLimit(limit.bucket, subjectHash(limit, subject), w.index),
      UpdateExpression: 'ADD #c :one SET #t = :ttl, entity = :e',
      ExpressionAttributeNames: { '#c': 'count', '#t': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': w.ttl, ':e': 'rateLimit' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (Number(out.Attributes?.count ?? 0) < limit.limit) return 'counted';
  const now = Math.floor(Date.now() / 1000);
  try {
    // Only one write starts the lockout: concurrent failures past the limit find it already on.
    await db().send(
      putItem({
        Item: { ...lockKey(limit, subject), entity: 'rateLimit', until: now + limit.windowSeconds, ttl: now + limit.windowSeconds + 60 },
        ConditionExpression: 'attribute_not_exists(pk) OR #u <= :now',
        ExpressionAttributeNames: { '#u': 'until' },
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return 'locked';
  } catch (error) {
    if (isConditionFailed(error)) return 'counted';
    throw error;
  }
}
