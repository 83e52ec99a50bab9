import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { charge, checkoutSession, dispute, event, invoice, sessionIdOf, signed, subscription } from '../../scripts/local/stripe-events';
import { simulatorKeys } from '../../functions/data/keys';
import { db, tableName } from '../../functions/data/client';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { deliverStripeEvent as deliver } from '../helpers/billing';
import { allItems } from '../helpers/table';

/**
 * Attacks on payments (forged Stripe webhooks): each replays the attack through
 * the real webhook handler against DynamoDB Local and shows it gets nothing.
 */

type Plan = 'simplify' | 'simplify_plus' | 'assessment_pack';
type User = Awaited<ReturnType<typeof signedUpUser>>;

async function checkout(u: User, plan: Plan) {
  const res = await api.post('/api/create-checkout-session', { subscriptionType: plan }, { token: u.token });
  expect(res.status).toBe(200);
  const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
  return { customer, sessionId: sessionIdOf(res.body.url) };
}

const planOf = async (u: User) => (await api.get('/api/auth/user', { token: u.token })).body.subscription_type as string;

/**
 * The same handlers in a fresh module graph under other settings (config and secrets are read once per
 * cold start, as in Lambda): a deploy whose Stripe secrets are still placeholders, or with configured prices.
 */
async function withSettings<T>(env: Record<string, string>, run: (call: typeof import('../helpers/api').call) => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  vi.resetModules();
  try {
    const { call } = await import('../helpers/api');
    return await run(call);
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    vi.resetModules();
  }
}

const post = (call: typeof import('../helpers/api').call, evt: object, secret: string) => {
  const { payload, header } = signed(evt, secret);
  return call('POST', '/api/stripe/webhook', { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a fresh deploy whose Stripe secrets are still the generated placeholders', () => {
  it('refuses a webhook signed with the placeholder secret with 503, changes nothing, and logs the alarmed error line', async () => {
    const victim = await signedUpUser();
    const attacker = await signedUpUser();
    const before = await allItems();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // What an attacker who knows the placeholder secret would send: a completed checkout "for" any user id.
    const forged = event('checkout.session.completed', {
      ...checkoutSession({ customer: 'cus_attacker', userId: victim.user.id, plan: 'simplify_plus', subscription: 'sub_forged' }),
      client_reference_id: victim.user.id,
    });
    for (const placeholder of ['replace-me', 'Qm9ndXNQbGFjZWhvbGRlclZhbHVlMTIz']) {
      const res = await withSettings({ STRIPE_WEBHOOK_SECRET: placeholder }, (call) => post(call, forged, placeholder));
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('Payments are not configured yet.');
    }
    // A real webhook secret but a placeholder API key: still refused.
    const keyPlaceholder = await withSettings({ STRIPE_SECRET_KEY: 'Zm9vYmFyYmF6cGxhY2Vob2xkZXI' }, (call) =>
      post(call, forged, process.env.STRIPE_WEBHOOK_SECRET!),
    );
    expect(keyPlaceholder.status).toBe(503);
    expect(await allItems()).toEqual(before);
    expect(await planOf(victim)).toBe('free');
    expect(await planOf(attacker)).toBe('free');
    const lines = errors.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith('{'));
    const alarmed = lines.map((l) => JSON.parse(l)).filter((l) => l.alarm === 'stripe-not-configured');
    expect(alarmed).toHaveLength(3);
    expect(alarmed[0]).toMatchObject({ level: 'error', message: expect.stringContaining('whsec_') });
    expect(alarmed[2].message).toContain('sk_ or rk_');
  });

  it('refuses starting a checkout with 503 while the API key is a placeholder', async () => {
    const u = await signedUpUser();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await withSettings({ STRIPE_SECRET_KEY: 'Zm9vYmFyYmF6cGxhY2Vob2xkZXI' }, (call) =>
      call('POST', '/api/create-checkout-session', { body: { subscriptionType: 'simplify' }, headers: { authorization: `Bearer ${u.token}` } }),
    );
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('Payments are not available right now. Please try again later.');
  });

  it('accepts once the real values are in place (a whsec_ secret and an sk_ key)', async () => {
    const u = await signedUpUser();
    const { customer } = await checkout(u, 'simplify');
    const sub = subscription({ customer, userId: u.user.id, plan: 'simplify' });
    const res = await withSettings({ STRIPE_SECRET_KEY: 'sk_test_configured_but_unused_here' }, (call) =>
      post(call, event('customer.subscription.created', sub), process.env.STRIPE_WEBHOOK_SECRET!),
    );
    expect(res.status).toBe(200);
    expect(await planOf(u)).toBe('simplify');
  });
});

