import { createHmac, randomBytes } from 'node:crypto';
import { hashToken } from '../accounts/one-time-tokens';
import { jwtSigningKey } from '../adapters/secrets';
import { appUrl } from '../config';
import { db } from '../data/client';
import { deleteItem, getItem, transact, updateItem } from '../data/commands';
import { keys } from '../data/keys';
import { requireUser, type UserItem } from '../data/users';
import { ignoreConditionFailed } from '../data/dynamo-errors';

/**
 * A secret per-account iCalendar address. The table never holds the address's token: the profile keeps
 * a random nonce and the token's SHA-256, and the lookup item is keyed by that hash. The token itself is
 * an HMAC of the account id and nonce under the server key, so the calendar screen can show the same
 * address again without it being stored; a copy of the table alone does not reveal any address.
 * Making a new address = a new nonce (the old lookup item goes). If the server key changes, the token
 * no longer matches the stored hash and a new address is made on the next visit.
 */
export const feedUrl = (token: string) => appUrl(`/api/calendar/feed/${token}`);

async function tokenFor(userId: string, nonce: string) {
  // 24 bytes → 32 base64url characters, the shape the feed route accepts.
  return createHmac('sha256', await jwtSigningKey())
    .update(`calendar-feed:${userId}:${nonce}`)
    .digest()
    .subarray(0, 24)
    .toString('base64url');
}

export async function ensureFeedToken(userId: string, rotate = false): Promise<string> {
  const user = await requireUser(userId);
  if (user.calendar_feed_nonce && user.calendar_feed_hash && !rotate) {
    const token = await tokenFor(userId, user.calendar_feed_nonce);
    if (hashToken(token) === user.calendar_feed_hash) return token;
  }
  // The hash of the address being replaced: today's, or one kept raw by an older version (removed here).
  const oldHash = user.calendar_feed_hash ?? (user.calendar_feed_token ? hashToken(user.calendar_feed_token) : undefined);
  const nonce = randomBytes(16).toString('base64url');
  const token = await tokenFor(userId, nonce);
  const hash = hashToken(token);
  await db().send(
    transact([
      {
        Put: {
          Item: {
            ...keys.calendarFeed(hash),
            entity: 'calendarFeed',
            userId,
            timezone: user.timezone || 'UTC',
            ...keys.userOwnedRef(userId, `FEED#${hash}`),
          },
        },
      },
      {
        Update: {
          Key: keys.user(userId),
          UpdateExpression: 'SET calendar_feed_nonce = :n, calendar_feed_hash = :h REMOVE calendar_feed_token',
          // Two first visits at once: one wins, and the other's lookup item is never made valid.
          ConditionExpression: user.calendar_feed_hash ? 'calendar_feed_hash = :old' : 'attribute_exists(pk) AND attribute_not_exists(calendar_feed_hash)',
          ExpressionAttributeValues: { ':n': nonce, ':h': hash, ...(user.calendar_feed_hash ? { ':old': user.calendar_feed_hash } : {}) },
        },
      },
    ]),
  );
  if (oldHash) await db().send(deleteItem({ Key: keys.calendarFeed(oldHash) }));
  return token;
}

/** The account behind a feed address, with the timezone its events are written in (kept on the lookup item). */
export async function feedOwner(token: string): Promise<{ userId: string; timezone: string | null } | null> {
  const { Item } = await db().send(getItem({ Key: keys.calendarFeed(hashToken(token)) }));
  return Item ? { userId: String(Item.userId), timezone: typeof Item.timezone === 'string' ? Item.timezone : null } : null;
}

/** After a timezone change: the feed's copy follows. */
export async function setFeedTimezone(user: UserItem, timezone: string) {
  const hash = user.calendar_feed_hash ?? (user.calendar_feed_token ? hashToken(user.calendar_feed_token) : undefined);
  if (!hash) return;
  await db()
    .send(
      updateItem({
        Key: keys.calendarFeed(hash),
        UpdateExpression: 'SET #z = :z',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#z': 'timezone' },
        ExpressionAttributeValues: { ':z': timezone },
      }),
    )
    .catch(ignoreConditionFailed);
}
