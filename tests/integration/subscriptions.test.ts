import { DateTime } from 'luxon';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbUsage, resetDbUsage } from '../../functions/data/client';
import { answer } from '../../functions/assistant/conversation/assistant';
import { dailyAgenda } from '../../functions/jobs/daily-agenda';
import { consumeDeliveriesLocally, deliveriesIdle } from '../../functions/adapters/deliveries';
import { handler as deliveriesWorker } from '../../functions/jobs/deliveries-worker';
import { runRefreshJob } from '../../functions/jobs/refresh-subscriptions';
import { requireUser } from '../../functions/data/users';
import { event, invoice, subscription } from '../../scripts/local/stripe-events';
import { deliverStripeEvent } from '../helpers/billing';
import { listSubscribed } from '../../functions/subscriptions/calendar-view';
import { getSubscription } from '../../functions/subscriptions/subscription-record';
import { windowOf } from '../../functions/subscriptions/subscription-source';
import { createSubscription, refreshOne } from '../../functions/subscriptions/subscriptions';
import { MAX_SUBSCRIPTIONS, type Subscription } from '../../shared/schemas/subscriptions';
import { signedUpUser } from '../helpers/accounts';
import { api } from '../helpers/api';
import { ics, startCalendarServer } from '../helpers/calendar-server';
import { childMember } from '../helpers/family';
import { allItems, itemsOf, setAttributes } from '../helpers/table';

// As under `npm start`: the stand-in school server listens on loopback.
process.env.CALENDAR_FETCH_ALLOW_LOOPBACK = '1';

type User = Awaited<ReturnType<typeof signedUpUser>>;
let server: Awaited<ReturnType<typeof startCalendarServer>>;
beforeAll(async () => {
  server = await startCalendarServer();
});
afterAll(() => server.close());

const London = 'Europe/London';
const day = (n: number) => DateTime.now().setZone(London).startOf('day').plus({ days: n });
const ymd = (n: number) => day(n).toISODate()!;
const compact = (n: number) => ymd(n).replaceAll('-', '');
/** A UTC stamp on day n at hh:mm London time. */
const at = (n: number, hh: number, mm = 0) => day(n).set({ hour: hh, minute: mm }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);
const writesIn = (ops: string[]) => ops.filter((op) => WRITES.has(op));

const subscribe = (u: User, body: Record<string, unknown>) => api.post('/api/calendar/subscriptions', body, { token: u.token });
const eventsOf = async (u: User, from = ymd(-5), to = ymd(50)) => {
  const res = await api.get('/api/calendar/events', { token: u.token, query: { fromDate: from, toDate: to } });
  expect(res.status, res.text).toBe(200);
  return res.body as Array<Record<string, any>>;
};
/** One scheduled refresh of one subscription, with the DynamoDB writes it made. */
async function scheduledRefresh(u: User, id: string) {
  const sub = await getSubscription(u.user.id, id);
  resetDbUsage();
  const { outcome, written } = await refreshOne(u.user.id, sub, { manual: false });
  return { outcome, written, writes: writesIn(dbUsage().ops) };
}
const subsOf = async (u: User): Promise<Subscription[]> => (await api.get('/api/calendar/subscriptions', { token: u.token })).body.subscriptions;

const school = (version: 1 | 2) =>
  ics(
    [
      { uid: 'inset-1@riverside', title: 'Inset day', start: compact(3), end: compact(4), allDay: true },
      { uid: 'play@riverside', title: 'Nativity play', start: version === 1 ? at(5, 14) : at(6, 10), end: version === 1 ? at(5, 15) : at(6, 11) },
      ...(version === 1
        ? [{ uid: 'trip@riverside', title: 'Museum trip', start: at(8, 9), end: at(8, 15) }]
        : [{ uid: 'fair@riverside', title: 'Winter fair', start: at(10, 12), end: at(10, 16) }]),
      {
        uid: 'club@riverside',
        title: 'Chess club',
        start: at(1, 15, 30),
        end: at(1, 16, 30),
        extra: [`RRULE:FREQ=WEEKLY;COUNT=4`, `EXDATE:${at(8, 15, 30)}`],
      },
    ],
    'Riverside Primary',
  );

