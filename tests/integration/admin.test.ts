import { describe, expect, it } from 'vitest';
import { event, invoice, subscription, checkoutSession, sessionIdOf } from '../../scripts/local/stripe-events';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';
import { PASSWORD, registration, signedUpUser, tokenFromLink, uniqueWhatsapp } from '../helpers/accounts';
import { api } from '../helpers/api';
import { deliverStripeEvent } from '../helpers/billing';
import { childMember } from '../helpers/family';
import { linkIn, waitForEmail } from '../helpers/mail';
import { allItems } from '../helpers/table';

async function deliver(evt: object) {
  expect((await deliverStripeEvent(evt)).status).toBe(200);
}

async function checkout(u: { token: string; user: { id: string } }, plan: string) {
  const res = await api.post('/api/create-checkout-session', { subscriptionType: plan }, { token: u.token });
  const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
  return { customer, sessionId: sessionIdOf(res.body.url) };
}
const customerOf = async (u: { token: string; user: { id: string } }, plan: string) => (await checkout(u, plan)).customer;

async function subscribe(u: { token: string; user: { id: string } }, plan: 'simplify' | 'simplify_plus') {
  const customer = await customerOf(u, plan);
  const sub = subscription({ customer, userId: u.user.id, plan });
  await deliver(event('customer.subscription.created', sub));
  await deliver(event('invoice.paid', invoice({ customer, subscription: sub, plan })));
}

describe('admin dashboard', () => {
  it('answers 401 without a session and 403 to a signed-in non-admin', async () => {
    const u = await signedUpUser();
    expect((await api.get('/api/admin/dashboard')).status).toBe(401);
    const res = await api.get('/api/admin/dashboard', { token: u.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/Access denied/);
  });

  it('reports exact figures for known users and payments, including a yearly plan in MRR', async () => {
    const admin = await signedUpUser({ email: 'admin@example.com', firstName: 'Ada' });
    const before = (await api.get('/api/admin/dashboard', { token: admin.token })).body;
    const free = await signedUpUser({ email: 'zfree@example.com' });
    const basic = await signedUpUser({ email: 'zbasic@example.com' });
    const plus = await signedUpUser({ email: 'zplus@example.com' });
    const pack = await signedUpUser({ email: 'zpack@example.com' });
    await subscribe(basic, 'simplify');
    await subscribe(plus, 'simplify_plus');
    const packCheckout = await checkout(pack, 'assessment_pack');
    await deliver(
      event(
        'checkout.session.completed',
        checkoutSession({ id: packCheckout.sessionId, customer: packCheckout.customer, userId: pack.user.id, plan: 'assessment_pack' }),
      ),
    );
    await api.post('/api/calendar/events', { title: 'Dentist', date: '2026-05-01', time: '10:00' }, { token: free.token });

    const res = await api.get('/api/admin/dashboard', { token: admin.token });
    expect(res.status).toBe(200);
    const { stats, revenue, usage, users } = res.body;
    expect(stats).toEqual({
      totalUsers: before.stats.totalUsers + 4,
      activeSubscriptions: 2,
      totalRevenue: 208,
      freeUsers: before.stats.freeUsers + 1,
      simplifyUsers: 1,
      simplifyPlusUsers: 1,
      assessmentUsers: 1,
      conversionRate: Math.round((2 / (before.stats.totalUsers + 4)) * 10000) / 100,
    });
    expect(revenue).toMatchObject({ total: 208, subscriptionRevenue: 109, mrr: 18.25, arr: 219 });
    expect(revenue.recentPayments).toHaveLength(3);
    expect(revenue.recentPayments.map((p: { amount: number }) => p.amount).sort()).toEqual([10, 99, 99]);
    expect(users[0]).toMatchObject({ email: 'zpack@example.com', subscription_type: 'assessment_pack' });
    expect(usage.find((x: { email: string }) => x.email === 'zfree@example.com')).toMatchObject({
      calendar_events: 1,
      whatsapp_sessions: 0,
      assessment_purchases: 0,
    });
    expect(usage.find((x: { email: string }) => x.email === 'zpack@example.com').assessment_purchases).toBe(1);
    expect(typeof usage[0].last_active).toBe('string');

    // cancelling at period end keeps the subscription active; deleting an account takes it out of the counts
    await api.delete('/api/auth/account', { token: basic.token, body: { currentPassword: PASSWORD } });
    const after = (await api.get('/api/admin/dashboard', { token: admin.token })).body;
    expect(after.stats).toMatchObject({ totalUsers: before.stats.totalUsers + 3, simplifyUsers: 0, activeSubscriptions: 1, totalRevenue: 208 });
    expect(after.revenue.mrr).toBe(8.25);
  });

  it('counts an account once its address is proven: an unverified registration (it expires by TTL) is never in the users total', async () => {
    const admin = await signedUpUser({ email: 'admin@example.com' }).catch(async () => null);
    const token = admin?.token ?? (await api.post('/api/auth/login', { email: 'admin@example.com', password: PASSWORD })).body.token;
    const stats = async () => (await api.get('/api/admin/dashboard', { token })).body.stats;
    const before = await stats();
    const pending = registration();
    expect((await api.post('/api/auth/register', pending)).status).toBe(201);
    expect(await stats()).toMatchObject({ totalUsers: before.totalUsers, freeUsers: before.freeUsers });
    // A second registration of the address replaces the pending one: still nobody to count.
    expect((await api.post('/api/auth/register', { ...pending, whatsappNumber: uniqueWhatsapp() })).status).toBe(201);
    expect(await stats()).toMatchObject({ totalUsers: before.totalUsers, freeUsers: before.freeUsers });
    // Another one is never verified and its TTL removes it (as DynamoDB does: the item goes, nothing else runs).
    const expired = registration();
    expect((await api.post('/api/auth/register', expired)).status).toBe(201);
    const gone = (await allItems()).find((i) => i.entity === 'user' && i.email === String(expired.email).toLowerCase())!;
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: gone.pk, sk: gone.sk } }));
    expect(await stats()).toMatchObject({ totalUsers: before.totalUsers, freeUsers: before.freeUsers });
    // The pending one proves its address: now it counts, once.
    const mail = await waitForEmail(String(pending.email), /Verify your email/);
    const verified = await api.post('/api/auth/verify-email', { token: tokenFromLink(linkIn(mail, '/verify-email')) });
    expect(verified.status).toBe(200);
    expect(await stats()).toMatchObject({ totalUsers: before.totalUsers + 1, freeUsers: before.freeUsers + 1 });
    // Deleting it takes it out again; deleting an unverified registration takes nothing out.
    expect((await api.delete('/api/auth/account', { token: verified.body.token, body: { currentPassword: PASSWORD } })).status).toBe(200);
    expect(await stats()).toMatchObject({ totalUsers: before.totalUsers, freeUsers: before.freeUsers });
    const another = registration();
    expect((await api.post('/api/auth/register', another)).status).toBe(201);
    expect((await api.post('/api/auth/register', { ...another, whatsappNumber: uniqueWhatsapp() })).status).toBe(201);
    expect(await stats()).toMatchObject({ totalUsers: before.totalUsers, freeUsers: before.freeUsers });
  });

  it('pages through users with a cursor and searches by email prefix', async () => {
    const admin = await signedUpUser({ email: 'admin@example.com' }).catch(async () => null);
    const token = admin?.token ?? (await api.post('/api/auth/login', { email: 'admin@example.com', password: 'Sunny-Day-42!' })).body.token;
    const first = await api.get('/api/admin/dashboard', { token, query: { pageSize: '2' } });
    expect(first.body.users).toHaveLength(2);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await api.get('/api/admin/dashboard', { token, query: { pageSize: '2', cursor: first.body.nextCursor } });
    expect(second.body.users).toHaveLength(2);
    expect(second.body.users.map((u: { id: string }) => u.id)).not.toContain(first.body.users[0].id);
    const found = await api.get('/api/admin/dashboard', { token, query: { search: 'ZPL' } });
    expect(found.body.users.map((u: { email: string }) => u.email)).toEqual(['zplus@example.com']);
    expect((await api.get('/api/admin/dashboard', { token, query: { cursor: 'garbage' } })).status).toBe(400);
  });
});

