import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { standInGraph } from '../helpers/graph';

// The summary jobs against DynamoDB Local, the mail catcher and the WhatsApp simulator (as the Graph API).
// The clock is moved by handing each run its `now` and scheduling from a chosen instant; config is read once,
// so the WhatsApp variables are set before anything is imported.
const graph = await standInGraph({
  phoneNumberId: '123456789012346',
  env: { WHATSAPP_DAILY_TEMPLATE: 'family_daily_agenda', WHATSAPP_TEMPLATE_LANGUAGE: 'en_GB' },
});
const { phoneNumberId: PHONE_NUMBER_ID, newNumber, sentTo } = graph;

const { drainLocalQueue } = await import('../../functions/adapters/queue');
const { handler: worker, texts } = await import('../../functions/assistant/conversation/worker');
const { startConnection } = await import('../../functions/whatsapp/connections');
const { dueShard, keys } = await import('../../functions/data/keys');
const { MAX_ATTEMPTS } = await import('../../functions/jobs/summaries');
const { nextDue, syncSummarySchedules } = await import('../../functions/jobs/summary-schedule');
const { runDailyAgenda } = await import('../../functions/jobs/daily-agenda');
const { runWeeklyEmail, unsubscribeToken, weeklyEmail } = await import('../../functions/jobs/weekly-email');
const { runSummaries } = await import('../../functions/jobs/send-summaries');
const { startLocalJobs } = await import('../../scripts/local/local-services');
const { getUser } = await import('../../functions/data/users');
const { db, tableName } = await import('../../functions/data/client');
const { event, subscription } = await import('../../scripts/local/stripe-events');
const { inbound, signedPayload, wamid, webhookPayload } = await import('../../scripts/local/whatsapp-events');
const { PASSWORD, signedUpUser } = await import('../helpers/accounts');
const { api, call } = await import('../helpers/api');
const { deliverStripeEvent } = await import('../helpers/billing');
const { childMember } = await import('../helpers/family');
const { emailsTo, linkIn, waitForEmail } = await import('../helpers/mail');
const { allItems, itemsOf, setAttributes } = await import('../helpers/table');

/** A signed-up account whose WhatsApp number is connected through the connection code, as a parent would. */
async function connectedUser(overrides: Record<string, unknown> = {}) {
  const u = await signedUpUser(overrides);
  const number = newNumber();
  const { message } = await startConnection(u.user.id);
  const { body, signature } = signedPayload(
    webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(number, { type: 'text', text: message }, wamid())] }),
    process.env.WHATSAPP_APP_SECRET!,
  );
  expect(
    (await call('POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } })).status,
  ).toBe(200);
  await drainLocalQueue(worker);
  expect(sentTo(number).map((m) => m.text.body)).toEqual([texts.connected()]);
  return { ...u, number };
}

async function subscribe(u: { token: string; user: { id: string } }, plan: 'simplify' | 'simplify_plus') {
  await api.post('/api/create-checkout-session', { subscriptionType: plan }, { token: u.token });
  const customer = String(((await getUser(u.user.id)) as unknown as Record<string, unknown>).stripe_customer_id);
  expect((await deliverStripeEvent(event('customer.subscription.created', subscription({ customer, userId: u.user.id, plan })))).status).toBe(200);
}

const toggle = async (token: string, body: Record<string, unknown>) => {
  const res = await api.put('/api/auth/profile', body, { token });
  expect(res.status).toBe(200);
  return res.body;
};

/** Put the account's schedule item as if its toggle had been saved at `at` (the clock moved back or forward). */
async function scheduleFrom(userId: string, kind: 'daily' | 'weekly', at: string) {
  await syncSummarySchedules((await getUser(userId))!, { [kind]: true }, new Date(at));
}
const scheduleOf = async (userId: string, kind: 'daily' | 'weekly') =>
  (await allItems()).find((i) => i.pk === keys.summarySchedule(userId, kind).pk && i.sk === keys.summarySchedule(userId, kind).sk);
const deliveryOf = async (userId: string, kind: 'daily' | 'weekly', period: string) =>
  (await allItems()).find((i) => i.pk === keys.summaryDelivery(userId, kind, period).pk && i.sk === keys.summaryDelivery(userId, kind, period).sk);
// Each test starts with no schedule item in the table, so a run's counts are that test's accounts only (the
// runs move the clock back and forth, and an earlier test's item would be due, hours late, in a later one).
beforeEach(async () => {
  for (const i of (await allItems()).filter((x) => x.entity === 'summarySchedule'))
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: i.pk, sk: i.sk } }));
});