describe('calendar subscriptions', () => {
  it('subscribes at once, shows the events read-only with their source, never shows the address back, and seals it in the table', async () => {
    const u = await signedUpUser({ timezone: London });
    const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: u.token })).body;
    server.serve('/riverside/secret-abc123/basic.ics', school(1));
    const res = await subscribe(u, { url: server.url('/riverside/secret-abc123/basic.ics'), name: 'Riverside Primary', color: '#16a34a', memberId: mia.id });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Riverside Primary',
      color: '#16a34a',
      memberId: mia.id,
      status: 'ok',
      eventCount: 6,
      paused: false,
      showInFeed: true,
      error: null,
    });
    expect(res.body.address).not.toContain('secret-abc123');
    expect(JSON.stringify(await subsOf(u))).not.toContain('secret-abc123');

    const events = await eventsOf(u);
    const source = { subscriptionId: res.body.id, name: 'Riverside Primary', color: '#16a34a' };
    expect(events.find((e) => e.title === 'Inset day')).toMatchObject({ date: ymd(3), allDay: true, readOnly: true, source, familyMemberId: mia.id });
    expect(events.find((e) => e.title === 'Nativity play')).toMatchObject({ date: ymd(5), time: '14:00', duration: 60, allDay: false });
    // Weekly for four weeks, one week excluded.
    expect(events.filter((e) => e.title === 'Chess club').map((e) => e.date)).toEqual([ymd(1), ymd(15), ymd(22)]);

    const stored = await itemsOf(u.user.id);
    expect(JSON.stringify(stored)).not.toContain('secret-abc123');
    expect(JSON.stringify(await allItems())).not.toContain('/riverside/secret-abc123');
  });

  it('a refresh after the source changed moves, adds and removes events; a 304 and the same body again write nothing', async () => {
    const u = await signedUpUser({ timezone: London });
    server.serve('/refresh/school.ics', school(1));
    const sub = (await subscribe(u, { url: server.url('/refresh/school.ics'), name: 'School' })).body;

    // Unchanged at the source: the scheduled refresh asks with If-None-Match, gets 304 and writes nothing.
    expect(await scheduledRefresh(u, sub.id)).toEqual({ outcome: 'unchanged', written: 0, writes: [] });
    expect(server.requests.filter((r) => r.path === '/refresh/school.ics').at(-1)!.ifNoneMatch).toMatch(/^"/);
    const quiet = await runRefreshJob(new Date(), { allShards: true });
    expect(quiet.unchanged).toBeGreaterThanOrEqual(1);

    server.serve('/refresh/school.ics', school(2));
    const run = await runRefreshJob(new Date(), { allShards: true });
    expect(run.updated).toBeGreaterThanOrEqual(1);
    const titles = (await eventsOf(u)).filter((e) => e.source?.subscriptionId === sub.id);
    expect(titles.find((e) => e.title === 'Nativity play')).toMatchObject({ date: ymd(6), time: '10:00' });
    expect(titles.find((e) => e.title === 'Winter fair')).toMatchObject({ date: ymd(10), time: '12:00', duration: 240 });
    expect(titles.find((e) => e.title === 'Museum trip')).toBeUndefined();
    expect((await subsOf(u)).find((s) => s.id === sub.id)!.eventCount).toBe(6);

    // A server without validators sending the same body: compared by hash, nothing written.
    server.serve('/refresh/school.ics', { body: school(2), etag: false });
    expect(await scheduledRefresh(u, sub.id)).toEqual({ outcome: 'unchanged', written: 0, writes: [] });
  });

  it('with a deliveries queue the run only hands the calendars out, and the deliveries workers refresh them', async () => {
    const u = await signedUpUser({ timezone: London });
    server.serve('/fanned/school.ics', school(1));
    const sub = (await subscribe(u, { url: server.url('/fanned/school.ics'), name: 'Riverside' })).body;
    server.serve('/fanned/school.ics', school(2));
    consumeDeliveriesLocally(deliveriesWorker, 2);
    try {
      const run = await runRefreshJob(new Date(), { allShards: true });
      expect(run).toMatchObject({ updated: 0, unchanged: 0, failed: 0, written: 0 });
      expect(run.dispatched).toBe(run.subscriptions);
      expect(run.dispatched).toBeGreaterThanOrEqual(1);
      await deliveriesIdle();
    } finally {
      consumeDeliveriesLocally(null);
    }
    const titles = (await eventsOf(u)).filter((e) => e.source?.subscriptionId === sub.id);
    expect(titles.find((e) => e.title === 'Nativity play')).toMatchObject({ date: ymd(6), time: '10:00' });
    expect(titles.find((e) => e.title === 'Museum trip')).toBeUndefined();
    expect((await subsOf(u)).find((s) => s.id === sub.id)).toMatchObject({ status: 'ok', eventCount: 6 });
  });

  it('a calendar that cannot be read keeps its last good events and says why; it recovers on the next good read', async () => {
    const u = await signedUpUser({ timezone: London });
    server.serve('/flaky.ics', school(1));
    const sub = (await subscribe(u, { url: server.url('/flaky.ics'), name: 'Club' })).body;
    server.serve('/flaky.ics', { body: '<html>Site under maintenance</html>', contentType: 'text/html' });
    const res = await api.post(`/api/calendar/subscriptions/${sub.id}/refresh`, undefined, { token: u.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'error', eventCount: 6, error: expect.stringMatching(/web page/) });
    expect((await eventsOf(u)).filter((e) => e.source?.subscriptionId === sub.id)).toHaveLength(6);

    // The same failure on a scheduled refresh costs nothing more.
    expect(await scheduledRefresh(u, sub.id)).toEqual({ outcome: 'failed', written: 0, writes: [] });

    // "Refresh now" at most once a minute.
    const again = await api.post(`/api/calendar/subscriptions/${sub.id}/refresh`, undefined, { token: u.token });
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(/less than a minute ago/);

    server.serve('/flaky.ics', school(2));
    await runRefreshJob(new Date(), { allShards: true });
    expect((await subsOf(u)).find((s) => s.id === sub.id)).toMatchObject({ status: 'ok', error: null, eventCount: 6 });
  });

  it('bad addresses and files get a 400 a parent can act on, and nothing is stored', async () => {
    const u = await signedUpUser({ timezone: London });
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ url: server.url('/missing.ics'), name: 'Gone' }, /didn't return a calendar \(404\)/],
      [{ url: 'ftp://example.com/cal.ics', name: 'Ftp' }, /https:\/\/ or webcal:\/\//],
      [{ url: '', name: 'Empty' }, /Address is required/],
      [{ url: server.url('/missing.ics'), name: '' }, /Name is required/],
      [{ url: server.url('/missing.ics'), name: 'X', color: 'green' }, /hex colour/],
      [{ url: server.url('/missing.ics'), name: 'X', memberId: 'nobody' }, /Unknown family member/],
    ];
    server.serve('/page.ics', { body: '<!doctype html><p>Hello</p>', contentType: 'text/html' });
    cases.push([{ url: server.url('/page.ics'), name: 'Page' }, /web page/]);
    server.serve('/not-a-calendar.ics', { body: 'just some text', contentType: 'text/plain' });
    cases.push([{ url: server.url('/not-a-calendar.ics'), name: 'Text' }, /calendar/i]);
    for (const [body, message] of cases) {
      const res = await subscribe(u, body);
      expect(res.status, `${JSON.stringify(body)} → ${res.text}`).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    expect(await subsOf(u)).toEqual([]);
  });

  it('pause hides and resumes, rename and recolour show at once, delete removes the events; another family sees 404', async () => {
    const u = await signedUpUser({ timezone: London });
    const other = await signedUpUser({ timezone: London });
    server.serve('/manage.ics', school(1));
    const sub = (await subscribe(u, { url: server.url('/manage.ics'), name: 'School' })).body;
    const path = `/api/calendar/subscriptions/${sub.id}`;

    for (const call of [
      api.patch(path, { name: 'Mine now' }, { token: other.token }),
      api.delete(path, { token: other.token }),
      api.post(`${path}/refresh`, undefined, { token: other.token }),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Calendar not found');
    }
    expect(await subsOf(other)).toEqual([]);
    expect((await eventsOf(other)).length).toBe(0);

    const paused = await api.patch(path, { paused: true }, { token: u.token });
    expect(paused.body).toMatchObject({ paused: true, status: 'paused' });
    expect((await eventsOf(u)).filter((e) => e.readOnly)).toEqual([]);
    expect((await api.post(`${path}/refresh`, undefined, { token: u.token })).status).toBe(409);
    const resumed = await api.patch(path, { paused: false, name: 'Riverside', color: '#dc2626' }, { token: u.token });
    expect(resumed.body).toMatchObject({ paused: false, status: 'ok', name: 'Riverside', color: '#dc2626' });
    expect((await eventsOf(u)).find((e) => e.title === 'Inset day')!.source).toEqual({ subscriptionId: sub.id, name: 'Riverside', color: '#dc2626' });
    expect((await api.patch(path, {}, { token: u.token })).status).toBe(400);

    expect((await api.delete(path, { token: u.token })).status).toBe(200);
    expect((await eventsOf(u)).filter((e) => e.readOnly)).toEqual([]);
    expect((await itemsOf(u.user.id)).filter((i) => String(i.sk).startsWith('CALSUB'))).toEqual([]);
    expect((await api.delete(path, { token: u.token })).status).toBe(404);
  });

  it(`a family follows at most ${MAX_SUBSCRIPTIONS} calendars`, async () => {
    const u = await signedUpUser({ timezone: London });
    server.serve('/tiny.ics', ics([{ uid: 'a', title: 'A', start: at(2, 9), end: at(2, 10) }]));
    for (let i = 0; i < MAX_SUBSCRIPTIONS; i++) expect((await subscribe(u, { url: server.url('/tiny.ics'), name: `C${i}` })).status).toBe(201);
    const over = await subscribe(u, { url: server.url('/tiny.ics'), name: 'One too many' });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatch(/at most 20 calendars/);
  });

  it("followed calendars are in the family's published feed unless turned off for one", async () => {
    const u = await signedUpUser({ timezone: London });
    server.serve('/feed.ics', school(1));
    const sub = (await subscribe(u, { url: server.url('/feed.ics'), name: 'School' })).body;
    const feedUrl = (await api.get('/api/calendar/feed', { token: u.token })).body.url as string;
    const feedPath = new URL(feedUrl).pathname;
    expect((await api.get(feedPath)).text).toContain('SUMMARY:Inset day');
    await api.patch(`/api/calendar/subscriptions/${sub.id}`, { showInFeed: false }, { token: u.token });
    expect((await api.get(feedPath)).text).not.toContain('SUMMARY:Inset day');
  });

  it('one slow or failing calendar never stops the others in a run', async () => {
    const u = await signedUpUser({ timezone: London });
    server.serve('/ok-1.ics', school(1));
    server.serve('/slow.ics', school(1));
    server.serve('/ok-2.ics', school(1));
    const ids: string[] = [];
    for (const p of ['/ok-1.ics', '/slow.ics', '/ok-2.ics']) ids.push((await subscribe(u, { url: server.url(p), name: p })).body.id);
    server.serve('/slow.ics', { body: school(2), delayMs: 11_000 });
    server.serve('/ok-1.ics', school(2));
    server.serve('/ok-2.ics', { body: 'broken', status: 500 });
    const run = await runRefreshJob(new Date(), { allShards: true });
    expect(run.failed).toBeGreaterThanOrEqual(2);
    const subs = await subsOf(u);
    expect(subs.find((s) => s.id === ids[0])).toMatchObject({ status: 'ok' });
    expect(subs.find((s) => s.id === ids[1])).toMatchObject({ status: 'error', error: expect.stringMatching(/too long/) });
    expect(subs.find((s) => s.id === ids[2])).toMatchObject({ status: 'error', error: expect.stringMatching(/\(500\)/) });
  }, 30_000);
});

