import { jwtVerify, SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import { jwtSigningKey } from '../adapters/secrets';
import { config } from '../config';
import { deleteKeys, queryAll, type Key } from '../data/batch';
import { db } from '../data/client';
import { deleteItem, transact, updateItem } from '../data/commands';
import { isConditionFailed } from '../data/dynamo-errors';
import { keys } from '../data/keys';
import { ACCOUNT_GONE, getUser, isAdminUser, type UserItem } from '../data/users';
import { forbidden, unauthorized } from '../errors';
import { log } from '../log';
import { toLinkSide, type LinkSide } from '../links/side';

export interface AuthContext {
  userId: string;
  sessionId: string;
  /** The caller's account links, read with the session. */
  links: LinkSide[];
  /** The caller's stored profile, when the route asked for it to be read beside the session. */
  profile?: UserItem;
}

const ALG = 'HS256';
const SESSION_EXPIRED = 'Unauthorized: your session has ended. Please sign in again.';
/** A session unused this long ends (sliding); SESSION_DAYS bounds it whatever the use. */
export const SESSION_IDLE_SECONDS = 14 * 86400;
/** "Last used" is written at most this often, so most requests add no write. */
const TOUCH_EVERY_SECONDS = 3600;

/** Start a server-side session and return the bearer token that names it. */
export async function createSession(userId: string): Promise<string> {
  const { SESSION_DAYS, JWT_ISSUER, JWT_AUDIENCE } = config();
  const sessionId = randomBytes(16).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + SESSION_DAYS * 86400;
  const createdAt = new Date().toISOString();
  await db().send(
    transact([
      {
        Put: {
          Item: { ...keys.session(userId, sessionId), entity: 'session', sid: sessionId, createdAt, lastUsedAt: now, expiresAt, ttl: expiresAt },
        },
      },
      // Sign-in time doubles as "last active" for the admin usage table.
      {
        Update: {
          Key: keys.user(userId),
          UpdateExpression: 'SET last_active = :t',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':t': createdAt },
        },
      },
    ]),
  );
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALG })
    .setSubject(userId)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(await jwtSigningKey());
}

/**
 * Verify the token (algorithm, issuer, audience, expiry) and that its session still exists and was used
 * within the idle limit. `admin` also reads the stored profile (in parallel): admin is never taken from a
 * token or a session, only from the verified address on file (`isAdminUser`). `profile` reads it the same way for
 * a route that needs the caller's own fields to know what else to read (its data then still takes one round trip).
 */
export async function authenticate(token: string, options: { admin?: boolean; profile?: boolean } = {}): Promise<AuthContext> {
  const { JWT_ISSUER, JWT_AUDIENCE } = config();
  let userId: string;
  let sessionId: string;
  try {
    const { payload } = await jwtVerify(token, await jwtSigningKey(), {
      algorithms: [ALG],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('bad claims');
    userId = payload.sub;
    sessionId = payload.sid;
  } catch {
    throw unauthorized(SESSION_EXPIRED);
  }
  // One round trip: the session and the caller's link sides (keys.accessPrefix); the profile beside it for admin routes.
  const sessionKey = keys.session(userId, sessionId);
  const [items, profile] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
      // Key attributes cannot be filtered on: sessions carry their id as `sid`.
      FilterExpression: 'sid = :sid OR entity = :side',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':a': keys.accessPrefix, ':sid': sessionId, ':side': 'linkSide' },
    }),
    options.admin || options.profile ? getUser(userId) : null,
  ]);
  const session = items.find((i) => i.sk === sessionKey.sk);
  const now = Math.floor(Date.now() / 1000);
  const lastUsedAt = Number(session?.lastUsedAt ?? 0);
  if (!session || Number(session.expiresAt) <= now || lastUsedAt + SESSION_IDLE_SECONDS <= now) throw unauthorized(SESSION_EXPIRED);
  if (lastUsedAt + TOUCH_EVERY_SECONDS <= now) await touchSession(sessionKey, now);
  if (options.admin && !(profile && isAdminUser(profile))) throw forbidden('Access denied: this area is for administrators.');
  if (options.profile && !profile) throw unauthorized(ACCOUNT_GONE);
  const links = items.filter((i) => String(i.sk).startsWith(keys.linkSidePrefix)).map(toLinkSide);
  return { userId, sessionId, links, ...(options.profile && profile ? { profile } : {}) };
}

async function touchSession(key: Key, now: number) {
  await db()
    .send(
      updateItem({
        Key: key,
        UpdateExpression: 'SET lastUsedAt = :n',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':n': now },
      }),
    )
    .catch((error) => {
      // Signed out meanwhile: the next request finds no session. Any other failure only delays the slide:
      // the request itself is still answered.
      if (!isConditionFailed(error)) log.error({ msg: 'session touch failed', err: error instanceof Error ? error.name : String(error) });
    });
}

/** The account's link sides (for changes that must refresh the other side's copy outside a request's session). */
export async function linkSidesOf(userId: string): Promise<LinkSide[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :l)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':l': keys.linkSidePrefix },
  });
  return items.map(toLinkSide);
}

export async function endSession(userId: string, sessionId: string) {
  await db().send(deleteItem({ Key: keys.session(userId, sessionId) }));
}

/** End every session of the user, except the one given (a password change keeps the current one). */
export async function endAllSessions(userId: string, exceptSessionId?: string) {
  const sessions = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':sk': keys.sessionPrefix },
    ProjectionExpression: 'pk, sk',
  });
  await deleteKeys(sessions.filter((i) => i.sk !== `${keys.sessionPrefix}${exceptSessionId}`) as Key[]);
}
