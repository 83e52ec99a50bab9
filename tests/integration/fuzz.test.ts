import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteRow } from '../../functions/routes';
import { signedUpUser } from '../helpers/accounts';
import { call } from '../helpers/api';
import { childMember } from '../helpers/family';
import { linkIn, waitForEmail } from '../helpers/mail';
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

/**
 * Hand-picked bad input where the generated bodies above seldom reach the check: a real link for the rights
 * change (a random id stops at "not found"), invitation tokens of the wrong shape, and an event's people.
 * Each answers a 4xx with a message and writes nothing.
 */
describe('bad input on link rights, invitations and event people', () => {
  let holder: Awaited<ReturnType<typeof signedUpUser>>;
  let coParent: Awaited<ReturnType<typeof signedUpUser>>;
  let linkId: string;
  let usedToken: string;
  let childId: string;

  beforeAll(async () => {
    [holder, coParent] = await Promise.all([signedUpUser(), signedUpUser()]);
    const invited = await call('POST', '/api/account-links/invite', {
      body: { targetEmail: coParent.email, relationshipType: 'co_parent', permissions: ['edit_calendar'] },
      token: holder.token,
    });
    expect(invited.status).toBe(201);
    linkId = invited.body.accountLink.id;
    usedToken = linkIn(await waitForEmail(coParent.email, /invited you/), '/account-link/').split('/account-link/')[1];
    expect((await call('POST', `/api/account-links/accept/${usedToken}`, { token: coParent.token })).status).toBe(200);
    childId = (await call('POST', '/api/family-members', { body: childMember(), token: holder.token })).body.id;
  });

  /** Sends each request, expects a 4xx with a message for all of them, and that none wrote anything. */
  async function refusedAll(requests: Array<{ label: string; method: string; path: string; body?: unknown; rawBody?: string; token?: string }>) {
    const before = significant(await allItems());
    for (const r of requests) {
      const res = await call(r.method, r.path, {
        body: r.body,
        rawBody: r.rawBody,
        headers: r.rawBody !== undefined ? { 'content-type': 'application/json' } : {},
        token: r.token,
      });
      expect(res.status, `${r.label}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${r.label}: ${res.text}`).toBeLessThan(500);
      expect(typeof res.body?.error, `${r.label}: ${res.text}`).toBe('string');
    }
    expect(significant(await allItems())).toEqual(before);
  }

  it('PATCH /api/account-links/{id} refuses permissions that are not a short list of short names', async () => {
    const bodies: Array<[string, unknown]> = [
      ['missing', {}],
      ['a string', { permissions: 'view_calendar' }],
      ['a long string', { permissions: 'x'.repeat(5000) }],
      ['an object', { permissions: { 0: 'view_calendar' } }],
      ['11 items', { permissions: Array.from({ length: 11 }, () => 'view_calendar') }],
      ['a name of 41 characters', { permissions: ['x'.repeat(41)] }],
      ['a name of 5000 characters', { permissions: ['view_calendar', 'e'.repeat(5000)] }],
      ['null', { permissions: null }],
      ['a number', { permissions: 7 }],
      ['numbers', { permissions: [1, 2] }],
      ['a null item', { permissions: [null] }],
      ['a nested list', { permissions: [['edit_calendar']] }],
      ['true', { permissions: true }],
    ];
    await refusedAll([
      ...bodies.map(([label, body]) => ({ label, method: 'PATCH', path: `/api/account-links/${linkId}`, body, token: holder.token })),
      ...['null', '[]', '"x"', '7', '{"permissions":'].map((rawBody) => ({
        label: `raw ${rawBody}`,
        method: 'PATCH',
        path: `/api/account-links/${linkId}`,
        rawBody,
        token: holder.token,
      })),
      // The invitee's bad body is refused for the body, before the question of who may change the link.
      { label: 'invitee, 11 items', method: 'PATCH', path: `/api/account-links/${linkId}`, body: { permissions: Array(11).fill('x') }, token: coParent.token },
    ]);
    const link = (await call('GET', '/api/account-links', { token: coParent.token })).body.accountLinks[0];
    expect(link.permissions).toEqual(['view_children', 'manage_assessments', 'view_calendar', 'edit_calendar']);
  });

  it('GET /api/account-links/invitation/{token} refuses tokens of the wrong shape, unknown and used ones', async () => {
    const tokens = [
      'short',
      'a'.repeat(42),
      'a'.repeat(44),
      'a'.repeat(2000),
      'a'.repeat(43),
      `${'a'.repeat(42)}!`,
      `${'a'.repeat(41)}%00`,
      '😀'.repeat(43),
      '../../etc/passwd',
      '__proto__',
      ' ',
      "' OR 1=1 --",
      usedToken,
    ];
    await refusedAll(tokens.map((t) => ({ label: t.slice(0, 50), method: 'GET', path: `/api/account-links/invitation/${encodeURIComponent(t)}` })));
    expect((await call('GET', `/api/account-links/invitation/${'a'.repeat(43)}`)).status).toBe(404);
    expect((await call('GET', `/api/account-links/invitation/${usedToken}`)).status).toBe(410);
  });

  it('POST /api/calendar/events refuses memberIds that are not a list of at most 12 ids of reachable people', async () => {
    const event = { title: 'Swimming', date: '2026-12-05', time: '10:00' };
    const fakeIds = (n: number) => Array.from({ length: n }, (_, i) => `m${i}${'0'.repeat(20)}`);
    const memberIds: Array<[string, unknown]> = [
      ['a string', childId],
      ['an object', { 0: childId }],
      ['null', null],
      ['a number', 3],
      ['13 ids', fakeIds(13)],
      ['13 times the child', Array(13).fill(childId)],
      ['a space and a bang', ['bad id!']],
      ['a path', ['../../etc/passwd']],
      ['an empty id', ['']],
      ['65 characters', ['a'.repeat(65)]],
      ['unicode', ['😀']],
      ['numbers', [1, 2]],
      ['a null item', [null]],
      ['a nested list', [[childId]]],
      ['12 unknown ids', fakeIds(12)],
      ['the child and an unknown id', [childId, 'x'.repeat(64)]],
    ];
    await refusedAll(
      [holder, coParent].flatMap((u, i) =>
        memberIds.map(([label, ids]) => ({
          label: `${i ? 'co-parent' : 'holder'}, ${label}`,
          method: 'POST',
          path: '/api/calendar/events',
          body: { ...event, memberIds: ids },
          token: u.token,
        })),
      ),
    );
  });

  it('POST /api/calendar/events counts familyMemberId with memberIds: 13 people in all are refused like 13 memberIds', async () => {
    // Thirteen people the holder may name: 11 children and the two adults of the household.
    const children: string[] = [childId];
    for (let i = 1; i < 11; i++)
      children.push((await call('POST', '/api/family-members', { body: childMember({ name: `Kid ${i}` }), token: holder.token })).body.id);
    const memberIds = [...children.slice(1), holder.user.id, coParent.user.id];
    expect(new Set([children[0], ...memberIds]).size).toBe(13);
    await refusedAll([
      {
        label: 'familyMemberId and 12 more memberIds',
        method: 'POST',
        path: '/api/calendar/events',
        body: { title: 'Swimming', date: '2026-12-05', time: '10:00', familyMemberId: children[0], memberIds },
        token: holder.token,
      },
    ]);
  });
});
