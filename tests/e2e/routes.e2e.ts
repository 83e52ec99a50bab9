import { describe, expect, inject, it } from 'vitest';
import { routeKey, routes } from '../../functions/routes';

const appUrl = inject('appUrl');

/**
 * Every route answers through the real `npm start` server (Node ESM via tsx, not vitest's loader):
 * a module that fails to load there shows up here as a 5xx.
 */
describe('every route through the running server', () => {
  it.each(routes.map((r) => [routeKey(r), r] as const))('%s answers without a 5xx', async (_key, row) => {
    const path = row.path.replace(/\{\w+\}/g, 'x'.repeat(43));
    const res = await fetch(`${appUrl}${path}`, {
      method: row.method,
      headers: { 'content-type': 'application/json' },
      body: ['GET', 'DELETE'].includes(row.method) ? undefined : '{}',
    });
    expect(res.status).toBeLessThan(500);
    const body = await res.json();
    if (res.status >= 400) expect(typeof body.error).toBe('string');
  });
});
