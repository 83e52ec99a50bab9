import { SignJWT } from 'jose';
import { describe, expect, it, beforeAll } from 'vitest';
import { routeKey, routes, type RouteRow } from '../../functions/routes';
import { signedUpUser } from '../helpers/accounts';
import { api, call } from '../helpers/api';
import { buyAssessmentPack } from '../helpers/billing';
import { childMember } from '../helpers/family';
import { linkIn, waitForEmail } from '../helpers/mail';
import { ics, startCalendarServer } from '../helpers/calendar-server';

// A's calendar subscription reads a stand-in school server on loopback, as under `npm start`.
process.env.CALENDAR_FETCH_ALLOW_LOOPBACK = '1';

/**
 * For every route of the table: the authentication matrix, and for every route that takes a resource
 * id, another account's id. A route added to the table without an entry below fails this test.
 */

type User = Awaited<ReturnType<typeof signedUpUser>>;
let a: User; // owns the resources
let b: User; // another account
const ids: Record<string, string> = {};

/**
 * How to get A's resource for each path parameter, and the status B gets for it. `param` fills `{id}` (and any
 * single parameter); `params` names each parameter of a path with several.
 */
const OWNED: Record<string, { param: () => string; params?: () => Record<string, string>; expect: number }> = {
  'GET /api/family-members/{id}': { param: () => ids.member, expect: 404 },
  'PUT /api/family-members/{id}': { param: () => ids.member, expect: 404 },
  'DELETE /api/family-members/{id}': { param: () => ids.member, expect: 404 },
  'GET /api/family-members/{id}/documents': { param: () => ids.member, expect: 404 },
  'POST /api/family-members/{id}/documents': { param: () => ids.member, expect: 404 },
  'DELETE /api/documents/{id}': { param: () => ids.document, expect: 404 },
  'POST /api/documents/{id}/events': { param: () => ids.document, expect: 404 },
  'PATCH /api/vark/assessments/{id}': { param: () => ids.vark, expect: 404 },
  'GET /api/vark/assessments/{id}': { param: () => ids.vark, expect: 404 },
  'GET /api/disc/assessments/{id}/current': { param: () => ids.disc, expect: 404 },
  'PATCH /api/disc/assessments/{id}': { param: () => ids.disc, expect: 404 },
  'DELETE /api/disc/assessments/{id}': { param: () => ids.disc, expect: 404 },
  'PUT /api/calendar/events/{id}': { param: () => ids.event, expect: 404 },
  'DELETE /api/calendar/events/{id}': { param: () => ids.event, expect: 404 },
  'PATCH /api/todos/{id}': { param: () => ids.todo, expect: 404 },
  'DELETE /api/todos/{id}': { param: () => ids.todo, expect: 404 },
  // A's family's lists: B is neither the account holder nor linked (docs/decisions/0014).
  'PATCH /api/lists/{id}': { param: () => ids.list, expect: 404 },
  'DELETE /api/lists/{id}': { param: () => ids.list, expect: 404 },
  'GET /api/lists/{id}/items': { param: () => ids.shopping, expect: 404 },
  'POST /api/lists/{id}/items': { param: () => ids.shopping, expect: 404 },
  'PATCH /api/lists/{id}/items/{itemId}': { param: () => ids.shopping, params: () => ({ id: ids.shopping, itemId: ids.listItem }), expect: 404 },
  'DELETE /api/lists/{id}/items/{itemId}': { param: () => ids.shopping, params: () => ({ id: ids.shopping, itemId: ids.listItem }), expect: 404 },
  'POST /api/lists/{id}/clear-done': { param: () => ids.shopping, expect: 404 },
  'PATCH /api/calendar/subscriptions/{id}': { param: () => ids.subscription, expect: 404 },
  'DELETE /api/calendar/subscriptions/{id}': { param: () => ids.subscription, expect: 404 },
  'POST /api/calendar/subscriptions/{id}/refresh': { param: () => ids.subscription, expect: 404 },
  'DELETE /api/account-links/{id}': { param: () => ids.link, expect: 404 },
  'PATCH /api/account-links/{id}': { param: () => ids.link, expect: 404 },
  'POST /api/account-links/{id}/withdraw': { param: () => ids.pendingLink, expect: 404 },
  // Only the invited address may answer an invitation (docs/decisions/0003): 403.
  'POST /api/account-links/accept/{token}': { param: () => ids.invite, expect: 403 },
  'POST /api/account-links/decline/{token}': { param: () => ids.invite, expect: 403 },
};
/** Public routes whose path parameter is itself the secret (nothing else to own). */
const SECRET_PATHS = new Set(['GET /api/calendar/feed/{token}', 'GET /api/account-links/invitation/{token}']);

