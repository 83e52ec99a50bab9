import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '../../functions/data/keys';
import { PASSWORD, registration, signedUpUser, tokenFromLink } from '../helpers/accounts';
import { api } from '../helpers/api';
import { emailsTo, linkIn, waitForEmail } from '../helpers/mail';
import { allItems, setAttributes } from '../helpers/table';
import { clearOfWindowEnd, WAITS_FOR_WINDOW } from '../helpers/windows';

// This file reads the request log: every line the handlers write is kept here instead of printed.
process.env.LOG_LEVEL = 'info';
const logged: string[] = [];
beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});
afterAll(() => vi.restoreAllMocks());

/**
 * Each test replays an attack against the real handlers and DynamoDB Local, and shows that it fails.
 */

const WRONG = 'Wrong-pass-1!';

// Every checked guess costs a full scrypt hash (128 MiB, ~0.3 s), so these tests get time on a loaded machine.
describe('throttles hold under concurrency', { timeout: 120_000 }, () => {
  beforeEach(() => clearOfWindowEnd(900));

  it('40 parallel wrong passwords against one account: at most 5 are checked, the rest get 429', async () => {
    const user = await signedUpUser();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => api.post('/api/auth/login', { email: user.email, password: WRONG }, { ip: `192.0.2.${i + 1}` })),
    );
    const statuses = results.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - checked);
    expect(results.find((r) => r.status === 429)!.body.error).toMatch(/Too many unsuccessful sign-in attempts for this account/);
    // Even the right password is not checked any more in this window.
    expect((await api.post('/api/auth/login', { email: user.email, password: PASSWORD }, { ip: '192.0.2.200' })).status).toBe(429);
  });

  it('40 parallel guesses from one IPv6 /64 at 40 accounts: the network limit (30) holds, whatever the address in the /64', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.post('/api/auth/login', { email: `nobody${i}@example.com`, password: WRONG }, { ip: `2001:db8:77:1::${(i + 1).toString(16)}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(results.find((r) => r.status === 429)!.body.error).toMatch(/from your network/);
    // Another /64 is another network.
    expect((await api.post('/api/auth/login', { email: 'nobody@example.com', password: WRONG }, { ip: '2001:db8:77:2::1' })).status).toBe(401);
  });

  it('a successful sign-in gives its reservation back; failures still count', async () => {
    const user = await signedUpUser();
    const ip = '192.0.2.201';
    for (let i = 0; i < 4; i++) expect((await api.post('/api/auth/login', { email: user.email, password: WRONG }, { ip })).status).toBe(401);
    for (let i = 0; i < 6; i++) expect((await api.post('/api/auth/login', { email: user.email, password: PASSWORD }, { ip })).status).toBe(200);
    expect((await api.post('/api/auth/login', { email: user.email, password: WRONG }, { ip })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: user.email, password: PASSWORD }, { ip })).status).toBe(429);
  });
});

const inviteToken = async (email: string) => linkIn(await waitForEmail(email, /invited you/), '/account-link/').split('/account-link/')[1];
const feedTokenOf = (url: string) => url.split('/api/calendar/feed/')[1];

describe('the calendar feed secret is kept only as a hash', () => {
  it('shows the same address again, but no item in the table holds its token', async () => {
    const user = await signedUpUser();
    const first = await api.get('/api/calendar/feed', { token: user.token });
    const again = await api.get('/api/calendar/feed', { token: user.token });
    expect(again.body.url).toBe(first.body.url);
    const token = feedTokenOf(first.body.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(await allItems())).not.toContain(token);
    expect((await api.get(`/api/calendar/feed/${token}.ics`)).status).toBe(200);

    const rotated = await api.post('/api/calendar/feed/regenerate', undefined, { token: user.token });
    expect(rotated.body.url).not.toBe(first.body.url);
    expect((await api.get(`/api/calendar/feed/${token}`)).status).toBe(404);
    expect((await api.get(`/api/calendar/feed/${feedTokenOf(rotated.body.url)}`)).status).toBe(200);
    expect((await api.get('/api/calendar/feed', { token: user.token })).body.url).toBe(rotated.body.url);
  });

  it('a raw token kept by the earlier version is replaced and removed from the profile on the next visit', async () => {
    const user = await signedUpUser();
    const legacy = 'L'.repeat(31) + '1';
    const { hashToken } = await import('../../functions/accounts/one-time-tokens');
    await setAttributes(keys.calendarFeed(hashToken(legacy)), { entity: 'calendarFeed', userId: user.user.id, timezone: 'UTC' });
    await setAttributes(keys.user(user.user.id), { calendar_feed_token: legacy });
    const now = await api.get('/api/calendar/feed', { token: user.token });
    expect(now.body.url).not.toContain(legacy);
    expect((await api.get(`/api/calendar/feed/${legacy}`)).status).toBe(404);
    expect(JSON.stringify(await allItems())).not.toContain(legacy);
  });
});

describe('no token reaches the logs', () => {
  it('verification, magic-link, reset, invitation, feed and session tokens appear in no log line', async () => {
    const secrets: string[] = [];
    const body = registration();
    await api.post('/api/auth/register', body);
    const verifyToken = tokenFromLink(linkIn(await waitForEmail(String(body.email), /Verify your email/), '/verify-email'));
    const verified = await api.post('/api/auth/verify-email', { token: verifyToken });
    const email = String(body.email).toLowerCase();
    secrets.push(verifyToken, verified.body.token);

    await api.post('/api/auth/magic-link', { email });
    const magic = tokenFromLink(linkIn(await waitForEmail(email, /sign-in link/), '/auth/magic-link/verify'));
    const viaMagic = await api.post('/api/auth/magic-link/verify', { token: magic });
    secrets.push(magic, viaMagic.body.token);
    // A reused token, sent in the query as well, fails (410/400) and is still not logged.
    await api.post('/api/auth/magic-link/verify', { token: magic }, { query: { token: magic } });

    const other = await signedUpUser();
    await api.post('/api/account-links/invite', { targetEmail: other.email, relationshipType: 'co_parent' }, { token: verified.body.token });
    const invitation = await inviteToken(other.email);
    secrets.push(invitation, other.token);
    expect((await api.post(`/api/account-links/accept/${invitation}`, undefined, { token: other.token })).status).toBe(200);
    await api.post(`/api/account-links/decline/${invitation}`, undefined, { token: other.token });

    const feed = feedTokenOf((await api.get('/api/calendar/feed', { token: verified.body.token })).body.url);
    secrets.push(feed);
    expect((await api.get(`/api/calendar/feed/${feed}.ics`)).status).toBe(200);
    await api.get(`/api/calendar/fed/${feed}`);

    await api.post('/api/auth/request-password-reset', { email });
    const reset = tokenFromLink(linkIn(await waitForEmail(email, /Reset your/), '/reset-password'));
    secrets.push(reset);
    expect((await api.post('/api/auth/reset-password', { token: reset, newPassword: 'Fresh-Start-7#' })).status).toBe(200);
    await api.post('/api/auth/reset-password', { token: reset, newPassword: 'Fresh-Start-7#' });

    const text = logged.join('\n');
    expect(logged.length).toBeGreaterThan(10);
    expect(text).toContain('/api/calendar/feed/{token}');
    expect(text).toContain('/api/account-links/accept/{token}');
    for (const secret of secrets) expect(text, 'a token was logged').not.toContain(secret);
  });
});

describe('invitations', () => {
  it('an account whose address is not verified cannot invite', async () => {
    const a = await signedUpUser();
    await setAttributes(keys.user(a.user.id), { email_verified: false });
    const res = await api.post('/api/account-links/invite', { targetEmail: 'someone@example.com', relationshipType: 'spouse' }, { token: a.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/verify your email address before inviting/);
  });

  it('at most 20 invitations per account per day, then 429 with a clear message', { timeout: WAITS_FOR_WINDOW }, async () => {
    await clearOfWindowEnd(86_400);
    const a = await signedUpUser();
    for (let i = 0; i < 20; i++)
      expect(
        (
          await api.post(
            '/api/account-links/invite',
            { targetEmail: `friend${i}.${a.user.id.slice(0, 6)}@example.com`, relationshipType: 'family_member' },
            { token: a.token },
          )
        ).status,
      ).toBe(201);
    const over = await api.post(
      '/api/account-links/invite',
      { targetEmail: `one-more.${a.user.id.slice(0, 6)}@example.com`, relationshipType: 'family_member' },
      { token: a.token },
    );
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('You have sent 20 invitations today, the daily limit. Please try again tomorrow.');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the inviter withdraws a pending invitation: it disappears and the emailed link answers 410', async () => {
    const a = await signedUpUser({ firstName: 'Ana' });
    const b = await signedUpUser();
    const inv = await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'co_parent' }, { token: a.token });
    const mail = await waitForEmail(b.email, /invited you/);
    expect(mail.body.text).toContain(`Ana Okafor (${a.email})`);
    const token = await inviteToken(b.email);
    const linkId = inv.body.accountLink.id as string;
    // Only the inviter can withdraw: the invitee (no side yet) and a stranger get 404.
    expect((await api.post(`/api/account-links/${linkId}/withdraw`, undefined, { token: b.token })).status).toBe(404);

    const withdrawn = await api.post(`/api/account-links/${linkId}/withdraw`, undefined, { token: a.token });
    expect(withdrawn.status).toBe(200);
    expect((await api.get('/api/account-links', { token: a.token })).body.accountLinks).toEqual([]);
    const accept = await api.post(`/api/account-links/accept/${token}`, undefined, { token: b.token });
    expect(accept.status).toBe(410);
    expect(accept.body.error).toMatch(/withdrawn/);
    expect((await api.post(`/api/account-links/decline/${token}`, undefined, { token: b.token })).status).toBe(410);
    expect((await api.get('/api/account-links', { token: b.token })).body.accountLinks).toEqual([]);
    expect((await api.post(`/api/account-links/${linkId}/withdraw`, undefined, { token: a.token })).status).toBe(404);
    // What is left is the dead token (until its TTL), marked used and withdrawn.
    expect((await allItems()).filter((i) => JSON.stringify(i).includes(linkId))).toEqual([
      expect.objectContaining({ entity: 'token', withdrawn: true, usedAt: expect.any(Number) }),
    ]);
    // The address can be invited again.
    expect((await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'co_parent' }, { token: a.token })).status).toBe(201);
  });

  it('an accepted link cannot be withdrawn (DELETE removes it), and a pending one cannot be DELETEd', async () => {
    const a = await signedUpUser();
    const b = await signedUpUser();
    const c = await signedUpUser();
    const toB = (await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'co_parent' }, { token: a.token })).body.accountLink.id;
    const toC = (await api.post('/api/account-links/invite', { targetEmail: c.email, relationshipType: 'spouse' }, { token: a.token })).body.accountLink.id;
    await api.post(`/api/account-links/accept/${await inviteToken(b.email)}`, undefined, { token: b.token });
    expect((await api.post(`/api/account-links/${toB}/withdraw`, undefined, { token: a.token })).status).toBe(400);
    expect((await api.delete(`/api/account-links/${toC}`, { token: a.token })).status).toBe(400);
    expect((await api.delete(`/api/account-links/${toB}`, { token: a.token })).status).toBe(200);
  });
});

describe('magic-link and reset requests do not reveal which addresses have accounts', () => {
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
  };
  async function timed(path: string, email: string) {
    const started = performance.now();
    const res = await api.post(path, { email });
    expect(res.status).toBe(200);
    return { ms: performance.now() - started, body: res.body };
  }

  /**
   * A known and an unknown request at a time per endpoint (each as its own Lambda instance would serve
   * it), so both meet the same load; the two endpoints run side by side. Ten accounts get three requests each
   * (the per-address email limit); thirty unknown addresses get one.
   */
  it('the medians of 30 requests for known and unknown addresses differ by less than 20%', async () => {
    const known = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const body = registration();
        expect((await api.post('/api/auth/register', body, { ip: '198.51.100.77' })).status).toBe(201);
        return String(body.email).toLowerCase();
      }),
    );
    const measure = async (path: string) => {
      const knownMs: number[] = [];
      const unknownMs: number[] = [];
      for (let i = 0; i < 30; i++) {
        const [k, u] = await Promise.all([timed(path, known[i % 10]), timed(path, `ghost${i}.${known[0].split('@')[0]}@example.com`)]);
        expect(u.body).toEqual(k.body);
        knownMs.push(k.ms);
        unknownMs.push(u.ms);
      }
      const [mk, mu] = [median(knownMs), median(unknownMs)];
      const difference = Math.abs(mk - mu) / Math.min(mk, mu);
      console.info(`${path}: median of 30 known ${mk.toFixed(0)} ms, unknown ${mu.toFixed(0)} ms, difference ${(difference * 100).toFixed(1)}%`);
      return difference;
    };
    const [magic, reset] = await Promise.all([measure('/api/auth/magic-link'), measure('/api/auth/request-password-reset')]);
    expect(magic).toBeLessThan(0.2);
    expect(reset).toBeLessThan(0.2);
  }, 150_000);
});

describe('deleting an account removes the person from the table', () => {
  it('a full account (family, assessments, events, reminders, to-dos, links both ways, invitations, feed, payments) leaves no trace', async () => {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('../../functions/data/client');
    const { simulatorKeys } = await import('../../functions/data/keys');
    const { event: stripeEvent, subscription, invoice } = await import('../../scripts/local/stripe-events');
    const { buyAssessmentPack, deliverStripeEvent } = await import('../helpers/billing');
    const { adultMember, childMember } = await import('../helpers/family');
    const { call } = await import('../helpers/api');

    const p = await signedUpUser({ firstName: 'Quilla', lastName: 'Zeffirellix' });
    const [a, b, c, d, e] = await Promise.all([signedUpUser({ firstName: 'Anouk' }), signedUpUser(), signedUpUser(), signedUpUser(), signedUpUser()]);
    const traces = [p.email, 'Quilla', 'Zeffirellix', p.user.id, String(p.whatsappNumber)];

    // Family, assessments, calendar, to-dos, feed.
    await buyAssessmentPack(p);
    const child = (await api.post('/api/family-members', childMember({ name: 'Zeffirellix Junior' }), { token: p.token })).body;
    await api.post('/api/family-members', adultMember({ email: 'partner.of.quilla@example.com' }), { token: p.token });
    expect((await api.post('/api/vark/assessments/start', { familyMemberId: child.id }, { token: p.token })).status).toBe(201);
    expect(
      (
        await api.post(
          '/api/calendar/events',
          { title: 'Quilla dentist', date: '2031-05-01', time: '10:00', reminderMinutes: 30, recurrence: 'weekly' },
          { token: p.token },
        )
      ).status,
    ).toBe(201);
    expect((await api.post('/api/todos', { task: 'Pack Quilla bag', assigneeId: child.id }, { token: p.token })).status).toBe(201);
    await api.get('/api/calendar/feed', { token: p.token });
    await api.post('/api/auth/magic-link', { email: p.email });

    // A subscription bought through the simulator's records, as `npm start` would, with its invoice paid.
    const checkout = await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: p.token });
    expect(checkout.status).toBe(200);
    const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === p.user.id)!.stripe_customer_id);
    const sub = subscription({ customer, userId: p.user.id, plan: 'simplify' });
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...simulatorKeys.subscription(sub.id), gsi1pk: `SIMCUSTOMER#${customer}`, gsi1sk: sub.id, object: sub },
      }),
    );
    expect((await deliverStripeEvent(stripeEvent('customer.subscription.created', sub))).status).toBe(200);
    expect((await deliverStripeEvent(stripeEvent('invoice.paid', invoice({ customer, subscription: sub, plan: 'simplify' })))).status).toBe(200);
    const payments = (await allItems()).filter((i) => i.entity === 'payment' && i.customer === customer);
    expect(payments.length).toBeGreaterThanOrEqual(2);

    // Links both ways, invitations sent (accepted, pending) and received (accepted, pending, declined).
    await buyAssessmentPack(a);
    await api.post('/api/account-links/invite', { targetEmail: p.email, relationshipType: 'co_parent' }, { token: a.token });
    expect((await api.post(`/api/account-links/accept/${await inviteToken(p.email)}`, undefined, { token: p.token })).status).toBe(200);
    await api.post('/api/account-links/invite', { targetEmail: b.email, relationshipType: 'spouse' }, { token: p.token });
    expect((await api.post(`/api/account-links/accept/${await inviteToken(b.email)}`, undefined, { token: b.token })).status).toBe(200);
    await api.post('/api/account-links/invite', { targetEmail: c.email, relationshipType: 'caregiver' }, { token: p.token });
    await api.post('/api/account-links/invite', { targetEmail: p.email, relationshipType: 'family_member' }, { token: d.token });
    await api.post('/api/account-links/invite', { targetEmail: p.email, relationshipType: 'family_member' }, { token: e.token });
    const fromE = linkIn((await emailsTo(p.email)).filter((m) => m.subject.includes('invited you')).at(-1)!, '/account-link/').split('/account-link/')[1];
    expect((await api.post(`/api/account-links/decline/${fromE}`, undefined, { token: p.token })).status).toBe(200);
    // P takes an assessment on A's child (shared through the link): it stays with A's child.
    const aChild = (await api.post('/api/family-members', childMember({ name: 'Anouk Child' }), { token: a.token })).body;
    const onAChild = await api.post('/api/vark/assessments/start', { familyMemberId: aChild.id }, { token: p.token });
    expect(onAChild.status).toBe(201);
    // Lists: P's own (with an aisle choice), and an item P added to A's Shopping list through the link.
    const pLists = (await api.get('/api/lists', { token: p.token })).body.lists as Array<{ id: string; familyId: string }>;
    const pShopping = pLists.find((l) => l.familyId === p.user.id)!.id;
    const aShopping = pLists.find((l) => l.familyId === a.user.id)!.id;
    const packing = (await api.post('/api/lists', { name: 'Quilla packing' }, { token: p.token })).body.id;
    expect((await api.post(`/api/lists/${packing}/items`, { items: [{ text: 'Passports' }] }, { token: p.token })).status).toBe(201);
    const tea = (await api.post(`/api/lists/${pShopping}/items`, { items: [{ text: 'Tea' }] }, { token: p.token })).body.added[0];
    expect((await api.patch(`/api/lists/${pShopping}/items/${tea.id}`, { aisle: 'drinks' }, { token: p.token })).status).toBe(200);
    const onAList = (await api.post(`/api/lists/${aShopping}/items`, { items: [{ text: 'Apples' }] }, { token: p.token })).body.added[0];

    const before = (await allItems()).filter((i) => traces.some((t) => JSON.stringify(i).includes(t)));
    expect(new Set(before.map((i) => i.entity))).toEqual(
      new Set([
        'user',
        'emailIndex',
        'whatsappIndex',
        'session',
        'member',
        'vark',
        'event',
        'reminder',
        'todo',
        'list',
        'listItem',
        'aisleChoices',
        'calendarFeed',
        'token',
        'stripeCustomer',
        'simCheckout',
        'checkoutSession',
        undefined,
        'accountLink',
        'linkSide',
        'pendingInvite',
      ]),
    );

    const res = await call('DELETE', '/api/auth/account', { token: p.token, body: { currentPassword: PASSWORD } });
    expect(res.status).toBe(200);

    const after = await allItems();
    const left = after.filter((i) => traces.some((t) => JSON.stringify(i).includes(t)));
    expect(left).toEqual([]);
    // Payments stay for revenue, without who paid.
    const kept = after.filter((i) => payments.some((p0) => p0.pk === i.pk));
    expect(kept).toHaveLength(payments.length);
    for (const k of kept) expect(k).toMatchObject({ anonymised: true, amount: expect.any(Number), created: expect.any(Number) });
    for (const k of kept) expect(k.customer).toBeUndefined();
    // The others' accounts go on: A keeps the child and the assessment P took on it, without P's id.
    expect((await api.get('/api/account-links', { token: a.token })).body.accountLinks).toEqual([]);
    expect((await api.get('/api/account-links', { token: d.token })).body.accountLinks).toEqual([]);
    expect((await api.get(`/api/vark/assessments/${onAChild.body.assessment.id}`, { token: a.token })).status).toBe(200);
    // A keeps the item P added to A's list, without P's id or name.
    expect((await api.get(`/api/lists/${aShopping}/items`, { token: a.token })).body.items).toEqual([{ ...onAList, addedBy: null }]);
    expect((await api.get('/api/auth/user', { token: p.token })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: p.email, password: PASSWORD }, { ip: '192.0.2.250' })).status).toBe(401);
  }, 120_000);
});

