import { MAX_SUBSCRIPTIONS, type Subscription } from '../../shared/schemas/subscriptions';
import { db } from '../data/client';
import { getItem, updateItem } from '../data/commands';
import { isConditionFailed } from '../data/dynamo-errors';
import { withoutKeys } from '../data/items';
import { keys } from '../data/keys';
import { notFound } from '../errors';
import type { CalendarSubscription } from './store';

/** The stored subscription item: read, shown, its fields updated, and counted on the family's profile. */

export const NOT_FOUND = 'Calendar not found';

export const toPublic = (s: CalendarSubscription): Subscription => ({
  id: s.id,
  name: s.name,
  color: s.color,
  memberId: s.memberId,
  address: s.address,
  paused: s.paused,
  showInFeed: s.showInFeed,
  status: s.paused ? 'paused' : s.status,
  eventCount: s.eventCount,
  lastRefreshedAt: s.lastRefreshedAt,
  error: s.error,
  created_at: s.created_at,
});

export async function getSubscription(userId: string, id: string): Promise<CalendarSubscription> {
  const { Item } = await db().send(getItem({ Key: keys.subscription(userId, id) }));
  if (!Item) throw notFound(NOT_FOUND);
  return withoutKeys<CalendarSubscription>(Item);
}

export async function saveFields(userId: string, id: string, fields: Partial<CalendarSubscription>): Promise<CalendarSubscription> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(fields).map(([k, v], i) => {
    names[`#f${i}`] = k;
    values[`:v${i}`] = v;
    return `#f${i} = :v${i}`;
  });
  try {
    const { Attributes } = await db().send(
      updateItem({
        Key: keys.subscription(userId, id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys<CalendarSubscription>(Attributes!);
  } catch (error) {
    if (isConditionFailed(error)) throw notFound(NOT_FOUND);
    throw error;
  }
}

export const LIMIT_REACHED = `You can follow at most ${MAX_SUBSCRIPTIONS} calendars. Delete one to add another.`;

/** The count moves with the subscription; an addition holds only while the account exists and is under the limit. */
export const subscriptionCountChange = (userId: string, by: number) => ({
  Update: {
    Key: keys.user(userId),
    UpdateExpression: 'ADD calendar_subscription_count :n',
    ConditionExpression:
      by > 0 ? 'attribute_exists(pk) AND (attribute_not_exists(calendar_subscription_count) OR calendar_subscription_count < :max)' : 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':n': by, ...(by > 0 ? { ':max': MAX_SUBSCRIPTIONS } : {}) },
  },
});