describe('calendars as real producers write them', () => {
  const dir = join(import.meta.dirname, '../fixtures/calendars');
  const files = readdirSync(dir).filter((f) => f.endsWith('.ics'));

  it('reads every fixture calendar (Google, Outlook/Exchange, Apple, a school, a club, and the odd forms) through the local server', async () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    const u = await signedUpUser({ timezone: London });
    const counts: Record<string, number | string> = {};
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      server.serve(`/fixtures/${file}`, text);
      // "Now" is the month of the file's first dated event, so its window covers what it holds.
      const first = [...text.matchAll(/DTSTART[^:\r\n]*:(20\d{6})/g)]
        .map((m) => m[1])
        .filter((d) => d >= '2024') // not the VTIMEZONE rules' starts
        .sort()[0];
      const now = first ? DateTime.fromFormat(first, 'yyyyMMdd', { zone: 'utc' }).plus({ days: 1 }).toJSDate() : new Date();
      try {
        const sub = await createSubscription(u.user.id, { url: server.url(`/fixtures/${file}`), name: file }, now);
        const window = windowOf(London, now);
        const shown = (await listSubscribed(u.user.id, window.from, window.to)).filter((o) => o.source.subscriptionId === sub.id);
        expect(shown.length, file).toBe(sub.eventCount);
        counts[file] = sub.eventCount;
      } catch (error) {
        counts[file] = (error as Error).message;
      }
    }
    expect(counts['web-page-instead.ics']).toMatch(/web page|calendar/);
    for (const [file, n] of Object.entries(counts)) if (file !== 'web-page-instead.ics') expect(n, file).toBeGreaterThan(0);
    const inset = (await listSubscribed(u.user.id, '2025-09-01', '2025-09-02')).filter((o) => o.title.startsWith('INSET day'));
    expect(inset.map((o) => [o.date, o.allDay])).toEqual([
      ['2025-09-01', true],
      ['2025-09-02', true],
    ]);
  });
});

