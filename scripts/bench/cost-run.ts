process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { freePort } from '../../tests/helpers/ports';
import type { FamilyMonth, Meter } from './cost';

/**
 * The cost benchmark's child process (scripts/bench/cost.ts starts it with the table, the mail catcher,
 * DB_CAPACITY=1 and LOG_LEVEL=info in its environment): one family's month, replayed in time order against
 * the real handlers. The account holder plus one adult member (the second parent, no login of their own) and
 * three children; 40 web sessions, 120 WhatsApp messages (webhook → queue → worker), 60 events with
 * reminders, 2 school documents, 30 daily agendas, 4 weekly emails, 1 calendar subscription refreshed 120
 * times. Each step is metered: handler time, DynamoDB capacity (the data layer's counter), SQS, SES, S3,
 * WhatsApp sends and the log bytes the handlers write. Prints one `RESULT {...}` line.
 *
 * The month is virtual: the worker and the jobs take their clock as an argument, so days pass without waiting.
 * Job runs (reminders, summaries, refresh) happen whether or not a family has work in them: what a family
 * adds is a run's cost minus an empty run's, and the empty runs are measured for the fixed costs.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

// ---------------------------------------------------------------- log capture (CloudWatch Logs stand-in)
// Everything a handler prints is what Lambda would ship to CloudWatch: counted per step, not shown.
let logBytes = 0;
const realWrite = process.stdout.write.bind(process.stdout);
const realErr = process.stderr.write.bind(process.stderr);
const swallow = (chunk: string | Uint8Array) => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (text.startsWith('RESULT ')) return realWrite(text);
  logBytes += Buffer.byteLength(text);
  return true;
};
process.stdout.write = swallow as typeof process.stdout.write;
process.stderr.write = swallow as typeof process.stderr.write;

// ---------------------------------------------------------------- stand-ins configured before functions/ loads
const graphPort = await freePort();
const PHONE_NUMBER_ID = '123456789012345';
Object.assign(process.env, {
  WHATSAPP_APP_SECRET: randomBytes(32).toString('hex'),
  WHATSAPP_VERIFY_TOKEN: randomBytes(24).toString('base64url'),
  WHATSAPP_ACCESS_TOKEN: `EAAbench${randomBytes(24).toString('base64url')}`,
  WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
  WHATSAPP_API_URL: `http://127.0.0.1:${graphPort}/_local/whatsapp/graph`,
  CALENDAR_FETCH_ALLOW_LOOPBACK: '1',
});

const { UpdateCommand, ScanCommand, BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
const { whatsappSimulator } = await import('../local/whatsapp-simulator');
const { invokeApi } = await import('../local/api-adapter');
const { samplePdf } = await import('../local/sample-pdf');
const { jsonOf, requestOf } = await import('../../tests/helpers/request');
// Setup calls (not metered) go through the same adapter as the tests'.
const { call } = await import('../../tests/helpers/api');
const { adultMember, childMember } = await import('../../tests/helpers/family');
const { ics, startCalendarServer } = await import('../../tests/helpers/calendar-server');
const { signUp, PASSWORD, expectStatus } = await import('./seed');
const { db, dbCapacity, tableName } = await import('../../functions/data/client');
const { keys } = await import('../../functions/data/keys');
const { drainLocalQueue } = await import('../../functions/adapters/queue');
const { files } = await import('../../functions/adapters/storage');
const { handleJob } = await import('../../functions/assistant/worker');
const { withLogContext, logLine } = await import('../../functions/log');
const { startConnection } = await import('../../functions/whatsapp/connections');
const { inbound, signedPayload, status, webhookPayload, wamid } = await import('../local/whatsapp-events');
const { runReminderJob } = await import('../../functions/jobs/send-reminders');
const { runDailyAgenda } = await import('../../functions/jobs/daily-agenda');
const { runWeeklyEmail } = await import('../../functions/jobs/weekly-email');
const { runRefreshJob } = await import('../../functions/jobs/refresh-subscriptions');
const { refreshOne } = await import('../../functions/subscriptions/subscriptions');
const { listSubscriptions } = await import('../../functions/subscriptions/store');
const { getUser } = await import('../../functions/data/users');
const { listMembersByUser } = await import('../../functions/data/members');
const { systemPrompt, toolSpecs, historyMessages } = await import('../../functions/assistant/bedrock');
const { sessionHistory } = await import('../../functions/whatsapp/conversation');

// ---------------------------------------------------------------- meters

const meters = new Map<string, Meter>();
const meter = (step: string): Meter => {
  let m = meters.get(step);
  if (!m) {
    m = {
      invocations: 0,
      runs: 0,
      billedMs: 0,
      apiRequests: 0,
      readUnits: 0,
      writeUnits: 0,
      sqsRequests: 0,
      emails: 0,
      s3Put: 0,
      s3Get: 0,
      s3Bytes: 0,
      logBytes: 0,
      whatsappText: 0,
      whatsappTemplate: 0,
    };
    meters.set(step, m);
  }
  return m;
};

const simulator = whatsappSimulator({
  apiBase: 'http://unused.invalid',
  phoneNumberId: () => PHONE_NUMBER_ID,
  accessToken: () => process.env.WHATSAPP_ACCESS_TOKEN!,
  appSecret: () => process.env.WHATSAPP_APP_SECRET!,
});

const mailCount = async () => {
  const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as { emails: unknown[] };
  return store.emails.length;
};

// S3 requests: the file store is one object per process, so counting its calls counts the bucket's requests.
const s3 = { put: 0, get: 0, bytes: 0 };
{
  const store = await files();
  const { put, get } = store;
  store.put = (key, bytes, type) => ((s3.put += 1), (s3.bytes += bytes.length), put(key, bytes, type));
  store.get = (key) => ((s3.get += 1), get(key));
}

interface Snapshot {
  r: number;
  w: number;
  log: number;
  mail: number;
  text: number;
  template: number;
  put: number;
  get: number;
  bytes: number;
}
const snapshot = async (): Promise<Snapshot> => {
  const u = dbCapacity();
  return {
    r: u.readUnits,
    w: u.writeUnits,
    log: logBytes,
    mail: await mailCount(),
    text: simulator.outbox.filter((m) => m.type === 'text').length,
    template: simulator.outbox.filter((m) => m.type === 'template').length,
    put: s3.put,
    get: s3.get,
    bytes: s3.bytes,
  };
};
const delta = async (m: Meter, before: Snapshot) => {
  const after = await snapshot();
  m.readUnits += after.r - before.r;
  m.writeUnits += after.w - before.w;
  m.logBytes += after.log - before.log;
  m.emails += after.mail - before.mail;
  m.whatsappText += after.text - before.text;
  m.whatsappTemplate += after.template - before.template;
  m.s3Put += after.put - before.put;
  m.s3Get += after.get - before.get;
  m.s3Bytes += after.bytes - before.bytes;
};

/** One Lambda invocation of `fn`: billed in whole milliseconds, rounded up as AWS does. */
async function invocation<T>(step: string, fn: () => Promise<T>, opts: { api?: boolean } = {}): Promise<T> {
  const m = meter(step);
  const before = await snapshot();
  const started = performance.now();
  const out = await fn();
  const ms = performance.now() - started;
  m.invocations += 1;
  m.billedMs += Math.max(1, Math.ceil(ms));
  if (opts.api) m.apiRequests += 1;
  await delta(m, before);
  return out;
}

