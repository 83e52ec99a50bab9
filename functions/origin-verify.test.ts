import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

// As in AWS: the stack gives every function the origin-verify secret (here by value, in AWS by ARN).
// Set before the handlers first read their configuration.
const SECRET = randomBytes(32).toString('base64url');
process.env.ORIGIN_VERIFY_SECRET = SECRET;
const { call } = await import('../tests/helpers/api');

describe('the wrapper in AWS (origin-verify secret configured)', () => {
  it('refuses a request that did not come through CloudFront with 403, before routing', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { 'x-origin-verify': 'guess' },
      { 'x-origin-verify': `${SECRET}x` },
      { 'X-Origin-Verify': SECRET.slice(1) },
    ]) {
      const res = await call('GET', '/api/health', { headers });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe("Forbidden: use the app's address to reach the API.");
    }
    // An unknown path is 403 too: a direct caller cannot map the routes.
    expect((await call('GET', '/api/no-such-route')).status).toBe(403);
    expect((await call('POST', '/api/auth/login', { body: { email: 'a@example.com', password: 'x' } })).status).toBe(403);
  });

  it('serves a request that carries the header CloudFront adds', async () => {
    const res = await call('GET', '/api/health', { headers: { 'X-Origin-Verify': SECRET } });
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/no-such-route', { headers: { 'x-origin-verify': SECRET } })).status).toBe(404);
  });
});
