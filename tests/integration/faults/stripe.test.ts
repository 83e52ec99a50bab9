import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Real Stripe mode (a key is configured), with the SDK's calls replaced by a failing stand-in: no network.
process.env.STRIPE_SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`;

const { default: StripeSdk } = await import('stripe');
const { stripe, STRIPE_BUDGET } = await import('../../../functions/billing/payments');
const { TRY_AGAIN } = await import('../../../functions/errors');
const { signedUpUser } = await import('../../helpers/accounts');
const { api } = await import('../../helpers/api');
const { itemsOf } = await import('../../helpers/table');

afterEach(() => vi.restoreAllMocks());

/** What the Stripe SDK throws when a request outlives its `timeout` (after its network retries). */
const stripeTimeout = () =>
  new StripeSdk.errors.StripeConnectionError({ message: `Request aborted due to timeout being reached (${STRIPE_BUDGET.timeout}ms)` });
const stripeDown = () => new StripeSdk.errors.StripeAPIError({ message: 'An unknown error occurred', statusCode: 500 });

describe('Stripe faults', () => {
  it("keeps every Stripe call inside an API function's 10 s: timeout × attempts with the backoff", () => {
    expect(STRIPE_BUDGET.timeout * (STRIPE_BUDGET.maxNetworkRetries + 1) + 2000).toBeLessThan(10_000);
  });

  it.each([
    ['timing out', stripeTimeout],
    ['failing (500)', stripeDown],
  ])('answers 503 to a checkout when Stripe is %s creating the customer, and records neither a customer nor a checkout', async (_name, fault) => {
    const u = await signedUpUser();
    const s = await stripe();
    const create = vi.spyOn(s.customers, 'create').mockRejectedValue(fault());
    const res = await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: u.token });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: TRY_AGAIN });
    expect(create).toHaveBeenCalledTimes(1);
    const items = await itemsOf(u.user.id);
    expect(items.filter((i) => i.entity === 'stripeCustomer' || i.entity === 'checkoutSession')).toEqual([]);
    expect(items.find((i) => i.entity === 'user')?.stripe_customer_id).toBeUndefined();
  });

  it('answers 503 when the checkout session times out, records no checkout, and a retry then succeeds', async () => {
    const u = await signedUpUser();
    const s = await stripe();
    vi.spyOn(s.customers, 'create').mockResolvedValue({ id: `cus_${u.user.id.slice(0, 8)}` } as never);
    const sessions = vi.spyOn(s.checkout.sessions, 'create').mockRejectedValueOnce(stripeTimeout());
    const failed = await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: u.token });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ error: TRY_AGAIN });
    expect((await itemsOf(u.user.id)).filter((i) => i.entity === 'checkoutSession')).toEqual([]);

    sessions.mockResolvedValueOnce({ id: 'cs_test_retry', url: 'https://checkout.stripe.com/c/pay/cs_test_retry' } as never);
    const ok = await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: u.token });
    expect(ok.status).toBe(200);
    expect(ok.body.url).toBe('https://checkout.stripe.com/c/pay/cs_test_retry');
    const items = await itemsOf(u.user.id);
    expect(items.filter((i) => i.entity === 'checkoutSession')).toHaveLength(1);
    expect(items.find((i) => i.entity === 'user')?.stripe_customer_id).toBe(`cus_${u.user.id.slice(0, 8)}`);
  });

  it('answers 503 to the billing portal when Stripe times out', async () => {
    const u = await signedUpUser();
    const s = await stripe();
    vi.spyOn(s.customers, 'create').mockResolvedValue({ id: `cus_p${u.user.id.slice(0, 8)}` } as never);
    vi.spyOn(s.checkout.sessions, 'create').mockResolvedValue({ id: 'cs_test_portal', url: 'https://checkout.stripe.com/c/pay/cs_test_portal' } as never);
    expect((await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: u.token })).status).toBe(200);
    vi.spyOn(s.billingPortal.sessions, 'create').mockRejectedValue(stripeTimeout());
    const res = await api.post('/api/create-customer-portal', {}, { token: u.token });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: TRY_AGAIN });
  });
});
