import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSimulator } from '../../scripts/local/payment-simulator';
import { createAppServer } from '../../scripts/local/server';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { freePort } from '../helpers/ports';
import { allItems } from '../helpers/table';

/**
 * The local payment simulator as `npm start` mounts it: its Pay button posts Stripe-signed events to
 * the real webhook over HTTP, and they must pass the webhook's rules (a recorded session, a stored
 * customer, the plan from the price), with the locally generated whsec_ secret and no Stripe key.
 */
let server: Server;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = createAppServer({
    webDir: 'no-such-web-dist',
    localPages: [paymentSimulator({ apiBase: base, webhookSecret: () => process.env.STRIPE_WEBHOOK_SECRET! })],
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', () => ok()));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((ok) => server.close(() => ok(undefined)));
});

async function payAtSimulator(u: { token: string }, plan: string) {
  const checkout = await api.post('/api/create-checkout-session', { subscriptionType: plan }, { token: u.token });
  expect(checkout.status).toBe(200);
  const path = new URL(checkout.body.url).pathname;
  const res = await fetch(`${base}${path}/pay`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toMatch(/\/upgrade-success\?session_id=cs_local_/);
}

describe('the local payment simulator against the hardened webhook', () => {
  it('grants Simplify+ and then the Assessment Pack, and records both payments', async () => {
    expect(process.env.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_/);
    expect(process.env.STRIPE_SECRET_KEY).toBeUndefined();
    const u = await signedUpUser();
    await payAtSimulator(u, 'simplify_plus');
    expect((await api.get('/api/auth/user', { token: u.token })).body.subscription_type).toBe('simplify_plus');
    await payAtSimulator(u, 'assessment_pack');
    expect((await api.get('/api/vark/access', { token: u.token })).body).toEqual({ hasAccess: true });
    const customer = (await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id;
    const payments = (await allItems()).filter((i) => i.entity === 'payment' && i.customer === customer);
    expect(payments.map((p) => p.plan).sort()).toEqual(['assessment_pack', 'simplify_plus']);
  });
});