/** A paying, connected account with the daily agenda on, an event and an open to-do on `day`. */
async function dailyUser(timezone: string, day: string) {
  const u = await connectedUser({ timezone });
  await subscribe(u, 'simplify');
  expect(await toggle(u.token, { daily_push_enabled: true })).toMatchObject({ daily_push_enabled: true, weekly_email_enabled: false });
  const child = (await api.post('/api/family-members', childMember({ name: 'Ada Okafor' }), { token: u.token })).body;
  expect((await api.post('/api/calendar/events', { title: 'Swimming', date: day, time: '09:30', familyMemberId: child.id }, { token: u.token })).status).toBe(
    201,
  );
  expect((await api.post('/api/todos', { task: 'Sign the trip form', dueDate: day }, { token: u.token })).status).toBe(201);
  return u;
}

describe('when the summaries are due (DST included)', () => {
  it('07:00 local and Sunday 18:00 local, in UTC, across the spring and autumn changes', () => {
    const due = (kind: 'daily' | 'weekly', tz: string, after: string) => nextDue(kind, tz, new Date(after));
    // Europe/London: clocks go forward 01:00 UTC on Sun 28 Mar 2027 and back on Sun 25 Oct 2026.
    expect(due('daily', 'Europe/London', '2027-03-27T12:00:00Z')).toEqual({ dueAt: '2027-03-28T06:00:00.000Z', period: '2027-03-28' });
    expect(due('daily', 'Europe/London', '2027-03-27T06:00:00Z')).toEqual({ dueAt: '2027-03-27T07:00:00.000Z', period: '2027-03-27' });
    expect(due('daily', 'Europe/London', '2026-10-24T12:00:00Z')).toEqual({ dueAt: '2026-10-25T07:00:00.000Z', period: '2026-10-25' });
    // America/New_York: forward on Sun 14 Mar 2027, back on Sun 1 Nov 2026.
    expect(due('daily', 'America/New_York', '2027-03-13T20:00:00Z')).toEqual({ dueAt: '2027-03-14T11:00:00.000Z', period: '2027-03-14' });
    expect(due('daily', 'America/New_York', '2026-10-31T20:00:00Z')).toEqual({ dueAt: '2026-11-01T12:00:00.000Z', period: '2026-11-01' });
    // The weekly email on the change weekends (the Sunday itself) and the Sunday after.
    expect(due('weekly', 'Europe/London', '2027-03-24T00:00:00Z')).toEqual({ dueAt: '2027-03-28T17:00:00.000Z', period: '2027-03-28' });
    expect(due('weekly', 'Europe/London', '2027-03-21T18:00:00Z')).toEqual({ dueAt: '2027-03-28T17:00:00.000Z', period: '2027-03-28' });
    expect(due('weekly', 'Europe/London', '2026-10-25T18:00:00Z')).toEqual({ dueAt: '2026-11-01T18:00:00.000Z', period: '2026-11-01' });
    expect(due('weekly', 'America/New_York', '2026-10-30T00:00:00Z')).toEqual({ dueAt: '2026-11-01T23:00:00.000Z', period: '2026-11-01' });
    expect(due('weekly', 'America/New_York', '2027-03-10T00:00:00Z')).toEqual({ dueAt: '2027-03-14T22:00:00.000Z', period: '2027-03-14' });
    // A due instant is strictly after: at 07:00 exactly the next one is tomorrow's.
    expect(due('daily', 'UTC', '2026-11-23T07:00:00Z').period).toBe('2026-11-24');
    // +05:45 lands on a quarter hour (the jobs run every 15 minutes).
    expect(due('daily', 'Asia/Kathmandu', '2026-11-23T00:00:00Z').dueAt).toBe('2026-11-23T01:15:00.000Z');
    // A stored zone that no longer parses falls back to UTC rather than failing the run.
    expect(due('daily', 'Not/AZone', '2026-11-23T00:00:00Z').dueAt).toBe('2026-11-23T07:00:00.000Z');
  });
});

