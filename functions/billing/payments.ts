import type Stripe from 'stripe';
import { PAID_PLANS, PLANS, type PaidPlan } from '../../shared/plans';
import { logStripeNotConfigured, secret, stripeConfigProblem, stripeConfigured } from '../adapters/secrets';
import { config } from '../config';
import { serviceUnavailable } from '../errors';

/**
 * The narrow payments interface the handlers use: real Stripe when a key is configured, otherwise
 * the stand-in the local stack installs (scripts/local/payment-simulator.ts, never deployed).
 */
export interface SubscriptionSnapshot {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: number | null;
  metadata: Record<string, string>;
}

/** The price a checkout used: a configured Stripe price id, or the inline price data built from the plan. */
export type CheckoutPrice = { id: string } | { amountCents: number; currency: string; interval: 'month' | 'year' | null };

export interface CreatedCheckout {
  id: string;
  url: string;
  price: CheckoutPrice;
}

export interface Payments {
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  createCheckout(opts: { customerId: string; userId: string; plan: PaidPlan; successUrl: string; cancelUrl: string }): Promise<CreatedCheckout>;
  createPortal(opts: { customerId: string; returnUrl: string }): Promise<string>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  cancelNow(subscriptionId: string): Promise<void>;
  /** Delete the customer (Stripe also ends its subscriptions); one already gone counts as deleted. */
  deleteCustomer(customerId: string): Promise<void>;
  /** The customer and status of a payment or setup intent, or null when Stripe does not know it. */
  retrieveIntent(kind: 'payment' | 'setup', id: string): Promise<{ customer: string | null; status: string; metadata: Record<string, string> } | null>;
  /** A charge's customer and payment intent (a dispute names only the charge), or null when unknown. */
  retrieveCharge(id: string): Promise<{ customer: string | null; paymentIntent: string | null } | null>;
}

/** The Stripe client for API calls: refused (503, alarm line) while the stack's placeholders are in place. */
async function stripeApi(): Promise<Stripe> {
  const problem = await stripeConfigProblem();
  if (problem) {
    logStripeNotConfigured(problem);
    throw serviceUnavailable('Payments are not available right now. Please try again later.');
  }
  return stripe();
}

/**
 * One Stripe call may take 3 s and is retried once (Stripe's idempotency keys make retried POSTs safe):
 * at most ~6.5 s, inside an API Lambda's 10 s. Past that the wrapper answers 503 and the person retries.
 */
export const STRIPE_BUDGET = { timeout: 3000, maxNetworkRetries: 1 } as const;

let stripeClient: Promise<Stripe> | undefined;
export function stripe(): Promise<Stripe> {
  stripeClient ??= (async () => {
    const { default: StripeSdk } = await import('stripe');
    return new StripeSdk(stripeConfigured() ? await secret('stripe') : 'sk_test_local_simulator', STRIPE_BUDGET);
  })();
  return stripeClient;
}

const priceEnv: Record<PaidPlan, () => string | undefined> = {
  simplify: () => config().STRIPE_PRICE_SIMPLIFY,
  simplify_plus: () => config().STRIPE_PRICE_SIMPLIFY_PLUS,
  assessment_pack: () => config().STRIPE_PRICE_ASSESSMENT_PACK,
};

/** The price this API charges for a plan: the configured price id, else inline data from the plan. */
export function checkoutPrice(plan: PaidPlan): CheckoutPrice {
  const id = priceEnv[plan]();
  if (id) return { id };
  return { amountCents: PLANS[plan].amountCents, currency: 'usd', interval: PLANS[plan].interval };
}

function lineItem(plan: PaidPlan): Stripe.Checkout.SessionCreateParams.LineItem {
  const price = checkoutPrice(plan);
  if ('id' in price) return { price: price.id, quantity: 1 };
  const p = PLANS[plan];
  return {
    quantity: 1,
    price_data: {
      currency: price.currency,
      unit_amount: price.amountCents,
      product_data: { name: p.name, description: p.description },
      ...(price.interval ? { recurring: { interval: price.interval } } : {}),
    },
  };
}

