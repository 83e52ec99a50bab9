import { routeKey, routes } from '../../functions/routes';
import type { DbResult, DbRow, RouteBench } from './db-measure';
import { dbBudgets } from './db-report';
import { withInProcessHandlers } from './in-process';
import type { ApiCall } from './seed';

/**
 * DynamoDB round trips per route: every row of the route table called once, in-process through the
 * local adapter, against a seeded account; the count comes from functions/data/client.ts dbUsage(),
 * which the wrapper resets at the start of each request (so the calls must run one at a time).
 * db-seed.ts makes the accounts, the db-routes-*.ts groups call the routes, db-measure.ts counts each call
 * and db-report.ts judges and prints the rows.
 */

export async function dbRoundTrips(opts: { log: (line: string) => void }): Promise<DbResult> {
  return withInProcessHandlers(opts.log, (mailUrl) => measureEveryRoute(mailUrl, opts.log));
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