const bodyFor = (row: RouteRow) => {
  if (!['POST', 'PUT', 'PATCH'].includes(row.method)) return undefined;
  // A valid body where the route needs one, so the answer is about the id, not the input.
  if (row.path.startsWith('/api/vark/assessments/') || row.path.startsWith('/api/disc/assessments/')) return { responses: [] };
  if (row.path.endsWith('/documents')) return { fileName: 'letter.txt', dataBase64: Buffer.from('Sports day 12 June 2027').toString('base64') };
  if (row.path.endsWith('/events') && row.path.startsWith('/api/documents/')) return { numbers: [1] };
  if (row.path === '/api/lists/{id}/items') return { items: [{ text: 'milk' }] };
  if (row.path === '/api/lists/{id}/items/{itemId}') return { done: true };
  if (row.path === '/api/account-links/{id}') return { permissions: ['edit_calendar'] };
  return { name: 'x' };
};
const pathFor = (row: RouteRow, value = 'someid', values: Record<string, string> = {}) =>
  row.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? value);

beforeAll(async () => {
  a = await signedUpUser();
  b = await signedUpUser();
  const c = await signedUpUser();
  await buyAssessmentPack(a);
  ids.member = (await api.post('/api/family-members', childMember(), { token: a.token })).body.id;
  ids.vark = (await api.post('/api/vark/assessments/start', { familyMemberId: ids.member }, { token: a.token })).body.assessment.id;
  ids.disc = (await api.post('/api/disc/assessments/start', { familyMemberId: ids.member }, { token: a.token })).body.assessment.id;
  ids.event = (await api.post('/api/calendar/events', { title: 'Dentist', date: '2026-05-01', time: '10:00' }, { token: a.token })).body.id;
  ids.todo = (await api.post('/api/todos', { task: 'Pack bag' }, { token: a.token })).body.id;
  const school = await startCalendarServer();
  school.serve('/term.ics', ics([{ uid: 'inset@school', title: 'Inset day', start: '20270104', allDay: true }]));
  ids.subscription = (await api.post('/api/calendar/subscriptions', { url: school.url('/term.ics'), name: 'School' }, { token: a.token })).body.id;
  await school.close();
  ids.list = (await api.post('/api/lists', { name: 'Costco' }, { token: a.token })).body.id;
  ids.shopping = (await api.get('/api/lists', { token: a.token })).body.lists[0].id;
  ids.listItem = (await api.post(`/api/lists/${ids.shopping}/items`, { items: [{ text: 'Bread' }] }, { token: a.token })).body.added[0].id;
  ids.document = (
    await api.post(
      `/api/family-members/${ids.member}/documents`,
      { fileName: 'letter.txt', dataBase64: Buffer.from('Sports day 12 June 2027').toString('base64') },
      { token: a.token },
    )
  ).body.id;
  await api.post('/api/account-links/invite', { targetEmail: c.email, relationshipType: 'spouse' }, { token: a.token });
  const token = linkIn(await waitForEmail(c.email, /invited you/), '/account-link/').split('/account-link/')[1];
  await api.post(`/api/account-links/accept/${token}`, undefined, { token: c.token });
  ids.link = (await api.get('/api/account-links', { token: a.token })).body.accountLinks[0].id;
  const pending = await signedUpUser();
  ids.pendingLink = (
    await api.post('/api/account-links/invite', { targetEmail: pending.email, relationshipType: 'caregiver' }, { token: a.token })
  ).body.accountLink.id;
  ids.invite = linkIn(await waitForEmail(pending.email, /invited you/), '/account-link/').split('/account-link/')[1];
}, 120_000);