describe('admin dashboard cost', () => {
  it('reads the same number of items from DynamoDB whether there are few or many users beyond the page size', async () => {
    const { dbUsage } = await import('../../functions/data/client');
    const login = await api.post('/api/auth/login', { email: 'admin@example.com', password: 'Sunny-Day-42!' });
    const token = login.body.token;
    const measure = async () => {
      await api.get('/api/admin/dashboard', { token, query: { pageSize: '3' } });
      return dbUsage();
    };
    const few = await measure();
    for (let i = 0; i < 6; i++) await signedUpUser();
    const many = await measure();
    expect(many.calls).toBe(few.calls);
    expect(many.ops).not.toContain('Scan');
    console.info(`admin dashboard: ${many.calls} DynamoDB round trips (${many.ops.join(', ')}) at pageSize 3`);
  });
});

describe('admin usage: calendar events per account', () => {
  it('follows creating, changing one occurrence, deleting, and deleting the member the events belong to', async () => {
    const login = await api.post('/api/auth/login', { email: 'admin@example.com', password: 'Sunny-Day-42!' });
    const u = await signedUpUser({ email: 'zevents@example.com' });
    const count = async () => (await api.get('/api/admin/dashboard', { token: login.body.token, query: { search: 'zevents@' } })).body.usage[0].calendar_events;
    const member = (await api.post('/api/family-members', childMember(), { token: u.token })).body;
    const series = (
      await api.post(
        '/api/calendar/events',
        { title: 'Swim', date: '2026-03-02', time: '16:00', recurrence: 'weekly', familyMemberId: member.id },
        { token: u.token },
      )
    ).body;
    const single = (await api.post('/api/calendar/events', { title: 'Dentist', date: '2026-03-05', time: '10:00' }, { token: u.token })).body;
    expect(await count()).toBe(2);
    expect((await api.put(`/api/calendar/events/${series.id}`, { time: '17:30' }, { token: u.token, query: { occurrenceDate: '2026-03-16' } })).status).toBe(
      200,
    );
    expect(await count()).toBe(3);
    expect((await api.delete(`/api/calendar/events/${single.id}`, { token: u.token })).status).toBe(200);
    expect(await count()).toBe(2);
    expect((await api.delete(`/api/family-members/${member.id}`, { token: u.token })).status).toBe(200);
    expect(await count()).toBe(0);
  });
});