/** The fields of a Stripe price that say which plan it is. */
export interface PriceFacts {
  id?: string | null;
  lookup_key?: string | null;
  unit_amount?: number | null;
  currency?: string | null;
  recurring?: { interval?: string | null } | null;
}

/**
 * Which plan a Stripe price is, from the price alone (never from metadata): a configured STRIPE_PRICE_*
 * id, or, for a plan sold with inline price data, exactly that amount, currency and interval.
 */
export function planForPrice(price: PriceFacts | null | undefined): PaidPlan | null {
  if (!price) return null;
  for (const plan of PAID_PLANS) {
    const ours = checkoutPrice(plan);
    if ('id' in ours) {
      if (price.id === ours.id || (price.lookup_key && price.lookup_key === ours.id)) return plan;
    } else if (price.unit_amount === ours.amountCents && price.currency === ours.currency && (price.recurring?.interval ?? null) === ours.interval) {
      return plan;
    }
  }
  return null;
}

/** A field that an older Stripe API version sends and the current types no longer list (events come in the account's pinned version). */
export const olderField = <T>(object: object, field: string): T | undefined => (object as Record<string, unknown>)[field] as T | undefined;

export function snapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = olderField<number>(sub, 'current_period_end');
  return {
    id: sub.id,
    customer: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status,
    cancel_at_period_end: Boolean(sub.cancel_at_period_end),
    current_period_end: item?.current_period_end ?? legacy ?? null,
    metadata: (sub.metadata ?? {}) as Record<string, string>,
  };
}

const realStripe: Payments = {
  async createCustomer(user) {
    const s = await stripeApi();
    // The idempotency key makes concurrent first checkouts get the same customer.
    const c = await s.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` });
    return c.id;
  },
  async createCheckout({ customerId, userId, plan, successUrl, cancelUrl }) {
    const s = await stripeApi();
    // For people reading the Stripe dashboard only: events are matched by session and customer, never by metadata.
    const metadata = { userId, plan };
    const session = await s.checkout.sessions.create({
      mode: plan === 'assessment_pack' ? 'payment' : 'subscription',
      customer: customerId,
      line_items: [lineItem(plan)],
      success_url: successUrl,
      cancel_url: cancelUrl,
      client_reference_id: userId,
      metadata,
      ...(plan === 'assessment_pack' ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
    });
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    return { id: session.id, url: session.url, price: checkoutPrice(plan) };
  },
  async createPortal({ customerId, returnUrl }) {
    const s = await stripeApi();
    return (await s.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
  },
  async setCancelAtPeriodEnd(id, cancel) {
    const s = await stripeApi();
    return snapshot(await s.subscriptions.update(id, { cancel_at_period_end: cancel }));
  },
  async cancelNow(id) {
    const s = await stripeApi();
    await s.subscriptions.cancel(id);
  },
  async deleteCustomer(id) {
    const s = await stripe();
    try {
      await s.customers.del(id);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
  },
  async retrieveIntent(kind, id) {
    const s = await stripeApi();
    try {
      const intent = kind === 'payment' ? await s.paymentIntents.retrieve(id) : await s.setupIntents.retrieve(id);
      const customer = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
      return { customer, status: intent.status, metadata: (intent.metadata ?? {}) as Record<string, string> };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  },
  async retrieveCharge(id) {
    const s = await stripeApi();
    try {
      const charge = await s.charges.retrieve(id);
      const customer = typeof charge.customer === 'string' ? charge.customer : (charge.customer?.id ?? null);
      const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
      return { customer, paymentIntent };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  },
};

/**
 * What answers without a Stripe key: the local stack installs its simulator here (scripts/local/api-adapter.ts),
 * so no Lambda bundle contains it. In AWS every function that pays has a key (the route table's 'stripe' use).
 */
let localStandIn: Payments | undefined;
export function useLocalPayments(standIn: Payments | undefined) {
  localStandIn = standIn;
}

/** Real Stripe when a key is configured, else the local stand-in. */
export const payments = (): Payments => {
  if (stripeConfigured()) return realStripe;
  if (localStandIn) return localStandIn;
  throw new Error('No Stripe key is configured and no local payment stand-in is installed (a function without the stripe use?)');
};
