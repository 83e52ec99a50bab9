import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keys } from '../../functions/data/keys';
import { PASSWORD, registration, signedUpUser, tokenFromLink } from '../helpers/accounts';
import { api } from '../helpers/api';
import { linkIn, waitForEmail } from '../helpers/mail';
import { allItems, setAttributes } from '../helpers/table';

// This file reads the request log: every line the handlers write is kept here instead of printed.
process.env.LOG_LEVEL = 'info';
const logged: string[] = [];
beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});
afterAll(() => vi.restoreAllMocks());

/**
 * Each test replays an attack from issue 17 against the real handlers and DynamoDB Local, and shows
 * that it now fails.
 */

const WRONG = 'Wrong-pass-1!';

describe('throttles hold under concurrency', () => {
  it('40 parallel wrong passwords against one account: at most 5 are checked, the rest get 429', async () => {
    const user = await signedUpUser();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => api.post('/api/auth/login', { email: user.email, password: WRONG }, { ip: `192.0.2.${i + 1}` })));
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
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => api.post('/api/auth/login', { email: `nobody${i}@example.com`, password: WRONG }, { ip: `2001:db8:77:1::${(i + 1).toString(16)}` })));
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
