import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeKey, routes } from '../../functions/routes';
import { freePort } from '../../tests/helpers/ports';
import { ensureTable, startDynamo } from '../local/dynamo';
import type { DbResult, DbRow, RouteBench } from './db-measure';
import { dbBudgets } from './db-report';
import { startMailCatcher, type ApiCall } from './seed';

/**
 * DynamoDB round trips per route: every row of the route table called once, in-process through the
 * local adapter, against a seeded account; the count comes from functions/data/client.ts dbUsage(),
 * which the wrapper resets at the start of each request (so the calls must run one at a time).
 * db-seed.ts makes the accounts, the db-routes-*.ts groups call the routes, db-measure.ts counts each call
 * and db-report.ts judges and prints the rows.
 */

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
  const { accountLinkToken, seedAccounts, stripeWebhook } = await import('./db-seed');
  const { measureJob, routeMeasure } = await import('./db-measure');
  const { measureAccountLinks, measureAccounts } = await import('./db-routes-accounts');
  const { measureCalendarAndLists, measureFamily } = await import('./db-routes-family');
  const { measurePlans } = await import('./db-routes-plans');
  const api: ApiCall = call;
  const warnings: string[] = [];
  const seed = await seedAccounts(api, mailUrl, warnings, log);
  const { members, children, range } = seed;

  // ---- every route once, in order; setup calls in between are not measured
  const rows: DbRow[] = [];
  const measure = routeMeasure(rows, warnings);
  const bench: RouteBench = { api, measure, mailUrl, seed, webhook: stripeWebhook(api), linkToken: accountLinkToken(mailUrl) };
  await measure('GET /api/health', 200, () => api('GET', '/api/health'));
  await measureAccounts(bench);
  await measureFamily(bench);
  await measurePlans(bench);
  await measureCalendarAndLists(bench);
  await measureAccountLinks(bench);
  await measureJob(rows, warnings);

  const measured = new Set(rows.map((r) => r.route));
  const missing = routes.map(routeKey).filter((k) => !measured.has(k));
  return {
    seed: `parent with ${members.length} members (${children.length} children), ${range.fromDate}..${range.toDate} with 21 event series, completed VARK, accepted account link, 40 items on the Shopping list; admin`,
    rows,
    missing,
    warnings,
    budgets: dbBudgets(rows),
  };
}