describe('correctly signed events that this API did not start', () => {
  it('ignores a completed checkout session this API never created (200, nothing changes)', async () => {
    const victim = await signedUpUser();
    const { customer } = await checkout(victim, 'simplify');
    const before = await allItems();
    const res = await deliver(event('checkout.session.completed', checkoutSession({ customer, userId: victim.user.id, plan: 'assessment_pack' })));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, ignored: 'not a checkout session this API created' });
    expect(await allItems()).toEqual(before);
    expect(await planOf(victim)).toBe('free');
  });

  it('gives metadata.userId no effect: a session applies to the account that started it, a foreign customer to nobody', async () => {
    const attacker = await signedUpUser();
    const victim = await signedUpUser();
    const a = await checkout(attacker, 'simplify');
    // The attacker's own session, with metadata naming the victim and a bigger plan.
    const own = {
      ...checkoutSession({ id: a.sessionId, customer: a.customer, userId: attacker.user.id, plan: 'simplify', subscription: 'sub_own_1' }),
      metadata: { userId: victim.user.id, plan: 'simplify_plus' },
    };
    expect((await deliver(event('checkout.session.completed', own))).status).toBe(200);
    expect(await planOf(attacker)).toBe('simplify');
    expect(await planOf(victim)).toBe('free');
    // The same session claimed for the victim through client_reference_id: refused as a mismatch.
    const claimed = await deliver(event('checkout.session.completed', { ...own, id: a.sessionId, client_reference_id: victim.user.id }));
    expect(claimed.body.ignored).toMatch(/does not match/);
    // A subscription of a customer no account has, with metadata naming the victim.
    const before = await allItems();
    const foreign = subscription({ customer: 'cus_someone_elses', userId: victim.user.id, plan: 'simplify_plus' });
    const res = await deliver(event('customer.subscription.created', foreign));
    expect(res.body.ignored).toBe('the customer is not an account of this API');
    expect(await allItems()).toEqual(before);
    expect(await planOf(victim)).toBe('free');
  });
});

describe('the plan comes from the price, never from metadata', () => {
  it('inline prices: the amount and interval decide; metadata claiming another plan is ignored', async () => {
    const u = await signedUpUser();
    const { customer } = await checkout(u, 'simplify');
    const monthly = { ...subscription({ customer, userId: u.user.id, plan: 'simplify' }), metadata: { userId: u.user.id, plan: 'simplify_plus' } };
    expect((await deliver(event('customer.subscription.created', monthly))).status).toBe(200);
    expect(await planOf(u)).toBe('simplify');
    // A price that is none of the plans (say $1 a year) grants nothing, whatever its metadata says.
    const cheap = {
      ...subscription({
        customer,
        userId: u.user.id,
        plan: 'simplify_plus',
        price: { id: 'price_cheap', currency: 'usd', unit_amount: 100, recurring: { interval: 'year' } },
      }),
    };
    const res = await deliver(event('customer.subscription.created', cheap));
    expect(res.body.ignored).toBe('the price is not one of the plans');
    expect(await planOf(u)).toBe('simplify');
  });

  it('configured prices: the STRIPE_PRICE_* id decides', async () => {
    const u = await signedUpUser();
    const { customer } = await checkout(u, 'simplify');
    const plus = {
      ...subscription({
        customer,
        userId: u.user.id,
        plan: 'simplify',
        price: { id: 'price_plus_configured', currency: 'usd', unit_amount: 1000, recurring: { interval: 'month' } },
      }),
    };
    const inlineLookalike = subscription({ customer, userId: u.user.id, plan: 'simplify' });
    await withSettings({ STRIPE_PRICE_SIMPLIFY_PLUS: 'price_plus_configured', STRIPE_PRICE_SIMPLIFY: 'price_basic_configured' }, async (call) => {
      // With a price configured for a plan, the inline amounts no longer identify it.
      expect((await post(call, event('customer.subscription.created', inlineLookalike), process.env.STRIPE_WEBHOOK_SECRET!)).body.ignored).toBe(
        'the price is not one of the plans',
      );
      expect((await post(call, event('customer.subscription.created', plus), process.env.STRIPE_WEBHOOK_SECRET!)).status).toBe(200);
    });
    expect(await planOf(u)).toBe('simplify_plus');
  });
});