describe('subscribed events beyond the calendar screen', () => {
  it("the assistant's answers, free/busy and the daily agenda include them; the assistant never cancels them", async () => {
    const u = await signedUpUser({ timezone: London });
    await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: u.token });
    const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
    const sub = subscription({ customer, userId: u.user.id, plan: 'simplify' });
    await deliverStripeEvent(event('customer.subscription.created', sub));
    await deliverStripeEvent(event('invoice.paid', invoice({ customer, subscription: sub, plan: 'simplify' })));
    server.serve('/assistant.ics', school(1));
    expect((await subscribe(u, { url: server.url('/assistant.ics'), name: 'Riverside Primary' })).status).toBe(201);

    const now = day(0).set({ hour: 8 }).toJSDate();
    const week = await answer(u.user.id, `what's on ${day(5).toFormat('cccc d LLLL')}`, now);
    expect(week.text).toContain('Nativity play');
    const busy = await answer(u.user.id, `am i free on ${day(5).toFormat('d LLLL')} at 2pm`, now);
    expect(busy.text).toContain('Nativity play');
    const cancel = await answer(u.user.id, `cancel the nativity play on ${day(5).toFormat('d LLLL')}`, now);
    expect(cancel.text).not.toMatch(/deleted|cancelled|removed/i);
    expect((await eventsOf(u)).some((e) => e.title === 'Nativity play')).toBe(true);

    const queries = () => dbUsage().ops.filter((op) => op === 'Query').length;
    resetDbUsage();
    const agenda = await dailyAgenda.compose(await requireUser(u.user.id), ymd(3), now);
    expect(JSON.stringify(agenda)).toContain('Inset day');
    const following = queries();

    // A family that follows no calendar: its agenda makes neither subscription read (the list and the index).
    const other = await signedUpUser({ timezone: London });
    const profile = await requireUser(other.user.id);
    resetDbUsage();
    await dailyAgenda.compose(profile, ymd(3), now);
    expect(queries()).toBe(following - 2);
    expect((await requireUser(u.user.id)).calendar_subscription_count).toBe(1);
    const mine = (await subsOf(u))[0];
    await api.delete(`/api/calendar/subscriptions/${mine.id}`, { token: u.token });
    expect((await requireUser(u.user.id)).calendar_subscription_count).toBe(0);
  });
});

