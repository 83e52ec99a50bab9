import { currentSubscription, subscriptionType, type BillingState, type SubscriptionState } from '../../shared/plans';
import { db } from '../data/client';
import { getItem, transact, type WriteItem } from '../data/commands';
import { failedAt, isTransactionCancelled } from '../data/dynamo-errors';
import { keys } from '../data/keys';
import { contribution, difference, statsUpdate, type Counter } from '../data/stats';
import { getUser, type StoredBilling, type UserItem } from '../data/users';
import type { ChargeAdjustment, PaymentRecord } from './records';

// The account's subscription state and the one transaction that changes it (payment records: records.ts).

export type BillingChange = (state: StoredBilling) => StoredBilling | null;

/**
 * Apply a change to an account's billing state, optionally recording a Stripe event (processed once)
 * and a payment, all in one transaction guarded by the account's billing version.
 * Returns false when the event was already processed.
 */
export async function applyBilling(
  userId: string | null,
  change: BillingChange | null,
  opts: { eventId?: string; payment?: PaymentRecord; adjustment?: ChargeAdjustment } = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const user = userId ? await getUser(userId) : null;
    const adjusted = opts.adjustment ? await db().send(getItem({ Key: keys.chargeAdjustment(opts.adjustment.kind, opts.adjustment.chargeId) })) : null;
    const next = user && change ? change({ subscriptions: user.subscriptions ?? {}, assessment_pack: user.assessment_pack ?? false }) : null;
    const items: WriteItem[] = [];
    const order: Array<'event' | 'user' | 'payment' | 'adjustment' | 'stats'> = [];
    const delta: Partial<Record<Counter, number>> = {};
    if (opts.eventId) {
      items.push({
        Put: {
          Item: {
            ...keys.stripeEvent(opts.eventId),
            entity: 'stripeEvent',
            processedAt: new Date().toISOString(),
            ttl: Math.floor(Date.now() / 1000) + 90 * 86400,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
      order.push('event');
    }
    if (user && next) {
      const version = user.billing_version ?? 0;
      Object.assign(delta, difference(contribution({ ...user, ...next }), contribution(user)));
      const type = subscriptionType(next);
      const current = currentSubscription(next);
      items.push({
        Update: {
          Key: keys.user(user.id),
          UpdateExpression:
            'SET subscriptions = :s, assessment_pack = :p, billing_version = :next, subscription_type = :t, subscription_status = :st, updated_at = :now',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(billing_version) OR billing_version = :v)',
          ExpressionAttributeValues: {
            ':s': next.subscriptions ?? {},
            ':p': Boolean(next.assessment_pack),
            ':next': version + 1,
            ':v': version,
            ':t': type,
            ':st': current ? current[1].status : 'active',
            ':now': new Date().toISOString(),
          },
        },
      });
      order.push('user');
    }
    if (opts.payment) {
      const p = opts.payment;
      const cents = Math.round(p.amount * 100);
      items.push({
        Put: {
          Item: { ...keys.payment(p.id), entity: 'payment', ...p, ...keys.paymentsByDate(new Date(p.created * 1000).toISOString(), p.id) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
      order.push('payment');
      Object.assign(delta, { revenueCents: cents, subscriptionRevenueCents: p.plan === 'assessment_pack' ? 0 : cents });
    }
    if (opts.adjustment) {
      const a = opts.adjustment;
      const before = Number(adjusted?.Item?.totalCents ?? 0);
      const grown = a.totalCents - before;
      if (grown > 0) {
        items.push({
          Put: {
            Item: { ...keys.chargeAdjustment(a.kind, a.chargeId), entity: 'chargeAdjustment', ...a },
            // Only over the amount just read: two deliveries of one refund cannot both net it.
            ConditionExpression: adjusted?.Item ? 'totalCents = :before' : 'attribute_not_exists(pk)',
            ...(adjusted?.Item ? { ExpressionAttributeValues: { ':before': before } } : {}),
          },
        });
        order.push('adjustment');
        delta.revenueCents = (delta.revenueCents ?? 0) - grown;
        if (a.plan !== 'assessment_pack') delta.subscriptionRevenueCents = (delta.subscriptionRevenueCents ?? 0) - grown;
      }
    }
    // One update of the counters (a transaction may touch an item only once).
    const counters = statsUpdate(delta);
    if (counters) {
      items.push(counters);
      order.push('stats');
    }
    if (!items.length) return true;
    try {
      await db().send(transact(items));
      return true;
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      const failed = order.filter((_, i) => failedAt(error, i));
      if (failed.includes('event')) return false;
      if (failed.includes('payment')) opts = { ...opts, payment: undefined };
      // A concurrent change moved the version (or the adjustment) on: read again and re-apply.
    }
  }
  throw new Error('Billing update kept conflicting; Stripe will retry the event');
}

/** GET /api/subscription-status (docs/decisions/0006). */
export function subscriptionStatus(user: UserItem) {
  const state: BillingState = { subscriptions: user.subscriptions ?? {}, assessment_pack: user.assessment_pack ?? false };
  const type = subscriptionType(state);
  const current = currentSubscription(state);
  const endDate = current?.[1].current_period_end ? new Date(current[1].current_period_end * 1000).toISOString() : null;
  return {
    userSubscription: { type, status: current ? current[1].status : 'active', endDate },
    subscriptionType: type,
    subscriptionStatus: current
      ? { id: current[0], status: current[1].status, cancel_at_period_end: current[1].cancel_at_period_end, current_period_end: current[1].current_period_end }
      : null,
  };
}

/** Mirror a subscription object, unless a newer event already set it or it already ended (never move backwards). */
export function mirrorSubscription(
  sub: { id: string; status: string; cancel_at_period_end: boolean; current_period_end: number | null; plan: SubscriptionState['plan'] },
  eventCreated: number,
): BillingChange {
  return (state) => {
    const existing = state.subscriptions?.[sub.id];
    if (existing && (existing.event_created > eventCreated || existing.status === 'canceled')) return null;
    return {
      ...state,
      subscriptions: {
        ...state.subscriptions,
        [sub.id]: {
          plan: sub.plan,
          status: sub.status,
          cancel_at_period_end: sub.cancel_at_period_end,
          current_period_end: sub.current_period_end ?? existing?.current_period_end ?? null,
          event_created: eventCreated,
        },
      },
    };
  };
}
