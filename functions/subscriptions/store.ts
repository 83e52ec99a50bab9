import { queryAll } from '../data/batch';
import { keys } from '../data/keys';
import { withoutKeys } from '../data/items';

export interface CalendarSubscription {
  id: string;
  name: string;
  color: string;
  memberId: string | null;
  /** The address, encrypted (see secret-url.ts); never logged or sent back. */
  urlSealed: string;
  /** Host and masked path, for the screen. */
  address: string;
  paused: boolean;
  showInFeed: boolean;
  status: 'ok' | 'error' | 'pending';
  error: string | null;
  eventCount: number;
  lastRefreshedAt: string | null;
  /** The last manual refresh (at most one a minute). */
  lastManualAt: string | null;
  etag: string | null;
  lastModified: string | null;
  /** SHA-256 of the last body read: the same body again (a server without ETag) costs no writes. */
  bodyHash: string | null;
  /** The end of the window the stored events were expanded for. */
  windowTo: string | null;
  shard: number;
  created_at: string;
  updated_at: string;
}

export async function listSubscriptions(userId: string): Promise<CalendarSubscription[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':s': keys.subscriptionPrefix },
  });
  return items.map((i) => withoutKeys<CalendarSubscription>(i));
}