/**
 * A scheduled run with the family's work in it: the family adds the run's time and capacity minus an empty
 * run's (measured the same way), and no invocation of its own.
 */
async function marginalRun(step: string, empty: { ms: number; snapshotOf: Snapshot }, fn: () => Promise<unknown>) {
  const m = meter(step);
  const before = await snapshot();
  const started = performance.now();
  await fn();
  const ms = performance.now() - started;
  await delta(m, before);
  m.billedMs += Math.max(0, ms - empty.ms);
  m.readUnits -= empty.snapshotOf.r;
  m.writeUnits -= empty.snapshotOf.w;
  m.logBytes -= empty.snapshotOf.log;
  m.runs += 1;
}

/** Empty runs of a job (nothing due): their median time and their capacity and log bytes per run. */
async function emptyRuns(run: () => Promise<unknown>, n = 5) {
  const times: number[] = [];
  let sum: Snapshot = { r: 0, w: 0, log: 0, mail: 0, text: 0, template: 0, put: 0, get: 0, bytes: 0 };
  for (let i = 0; i < n; i++) {
    const before = await snapshot();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
    const after = await snapshot();
    sum = { ...sum, r: sum.r + after.r - before.r, w: sum.w + after.w - before.w, log: sum.log + after.log - before.log };
  }
  const ms = [...times].sort((a, b) => a - b)[Math.floor(n / 2)];
  return { ms, snapshotOf: { ...sum, r: sum.r / n, w: sum.w / n, log: sum.log / n } };
}

