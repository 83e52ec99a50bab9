import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeKey, routes } from '../../functions/routes';
import { freePort } from '../../tests/helpers/ports';
import { linkIn, waitForEmail } from '../../tests/helpers/mail';
import { ensureTable, startDynamo } from '../local/dynamo';
import { budget, table, type Budget } from './report';
import {
  addFamily,
  addMonthOfEvents,
  expectStatus,
  mailClock,
  monthRange,
  PASSWORD,
  registerOnly,
  signUp,
  startMailCatcher,
  tokenFromLink,
  uniqueEmail,
  type ApiCall,
} from './seed';

/**
 * DynamoDB round trips per route: every row of the route table called once, in-process through the
 * local adapter, against a seeded account; the count comes from functions/data/client.ts dbUsage(),
 * which the wrapper resets at the start of each request (so the calls must run one at a time).
 */

const READ_OPS = new Set(['GetItem', 'Query', 'BatchGetItem', 'TransactGetItems', 'Scan']);

export interface DbRow {
  route: string;
  status: number;
  calls: number;
  /** Sequential waves of calls, and of reads only (see dbUsage in functions/data/client.ts). */
  roundTrips: number;
  readRoundTrips: number;
  reads: number;
  writes: number;
  ops: string[];
  flags: string[];
}

export interface DbResult {
  seed: string;
  rows: DbRow[];
  missing: string[];
  warnings: string[];
  budgets: Budget[];
}

