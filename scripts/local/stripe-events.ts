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
  return {
    id: rand('evt'),
    object: 'event',
    api_version: '2025-10-29',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** The inline price the API uses when no STRIPE_PRICE_* is configured (Stripe gives it a new id each time). */
const inlinePrice = (plan: PaidPlan) => ({
  id: rand('price'),
  object: 'price',
  lookup_key: null,
  currency: 'usd',
  unit_amount: PLANS[plan].amountCents,
  recurring: PLANS[plan].interval ? { interval: PLANS[plan].interval } : null,
});

export function subscription(opts: {
  customer: string;
  userId: string;
  plan: PaidPlan;
  id?: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  start?: number;
  price?: object;
}) {
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
    items: {
      object: 'list',
      data: [
        {
          id: rand('si'),
          object: 'subscription_item',
          current_period_start: start,
          current_period_end: end,
          quantity: 1,
          price: opts.price ?? inlinePrice(opts.plan),
        },
      ],
    },
    // Set by the API for people reading the Stripe dashboard; the webhook never reads it.
    metadata: { userId: opts.userId, plan: opts.plan },
  };
}

/** A completed checkout: `id` must be a session the API created (the checkout URL ends with it) to be applied. */
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
    lines: {
      object: 'list',
      data: [
        {
          id: rand('il'),
          object: 'line_item',
          amount: PLANS[opts.plan].amountCents,
          metadata: { plan: opts.plan, userId: opts.subscription.metadata.userId },
          period: { start: opts.subscription.current_period_start, end: opts.subscription.current_period_end },
        },
      ],
    },
  };
}

/** A charge; `amountRefunded` is Stripe's running total of refunds on it. */
export function charge(opts: { customer: string | null; amountCents: number; paymentIntent?: string; amountRefunded?: number; id?: string }) {
  const refunded = opts.amountRefunded ?? 0;
  return {
    id: opts.id ?? rand('ch'),
    object: 'charge',
    amount: opts.amountCents,
    amount_refunded: refunded,
    refunded: refunded >= opts.amountCents,
    currency: 'usd',
    customer: opts.customer,
    payment_intent: opts.paymentIntent ?? rand('pi'),
    status: 'succeeded',
    created: now(),
    metadata: {},
  };
}

/** A dispute names only the charge and its payment intent (no customer), as Stripe sends it. */
export function dispute(opts: { charge: ReturnType<typeof charge>; amountCents?: number }) {
  return {
    id: rand('du'),
    object: 'dispute',
    amount: opts.amountCents ?? opts.charge.amount,
    currency: 'usd',
    charge: opts.charge.id,
    payment_intent: opts.charge.payment_intent,
    reason: 'fraudulent',
    status: 'needs_response',
    created: now(),
    metadata: {},
  };
}

/** The checkout session id at the end of a local checkout URL (`/_local/checkout/cs_local_...`). */
export const sessionIdOf = (checkoutUrl: string) => {
  const id = /\/_local\/checkout\/([A-Za-z0-9_]+)$/.exec(checkoutUrl)?.[1];
  if (!id) throw new Error(`Not a local checkout URL: ${checkoutUrl}`);
  return id;
};

/** The body and Stripe-Signature header Stripe would send for an event. */
export function signed(evt: object, secret: string, timestamp?: number) {
  const payload = JSON.stringify(evt, null, 2);
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
}
