import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from '../../shared/constants';
import { subscriptionType } from '../../shared/plans';
import { config } from '../config';
import { db } from '../data/client';
import { getItem, putItem, updateItem } from '../data/commands';
import { keys } from '../data/keys';
import type { UserItem } from '../data/users';

/**
 * What the assistant may spend: one answer per 24 h to an unknown number, and per account a day's requests
 * (against the plan's cap) and model tokens, on one item per local day.
 */

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** An unknown number gets one answer per 24 h: true when this is the first in the window. */
export async function firstStrangerNotice(digits: string, now: Date): Promise<boolean> {
  try {
    await db().send(
      putItem({
        Item: { ...keys.whatsappStranger(digits), entity: 'whatsappStranger', until: epoch(now) + 86_400, ttl: epoch(now) + 2 * 86_400 },
        ConditionExpression: 'attribute_not_exists(pk) OR #until < :now',
        ExpressionAttributeNames: { '#until': 'until' },
        ExpressionAttributeValues: { ':now': epoch(now) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The account's wall clock (its timezone; UTC when that is missing or unknown): a cap day is its local day. */
function localNow(user: Pick<UserItem, 'timezone'>, now: Date): DateTime {
  const local = DateTime.fromJSDate(now, { zone: user.timezone || DEFAULT_TIMEZONE });
  return local.isValid ? local : DateTime.fromJSDate(now, { zone: 'UTC' });
}

export type CapOutcome = { state: 'ok' } | { state: 'notice' | 'silent'; limit: number; timezone: string };

/**
 * Count one assistant request against the plan's daily cap (ASSISTANT_DAILY_LIMITS; a day is the
 * account's local day). The request just past the cap gets one notice, later ones silence.
 */
export async function countRequest(user: UserItem, now: Date): Promise<CapOutcome> {
  const plan = subscriptionType(user);
  const limit = config().ASSISTANT_DAILY_LIMITS[plan];
  if (limit === undefined) return { state: 'ok' };
  const local = localNow(user, now);
  const count = await addToDay(user, now, 'requests', 1);
  if (count <= limit) return { state: 'ok' };
  return { state: count === limit + 1 ? 'notice' : 'silent', limit, timezone: local.zoneName ?? 'UTC' };
}

/**
 * Add a model reply's tokens to the account's day, on the same item as the request count (`tokens` beside
 * `requests`), so the day's spend can be read next to the cap. Returns the day's total so far.
 */
export async function countTokens(user: Pick<UserItem, 'id' | 'timezone'>, now: Date, tokens: number): Promise<number> {
  return addToDay(user, now, 'tokens', Math.max(0, Math.round(tokens)));
}

/** Add to one counter of the account's local day (one item per day: requests and model tokens); the day's total. */
async function addToDay(user: Pick<UserItem, 'id' | 'timezone'>, now: Date, counter: 'requests' | 'tokens', by: number): Promise<number> {
  const out = await db().send(
    updateItem({
      Key: keys.whatsappDay(user.id, localNow(user, now).toISODate()!),
      UpdateExpression: 'ADD #c :n SET entity = :e, #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#c': counter, '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':n': by, ':e': 'whatsappDay', ':ttl': epoch(now) + 3 * 86_400 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.[counter] ?? by);
}

/** The model tokens the account has used on its local day so far (0 when none). */
export async function tokensToday(user: Pick<UserItem, 'id' | 'timezone'>, now: Date): Promise<number> {
  const { Item } = await db().send(getItem({ Key: keys.whatsappDay(user.id, localNow(user, now).toISODate()!), ProjectionExpression: 'tokens' }));
  return Number(Item?.tokens ?? 0);
}