describe('every route is covered', () => {
  it('has an ownership entry for every route that takes an id', () => {
    const withParams = routes.filter((r) => r.path.includes('{') && !SECRET_PATHS.has(routeKey(r)));
    expect(withParams.map(routeKey).filter((k) => !OWNED[k])).toEqual([]);
  });
});

describe('authentication matrix', () => {
  const protectedRoutes = routes.filter((r) => r.access !== 'public');

  it.each(protectedRoutes.map((r) => [routeKey(r), r] as const))('%s refuses missing, malformed, foreign, expired and logged-out tokens', async (_key, row) => {
    const path = pathFor(row);
    const body = bodyFor(row);
    const otherKey = new TextEncoder().encode('a-completely-different-signing-key-0123456789');
    const foreign = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(a.user.id)
      .setIssuer('simplify')
      .setAudience('simplify-web')
      .setExpirationTime('1h')
      .sign(otherKey);
    const realKey = new TextEncoder().encode(process.env.JWT_SECRET!);
    const [, payload] = a.token.split('.');
    const sid = JSON.parse(Buffer.from(payload, 'base64url').toString()).sid;
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(a.user.id)
      .setIssuer('simplify')
      .setAudience('simplify-web')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(realKey);
    const noneAlg = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    const loggedOut = (await api.post('/api/auth/login', { email: b.email, password: 'Sunny-Day-42!' })).body.token;
    await api.post('/api/auth/logout', undefined, { token: loggedOut });
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer not.a.jwt' },
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${foreign}` },
      { authorization: `Bearer ${expired}` },
      { authorization: `Bearer ${noneAlg}` },
      { authorization: `Bearer ${loggedOut}` },
    ]) {
      const res = await call(row.method, path, { body, headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(typeof res.body.error).toBe('string');
    }
  });
});

describe('ownership', () => {
  it.each(Object.entries(OWNED))("%s answers another account's id with the right status", async (key, { param, params, expect: status }) => {
    const row = routes.find((r) => routeKey(r) === key)!;
    const res = await call(row.method, pathFor(row, param(), params?.()), { body: bodyFor(row), token: b.token });
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe('string');
  });

  it('A still owns everything after B tried', async () => {
    expect((await api.get(`/api/family-members/${ids.member}`, { token: a.token })).status).toBe(200);
    expect((await api.get(`/api/vark/assessments/${ids.vark}`, { token: a.token })).status).toBe(200);
    expect((await api.get('/api/todos', { token: a.token })).body).toHaveLength(1);
    // A's own lists (A is linked to C, whose Shopping list follows them).
    const lists = (await api.get('/api/lists', { token: a.token })).body.lists.filter((l: { familyId: string }) => l.familyId === a.user.id);
    expect(lists.map((l: { id: string; name: string }) => [l.id, l.name])).toEqual([
      [ids.shopping, 'Shopping'],
      [ids.list, 'Costco'],
    ]);
    const shopping = (await api.get(`/api/lists/${ids.shopping}/items`, { token: a.token })).body;
    expect(shopping.items).toEqual([expect.objectContaining({ id: ids.listItem, text: 'Bread', done: false })]);
    expect((await api.get(`/api/family-members/${ids.member}/documents`, { token: a.token })).body.map((d: { id: string }) => d.id)).toEqual([ids.document]);
    expect((await api.get('/api/calendar/subscriptions', { token: a.token })).body.subscriptions).toEqual([
      expect.objectContaining({ id: ids.subscription, name: 'School', paused: false }),
    ]);
  });
});

describe('admin routes', () => {
  it.each(routes.filter((r) => r.access === 'admin').map((r) => [routeKey(r), r] as const))('%s answers 403 to a normal user', async (_key, row) => {
    const res = await call(row.method, pathFor(row), { token: b.token });
    expect(res.status).toBe(403);
  });
});
