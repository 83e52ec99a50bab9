import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { PLANS, type PaidPlan } from '../../shared/plans';

/**
 * Stripe-shaped objects and events for the local payment simulator and the tests, signed with the
 * webhook secret exactly as Stripe signs them (t=<timestamp>,v1=<HMAC-SHA256 of "t.payload">).
 */
const rand = (prefix: string) => `${prefix}_local_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const signer = new Stripe('sk_test_local_simulator');

export function event(type: string, object: object, created = now()) {
  return { id: rand('evt'), object: 'event', api_version: '2025-10-29', created, type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } };
}

export function subscription(opts: { customer: string; userId: string; plan: PaidPlan; id?: string; status?: string; cancelAtPeriodEnd?: boolean; start?: number }) {
  const start = opts.start ?? now();
  const end = start + (PLANS[opts.plan].interval === 'year' ? 365 : 30) * 86400;
  return {
    id: opts.id ?? rand('sub'),
    object: 'subscription',
    customer: opts.customer,
    status: opts.status ?? 'active',
    cancel_at_period_end: opts.cancelAtPeriodEnd ?? false,
    current_period_start: start,
    current_period_end: end,
    created: start,
    items: { object: 'list', data: [{ id: rand('si'), object: 'subscription_item', current_period_start: start, current_period_end: end, quantity: 1, price: { id: rand('price'), object: 'price', currency: 'usd', unit_amount: PLANS[opts.plan].amountCents, recurring: { interval: PLANS[opts.plan].interval } } }] },
    metadata: { userId: opts.userId, plan: opts.plan },
  };
}

export function checkoutSession(opts: { customer: string; userId: string; plan: PaidPlan; subscription?: string; paymentIntent?: string; id?: string }) {
  const pack = opts.plan === 'assessment_pack';
  return {
    id: opts.id ?? rand('cs'),
    object: 'checkout.session',
    customer: opts.customer,
    client_reference_id: opts.userId,
    mode: pack ? 'payment' : 'subscription',
    payment_status: 'paid',
    status: 'complete',
    amount_total: PLANS[opts.plan].amountCents,
    currency: 'usd',
    subscription: pack ? null : (opts.subscription ?? null),
    payment_intent: pack ? (opts.paymentIntent ?? rand('pi')) : null,
    metadata: { userId: opts.userId, plan: opts.plan },
  };
}

export function invoice(opts: { customer: string; subscription: ReturnType<typeof subscription>; plan: PaidPlan; id?: string }) {
  return {
    id: opts.id ?? rand('in'),
    object: 'invoice',
    customer: opts.customer,
    status: 'paid',
    amount_paid: PLANS[opts.plan].amountCents,
    currency: 'usd',
    created: now(),
    description: null,
    parent: { type: 'subscription_details', subscription_details: { subscription: opts.subscription.id, metadata: { plan: opts.plan } } },
    lines: { object: 'list', data: [{ id: rand('il'), object: 'line_item', amount: PLANS[opts.plan].amountCents, metadata: { plan: opts.plan, userId: opts.subscription.metadata.userId }, period: { start: opts.subscription.current_period_start, end: opts.subscription.current_period_end } }] },
  };
}

/** The body and Stripe-Signature header Stripe would send for an event. */
export function signed(evt: object, secret: string, timestamp?: number) {
  const payload = JSON.stringify(evt, null, 2);
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
}