// ---------------------------------------------------------------- the API as API Gateway calls it

async function api(step: string, method: string, path: string, opts: Parameters<typeof requestOf>[0] & { query?: Record<string, string>; ip?: string } = {}) {
  const { headers, body } = requestOf(opts);
  const res = await invocation(
    step,
    () =>
      invokeApi({
        method,
        path,
        rawQuery: opts.query ? new URLSearchParams(opts.query).toString() : '',
        headers,
        body,
        sourceIp: opts.ip ?? '203.0.113.10',
      }),
    { api: true },
  );
  return { status: res.statusCode, body: jsonOf(res.body), text: res.body };
}
const ok = <T extends { status: number; text: string }>(res: T, what: string, expected = 200) => {
  if (res.status !== expected) throw new Error(`${what}: expected ${expected}, got ${res.status} ${res.text.slice(0, 300)}`);
  return res;
};

/** Post one signed webhook delivery as Meta does. */
async function webhook(step: string, payload: object) {
  const { body, signature } = signedPayload(payload, process.env.WHATSAPP_APP_SECRET!);
  ok(
    await api(step, 'POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } }),
    'webhook',
  );
}

/**
 * Meta reports every message the business sends as sent, delivered and read: three more webhook deliveries
 * (acknowledged, never answered) for each outbound message.
 */
async function deliveryStatuses(sentBefore: number, to: string) {
  for (const m of simulator.outbox.slice(sentBefore))
    for (const value of ['sent', 'delivered', 'read'] as const)
      await webhook('WhatsApp delivery statuses (webhook)', webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, statuses: [status(wamid(), m.to ?? to, value)] }));
}

// ---------------------------------------------------------------- the family

