import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../accounts/one-time-tokens';
import { config } from '../config';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import { getUser, type UserItem } from '../data/users';
import { unauthorized } from '../errors';

/**
 * A secret per-account iCalendar address. The token is kept on the profile (so the address can be shown
 * again) and a lookup item keyed by its SHA-256 resolves the feed without a bearer token.
 */
export const feedUrl = (token: string) => `${config().APP_URL.replace(/\/$/, '')}/api/calendar/feed/${token}`;

export async function ensureFeedToken(userId: string, rotate = false): Promise<string> {
  const user = (await getUser(userId)) as (UserItem & { calendar_feed_token?: string }) | null;
  if (!user) throw unauthorized();
  if (user.calendar_feed_token && !rotate) return user.calendar_feed_token;
  const token = randomBytes(24).toString('base64url');
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.calendarFeed(hashToken(token)), entity: 'calendarFeed', userId, timezone: user.timezone || 'UTC', ...keys.userOwnedRef(userId, `FEED#${hashToken(token)}`) } } },
        {
          Update: {
            TableName: tableName(),
            Key: keys.user(userId),
            UpdateExpression: 'SET calendar_feed_token = :t',
            ConditionExpression: user.calendar_feed_token ? 'calendar_feed_token = :old' : 'attribute_not_exists(calendar_feed_token)',
            ExpressionAttributeValues: { ':t': token, ...(user.calendar_feed_token ? { ':old': user.calendar_feed_token } : {}) },
          },
        },
      ],
    }),
  );
  if (user.calendar_feed_token) await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.calendarFeed(hashToken(user.calendar_feed_token)) }));
  return token;
}

/** The account behind a feed address, with the timezone its events are written in (kept on the lookup item). */
export async function feedOwner(token: string): Promise<{ userId: string; timezone: string | null } | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.calendarFeed(hashToken(token)) }));
  return Item ? { userId: String(Item.userId), timezone: typeof Item.timezone === 'string' ? Item.timezone : null } : null;
}

/** After a timezone change: the feed's copy follows. */
export async function setFeedTimezone(token: string, timezone: string) {
  await db()
    .send(new UpdateCommand({ TableName: tableName(), Key: keys.calendarFeed(hashToken(token)), UpdateExpression: 'SET #z = :z', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: { '#z': 'timezone' }, ExpressionAttributeValues: { ':z': timezone } }))
    .catch((error) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
}
