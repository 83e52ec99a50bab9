import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteRow } from '../../functions/routes';
import { signedUpUser } from '../helpers/accounts';
import { call } from '../helpers/api';
import { allItems } from '../helpers/table';

/**
 * Bad input for every route: generated bodies, query strings and path ids. The answer is never a 5xx,
 * never a stack trace, every 4xx carries an `error` message, and rejected requests write nothing
 * (rate-limit counters aside, which count rejected sign-ins on purpose).
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
/** Routes that end the caller's session or account: fuzzed without a token, so they only see bad input and no auth. */
const ENDS_SESSION = new Set(['POST /api/auth/logout', 'DELETE /api/auth/account']);

const nasty = fc.oneof(
  fc.constant('__proto__'),
  fc.constant('constructor'),
  fc.constant('prototype'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ minLength: 2000, maxLength: 5000 }),
  fc.constantFrom('../../etc/passwd', '<img src=x onerror=alert(1)>', "' OR 1=1 --", '${jndi:x}', '\u0000\uFFFF', '😀'.repeat(50), '2026-02-30', '-1', '1e309'),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    nasty,
    fc.dictionary(nasty, tie('value'), { maxKeys: 5 }),
    fc.array(tie('value'), { maxLength: 4 }),
  ),
})).value;

const request = (row: RouteRow) =>
  fc
    .record({
      body: fc.oneof(
        json.map((v) => JSON.stringify(v)),
        fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}'),
        fc.string({ maxLength: 100 }),
      ),
      contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
      query: fc.dictionary(
        fc.oneof(nasty, fc.constantFrom('fromDate', 'toDate', 'pageSize', 'cursor', 'search', 'occurrenceDate')),
        fc.oneof(nasty, fc.string({ maxLength: 20 })),
        { maxKeys: 4 },
      ),
      id: fc.oneof(nasty, fc.string({ minLength: 1, maxLength: 80 }), fc.constant('a'.repeat(43))),
    })
    .map((r) => ({ ...r, path: row.path.replace(/\{\w+\}/g, () => encodeURIComponent(r.id) || 'x') }));

let token: string;
let total = 0;

beforeAll(async () => {
  token = (await signedUpUser()).token;
});

const significant = (items: Record<string, unknown>[]) =>
  items
    .filter((i) => i.entity !== 'rateLimit')
    .map((i) => `${i.pk}|${i.sk}|${JSON.stringify(i)}`)
    .sort();

describe('bad input on every route', () => {
  it.each(routes.map((r) => [routeKey(r), r] as const))('%s never answers 5xx, leaks nothing, and rejected requests write nothing', async (_key, row) => {
    const before = significant(await allItems());
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(request(row), async (r) => {
        total += 1;
        const res = await call(row.method, r.path, {
          rawBody: ['GET', 'DELETE'].includes(row.method) && r.body.length > 50 ? undefined : r.body,
          headers: r.contentType ? { 'content-type': r.contentType } : {},
          query: r.query,
          token: ENDS_SESSION.has(routeKey(row)) ? undefined : token,
        });
        expect(res.status, res.text).toBeLessThan(500);
        expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+|Error: |stack/i);
        if (res.status >= 400) expect(typeof res.body?.error, res.text).toBe('string');
        else accepted += 1;
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
    if (accepted === 0) expect(significant(await allItems())).toEqual(before);
  });

  it('reports how many requests were tried', () => {
    console.info(`fuzz: ${total} requests over ${routes.length} routes`);
    expect(total).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
  });
});
