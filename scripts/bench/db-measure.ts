import { dbUsage, resetDbUsage } from '../../functions/data/client';
import type { CallResult } from '../../tests/helpers/request';
import type { Budget } from './report';
import type { DbSeed } from './db-seed';
import type { ApiCall } from './seed';

/**
 * One measurement: the DynamoDB calls a request (or the reminder job) made, from functions/data/client.ts
 * dbUsage(), which the wrapper resets at the start of each request (so the calls must run one at a time).
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

/** Calls one route and records its row; the response is returned for the next calls. */
export type Measure = (key: string, expected: number, run: () => Promise<CallResult>) => Promise<CallResult>;

/** What the route groups (db-routes-*.ts) are given: the API, the measurement, the seeded accounts and two helpers. */
export interface RouteBench {
  api: ApiCall;
  measure: Measure;
  mailUrl: string;
  seed: DbSeed;
  webhook: (evt: object) => Promise<CallResult>;
  linkToken: (email: string, after: number) => Promise<string>;
}

export function routeMeasure(rows: DbRow[], warnings: string[]): Measure {
  return async (key, expected, run) => {
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
}

/** The reminder job's row, after the routes'. */
export async function measureJob(rows: DbRow[], warnings: string[]) {
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
}