describe('refunds and disputes', () => {
  let admin: User | undefined;
  const dashboard = async () => {
    admin ??= await signedUpUser({ email: 'admin@example.com' });
    const res = await api.get('/api/admin/dashboard', { token: admin.token });
    expect(res.status).toBe(200);
    return res.body as { revenue: { total: number; subscriptionRevenue: number }; stats: { activeSubscriptions: number } };
  };

  /** A paid Assessment Pack through a recorded checkout; its payment is keyed by the payment intent. */
  async function packBuyer() {
    const u = await signedUpUser();
    const c = await checkout(u, 'assessment_pack');
    const paymentIntent = `pi_local_pack_${u.user.id.slice(0, 8)}`;
    expect(
      (
        await deliver(
          event(
            'checkout.session.completed',
            checkoutSession({ id: c.sessionId, customer: c.customer, userId: u.user.id, plan: 'assessment_pack', paymentIntent }),
          ),
        )
      ).status,
    ).toBe(200);
    expect(await planOf(u)).toBe('assessment_pack');
    return { u, customer: c.customer, paymentIntent };
  }

  /** A Simplify+ subscriber with one paid invoice, known to the simulator as Stripe would know it. */
  async function subscriber() {
    const u = await signedUpUser();
    const { customer } = await checkout(u, 'simplify_plus');
    const sub = subscription({ customer, userId: u.user.id, plan: 'simplify_plus' });
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...simulatorKeys.subscription(sub.id), object: sub } }));
    await deliver(event('customer.subscription.created', sub));
    await deliver(event('invoice.paid', invoice({ customer, subscription: sub, plan: 'simplify_plus' })));
    expect(await planOf(u)).toBe('simplify_plus');
    return { u, customer, sub };
  }

  it('nets refunds out of the revenue figures once per amount, partial then full', async () => {
    const start = await dashboard();
    const pack = await packBuyer();
    const sub = await subscriber();
    const paid = await dashboard();
    expect(paid.revenue.total - start.revenue.total).toBe(198);
    expect(paid.revenue.subscriptionRevenue - start.revenue.subscriptionRevenue).toBe(99);

    const packCharge = charge({ customer: pack.customer, amountCents: 9900, paymentIntent: pack.paymentIntent });
    const partial = event('charge.refunded', { ...packCharge, amount_refunded: 4000 });
    expect((await deliver(partial)).status).toBe(200);
    // Stripe may deliver an event twice, and sends a new event (same running total) for some updates.
    await deliver(partial);
    await deliver(event('charge.refunded', { ...packCharge, amount_refunded: 4000 }));
    let now = await dashboard();
    expect(now.revenue.total - start.revenue.total).toBe(158);
    expect(now.revenue.subscriptionRevenue - start.revenue.subscriptionRevenue).toBe(99);
    await deliver(event('charge.refunded', { ...packCharge, amount_refunded: 9900, refunded: true }));
    const subCharge = charge({ customer: sub.customer, amountCents: 9900, amountRefunded: 9900 });
    await deliver(event('charge.refunded', subCharge));
    now = await dashboard();
    expect(now.revenue.total - start.revenue.total).toBe(0);
    expect(now.revenue.subscriptionRevenue - start.revenue.subscriptionRevenue).toBe(0);
    const adjustments = (await allItems()).filter((i) => i.entity === 'chargeAdjustment' && i.kind === 'refund');
    expect(adjustments.map((a) => a.totalCents).sort()).toEqual([9900, 9900]);

    // A refund of a charge that is not ours nets nothing.
    const stranger = await deliver(event('charge.refunded', charge({ customer: 'cus_not_ours', amountCents: 5000, amountRefunded: 5000 })));
    expect(stranger.body.ignored).toBe('not a charge of this API');
    expect((await dashboard()).revenue.total).toBe(now.revenue.total);
  });

  it('a dispute ends the paid plan it paid for, nets revenue, and stops the subscription at Stripe', async () => {
    const start = await dashboard();
    const { u, customer, sub } = await subscriber();
    const subCharge = charge({ customer, amountCents: 9900 });
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...simulatorKeys.charge(subCharge.id), customer, paymentIntent: subCharge.payment_intent } }),
    );
    const res = await deliver(event('charge.dispute.created', dispute({ charge: subCharge })));
    expect(res.status).toBe(200);
    expect(await planOf(u)).toBe('free');
    const now = await dashboard();
    expect(now.revenue.total - start.revenue.total).toBe(0);
    expect(now.stats.activeSubscriptions).toBe(start.stats.activeSubscriptions);
    const simulated = (await allItems()).find((i) => i.pk === simulatorKeys.subscription(sub.id).pk) as { object: { status: string } };
    expect(simulated.object.status).toBe('canceled');
    // A later update from Stripe (say, sent before the cancellation landed) does not bring it back.
    await deliver(event('customer.subscription.updated', { ...sub, status: 'active' }));
    expect(await planOf(u)).toBe('free');

    const pack = await packBuyer();
    const packCharge = charge({ customer: pack.customer, amountCents: 9900, paymentIntent: pack.paymentIntent });
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...simulatorKeys.charge(packCharge.id), customer: pack.customer, paymentIntent: pack.paymentIntent } }),
    );
    await deliver(event('charge.dispute.created', dispute({ charge: packCharge })));
    expect(await planOf(pack.u)).toBe('free');
    expect((await dashboard()).revenue.total - start.revenue.total).toBe(0);

    const unknown = await deliver(event('charge.dispute.created', dispute({ charge: charge({ customer: null, amountCents: 100 }) })));
    expect(unknown.body.ignored).toBe('not a charge of this API');
  });
});