async function main() {
  const graph = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void simulator(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((done) => graph.listen(graphPort, '127.0.0.1', () => done()));
  const calendarServer = await startCalendarServer();

  // Setup (not metered: an account is made once, not each month).
  const account = await signUp(call, process.env.SES_ENDPOINT!, { firstName: 'Maya' });
  const stamp = new Date().toISOString();
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(account.id),
      UpdateExpression: 'SET subscriptions = :s',
      ExpressionAttributeValues: { ':s': { sub_bench: { plan: 'simplify', status: 'active', cancel_at_period_end: false, current_period_end: null } } },
    }),
  );
  const token = account.token;
  const members: string[] = [];
  for (const body of [
    adultMember({ name: 'Sam Okafor' }),
    childMember({ name: 'Mia Okafor', date_of_birth: '2015-02-11' }),
    childMember({ name: 'Leo Okafor', date_of_birth: '2017-06-03' }),
    childMember({ name: 'Ava Okafor', date_of_birth: '2020-09-21' }),
  ])
    members.push(expectStatus(await call('POST', '/api/family-members', { body, token }), 201, 'member').body.id as string);
  const number = `1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  {
    const { message } = await startConnection(account.id);
    const { body, signature } = signedPayload(
      webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(number, { type: 'text', text: message })] }),
      process.env.WHATSAPP_APP_SECRET!,
    );
    await call('POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
    await drainLocalQueue(async ({ Records }) => {
      for (const r of Records) await handleJob(JSON.parse(r.body));
      return { batchItemFailures: [] };
    });
  }
  expectStatus(await call('PUT', '/api/auth/profile', { body: { daily_push_enabled: true, weekly_email_enabled: true }, token }), 200, 'summaries on');
  // Every family starts with a shopping list.
  const lists = expectStatus(await call('GET', '/api/lists', { token }), 200, 'lists').body as
    Array<{ id: string; name: string }> | { lists: Array<{ id: string; name: string }> };
  const shopping = (Array.isArray(lists) ? lists : lists.lists).find((l) => /shopping/i.test(l.name))!;
  expectStatus(
    await call('POST', `/api/lists/${shopping.id}/items`, { body: { items: [{ text: 'Milk' }, { text: 'Bread' }, { text: 'Apples' }] }, token }),
    201,
    'list items',
  );
  for (const task of ['Sign the trip form', 'Pay school dinners', 'Book swimming lessons'])
    expectStatus(await call('POST', '/api/todos', { body: { task }, token }), 201, 'todo');

  // The month starts on the day of the first daily agenda (the schedule's first due instant, 07:00 UTC).
  const schedules =
    (await db().send(new ScanCommand({ TableName: tableName(), FilterExpression: 'entity = :e', ExpressionAttributeValues: { ':e': 'summarySchedule' } })))
      .Items ?? [];
  const dailyDue = Date.parse(String(schedules.find((s) => s.kind === 'daily')!.dueAt));
  const weeklyDue = Date.parse(String(schedules.find((s) => s.kind === 'weekly')!.dueAt));
  const D0 = dailyDue - 7 * HOUR;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  // Empty job runs, before anything of the month is due: the per-run cost every deployment pays.
  const emptyReminder = await emptyRuns(() => runReminderJob(new Date(D0 - HOUR), { budgetMs: 60_000 }));
  const emptyDaily = await emptyRuns(() => runDailyAgenda(new Date(D0 - HOUR), { budgetMs: 60_000 }));
  const emptyWeekly = await emptyRuns(() => runWeeklyEmail(new Date(D0 - HOUR), { budgetMs: 60_000 }));
  const emptyRefresh = await emptyRuns(() => runRefreshJob(new Date(D0 - HOUR), { budgetMs: 60_000 }));
  // The subscriptions job reads one group an hour; the family's feed is in one of them, refreshed by refreshOne below.
  const emptyRuns_ = {
    reminders: { ms: emptyReminder.ms, readUnits: emptyReminder.snapshotOf.r, writeUnits: emptyReminder.snapshotOf.w, logBytes: emptyReminder.snapshotOf.log },
    // One send-summaries run is both jobs.
    summaries: {
      ms: emptyDaily.ms + emptyWeekly.ms,
      readUnits: emptyDaily.snapshotOf.r + emptyWeekly.snapshotOf.r,
      writeUnits: emptyDaily.snapshotOf.w + emptyWeekly.snapshotOf.w,
      logBytes: emptyDaily.snapshotOf.log + emptyWeekly.snapshotOf.log,
    },
    refresh: { ms: emptyRefresh.ms, readUnits: emptyRefresh.snapshotOf.r, writeUnits: emptyRefresh.snapshotOf.w, logBytes: emptyRefresh.snapshotOf.log },
  };

  // ---- the month's timeline, replayed in time order
  type Action = { at: number; order: number; run: () => Promise<void> };
  const timeline: Action[] = [];
  const at = (ms: number, run: () => Promise<void>) => timeline.push({ at: ms, order: timeline.length, run });

  // 40 web sessions: every evening at 21:00, and a morning look at 07:30 every third day.
  const sessionTimes = [
    ...Array.from({ length: 30 }, (_, d) => D0 + d * DAY + 21 * HOUR),
    ...Array.from({ length: 10 }, (_, i) => D0 + i * 3 * DAY + 7 * HOUR + 30 * MINUTE),
  ].sort((a, b) => a - b);
  let eventsMade = 0;
  const monthOf = (ms: number) => {
    const d = new Date(ms);
    return { fromDate: iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)), toDate: iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)) };
  };
  sessionTimes.forEach((t, i) => {
    at(t, async () => {
      const step = 'Web sessions (sign-in + dashboard, calendar, lists, to-dos)';
      // Sign-ins days apart never meet the sign-in rate limit; replayed seconds apart they would: its counters are cleared (not metered).
      const rate =
        (await db().send(new ScanCommand({ TableName: tableName(), FilterExpression: 'begins_with(pk, :p)', ExpressionAttributeValues: { ':p': 'RATE#' } })))
          .Items ?? [];
      if (rate.length)
        await db().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: rate.slice(0, 25).map((r) => ({ DeleteRequest: { Key: { pk: r.pk, sk: r.sk } } })) } }),
        );
      const session = (
        ok(await api(step, 'POST', '/api/auth/login', { body: { email: account.email, password: PASSWORD } }), 'login').body as { token: string }
      ).token;
      for (const path of [
        '/api/auth/user',
        '/api/family-members',
        '/api/subscription-status',
        '/api/whatsapp/connection',
        '/api/todos',
        '/api/lists',
        '/api/calendar/subscriptions',
      ])
        ok(await api(step, 'GET', path, { token: session }), path);
      ok(await api(step, 'GET', '/api/calendar/events', { token: session, query: monthOf(t) }), 'calendar month');
      ok(await api(step, 'GET', `/api/lists/${shopping.id}/items`, { token: session }), 'list items');
      if (i % 2) ok(await api(step, 'POST', '/api/todos', { token: session, body: { task: `Session task ${i}` } }), 'todo', 201);
      // 60 events with a 30-minute reminder: two in each of the first 20 sessions, one in the others, one and two days ahead.
      for (let e = 0; e < (i < 20 ? 2 : 1); e++) {
        const day = Math.floor((t - D0) / DAY) + 1 + e;
        const body = {
          title: `${['Swimming', 'Football', 'Piano', 'Dentist'][eventsMade % 4]} ${eventsMade + 1}`,
          date: iso(D0 + day * DAY),
          time: eventsMade % 2 ? '18:30' : '16:00',
          duration: 60,
          type: 'school',
          reminderMinutes: 30,
          familyMemberId: members[1 + (eventsMade % 3)],
        };
        eventsMade += 1;
        ok(await api('Events with reminders (created on the web)', 'POST', '/api/calendar/events', { token: session, body }), 'event', 201);
        const due = Date.parse(`${body.date}T${body.time}:00Z`) - 30 * MINUTE;
        at(due + 2 * MINUTE, async () => {
          await marginalRun('Reminders (job runs, per family)', emptyReminder, () => runReminderJob(new Date(due + 2 * MINUTE), { budgetMs: 60_000 }));
        });
      }
      timeline.sort((a, b) => a.at - b.at || a.order - b.order);
    });
  });

  // 120 assistant messages on 20 of the 30 days (six a day); every tenth would reach the language model.
  const TEXTS = [
    "what's on today?",
    'add yoghurt to the shopping list',
    "what's on tomorrow?",
    'add a to-do: call the plumber',
    "what's on this week?",
    'what is on the shopping list?',
  ];
  const modelMessages: Array<{ text: string; at: number; reply: string }> = [];
  // The first reply to each kind of message, so a run shows the engine really answered them.
  const samples: Record<string, string> = {};
  let sent = 0;
  for (let d = 0; d < 30; d++) {
    if (d % 3 === 2) continue;
    for (const [k, time] of [8 * 60 + 10, 12 * 60 + 30, 15 * 60 + 45, 17 * 60 + 20, 19 * 60 + 5, 20 * 60 + 40].entries()) {
      const when = D0 + d * DAY + time * MINUTE;
      const text = TEXTS[k];
      const n = sent++;
      at(when, async () => {
        const outBefore = simulator.outbox.length;
        await webhook(
          'Assistant: webhook (inbound message)',
          webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(number, { type: 'text', text })] }),
        );
        meter('Assistant: queue and worker').sqsRequests += 1; // SendMessage
        await drainLocalQueue(async ({ Records }) => {
          // One message a few minutes from the last: each is its own receive, invocation and delete.
          for (const record of Records) {
            meter('Assistant: queue and worker').sqsRequests += 2; // ReceiveMessage, DeleteMessage(Batch)
            await invocation('Assistant: queue and worker', () =>
              withLogContext({ requestId: record.messageId, job: 'assistant/worker' }, async () => {
                const started = Date.now();
                // handleJob with the month's clock; the worker's handler adds only this log line around it.
                const outcome = await handleJob(JSON.parse(record.body), new Date(when));
                logLine('info', { worker: 'assistant/worker', outcome, type: 'text', ms: Date.now() - started });
              }),
            );
          }
          return { batchItemFailures: [] };
        });
        const reply = simulator.outbox
          .slice(outBefore)
          .map((m) => m.text.body)
          .join('\n');
        if (n % 10 === 9) modelMessages.push({ text, at: when, reply });
        samples[text] ??= reply.slice(0, 160);
        await deliveryStatuses(outBefore, number);
      });
    }
  }

  // Daily agenda at 07:00 each day; the weekly email on the first four Sundays at 18:00.
  for (let d = 0; d < 30; d++)
    at(dailyDue + d * DAY, async () => {
      const outBefore = simulator.outbox.length;
      await marginalRun('Daily agenda (WhatsApp, job runs)', emptyDaily, () => runDailyAgenda(new Date(dailyDue + d * DAY), { budgetMs: 60_000 }));
      await deliveryStatuses(outBefore, number);
    });
  for (let w = 0; w < 4; w++)
    at(weeklyDue + w * 7 * DAY, () =>
      marginalRun('Weekly email (job runs)', emptyWeekly, () => runWeeklyEmail(new Date(weeklyDue + w * 7 * DAY), { budgetMs: 60_000 })),
    );

  // Two school documents uploaded on the web (a 2-page letter each), days 3 and 17.
  for (const d of [3, 17])
    at(D0 + d * DAY + 20 * HOUR, async () => {
      const pages = Array.from({ length: 2 }, (_, p) => [
        `Harbour Primary School - letter page ${p + 1}`,
        ...Array.from({ length: 30 }, (_, l) =>
          l % 5 ? 'Please label uniform and bring a water bottle every day.' : `Class trip on ${iso(D0 + (d + l) * DAY)} at 9:30`,
        ),
      ]);
      const pdf = samplePdf(pages);
      ok(
        await api('School documents (web upload)', 'POST', `/api/family-members/${members[1]}/documents`, {
          token,
          body: { fileName: `letter-${d}.pdf`, contentType: 'application/pdf', dataBase64: pdf.toString('base64') },
        }),
        'document',
        201,
      );
    });

  // One followed calendar (a club's season, 40 events): subscribed on day 0, read every 6 hours (120 times);
  // the club changes its calendar four times in the month, every other read is answered 304.
  const season = (version: number) =>
    ics(
      Array.from({ length: 40 }, (_, i) => {
        const start = new Date(D0 + i * DAY + 17 * HOUR + (i === version ? HOUR : 0))
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d+Z$/, 'Z');
        const end = new Date(D0 + i * DAY + 18 * HOUR + (i === version ? HOUR : 0))
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d+Z$/, 'Z');
        return { uid: `club-${i}@bench`, title: `Club training ${i + 1}`, start, end };
      }),
    );
  calendarServer.serve('/club.ics', season(-1));
  at(D0 + 9 * HOUR, async () => {
    ok(
      await api('Calendar subscription (create + 120 refreshes)', 'POST', '/api/calendar/subscriptions', {
        token,
        body: { url: calendarServer.url('/club.ics'), name: 'Club' },
      }),
      'subscribe',
      201,
    );
  });
  for (let k = 0; k < 120; k++) {
    const when = D0 + 10 * HOUR + k * 6 * HOUR;
    at(when, async () => {
      if (k % 30 === 15) calendarServer.serve('/club.ics', season(k));
      // The job's Query of the refresh group hands it the subscription; that Query is in the empty run.
      const [sub] = await listSubscriptions(account.id);
      await marginalRun(
        'Calendar subscription (create + 120 refreshes)',
        { ms: 0, snapshotOf: { r: 0, w: 0, log: 0, mail: 0, text: 0, template: 0, put: 0, get: 0, bytes: 0 } },
        () => refreshOne(account.id, sub, { manual: false, now: new Date(when) }),
      );
    });
  }

  const started = performance.now();
  timeline.sort((a, b) => a.at - b.at || a.order - b.order);
  for (let i = 0; i < timeline.length; i++) await timeline[i].run();
  const replayMs = performance.now() - started;

  // ---- model tokens (estimated): what the Bedrock engine would send for the 12 messages that reach it
  const user = (await getUser(account.id))!;
  const familyMembers = await listMembersByUser(account.id);
  const toolChars = JSON.stringify(toolSpecs()).length;
  const model = [];
  for (const m of modelMessages) {
    const history = historyMessages(await sessionHistory(account.id, new Date(m.at + MINUTE)));
    const historyChars = JSON.stringify(history).length;
    const systemChars = systemPrompt(user, familyMembers, new Date(m.at)).length;
    model.push({ systemChars, toolChars, historyChars, messageChars: m.text.length, replyChars: m.reply.length });
  }

  // ---- storage: the family's items (table and index copies) and document bytes
  const items = (await db().send(new ScanCommand({ TableName: tableName() }))).Items ?? [];
  const mine = items.filter((i) => String(i.pk).includes(account.id) || String(i.gsi2pk ?? '').includes(account.id));
  const itemBytes = mine.reduce(
    (n, i) => n + JSON.stringify(i).length + 100 + (i.gsi1pk ? JSON.stringify(i).length + 100 : 0) + (i.gsi2pk ? JSON.stringify(i).length + 100 : 0),
    0,
  );

  graph.close();
  await calendarServer.close();
  const out: FamilyMonth = {
    steps: Object.fromEntries(meters),
    emptyRuns: emptyRuns_,
    model,
    storage: { items: mine.length, itemBytes, documentBytes: s3.bytes },
    counts: {
      sessions: sessionTimes.length,
      messages: sent,
      modelMessages: modelMessages.length,
      events: eventsMade,
      reminderEmails: meters.get('Reminders (job runs, per family)')?.emails ?? 0,
      agendaTexts: meters.get('Daily agenda (WhatsApp, job runs)')?.whatsappText ?? 0,
      agendaTemplates: meters.get('Daily agenda (WhatsApp, job runs)')?.whatsappTemplate ?? 0,
      weeklyEmails: meters.get('Weekly email (job runs)')?.emails ?? 0,
      documents: 2,
      refreshes: 120,
      messageDays: 20,
    },
    replayMs,
    samples,
    stamp,
  };
  console.log(`RESULT ${JSON.stringify(out)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write = realErr;
    console.error(error);
    process.exit(1);
  },
);