describe('common passwords are refused', () => {
  const TOO_COMMON = 'This password is too common. Please choose another.';

  it('on registration, reset and change, with the spec message', async () => {
    const reg = await api.post('/api/auth/register', registration({ password: 'Password1!' }));
    expect(reg.status).toBe(400);
    expect(reg.body.error).toBe(TOO_COMMON);

    const user = await signedUpUser();
    const change = await api.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'Monkey#2024' }, { token: user.token });
    expect(change.status).toBe(400);
    expect(change.body.fields.newPassword).toBe(TOO_COMMON);

    await api.post('/api/auth/request-password-reset', { email: user.email });
    const token = tokenFromLink(linkIn(await waitForEmail(user.email, /Reset your/), '/reset-password'));
    const reset = await api.post('/api/auth/reset-password', { token, newPassword: 'Qwerty123!' });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toBe(TOO_COMMON);
    // The old password still works: nothing was changed.
    expect((await api.post('/api/auth/login', { email: user.email, password: PASSWORD }, { ip: '192.0.2.251' })).status).toBe(200);
  });
});

describe('a write racing the deletion cannot bring an item back', () => {
  it('once the profile is gone (the first step of a deletion), no request of a still-open session creates an item', async () => {
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('../../functions/data/client');
    const { buyAssessmentPack } = await import('../helpers/billing');
    const { childMember } = await import('../helpers/family');
    const p = await signedUpUser();
    await buyAssessmentPack(p);
    const child = (await api.post('/api/family-members', childMember(), { token: p.token })).body;
    const series = (await api.post('/api/calendar/events', { title: 'Swim', date: '2031-05-01', time: '10:00', recurrence: 'weekly' }, { token: p.token }))
      .body;
    const partition = async () =>
      (await allItems())
        .filter((i) => i.pk === `USER#${p.user.id}`)
        .map((i) => `${i.sk}`)
        .sort();

    // The deletion has removed the profile; its session and items are still there for a moment.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.user(p.user.id) }));
    const before = await partition();
    const attempts = await Promise.all([
      api.post('/api/family-members', childMember({ name: 'Late Child' }), { token: p.token }),
      api.post('/api/todos', { task: 'Late task' }, { token: p.token }),
      api.post('/api/calendar/events', { title: 'Late event', date: '2031-06-01', time: '09:00', reminderMinutes: 10 }, { token: p.token }),
      api.put(`/api/calendar/events/${series.id}`, { title: 'Moved' }, { query: { occurrenceDate: '2031-05-08' }, token: p.token }),
      api.post('/api/vark/assessments/start', { familyMemberId: child.id }, { token: p.token }),
      api.get('/api/calendar/feed', { token: p.token }),
      api.post('/api/lists', { name: 'Late list' }, { token: p.token }),
      api.post(`/api/lists/shopping_${p.user.id}/items`, { items: [{ text: 'Late item' }] }, { token: p.token }),
    ]);
    for (const res of attempts) expect([401, 403, 404], `${res.status} ${res.text}`).toContain(res.status);
    expect(await partition()).toEqual(before);
    expect((await allItems()).filter((i) => i.gsi2pk === `OWNER#${p.user.id}` && String(i.pk).startsWith('FEED#'))).toEqual([]);
  }, 90_000);
});