describe('the daily agenda on WhatsApp', () => {
  it('Europe/London, DST day: sent at 07:00 BST (06:00 UTC) as the template outside the 24-hour window, once', async () => {
    const day = '2027-03-28';
    const u = await dailyUser('Europe/London', day);
    await scheduleFrom(u.user.id, 'daily', '2027-03-27T12:00:00Z');
    expect(await scheduleOf(u.user.id, 'daily')).toMatchObject({
      dueAt: '2027-03-28T06:00:00.000Z',
      period: day,
      gsi1pk: `SUMMARIES#daily#${dueShard(u.user.id)}`,
    });
    expect(await runDailyAgenda(new Date('2027-03-28T05:59:00Z'))).toMatchObject({ due: 0, sent: 0 });
    // Two runs at once (overlapping schedules): one send.
    const runs = await Promise.all([runDailyAgenda(new Date('2027-03-28T06:00:00Z')), runDailyAgenda(new Date('2027-03-28T06:00:00Z'), { concurrency: 1 })]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    const sent = sentTo(u.number).filter((m) => m.type === 'template');
    expect(sent).toHaveLength(1);
    expect(sent[0].template).toEqual({
      name: 'family_daily_agenda',
      language: 'en_GB',
      parameters: ['Sunday 28 March', '09:30: Swimming (Ada Okafor)', 'Sign the trip form (due today)'],
    });
    expect(sent[0].text.body).toContain('[template family_daily_agenda (en_GB)]');
    expect(await deliveryOf(u.user.id, 'daily', day)).toMatchObject({ entity: 'daily_push_delivery', status: 'sent', channel: 'template', attempts: 1 });
    expect(await scheduleOf(u.user.id, 'daily')).toMatchObject({ dueAt: '2027-03-29T06:00:00.000Z', period: '2027-03-29' });
    // A later run the same morning sends nothing more.
    expect(await runDailyAgenda(new Date('2027-03-28T06:15:00Z'))).toMatchObject({ sent: 0 });
    expect(sentTo(u.number).filter((m) => m.type === 'template')).toHaveLength(1);
  });

  it('a schedule stored under the unsharded due key is still sent, and its advance moves it to its shard', async () => {
    const day = '2027-04-04';
    const u = await dailyUser('Europe/London', day);
    await scheduleFrom(u.user.id, 'daily', '2027-04-03T12:00:00Z');
    await setAttributes(keys.summarySchedule(u.user.id, 'daily'), { gsi1pk: 'SUMMARIES#daily' });
    expect(await runDailyAgenda(new Date('2027-04-04T06:00:00Z'))).toMatchObject({ sent: 1 });
    expect(await scheduleOf(u.user.id, 'daily')).toMatchObject({ period: '2027-04-05', gsi1pk: `SUMMARIES#daily#${dueShard(u.user.id)}` });
  });

  it('America/New_York, DST day: 07:00 EDT is 11:00 UTC; inside the 24-hour window it is free text', async () => {
    const day = '2027-03-14';
    const u = await dailyUser('America/New_York', day);
    await scheduleFrom(u.user.id, 'daily', '2027-03-13T20:00:00Z');
    // The parent wrote 23 hours before 07:00: the window is open.
    await setAttributes(keys.whatsappState(u.user.id), { lastInboundAt: '2027-03-13T12:00:00.000Z' });
    expect(await runDailyAgenda(new Date('2027-03-14T10:59:00Z'))).toMatchObject({ due: 0 });
    expect(await runDailyAgenda(new Date('2027-03-14T11:00:00Z'))).toMatchObject({ sent: 1 });
    const [text] = sentTo(u.number).slice(1);
    expect(text.type).toBe('text');
    expect(text.text.body).toContain('Good morning Maya! Here is your Sunday 14 March.');
    expect(text.text.body).toContain('• 09:30: Swimming (Ada Okafor)');
    expect(text.text.body).toContain('• Sign the trip form (due today)');
    expect(await deliveryOf(u.user.id, 'daily', day)).toMatchObject({ status: 'sent', channel: 'text' });
  });

  it('counts the open items on the Shopping lists the account reaches (its own and a linked family’s), in the text and the template', async () => {
    const day = '2027-04-08';
    const u = await dailyUser('UTC', day);
    const partner = await signedUpUser();
    await api.post('/api/account-links/invite', { targetEmail: partner.email, relationshipType: 'spouse' }, { token: u.token });
    const invite = linkIn(await waitForEmail(partner.email, /invited you/), '/account-link/').split('/account-link/')[1];
    expect((await api.post(`/api/account-links/accept/${invite}`, undefined, { token: partner.token })).status).toBe(200);
    const lists = (await api.get('/api/lists', { token: u.token })).body.lists as Array<{ id: string; familyId: string }>;
    const own = lists.find((l) => l.familyId === u.user.id)!.id;
    const theirs = lists.find((l) => l.familyId === partner.user.id)!.id;
    const added = (await api.post(`/api/lists/${own}/items`, { items: [{ text: 'milk' }, { text: 'eggs' }] }, { token: u.token })).body.added;
    await api.post(`/api/lists/${theirs}/items`, { items: [{ text: 'bread' }] }, { token: partner.token });
    // Done items and other lists do not count.
    await api.patch(`/api/lists/${own}/items/${added[1].id}`, { done: true }, { token: u.token });
    const other = (await api.post('/api/lists', { name: 'Packing' }, { token: u.token })).body.id;
    await api.post(`/api/lists/${other}/items`, { items: [{ text: 'Passports' }] }, { token: u.token });

    await scheduleFrom(u.user.id, 'daily', '2027-04-07T12:00:00Z');
    expect(await runDailyAgenda(new Date('2027-04-08T07:00:00Z'))).toMatchObject({ sent: 1 });
    expect(sentTo(u.number).at(-1)!.template!.parameters).toEqual([
      'Thursday 8 April',
      '09:30: Swimming (Ada Okafor)',
      'Sign the trip form (due today); Shopping list: 2 items to buy',
    ]);
    const { agendaText } = await import('../../functions/jobs/daily-agenda');
    expect(agendaText('Maya', { day: 'Thursday 8 April', events: [], todos: [], shopping: 1 })).toContain('\n\nShopping list: 1 item to buy\n\n');
  });

  it('25 hours after the last message the window is closed: the template goes', async () => {
    const day = '2027-04-05';
    const u = await dailyUser('UTC', day);
    await scheduleFrom(u.user.id, 'daily', '2027-04-04T12:00:00Z');
    await setAttributes(keys.whatsappState(u.user.id), { lastInboundAt: '2027-04-04T06:00:00.000Z' });
    expect(await runDailyAgenda(new Date('2027-04-05T07:00:00Z'))).toMatchObject({ sent: 1 });
    expect(
      sentTo(u.number)
        .slice(1)
        .map((m) => m.type),
    ).toEqual(['template']);
  });

  it(`a failed send is retried on the next runs; after ${MAX_ATTEMPTS} attempts it is recorded failed and the schedule moves on`, async () => {
    const day = '2027-04-06';
    const u = await dailyUser('UTC', day);
    await scheduleFrom(u.user.id, 'daily', '2027-04-05T12:00:00Z');
    graph.failNextSends = 1;
    expect(await runDailyAgenda(new Date('2027-04-06T07:00:00Z'))).toMatchObject({ sent: 0, retried: 1 });
    expect(await deliveryOf(u.user.id, 'daily', day)).toMatchObject({ status: 'retry', attempts: 1, lastError: expect.stringContaining('500') });
    expect((await scheduleOf(u.user.id, 'daily'))!.period).toBe(day);
    // The next run sends it (attempt 2).
    expect(await runDailyAgenda(new Date('2027-04-06T07:15:00Z'))).toMatchObject({ sent: 1 });
    expect(await deliveryOf(u.user.id, 'daily', day)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await deliveryOf(u.user.id, 'daily', day)).not.toHaveProperty('lastError');

    const day2 = '2027-04-07';
    await api.post('/api/calendar/events', { title: 'Dentist', date: day2, time: '16:00' }, { token: u.token });
    graph.failNextSends = MAX_ATTEMPTS;
    const runs = [];
    for (const at of ['07:00', '07:15', '07:30']) runs.push(await runDailyAgenda(new Date(`${day2}T${at}:00Z`)));
    expect(runs.map((r) => [r.retried, r.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(await deliveryOf(u.user.id, 'daily', day2)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringContaining('temporarily unavailable'),
    });
    expect((await scheduleOf(u.user.id, 'daily'))!.period).toBe('2027-04-08');
    expect(await runDailyAgenda(new Date(`${day2}T07:45:00Z`))).toMatchObject({ due: 0 });
    expect(sentTo(u.number).filter((m) => m.template?.parameters[0] === 'Wednesday 7 April')).toHaveLength(0);
  });

  it('skips accounts without an assistant plan, without a verified connection, with nothing to say, or whose run is hours late', async () => {
    // Free plan, connected, toggle on.
    const free = await connectedUser({ timezone: 'UTC' });
    await toggle(free.token, { daily_push_enabled: true });
    await api.post('/api/todos', { task: 'Buy milk' }, { token: free.token });
    await scheduleFrom(free.user.id, 'daily', '2027-05-01T12:00:00Z');
    // Paying, but the number was never connected (typed at registration only).
    const unconnected = await signedUpUser({ timezone: 'UTC' });
    await subscribe(unconnected, 'simplify_plus');
    await toggle(unconnected.token, { daily_push_enabled: true });
    await api.post('/api/todos', { task: 'Buy bread' }, { token: unconnected.token });
    await scheduleFrom(unconnected.user.id, 'daily', '2027-05-01T12:00:00Z');
    // Paying and connected, but no event today and no open to-do (a done one does not count).
    const quiet = await connectedUser({ timezone: 'UTC' });
    await subscribe(quiet, 'simplify');
    await toggle(quiet.token, { daily_push_enabled: true });
    await api.post('/api/todos', { task: 'Done already', isCompleted: true }, { token: quiet.token });
    await scheduleFrom(quiet.user.id, 'daily', '2027-05-01T12:00:00Z');

    const run = await runDailyAgenda(new Date('2027-05-02T07:00:00Z'));
    expect(run).toMatchObject({ due: 3, sent: 0, skipped: 2, empty: 1 });
    for (const u of [free, quiet]) expect(sentTo(u.number)).toHaveLength(1); // the connection reply only
    for (const u of [free, unconnected, quiet]) {
      expect(await deliveryOf(u.user.id, 'daily', '2027-05-02')).toBeUndefined();
      expect((await scheduleOf(u.user.id, 'daily'))!.period).toBe('2027-05-03');
    }
    // A run more than 3 hours late (the job was down) skips the morning rather than sending at noon.
    const late = await dailyUser('UTC', '2027-05-04');
    await scheduleFrom(late.user.id, 'daily', '2027-05-03T12:00:00Z');
    expect(await runDailyAgenda(new Date('2027-05-04T12:00:00Z'))).toMatchObject({ sent: 0 });
    expect(sentTo(late.number)).toHaveLength(1);
    expect((await scheduleOf(late.user.id, 'daily'))!.period).toBe('2027-05-05');
  });

  it('keeps the schedule in step with the toggle and the timezone; a stale item is removed by the job', async () => {
    const u = await dailyUser('Europe/London', '2027-06-01');
    expect((await api.get('/api/auth/user', { token: u.token })).body).toMatchObject({ daily_push_enabled: true, weekly_email_enabled: false });
    const before = await scheduleOf(u.user.id, 'daily');
    expect(before).toMatchObject({ dueAt: nextDue('daily', 'Europe/London', new Date()).dueAt });
    await toggle(u.token, { timezone: 'America/New_York' });
    expect(await scheduleOf(u.user.id, 'daily')).toMatchObject({ dueAt: nextDue('daily', 'America/New_York', new Date()).dueAt });
    await toggle(u.token, { daily_push_enabled: false });
    expect(await scheduleOf(u.user.id, 'daily')).toBeUndefined();
    // An item left behind (a write lost after the toggle went off) is removed by the next run, unsent.
    await setAttributes(keys.user(u.user.id), { daily_push_enabled: true });
    await scheduleFrom(u.user.id, 'daily', '2027-05-31T12:00:00Z');
    await setAttributes(keys.user(u.user.id), { daily_push_enabled: false });
    expect(await runDailyAgenda(new Date('2027-06-01T11:00:00Z'))).toMatchObject({ removed: 1, sent: 0 });
    expect(await scheduleOf(u.user.id, 'daily')).toBeUndefined();
    // A toggle that is not a boolean is refused with a message.
    const bad = await api.put('/api/auth/profile', { weekly_email_enabled: 'yes' }, { token: u.token });
    expect(bad.status).toBe(400);
  });
});

describe('the weekly email', () => {
  async function weeklyUser(timezone: string, sunday: string) {
    const u = await signedUpUser({ timezone, firstName: 'Maya' });
    expect(await toggle(u.token, { weekly_email_enabled: true })).toMatchObject({ weekly_email_enabled: true });
    const monday = new Date(Date.parse(`${sunday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const birthday = new Date(Date.parse(`${sunday}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(5, 10);
    const child = (await api.post('/api/family-members', childMember({ name: 'Ada Okafor', date_of_birth: `2018-${birthday}` }), { token: u.token })).body;
    await api.post('/api/calendar/events', { title: 'Football', date: monday, time: '17:00', familyMemberId: child.id }, { token: u.token });
    await api.post('/api/calendar/events', { title: 'Bins out', date: monday, time: '20:00' }, { token: u.token });
    // The Sunday itself is not "next week".
    await api.post('/api/calendar/events', { title: 'Roast dinner', date: sunday, time: '13:00' }, { token: u.token });
    await api.post('/api/todos', { task: 'Pay school dinners' }, { token: u.token });
    const shopping = (await api.get('/api/lists', { token: u.token })).body.lists[0].id;
    await api.post(`/api/lists/${shopping}/items`, { items: [{ text: 'milk' }, { text: 'eggs' }, { text: 'bread' }] }, { token: u.token });
    return { ...u, child, birthday: `2018-${birthday}` };
  }
  const weeklyMails = async (email: string) => (await emailsTo(email)).filter((m) => m.subject.startsWith('Your family week'));

  it('Europe/London, the spring change weekend: Sunday 18:00 BST (17:00 UTC), per member, to-dos, birthdays, once', async () => {
    const sunday = '2027-03-28';
    const u = await weeklyUser('Europe/London', sunday);
    await scheduleFrom(u.user.id, 'weekly', '2027-03-24T00:00:00Z');
    expect(await runWeeklyEmail(new Date('2027-03-28T16:59:00Z'))).toMatchObject({ due: 0 });
    const runs = await Promise.all([runWeeklyEmail(new Date('2027-03-28T17:00:00Z')), runWeeklyEmail(new Date('2027-03-28T17:00:00Z'))]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    const mails = await weeklyMails(u.email);
    expect(mails).toHaveLength(1);
    const { text = '', html = '' } = mails[0].body;
    expect(mails[0].subject).toBe('Your family week: Mon 29 Mar - Sun 4 Apr');
    expect(text).toContain('Ada Okafor\n- Mon 29 Mar, 17:00: Football');
    expect(text).toContain('Everyone\n- Mon 29 Mar, 20:00: Bins out');
    expect(text).not.toContain('Roast dinner');
    expect(text).toContain('Open to-dos\n- Pay school dinners');
    expect(text).toContain('Shopping\n- Shopping list: 3 items to buy');
    expect(html).toContain('<li>Shopping list: 3 items to buy</li>');
    expect(text).toContain('Birthdays in the next 14 days\n- Wed 7 Apr: Ada Okafor turns 9');
    expect(html).toContain('<li>Mon 29 Mar, 17:00: Football</li>');
    expect(text).toMatch(/Unsubscribe: http:\/\/\S+\/unsubscribe\?token=[\w-]+\.[\w-]{43}\n/);
    expect(await deliveryOf(u.user.id, 'weekly', sunday)).toMatchObject({
      entity: 'weekly_email_delivery',
      status: 'sent',
      channel: 'email',
      attempts: 1,
      period: sunday,
    });
    expect(await scheduleOf(u.user.id, 'weekly')).toMatchObject({ dueAt: '2027-04-04T17:00:00.000Z', period: '2027-04-04' });
    expect(await runWeeklyEmail(new Date('2027-03-28T18:00:00Z'))).toMatchObject({ sent: 0 });
  });

  it('America/New_York, the autumn change weekend: Sunday 18:00 EST is 23:00 UTC; a mail outage is retried, then recorded failed', async () => {
    const sunday = '2026-11-01';
    const u = await weeklyUser('America/New_York', sunday);
    await scheduleFrom(u.user.id, 'weekly', '2026-10-30T00:00:00Z');
    expect(await runWeeklyEmail(new Date('2026-11-01T22:59:00Z'))).toMatchObject({ due: 0 });
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }));
    const runs = [];
    try {
      for (const at of ['23:00', '23:15', '23:30']) runs.push(await runWeeklyEmail(new Date(`2026-11-01T${at}:00Z`)));
    } finally {
      ses.restore();
    }
    expect(runs.map((r) => [r.retried, r.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(await deliveryOf(u.user.id, 'weekly', sunday)).toMatchObject({
      entity: 'weekly_email_delivery',
      status: 'failed',
      attempts: 3,
      lastError: expect.stringContaining('quota'),
    });
    expect(await scheduleOf(u.user.id, 'weekly')).toMatchObject({ dueAt: '2026-11-08T23:00:00.000Z' });
    expect(await weeklyMails(u.email)).toHaveLength(0);
    // The next Sunday goes out normally.
    expect(await runWeeklyEmail(new Date('2026-11-08T23:00:00Z'))).toMatchObject({ sent: 1 });
  });

  it('an account with nothing to say gets no email', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    await toggle(u.token, { weekly_email_enabled: true });
    await scheduleFrom(u.user.id, 'weekly', '2027-07-01T00:00:00Z');
    expect(await runWeeklyEmail(new Date('2027-07-04T18:00:00Z'))).toMatchObject({ sent: 0, empty: 1 });
    expect(await weeklyMails(u.email)).toHaveLength(0);
    expect(await deliveryOf(u.user.id, 'weekly', '2027-07-04')).toBeUndefined();
  });

  it('the email carries a one-click List-Unsubscribe header', async () => {
    const unsubscribe = { page: 'https://app.example/unsubscribe?token=abc.def', oneClick: 'https://app.example/api/summaries/unsubscribe?token=abc.def' };
    const email = weeklyEmail('a@example.com', 'Maya', { range: 'x', groups: [], todos: ['t'], shopping: 0, birthdays: [], unsubscribe });
    expect(email.text).toContain(`Unsubscribe: ${unsubscribe.page}`);
    expect(email.headers).toEqual([
      { name: 'List-Unsubscribe', value: `<${unsubscribe.oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
  });
});

describe('the unsubscribe link', () => {
  const path = '/api/summaries/unsubscribe';
  /** What a mail client's one-click unsubscribe sends (RFC 8058); the web page posts an empty JSON body. */
  const post = (token: string, body = 'List-Unsubscribe=One-Click') =>
    call('POST', path, { query: { token }, rawBody: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const fromPage = (token: string) => call('POST', path, { query: { token }, body: {} });

  it('works signed out: a one-click client (or the web page) turns the weekly email off', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    await toggle(u.token, { weekly_email_enabled: true, daily_push_enabled: true });
    expect(await scheduleOf(u.user.id, 'weekly')).toBeTruthy();
    const token = await unsubscribeToken(u.user.id);
    // Only POST acts: there is no GET route (opening a link, as mail scanners do, changes nothing).
    expect((await call('GET', path, { query: { token } })).status).toBe(404);
    expect((await getUser(u.user.id))!.weekly_email_enabled).toBe(true);
    const done = await post(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'You will no longer receive the weekly summary.' });
    const after = (await api.get('/api/auth/user', { token: u.token })).body;
    expect(after).toMatchObject({ weekly_email_enabled: false, daily_push_enabled: true });
    expect(await scheduleOf(u.user.id, 'weekly')).toBeUndefined();
    expect(await scheduleOf(u.user.id, 'daily')).toBeTruthy();
    // Again, from the web page: the same answer, nothing breaks.
    expect((await fromPage(token)).body).toEqual({ message: 'You will no longer receive the weekly summary.' });
  });

  it('a tampered or made-up token is refused (400), a deleted account answers 410, and the token opens nothing else', async () => {
    const u = await signedUpUser({ timezone: 'UTC' });
    const other = await signedUpUser({ timezone: 'UTC' });
    await toggle(other.token, { weekly_email_enabled: true });
    const token = await unsubscribeToken(u.user.id);
    const [id64, mac] = token.split('.');
    const flipped = `${id64}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const otherId = `${Buffer.from(other.user.id).toString('base64url')}.${mac}`;
    for (const bad of [flipped, otherId, 'nonsense', `${id64}.`, `${id64}.${mac}x`]) {
      expect((await post(bad)).status).toBe(400);
      expect((await fromPage(bad)).body.error).toContain('This unsubscribe link is not valid');
    }
    expect((await getUser(other.user.id))!.weekly_email_enabled).toBe(true);
    expect((await call('POST', path)).status).toBe(400);
    // Not a session, not a one-time token.
    expect((await api.get('/api/auth/user', { token })).status).toBe(401);
    expect((await api.post('/api/auth/magic-link/verify', { token })).status).toBe(400);
    expect((await api.post('/api/auth/reset-password', { token, newPassword: 'Another-Day-43!' })).status).toBe(400);
    // The account is deleted: the link says so.
    expect((await api.delete('/api/auth/account', { token: u.token, body: { currentPassword: PASSWORD } })).status).toBe(200);
    expect((await post(token)).status).toBe(410);
  });
});

describe('npm start', () => {
  it('runs the summaries from the job table on its timer, like EventBridge in AWS', async () => {
    const u = await dailyUser('UTC', new Date().toISOString().slice(0, 10));
    const dueAt = new Date(Date.now() - 60_000).toISOString();
    const period = new Date().toISOString().slice(0, 10);
    await setAttributes(keys.summarySchedule(u.user.id, 'daily'), { dueAt, period, ...keys.summariesDue('daily', dueAt, u.user.id) });
    const stop = startLocalJobs({ REMINDER_INTERVAL_SECONDS: 1 } as Parameters<typeof startLocalJobs>[0]);
    try {
      await expect.poll(async () => (await deliveryOf(u.user.id, 'daily', period))?.status, { timeout: 15_000, interval: 250 }).toBe('sent');
    } finally {
      stop();
    }
    expect(sentTo(u.number).slice(1)).toHaveLength(1);
  });
});

describe('account deletion', () => {
  it('removes the schedule items and the delivery records', async () => {
    const u = await dailyUser('UTC', '2027-08-02');
    await toggle(u.token, { weekly_email_enabled: true });
    await scheduleFrom(u.user.id, 'daily', '2027-08-01T12:00:00Z');
    await scheduleFrom(u.user.id, 'weekly', '2027-08-01T19:00:00Z');
    // The scheduled function runs both jobs (a Monday: the weekly email is due next Sunday).
    expect(await runSummaries(new Date('2027-08-02T07:00:00Z'))).toMatchObject({ daily: { sent: 1 }, weekly: { due: 0 } });
    const kinds = (await itemsOf(u.user.id)).map((i) => i.entity);
    expect(kinds).toEqual(expect.arrayContaining(['summarySchedule', 'daily_push_delivery']));
    expect((await api.delete('/api/auth/account', { token: u.token, body: { currentPassword: PASSWORD } })).status).toBe(200);
    expect(await itemsOf(u.user.id, u.email)).toHaveLength(0);
  });
});
