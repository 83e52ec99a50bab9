import { describe, expect, it } from 'vitest';
import { checkoutSession, event, invoice, sessionIdOf, signed, subscription } from '../../scripts/local/stripe-events';
import { signedUpUser } from '../helpers/accounts';
import { api, call } from '../helpers/api';
import { deliverStripeEvent } from '../helpers/billing';
import { allItems } from '../helpers/table';

const secret = () => process.env.STRIPE_WEBHOOK_SECRET!;

const deliver = deliverStripeEvent;

/** A signed-in user with a Stripe customer (created by starting a checkout of `plan`). */
async function customerUser(plan: 'simplify' | 'simplify_plus' | 'assessment_pack' = 'simplify') {
  const u = await signedUpUser();
  const checkout = await api.post('/api/create-checkout-session', { subscriptionType: plan }, { token: u.token });
  expect(checkout.status).toBe(200);
  expect(checkout.body.url).toMatch(/\/_local\/checkout\/cs_local_/);
  const items = await allItems();
  const customer = String(items.find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
  return { ...u, customer, sessionId: sessionIdOf(checkout.body.url) };
}

const me = async (token: string) => (await api.get('/api/auth/user', { token })).body;

describe('checkout', () => {
  it('creates one Stripe customer per account, also under concurrent checkouts', async () => {
    const u = await signedUpUser();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/api/create-checkout-session', { subscriptionType: 'simplify_plus' }, { token: u.token })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const mappings = (await allItems()).filter((i) => i.entity === 'stripeCustomer' && i.userId === u.user.id);
    expect(mappings).toHaveLength(1);
  });

  it('refuses an unknown plan with 400', async () => {
    const u = await signedUpUser();
    const res = await api.post('/api/create-checkout-session', { subscriptionType: 'gold' }, { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Choose one of the plans/);
  });
});

describe('the Stripe webhook', () => {
  it('refuses a forged or stale signature with 400 and changes nothing', async () => {
    const u = await customerUser();
    const sub = subscription({ customer: u.customer, userId: u.user.id, plan: 'simplify' });
    const before = await allItems();
    const forged = await deliver(event('customer.subscription.created', sub), { secret: 'whsec_not_the_real_one' });
    expect(forged.status).toBe(400);
    const stale = await deliver(event('customer.subscription.created', sub), { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(400);
    const unsigned = await call('POST', '/api/stripe/webhook', {
      rawBody: JSON.stringify(event('customer.subscription.created', sub)),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(await allItems()).toEqual(before);
    expect((await me(u.token)).subscription_type).toBe('free');
  });

  it('accepts a base64-encoded body (API Gateway binary) when the signature matches the decoded bytes', async () => {
    const u = await customerUser();
    const sub = subscription({ customer: u.customer, userId: u.user.id, plan: 'simplify' });
    const { payload, header } = signed(event('customer.subscription.created', sub), secret());
    const res = await call('POST', '/api/stripe/webhook', {
      rawBody: payload,
      headers: { 'content-type': 'application/octet-stream', 'stripe-signature': header },
    });
    expect(res.status).toBe(200);
    expect((await me(u.token)).subscription_type).toBe('simplify');
  });

  it('processes the same event delivered 5 times once: one state change, one payment record', async () => {
    const u = await customerUser();
    const sub = subscription({ customer: u.customer, userId: u.user.id, plan: 'simplify_plus' });
    const paid = event('invoice.paid', invoice({ customer: u.customer, subscription: sub, plan: 'simplify_plus' }));
    await deliver(event('customer.subscription.created', sub));
    const versionBefore = (await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.billing_version;
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(paid)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    const items = await allItems();
    const payments = items.filter((i) => i.entity === 'payment' && i.customer === u.customer);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 99, currency: 'usd', plan: 'simplify_plus', description: 'Simplify+ subscription' });
    expect(items.find((i) => i.entity === 'user' && i.id === u.user.id)!.billing_version).toBe(versionBefore);
    expect((await me(u.token)).subscription_type).toBe('simplify_plus');
  });

  it('ends in the right state when subscription.updated arrives before checkout.session.completed', async () => {
    const u = await customerUser();
    const t = Math.floor(Date.now() / 1000);
    const sub = subscription({ customer: u.customer, userId: u.user.id, plan: 'simplify', start: t });
    const later = { ...sub, cancel_at_period_end: true };
    expect((await deliver(event('customer.subscription.updated', later, t + 60))).status).toBe(200);
    expect(
      (
        await deliver(
          event(
            'checkout.session.completed',
            checkoutSession({ id: u.sessionId, customer: u.customer, userId: u.user.id, plan: 'simplify', subscription: sub.id }),
            t,
          ),
        )
      ).status,
    ).toBe(200);
    expect((await deliver(event('customer.subscription.created', sub, t))).status).toBe(200);
    const status = (await api.get('/api/subscription-status', { token: u.token })).body;
    expect(status.subscriptionType).toBe('simplify');
    expect(status.subscriptionStatus).toMatchObject({ status: 'active', cancel_at_period_end: true, current_period_end: sub.current_period_end });
    expect(status.userSubscription).toEqual({ type: 'simplify', status: 'active', endDate: new Date(sub.current_period_end * 1000).toISOString() });
  });

  it('never brings a deleted subscription back with an older update', async () => {
    const u = await customerUser();
    const t = Math.floor(Date.now() / 1000);
    const sub = subscription({ customer: u.customer, userId: u.user.id, plan: 'simplify', start: t });
    await deliver(event('customer.subscription.deleted', { ...sub, status: 'canceled' }, t + 100));
    await deliver(event('customer.subscription.updated', sub, t + 50));
    expect((await me(u.token)).subscription_type).toBe('free');
  });

  it('grants the Assessment Pack for a paid one-time checkout and records the payment', async () => {
    const u = await customerUser('assessment_pack');
    await deliver(event('checkout.session.completed', checkoutSession({ id: u.sessionId, customer: u.customer, userId: u.user.id, plan: 'assessment_pack' })));
    expect((await me(u.token)).subscription_type).toBe('assessment_pack');
    expect((await allItems()).filter((i) => i.entity === 'payment' && i.customer === u.customer && i.plan === 'assessment_pack')).toHaveLength(1);
  });

  it('marks a subscription past due when an invoice payment fails, and still shows the plan', async () => {
    const u = await customerUser();
    const sub = subscription({ customer: u.customer, userId: u.user.id, plan: 'simplify' });
    await deliver(event('customer.subscription.created', sub));
    await deliver(
      event(
        'invoice.payment_failed',
        { ...invoice({ customer: u.customer, subscription: sub, plan: 'simplify' }), amount_paid: 0, status: 'open' },
        sub.created + 5,
      ),
    );
    expect((await api.get('/api/subscription-status', { token: u.token })).body.subscriptionStatus.status).toBe('past_due');
  });
});

describe('subscription control', () => {
  it('cancel sets cancel_at_period_end and keeps the plan active', async () => {
    const u = await customerUser();
    const sub = subscription({ customer: u.customer, userId: u.user.id, plan: 'simplify' });
    // the simulator must know the subscription, as Stripe would
    const { db, tableName } = await import('../../functions/data/client');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { simulatorKeys } = await import('../../functions/data/keys');
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...simulatorKeys.subscription(sub.id), object: sub } }));
    await deliver(event('customer.subscription.created', sub));
    const res = await api.post('/api/cancel-subscription', undefined, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your subscription will remain active until the end of the current billing period.');
    expect(res.body.subscriptionStatus).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await me(u.token)).subscription_type).toBe('simplify');
  });

  it('cancel without a subscription is a 400', async () => {
    const u = await signedUpUser();
    const res = await api.post('/api/cancel-subscription', undefined, { token: u.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('There is no active subscription to cancel.');
  });

  it('the billing portal needs a Stripe customer', async () => {
    const u = await signedUpUser();
    expect((await api.post('/api/create-customer-portal', undefined, { token: u.token })).status).toBe(400);
    const c = await customerUser();
    const res = await api.post('/api/create-customer-portal', undefined, { token: c.token });
    expect(res.status).toBe(200);
    expect(res.body.url).toContain('/_local/portal?customer=');
  });

  it('activate-subscription refuses an intent of another customer', async () => {
    const u = await customerUser();
    const res = await api.post('/api/activate-subscription', { payment_intent: 'pi_local_unknown123' }, { token: u.token });
    expect(res.status).toBe(404);
    expect((await api.post('/api/activate-subscription', {}, { token: u.token })).status).toBe(400);
  });
});
