import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbUsage } from '../../functions/data/client';
import { event, invoice, subscription } from '../../scripts/local/stripe-events';
import { samplePdf } from '../../scripts/local/sample-pdf';
import { signedUpUser } from '../helpers/accounts';
import { api, call } from '../helpers/api';
import { deliverStripeEvent } from '../helpers/billing';
import { ics, startCalendarServer } from '../helpers/calendar-server';
import { childMember } from '../helpers/family';
import { allItems } from '../helpers/table';

// As under `npm start`: the stand-in school server listens on loopback.
process.env.CALENDAR_FETCH_ALLOW_LOOPBACK = '1';

type User = Awaited<ReturnType<typeof signedUpUser>>;
let server: Awaited<ReturnType<typeof startCalendarServer>>;
beforeAll(async () => {
  server = await startCalendarServer();
});
afterAll(() => server.close());

const nextYear = new Date().getUTCFullYear() + 1;
const notifications = async (u: User) => {
  const res = await api.get('/api/notifications', { token: u.token });
  expect(res.status, res.text).toBe(200);
  return res.body.items as Array<{ id: string; kind: string; text: string; href: string; at: string; read: boolean }>;
};
const markRead = (u: User) => call('POST', '/api/notifications/read', { token: u.token });

async function failedPayment(u: User) {
  await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: u.token });
  const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
  const sub = subscription({ customer, userId: u.user.id, plan: 'simplify' });
  expect((await deliverStripeEvent(event('customer.subscription.created', sub))).status).toBe(200);
  const failed = { ...invoice({ customer, subscription: sub, plan: 'simplify' }), amount_paid: 0, status: 'open' };
  expect((await deliverStripeEvent(event('invoice.payment_failed', failed, sub.created + 5))).status).toBe(200);
}

describe('notifications', () => {
  it('lists an invitation to the invited account only, and opening the bell marks it read', async () => {
    const a = await signedUpUser({ firstName: 'Ana' });
    const b = await signedUpUser({ firstName: 'Ben' });
    const stranger = await signedUpUser();
    expect(await notifications(b)).toEqual([]);
    const inv = await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'co_parent' }, { token: a.token });
    expect(inv.status).toBe(201);

    const items = await notifications(b);
    expect(items).toEqual([
      {
        id: `invitation:${inv.body.accountLink.id}`,
        kind: 'invitation',
        text: expect.stringContaining(`invitation email sent to ${b.email}`),
        href: '/account-links',
        at: expect.any(String),
        read: false,
      },
    ]);
    // Session and profile in one round trip, everything else in one more.
    expect(dbUsage().readRoundTrips).toBeLessThanOrEqual(2);
    expect(dbUsage().ops).not.toContain('Scan');
    // The inviter and anyone else see nothing of it.
    expect(await notifications(a)).toEqual([]);
    expect(await notifications(stranger)).toEqual([]);

    expect((await markRead(b)).status).toBe(200);
    expect((await notifications(b)).map((n) => n.read)).toEqual([true]);
    // Read state is the account's own: a second invitation arrives unread beside the read one.
    const c = await signedUpUser();
    await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'caregiver' }, { token: c.token });
    expect((await notifications(b)).map((n) => n.read).sort()).toEqual([false, true]);
    // A withdrawn invitation no longer waits.
    await api.post(`/api/account-links/${inv.body.accountLink.id}/withdraw`, undefined, { token: a.token });
    expect((await notifications(b)).map((n) => n.id)).not.toContain(`invitation:${inv.body.accountLink.id}`);
  });

  it('lists a failed payment, a calendar that could not be refreshed and school-letter dates, each where to act', async () => {
    const u = await signedUpUser({ timezone: 'Europe/London' });
    const other = await signedUpUser();
    await failedPayment(u);

    server.serve('/club.ics', ics([{ uid: 'a', title: 'Swimming', start: `${nextYear}0110T100000Z` }], 'Swim club'));
    const sub = (await api.post('/api/calendar/subscriptions', { url: server.url('/club.ics'), name: 'Swim club' }, { token: u.token })).body;
    server.serve('/club.ics', { body: 'down', status: 500 });
    expect((await api.post(`/api/calendar/subscriptions/${sub.id}/refresh`, undefined, { token: u.token })).body.status).toBe('error');

    const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: u.token })).body;
    const letter = samplePdf([['Term dates', `Sports day 12 June ${nextYear} at 9:00`, `Inset day 1 July ${nextYear}`]]);
    const doc = await api.post(
      `/api/family-members/${mia.id}/documents`,
      { fileName: 'letter.pdf', contentType: 'application/pdf', dataBase64: letter.toString('base64') },
      { token: u.token },
    );
    expect(doc.body.status).toBe('ready');

    const items = await notifications(u);
    const byKind = Object.fromEntries(items.map((n) => [n.kind, n]));
    expect(Object.keys(byKind).sort()).toEqual(['calendar_failed', 'document_dates', 'payment_failed']);
    expect(byKind.payment_failed).toMatchObject({ href: '/settings', read: false, text: expect.stringMatching(/payment did not go through/) });
    expect(byKind.calendar_failed).toMatchObject({ href: '/calendar', text: expect.stringContaining('"Swim club" could not be refreshed') });
    expect(byKind.document_dates).toMatchObject({ href: `/family/${mia.id}`, text: expect.stringContaining('2 dates from the school letter "letter.pdf"') });
    expect(dbUsage().readRoundTrips).toBeLessThanOrEqual(2);
    expect(await notifications(other)).toEqual([]);

    // Adding the dates to the calendar settles the letter; another account cannot touch it.
    expect((await api.post(`/api/documents/${doc.body.id}/events`, { numbers: [1, 2] }, { token: other.token })).status).toBe(404);
    expect((await api.post(`/api/documents/${doc.body.id}/events`, { numbers: [1, 2] }, { token: u.token })).status).toBe(200);
    expect((await notifications(u)).map((n) => n.kind)).not.toContain('document_dates');

    expect((await markRead(u)).status).toBe(200);
    expect((await notifications(u)).every((n) => n.read)).toBe(true);
    expect((await notifications(other)).length).toBe(0);
    // A calendar the parent paused is theirs to resume: it no longer waits.
    expect((await api.patch(`/api/calendar/subscriptions/${sub.id}`, { paused: true }, { token: u.token })).status).toBe(200);
    expect((await notifications(u)).map((n) => n.kind)).toEqual(['payment_failed']);
  });

  it('refuses a body on "mark as read" and any call without a session', async () => {
    const u = await signedUpUser();
    expect((await call('POST', '/api/notifications/read', { token: u.token, body: {} })).status).toBe(200);
    const extra = await call('POST', '/api/notifications/read', { token: u.token, body: { ids: ['x'] } });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toBeTruthy();
    expect((await call('POST', '/api/notifications/read', { token: u.token, body: [] })).status).toBe(400);
    expect((await call('POST', '/api/notifications/read', { token: u.token, rawBody: 'nope', headers: { 'content-type': 'application/json' } })).status).toBe(
      400,
    );
    expect((await call('GET', '/api/notifications')).status).toBe(401);
    expect((await call('POST', '/api/notifications/read')).status).toBe(401);
    expect((await call('GET', '/api/notifications', { token: 'not-a-token' })).status).toBe(401);
  });
});