export async function dbRoundTrips(opts: { log: (line: string) => void }): Promise<DbResult> {
  const [dynamoPort, mailPort] = [await freePort(), await freePort()];
  const mailUrl = `http://127.0.0.1:${mailPort}`;
  let dynamo: ChildProcess | undefined;
  let mail: Server | undefined;
  const savedEnv = { ...process.env };
  try {
    opts.log('starting DynamoDB Local (in memory) and the mail catcher...');
    dynamo = await startDynamo({ port: dynamoPort });
    mail = await startMailCatcher(mailPort);
    // As tests/setup/per-file-table.ts: the handler modules read these once, at their first request.
    Object.assign(process.env, {
      TABLE_NAME: `bench-${randomBytes(6).toString('hex')}`,
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${dynamoPort}`,
      SES_ENDPOINT: mailUrl,
      MAIL_URL: mailUrl,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64url')}`,
      APP_URL: 'http://localhost:3000',
      ADMIN_EMAILS: 'admin.bench@example.com',
      DOCUMENTS_DIR: join(tmpdir(), `simplify-bench-db-docs-${randomBytes(6).toString('hex')}`),
      LOG_LEVEL: 'silent',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    await ensureTable(dynamoPort, process.env.TABLE_NAME!);
    return await measureEveryRoute(mailUrl, opts.log);
  } finally {
    if (mail) await new Promise((ok) => mail!.close(() => ok(undefined)));
    dynamo?.kill('SIGKILL');
    // The stack started later for the HTTP sections inherits this environment: give it back clean.
    for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
    Object.assign(process.env, savedEnv);
  }
}

async function measureEveryRoute(mailUrl: string, log: (line: string) => void): Promise<DbResult> {
  // Imported only now: these modules must see the environment set above.
  const { call } = await import('../../tests/helpers/api');
  const { dbUsage, resetDbUsage, db, tableName } = await import('../../functions/data/client');
  const { getUser } = await import('../../functions/data/users');
  const { simulatorKeys } = await import('../../functions/data/keys');
  const { event, checkoutSession, subscription, signed, sessionIdOf } = await import('../local/stripe-events');
  const { VARK_QUESTIONS } = await import('../../shared/assessments/vark-questions');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  const api: ApiCall = call;
  const webhook = (evt: object) => {
    const { payload, header } = signed(evt, process.env.STRIPE_WEBHOOK_SECRET!);
    return api('POST', '/api/stripe/webhook', { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });
  };
  const customerOf = async (userId: string) => String(((await getUser(userId)) as unknown as { stripe_customer_id: string }).stripe_customer_id);
  const linkToken = async (email: string, after: number) =>
    linkIn(await waitForEmail(email, /invited you/, { mailUrl, after }), '/account-link/').split('/account-link/')[1];

  // ---- seed: a parent with 20 members, a busy month, to-dos, a completed VARK, a linked co-parent; an admin
  log('seeding: parent with 20 family members, a month of recurring events, a completed VARK, an account link, an admin...');
  const u = await signUp(api, mailUrl, { firstName: 'Maya' });
  const members = await addFamily(api, u.token, 20);
  const children = members.filter((m) => m.child);
  const adults = members.filter((m) => !m.child);
  const warnings: string[] = [];
  const range = monthRange();
  await addMonthOfEvents(
    api,
    u.token,
    members.map((m) => m.id),
  ).catch((e: Error) => warnings.push(`seeding events failed: ${e.message}`));
  for (const task of ['Pack swim bag', 'Sign permission slip', 'Book dentist'])
    expectStatus(await api('POST', '/api/todos', { body: { task }, token: u.token }), 201, 'seed todo');
  const packCheckout = expectStatus(
    await api('POST', '/api/create-checkout-session', { body: { subscriptionType: 'assessment_pack' }, token: u.token }),
    200,
    'seed checkout',
  ).body as { url: string };
  const customer = await customerOf(u.id);
  expectStatus(
    await webhook(event('checkout.session.completed', checkoutSession({ id: sessionIdOf(packCheckout.url), customer, userId: u.id, plan: 'assessment_pack' }))),
    200,
    'seed pack',
  );
  const vark = expectStatus(
    await api('POST', '/api/vark/assessments/start', { body: { familyMemberId: children[0].id }, token: u.token }),
    201,
    'seed vark start',
  ).body;
  const bank = VARK_QUESTIONS[vark.assessment.age_group as keyof typeof VARK_QUESTIONS];
  const answers = bank.map((q, i) => ({ questionId: q.id, answer: (['visual', 'auditory', 'readingWriting', 'kinesthetic'] as const)[i % 4] }));
  const varkDone = expectStatus(
    await api('PATCH', `/api/vark/assessments/${vark.assessment.id}`, { body: { responses: answers }, token: u.token }),
    200,
    'seed vark answers',
  ).body;
  if (!varkDone.completed) throw new Error('seed: the VARK assessment did not complete');
  const partner = await signUp(api, mailUrl, { firstName: 'Ben' });
  let t = mailClock();
  expectStatus(
    await api('POST', '/api/account-links/invite', { body: { targetEmail: partner.email, relationshipType: 'co_parent' }, token: u.token }),
    201,
    'seed invite',
  );
  expectStatus(await api('POST', `/api/account-links/accept/${await linkToken(partner.email, t)}`, { token: partner.token }), 200, 'seed accept');
  const admin = await signUp(api, mailUrl, { email: 'admin.bench@example.com', firstName: 'Ada' });

  // ---- every route once, in order; setup calls in between are not measured
  const rows: DbRow[] = [];
  const measure = async (key: string, expected: number, run: () => Promise<Awaited<ReturnType<typeof api>>>) => {
    resetDbUsage(); // a handler module that fails to load never reaches the wrapper's reset
    // The local server answers 500 when a handler module throws while loading; so does this.
    const res = await Promise.resolve()
      .then(run)
      .catch((error: Error) => ({ status: 500, headers: {}, body: {}, text: `threw: ${error.message}` }));
    const usage = dbUsage(); // read before anything else talks to the table
    // A wrong status is reported, not fatal: the remaining routes are still worth measuring.
    if (res.status !== expected) warnings.push(`${key}: expected ${expected}, got ${res.status} ${res.text.slice(0, 200)}`);
    const reads = usage.ops.filter((o) => READ_OPS.has(o)).length;
    const flags = [
      ...(res.status !== expected ? [`HTTP ${res.status}`] : []),
      ...(usage.readRoundTrips > 2 ? ['reads>2'] : []),
      ...(usage.ops.includes('Scan') ? ['SCAN'] : []),
    ];
    rows.push({
      route: key,
      status: res.status,
      calls: usage.calls,
      roundTrips: usage.roundTrips,
      readRoundTrips: usage.readRoundTrips,
      reads,
      writes: usage.calls - reads,
      ops: usage.ops,
      flags,
    });
    return res;
  };
  const tok = { token: u.token };

  await measure('GET /api/health', 200, () => api('GET', '/api/health'));

  // accounts: a throwaway account x for the destructive routes, so the seeded parent keeps its session
  const xEmail = uniqueEmail('bench-x');
  const xBody = {
    firstName: 'Xena',
    lastName: 'Okafor',
    email: xEmail,
    whatsappNumber: `+1${String(2000000000 + Math.floor(Math.random() * 7999999999)).slice(0, 10)}`,
    password: PASSWORD,
    location: 'Perth',
    timezone: 'UTC',
  };
  t = mailClock();
  await measure('POST /api/auth/register', 201, () => api('POST', '/api/auth/register', { body: xBody, ip: '203.0.113.20' }));
  const xVerify = tokenFromLink(linkIn(await waitForEmail(xEmail, /Verify your email/, { mailUrl, after: t }), '/verify-email'));
  const x = (await measure('POST /api/auth/verify-email', 200, () => api('POST', '/api/auth/verify-email', { body: { token: xVerify } }))).body as {
    token: string;
  };
  const pending = await registerOnly(api, mailUrl, { ip: '203.0.113.21' });
  await measure('POST /api/auth/resend-verification', 200, () => api('POST', '/api/auth/resend-verification', { body: { email: pending.email } }));
  const login = await measure('POST /api/auth/login', 200, () => api('POST', '/api/auth/login', { body: { email: u.email, password: PASSWORD } }));
  await measure('POST /api/auth/logout', 200, () => api('POST', '/api/auth/logout', { token: (login.body as { token: string }).token }));
  await measure('GET /api/auth/user', 200, () => api('GET', '/api/auth/user', tok));
  await measure('PUT /api/auth/profile', 200, () => api('PUT', '/api/auth/profile', { ...tok, body: { first_name: 'Maya', location: 'Sydney, Australia' } }));
  await measure('PUT /api/auth/password', 200, () =>
    api('PUT', '/api/auth/password', { token: x.token, body: { currentPassword: PASSWORD, newPassword: 'Brand-New-9?' } }),
  );
  t = mailClock();
  await measure('POST /api/auth/magic-link', 200, () => api('POST', '/api/auth/magic-link', { body: { email: u.email } }));
  const magic = tokenFromLink(linkIn(await waitForEmail(u.email, /sign-in link/, { mailUrl, after: t }), '/auth/magic-link/verify'));
  await measure('POST /api/auth/magic-link/verify', 200, () => api('POST', '/api/auth/magic-link/verify', { body: { token: magic } }));
  t = mailClock();
  await measure('POST /api/auth/request-password-reset', 200, () => api('POST', '/api/auth/request-password-reset', { body: { email: xEmail } }));
  const reset = tokenFromLink(linkIn(await waitForEmail(xEmail, /Reset your/, { mailUrl, after: t }), '/reset-password'));
  await measure('POST /api/auth/reset-password', 200, () => api('POST', '/api/auth/reset-password', { body: { token: reset, newPassword: 'Fresh-Start-7#' } }));
  const x2 = expectStatus(await api('POST', '/api/auth/login', { body: { email: xEmail, password: 'Fresh-Start-7#' } }), 200, 'login x').body as {
    token: string;
  };
  await measure('DELETE /api/auth/account', 200, () => api('DELETE', '/api/auth/account', { token: x2.token }));

  // family: 20 members to list; the member added here is the one edited and deleted
  await measure('GET /api/family-members', 200, () => api('GET', '/api/family-members', tok));
  await measure('GET /api/family-members/{id}', 200, () => api('GET', `/api/family-members/${children[1].id}`, tok));
  const added = (
    await measure('POST /api/family-members', 201, () =>
      api('POST', '/api/family-members', {
        ...tok,
        body: {
          name: 'Extra Okafor',
          date_of_birth: '2017-02-03',
          relationship: 'daughter',
          school_name: 'Harbour Primary',
          year_level: 'Year 3',
          curriculum: 'australian',
        },
      }),
    )
  ).body as { id: string };
  await measure('PUT /api/family-members/{id}', 200, () => api('PUT', `/api/family-members/${added.id}`, { ...tok, body: { year_level: 'Year 4' } }));
  await measure('DELETE /api/family-members/{id}', 200, () => api('DELETE', `/api/family-members/${added.id}`, tok));

  // school documents: a small text letter uploaded, listed, its date added, then deleted
  const letter = { fileName: 'letter.txt', dataBase64: Buffer.from('Sports day 12 June 2027 at 9:00').toString('base64') };
  const doc = (
    await measure('POST /api/family-members/{id}/documents', 201, () =>
      api('POST', `/api/family-members/${children[1].id}/documents`, { ...tok, body: letter }),
    )
  ).body as { id: string };
  await measure('GET /api/family-members/{id}/documents', 200, () => api('GET', `/api/family-members/${children[1].id}/documents`, tok));
  await measure('POST /api/documents/{id}/events', 200, () => api('POST', `/api/documents/${doc.id}/events`, { ...tok, body: { numbers: [1] } }));
  await measure('DELETE /api/documents/{id}', 200, () => api('DELETE', `/api/documents/${doc.id}`, tok));

  // plans: a Simplify+ subscription through checkout + webhook, then status, portal, activation, cancel
  await measure('POST /api/create-checkout-session', 200, () =>
    api('POST', '/api/create-checkout-session', { ...tok, body: { subscriptionType: 'simplify_plus' } }),
  );
  const sub = subscription({ customer, userId: u.id, plan: 'simplify_plus' });
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...simulatorKeys.subscription(sub.id), gsi1pk: `SIMCUSTOMER#${customer}`, gsi1sk: sub.id, object: sub } }),
  );
  await measure('POST /api/stripe/webhook', 200, () => webhook(event('customer.subscription.created', sub)));
  await measure('GET /api/subscription-status', 200, () => api('GET', '/api/subscription-status', tok));
  await measure('POST /api/create-customer-portal', 200, () => api('POST', '/api/create-customer-portal', tok));
  const intent = `pi_local_${randomBytes(10).toString('hex')}`;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...simulatorKeys.intent(intent), customer, status: 'succeeded', metadata: { userId: u.id, plan: 'assessment_pack' } },
    }),
  );
  await measure('POST /api/activate-subscription', 200, () => api('POST', '/api/activate-subscription', { ...tok, body: { payment_intent: intent } }));
  await measure('POST /api/cancel-subscription', 200, () => api('POST', '/api/cancel-subscription', tok));

  // assessments
  await measure('GET /api/vark/assessments', 200, () => api('GET', '/api/vark/assessments', tok));
  await measure('GET /api/vark/access', 200, () => api('GET', '/api/vark/access', tok));
  const v2 = (
    await measure('POST /api/vark/assessments/start', 201, () =>
      api('POST', '/api/vark/assessments/start', { ...tok, body: { familyMemberId: children[1].id } }),
    )
  ).body as { assessment: { id: string }; currentQuestion: { id: string } };
  await measure('PATCH /api/vark/assessments/{id}', 200, () =>
    api('PATCH', `/api/vark/assessments/${v2.assessment.id}`, { ...tok, body: { responses: [{ questionId: v2.currentQuestion.id, answer: 'visual' }] } }),
  );
  await measure('GET /api/vark/assessments/{id}', 200, () => api('GET', `/api/vark/assessments/${vark.assessment.id}`, tok));
  await measure('POST /api/vark/comprehensive-report', 200, () =>
    api('POST', '/api/vark/comprehensive-report', { ...tok, body: { childName: children[0].name, scores: { V: 10, A: 4, R: 3, K: 3 } } }),
  );
  await measure('GET /api/disc/assessments', 200, () => api('GET', '/api/disc/assessments', tok));
  await measure('GET /api/disc/access', 200, () => api('GET', '/api/disc/access', tok));
  const d = (
    await measure('POST /api/disc/assessments/start', 201, () => api('POST', '/api/disc/assessments/start', { ...tok, body: { familyMemberId: adults[0].id } }))
  ).body as { assessment: { id: string }; currentQuestion: { id: string } };
  await measure('GET /api/disc/assessments/{id}/current', 200, () => api('GET', `/api/disc/assessments/${d.assessment.id}/current`, tok));
  await measure('PATCH /api/disc/assessments/{id}', 200, () =>
    api('PATCH', `/api/disc/assessments/${d.assessment.id}`, { ...tok, body: { responses: [{ questionId: d.currentQuestion.id, answer: 'dominant' }] } }),
  );
  await measure('DELETE /api/disc/assessments/{id}', 200, () => api('DELETE', `/api/disc/assessments/${d.assessment.id}`, tok));

  // calendar and to-dos
  await measure('GET /api/calendar/events', 200, () =>
    api('GET', '/api/calendar/events', { ...tok, query: { fromDate: range.fromDate, toDate: range.toDate } }),
  );
  const ev = (
    await measure('POST /api/calendar/events', 201, () =>
      api('POST', '/api/calendar/events', { ...tok, body: { title: 'Parents evening', date: range.toDate, time: '18:00', reminderMinutes: 60 } }),
    )
  ).body as { id: string };
  await measure('PUT /api/calendar/events/{id}', 200, () => api('PUT', `/api/calendar/events/${ev.id}`, { ...tok, body: { time: '19:00' } }));
  await measure('DELETE /api/calendar/events/{id}', 200, () => api('DELETE', `/api/calendar/events/${ev.id}`, tok));
  await measure('GET /api/calendar/feed', 200, () => api('GET', '/api/calendar/feed', tok));
  const feed = (await measure('POST /api/calendar/feed/regenerate', 200, () => api('POST', '/api/calendar/feed/regenerate', tok))).body as { url: string };
  await measure('GET /api/calendar/feed/{token}', 200, () => api('GET', new URL(feed.url).pathname));
  await measure('GET /api/todos', 200, () => api('GET', '/api/todos', tok));
  const todo = (await measure('POST /api/todos', 201, () => api('POST', '/api/todos', { ...tok, body: { task: 'Buy school shoes' } }))).body as { id: string };
  await measure('PATCH /api/todos/{id}', 200, () => api('PATCH', `/api/todos/${todo.id}`, { ...tok, body: { isCompleted: true } }));
  await measure('DELETE /api/todos/{id}', 200, () => api('DELETE', `/api/todos/${todo.id}`, tok));

  // shared lists: the linked partner works on the parent's Shopping list (two families to reach), 40 items on it
  const shopping = `shopping_${u.id}`;
  const groceries = Array.from({ length: 40 }, (_, i) => ({ text: `grocery ${i}` }));
  expectStatus(await api('POST', `/api/lists/${shopping}/items`, { ...tok, body: { items: groceries } }), 201, 'seed list items');
  const ptok = { token: partner.token };
  await measure('GET /api/lists', 200, () => api('GET', '/api/lists', ptok));
  await measure('GET /api/lists/{id}/items', 200, () => api('GET', `/api/lists/${shopping}/items`, ptok));
  const addedItems = (
    await measure('POST /api/lists/{id}/items', 201, () =>
      api('POST', `/api/lists/${shopping}/items`, { ...ptok, body: { items: [{ text: 'milk' }, { text: 'eggs' }, { text: 'bread' }] } }),
    )
  ).body as { added: Array<{ id: string }> };
  await measure('PATCH /api/lists/{id}/items/{itemId}', 200, () =>
    api('PATCH', `/api/lists/${shopping}/items/${addedItems.added[0].id}`, { ...ptok, body: { done: true } }),
  );
  await measure('POST /api/lists/{id}/clear-done', 200, () => api('POST', `/api/lists/${shopping}/clear-done`, ptok));
  await measure('DELETE /api/lists/{id}/items/{itemId}', 200, () => api('DELETE', `/api/lists/${shopping}/items/${addedItems.added[1].id}`, ptok));
  const trip = (await measure('POST /api/lists', 201, () => api('POST', '/api/lists', { ...tok, body: { name: 'Packing for Spain' } }))).body as { id: string };
  await measure('PATCH /api/lists/{id}', 200, () => api('PATCH', `/api/lists/${trip.id}`, { ...ptok, body: { name: 'Packing for Portugal' } }));
  await measure('DELETE /api/lists/{id}', 200, () => api('DELETE', `/api/lists/${trip.id}`, ptok));

  // account links: the seeded link is listed; a fresh invitee declines, another accepts and is removed, a third invitation is withdrawn
  await measure('GET /api/account-links', 200, () => api('GET', '/api/account-links', tok));
  const decliner = await signUp(api, mailUrl, { firstName: 'Dana' });
  t = mailClock();
  await measure('POST /api/account-links/invite', 201, () =>
    api('POST', '/api/account-links/invite', { ...tok, body: { targetEmail: decliner.email, relationshipType: 'caregiver' } }),
  );
  const declineToken = await linkToken(decliner.email, t);
  await measure('POST /api/account-links/decline/{token}', 200, () => api('POST', `/api/account-links/decline/${declineToken}`, { token: decliner.token }));
  const acceptor = await signUp(api, mailUrl, { firstName: 'Abe' });
  t = mailClock();
  const invited = expectStatus(
    await api('POST', '/api/account-links/invite', { ...tok, body: { targetEmail: acceptor.email, relationshipType: 'family_member' } }),
    201,
    'invite acceptor',
  ).body as { accountLink: { id: string } };
  const acceptToken = await linkToken(acceptor.email, t);
  await measure('POST /api/account-links/accept/{token}', 200, () => api('POST', `/api/account-links/accept/${acceptToken}`, { token: acceptor.token }));
  await measure('DELETE /api/account-links/{id}', 200, () => api('DELETE', `/api/account-links/${invited.accountLink.id}`, tok));
  const withdrawn = expectStatus(
    await api('POST', '/api/account-links/invite', { ...tok, body: { targetEmail: 'not-yet-a-user@example.com', relationshipType: 'caregiver' } }),
    201,
    'invite to withdraw',
  ).body as { accountLink: { id: string } };
  await measure('POST /api/account-links/{id}/withdraw', 200, () => api('POST', `/api/account-links/${withdrawn.accountLink.id}/withdraw`, tok));
  await measure('GET /api/shared/family-members', 200, () => api('GET', '/api/shared/family-members', { token: partner.token }));

  await measure('GET /api/admin/dashboard', 200, () => api('GET', '/api/admin/dashboard', { token: admin.token }));

  // the scheduled job, outside the wrapper: count from a reset
  try {
    const { runReminderJob } = await import('../../functions/jobs/send-reminders');
    resetDbUsage();
    await runReminderJob(new Date());
    const jobUsage = dbUsage();
    const jobReads = jobUsage.ops.filter((o) => READ_OPS.has(o)).length;
    rows.push({
      route: 'job jobs/send-reminders',
      status: 0,
      calls: jobUsage.calls,
      roundTrips: jobUsage.roundTrips,
      readRoundTrips: jobUsage.readRoundTrips,
      reads: jobReads,
      writes: jobUsage.calls - jobReads,
      ops: jobUsage.ops,
      flags: jobUsage.ops.includes('Scan') ? ['SCAN'] : [],
    });
  } catch (error) {
    warnings.push(`job jobs/send-reminders failed: ${(error as Error).message}`);
    rows.push({ route: 'job jobs/send-reminders', status: 0, calls: 0, roundTrips: 0, readRoundTrips: 0, reads: 0, writes: 0, ops: [], flags: ['ERROR'] });
  }

  const measured = new Set(rows.map((r) => r.route));
  const missing = routes.map(routeKey).filter((k) => !measured.has(k));
  const failed = rows.filter((r) => r.flags.some((f) => f.startsWith('HTTP')));
  // The budget is for reads (GET): session + data, in sequential round trips (calls made in parallel share one).
  // Other routes above 2 are flagged in the table only; GET routes making more than 2 calls are named in the note.
  const gets = rows.filter((r) => r.route.startsWith('GET '));
  const over = gets.filter((r) => r.readRoundTrips > 2);
  const manyReads = gets.filter((r) => r.reads > 2);
  const scans = rows.filter((r) => r.ops.includes('Scan'));
  return {
    seed: `parent with ${members.length} members (${children.length} children), ${range.fromDate}..${range.toDate} with 21 event series, completed VARK, accepted account link, 40 items on the Shopping list; admin`,
    rows,
    missing,
    warnings,
    budgets: [
      ...(failed.length
        ? [
            budget(
              'routes that answered an unexpected status (not measured properly)',
              failed.length,
              0,
              'routes',
              false,
              failed.map((r) => `${r.route} ${r.status}`).join(', '),
            ),
          ]
        : []),
      budget(
        'GET routes with more than 2 DynamoDB read round trips',
        over.length,
        0,
        'routes',
        over.length === 0,
        [
          over.length ? `over: ${over.map((r) => `${r.route.slice(4)} ${r.readRoundTrips}`).join(', ')}` : '',
          manyReads.length ? `more than 2 reads (in parallel): ${manyReads.map((r) => `${r.route.slice(4)} ${r.reads}`).join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ') || undefined,
      ),
      budget('Scan in a request path (routes)', scans.length, 0, 'routes', scans.length === 0, scans.map((r) => r.route).join(', ') || undefined),
    ],
  };
}

const compact = (ops: string[]) => {
  const out: string[] = [];
  for (const op of ops) {
    const last = out[out.length - 1];
    const m = last ? /^(\w+)(?: x(\d+))?$/.exec(last) : null;
    if (m && m[1] === op) out[out.length - 1] = `${op} x${Number(m[2] ?? 1) + 1}`;
    else out.push(op);
  }
  return out.join(', ');
};

export function dbTable(result: DbResult): string {
  return table(
    ['route', 'read trips', 'all trips', 'reads', 'writes', 'flag', 'operations (in order)'],
    result.rows.map((r) => [r.route, r.readRoundTrips, r.roundTrips, r.reads, r.writes, r.flags.join(' '), compact(r.ops)]),
    [0, 5, 6],
  );
}