describe('importing an .ics file', () => {
  it('previews, then adds ordinary editable events without reminders; the same file again adds only what is new', async () => {
    const u = await signedUpUser({ timezone: London });
    const file = ics([
      { uid: 'match-1@fc', title: 'Away match', start: at(4, 10), end: at(4, 12) },
      { uid: 'match-2@fc', title: 'Home match', start: at(11, 10), end: at(11, 12) },
    ]);
    const preview = await api.post('/api/calendar/import', { content: file }, { token: u.token, query: { preview: '1' } });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ total: 2, duplicates: 0 });
    expect(preview.body.events.map((e: { title: string }) => e.title)).toEqual(['Away match', 'Home match']);
    expect((await eventsOf(u)).length).toBe(0);

    const added = await api.post('/api/calendar/import', { content: file }, { token: u.token });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toEqual({ added: 2, skipped: 0 });
    const events = await eventsOf(u);
    expect(events.find((e) => e.title === 'Away match')).toMatchObject({ date: ymd(4), time: '10:00', duration: 120, reminderMinutes: null });
    expect(events.every((e) => !e.readOnly)).toBe(true);

    const grown = ics([
      { uid: 'match-1@fc', title: 'Away match', start: at(4, 10), end: at(4, 12) },
      { uid: 'match-2@fc', title: 'Home match', start: at(11, 10), end: at(11, 12) },
      { uid: 'match-3@fc', title: 'Cup final', start: at(18, 14), end: at(18, 16) },
    ]);
    expect((await api.post('/api/calendar/import', { content: grown }, { token: u.token, query: { preview: '1' } })).body).toMatchObject({
      total: 3,
      duplicates: 2,
    });
    expect((await api.post('/api/calendar/import', { content: grown }, { token: u.token })).body).toEqual({ added: 1, skipped: 2 });
    expect((await eventsOf(u)).map((e) => e.title)).toEqual(['Away match', 'Home match', 'Cup final']);
  });

  it('refuses what is not a calendar with a message', async () => {
    const u = await signedUpUser({ timezone: London });
    for (const content of ['<html><body>Fixtures</body></html>', '{"events": []}']) {
      const res = await api.post('/api/calendar/import', { content }, { token: u.token, query: { preview: '1' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/calendar/i);
    }
    expect((await api.post('/api/calendar/import', { content: '' }, { token: u.token })).body.error).toBe('That file is empty');
    const mine = await api.post('/api/calendar/import', { content: ics([]), familyMemberId: 'someone-else' }, { token: u.token });
    expect(mine.status).toBe(400);
  });
});

describe('the address sealed in the table', () => {
  it('a damaged sealed address asks for the address again and keeps the events', async () => {
    const u = await signedUpUser({ timezone: London });
    server.serve('/sealed.ics', school(1));
    const sub = (await subscribe(u, { url: server.url('/sealed.ics'), name: 'School' })).body;
    await setAttributes({ pk: `USER#${u.user.id}`, sk: `CALSUB#${sub.id}` }, { urlSealed: 'v1.AAAA.BBBB.CCCC' });
    const res = await api.post(`/api/calendar/subscriptions/${sub.id}/refresh`, undefined, { token: u.token });
    expect(res.body).toMatchObject({ status: 'error', eventCount: 6, error: expect.stringMatching(/address again/) });
  });
});
