import { randomInt } from 'node:crypto';
import { isLive, PLANS, subscriptionType, type BillingState } from '../../shared/plans';
import { batchGet } from './batch';
import { table } from './commands';
import { keys, STATS_SHARDS } from './keys';

/** Counter names kept on the STATS item. Money is in US cents so sums stay exact. */
const COUNTERS = [
  'totalUsers',
  'plan_free',
  'plan_simplify',
  'plan_simplify_plus',
  'plan_assessment_pack',
  'activeSubscriptions',
  'mrrCents',
  'revenueCents',
  'subscriptionRevenueCents',
] as const;
export type Counter = (typeof COUNTERS)[number];

/** A transaction item adding the given deltas to the counters (zero deltas are dropped). */
export function statsUpdate(delta: Partial<Record<Counter, number>>) {
  const entries = Object.entries(delta).filter(([, v]) => v);
  if (!entries.length) return null;
  return {
    Update: table({
      Key: keys.stats(randomInt(STATS_SHARDS)),
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#c${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:d${i}`, v])),
    }),
  };
}

/** Monthly recurring revenue of an account in cents: yearly plans count as a twelfth. */
export function monthlyCents(b: BillingState): number {
  return Object.values(b.subscriptions ?? {})
    .filter(isLive)
    .reduce((sum, s) => sum + (PLANS[s.plan].interval === 'year' ? PLANS[s.plan].amountCents / 12 : PLANS[s.plan].amountCents), 0);
}

/**
 * What an account contributes to the counters; the difference of two of these is the delta to apply. Only a
 * verified account counts: an unverified registration may be removed by its TTL, where no write takes it out.
 */
export function contribution(b: (BillingState & { email_verified?: boolean }) | null): Partial<Record<Counter, number>> {
  if (!b || b.email_verified !== true) return {};
  return {
    totalUsers: 1,
    [`plan_${subscriptionType(b)}`]: 1,
    activeSubscriptions: Object.values(b.subscriptions ?? {}).filter(isLive).length,
    mrrCents: monthlyCents(b),
  };
}

export function difference(after: Partial<Record<Counter, number>>, before: Partial<Record<Counter, number>>): Partial<Record<Counter, number>> {
  const out: Partial<Record<Counter, number>> = {};
  for (const k of new Set([...Object.keys(after), ...Object.keys(before)]) as Set<Counter>) out[k] = (after[k] ?? 0) - (before[k] ?? 0);
  return out;
}

/** The counters: the sum over their items (a counter never moved reads as 0). */
export async function readStats(): Promise<Record<Counter, number>> {
  const items = await batchGet(keys.statsItems(), { consistent: true });
  const n = (k: Counter) => items.reduce((sum, item) => sum + Number(item[k] ?? 0), 0);
  return Object.fromEntries(COUNTERS.map((k) => [k, n(k)])) as Record<Counter, number>;
}
