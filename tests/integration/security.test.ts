import { describe, expect, it } from 'vitest';
import { PASSWORD, signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';

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
