import useSWR, { useSWRConfig } from 'swr';
import type { ImportPreviewEvent, RefreshResult, Subscription } from '../../../../../shared/schemas/subscriptions';
import { apiJson } from '../../../lib/api-client';

/** Calendars the family follows, and .ics imports (docs/decisions/0015). This module owns their SWR key. */

export type { ImportPreviewEvent, RefreshResult, Subscription };
export { MAX_CALENDAR_BYTES, MAX_SUBSCRIPTIONS, SUBSCRIPTION_COLORS } from '../../../../../shared/schemas/subscriptions';

export const SUBSCRIPTIONS_KEY = '/api/calendar/subscriptions';
const subscriptionPath = (id: string) => `${SUBSCRIPTIONS_KEY}/${encodeURIComponent(id)}`;
const IMPORT_PATH = '/api/calendar/import';

export interface SubscriptionCreateBody {
  url: string;
  name: string;
  color?: string;
  memberId?: string | null;
}

export type SubscriptionUpdateBody = Partial<Pick<Subscription, 'name' | 'color' | 'memberId' | 'paused' | 'showInFeed'>>;

export interface ImportPreview {
  /** The events the import would add (those imported before are left out). */
  events: ImportPreviewEvent[];
  duplicates: number;
  total: number;
}

export interface ImportResult {
  added: number;
  skipped: number;
}

export function useSubscriptions() {
  const { data, error, isLoading, mutate } = useSWR<{ subscriptions: Subscription[] }>(SUBSCRIPTIONS_KEY);
  return { subscriptions: data?.subscriptions, error: error as Error | undefined, isLoading, mutate };
}

/** Writes to the cached list: the server's answer to a change replaces that one subscription, without a read. */
export function useSubscriptionsCache() {
  const { mutate } = useSWRConfig();
  type Cached = { subscriptions: Subscription[] } | undefined;
  const write = (update: (list: Subscription[]) => Subscription[]) =>
    mutate<Cached>(SUBSCRIPTIONS_KEY, (cur) => cur && { subscriptions: update(cur.subscriptions) }, { revalidate: false });
  return {
    put: (sub: Subscription) => write((list) => (list.some((s) => s.id === sub.id) ? list.map((s) => (s.id === sub.id ? sub : s)) : [...list, sub])),
    patch: (id: string, change: Partial<Subscription>) => write((list) => list.map((s) => (s.id === id ? { ...s, ...change } : s))),
    drop: (id: string) => write((list) => list.filter((s) => s.id !== id)),
    reload: () => mutate(SUBSCRIPTIONS_KEY),
  };
}

/** Answers once the calendar has been fetched and read the first time (a few seconds for a big one). */
export const createSubscription = (body: SubscriptionCreateBody) => apiJson<Subscription>('POST', SUBSCRIPTIONS_KEY, body);
export const updateSubscription = (id: string, body: SubscriptionUpdateBody) => apiJson<Subscription>('PATCH', subscriptionPath(id), body);
export const deleteSubscription = (id: string) => apiJson<unknown>('DELETE', subscriptionPath(id));
/** 429 within a minute of the last refresh. */
export const refreshSubscription = (id: string) => apiJson<RefreshResult>('POST', `${subscriptionPath(id)}/refresh`);

export const previewImport = (content: string, familyMemberId: string | null) =>
  apiJson<ImportPreview>('POST', `${IMPORT_PATH}?preview=1`, { content, familyMemberId });
export const importCalendar = (content: string, familyMemberId: string | null) => apiJson<ImportResult>('POST', IMPORT_PATH, { content, familyMemberId });
