import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { jwtVerify, SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import { jwtSigningKey } from '../adapters/secrets';
import { config } from '../config';
import { deleteKeys, queryAll, type Key } from '../data/batch';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import { unauthorized } from '../errors';
import { toLinkSide, type LinkSide } from '../links/side';

export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  isAdmin: boolean;
  /** The caller's account links, read with the session. */
  links: LinkSide[];
}

const ALG = 'HS256';
const SESSION_EXPIRED = 'Unauthorized: your session has ended. Please sign in again.';

export const isAdminEmail = (email: string) => config().adminEmails.has(email.toLowerCase());

/** Start a server-side session and return the bearer token that names it. */
export async function createSession(userId: string, email: string): Promise<string> {
  const { SESSION_DAYS, JWT_ISSUER, JWT_AUDIENCE } = config();
  const sessionId = randomBytes(16).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + SESSION_DAYS * 86400;
  const createdAt = new Date().toISOString();
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.session(userId, sessionId), entity: 'session', sid: sessionId, email, createdAt, expiresAt, ttl: expiresAt } } },
        // Sign-in time doubles as "last active" for the admin usage table.
        { Update: { TableName: tableName(), Key: keys.user(userId), UpdateExpression: 'SET last_active = :t', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':t': createdAt } } },
      ],
    }),
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

/** Verify the token (algorithm, issuer, audience, expiry) and that its session still exists. */
export async function authenticate(token: string): Promise<AuthContext> {
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
  // One round trip: the session and the caller's link sides (keys.accessPrefix).
  const sessionSk = keys.session(userId, sessionId).sk;
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
    // Key attributes cannot be filtered on: sessions carry their id as `sid`.
    FilterExpression: 'sid = :sid OR entity = :side',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':a': keys.accessPrefix, ':sid': sessionId, ':side': 'linkSide' },
  });
  const session = items.find((i) => i.sk === sessionSk);
  if (!session || (typeof session.expiresAt === 'number' && session.expiresAt * 1000 < Date.now())) throw unauthorized(SESSION_EXPIRED);
  const email = String(session.email ?? '');
  const links = items.filter((i) => String(i.sk).startsWith(keys.linkSidePrefix)).map(toLinkSide);
  return { userId, sessionId, email, isAdmin: isAdminEmail(email), links };
}

export async function endSession(userId: string, sessionId: string) {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(userId, sessionId) }));
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
