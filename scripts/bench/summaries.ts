import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../../tests/helpers/ports';
import { ensureTable, startDynamo } from '../local/dynamo';
import { runChild, startMailCatcher } from './reminders';
import { budget, round, table, type Budget } from './report';

/**
 * The summary jobs' DynamoDB cost: DynamoDB Local, the mail catcher and the stand-in Graph API, `count`
 * accounts that get both summaries, each job run once in a child process (fresh config and clients, as a
 * Lambda has). Reported per account: every call of the run (the due-index Query and the batched profile
 * reads included) divided by the accounts.
 */

export const SUMMARY_ACCOUNTS = 500;
/** Calls per account a run may make (the reads an account's summary needs, the claim, the record, the schedule). */
const LIMIT_PER_ACCOUNT = 8;

interface JobRun {
  summary: { due: number; sent: number; retried: number; failed: number; skipped: number; empty: number; left: number; durationMs: number };
  calls: number;
  perAccount: number;
  ops: Record<string, number>;
}
export interface SummariesResult {
  count: number;
  daily: JobRun;
  weekly: JobRun;
  secondRun: JobRun;
  whatsapp: { templates: number; texts: number };
  emailsCaught: number;
  budgets: Budget[];
}

export async function summariesBench(opts: { log: (line: string) => void; count?: number }): Promise<SummariesResult> {
  const count = opts.count ?? SUMMARY_ACCOUNTS;
  const [dynamoPort, mailPort, graphPort] = [await freePort(), await freePort(), await freePort()];
  let dynamo: ChildProcess | undefined;
  let mail: Server | undefined;
  try {
    opts.log('starting DynamoDB Local (in memory) and the mail catcher...');
    dynamo = await startDynamo({ port: dynamoPort });
    mail = await startMailCatcher(mailPort);
    const tableName = `bench-${randomBytes(6).toString('hex')}`;
    await ensureTable(dynamoPort, tableName);
    opts.log(`seeding ${count} accounts with both summaries on and running each job once...`);
    const run = await runChild<Omit<SummariesResult, 'emailsCaught' | 'budgets'>>(
      'summaries-run.ts',
      {
        TABLE_NAME: tableName,
        AWS_REGION: 'us-east-1',
        DYNAMODB_ENDPOINT: `http://127.0.0.1:${dynamoPort}`,
        SES_ENDPOINT: `http://127.0.0.1:${mailPort}`,
        APP_URL: 'http://localhost:3000',
        JWT_SECRET: randomBytes(32).toString('hex'),
        GRAPH_PORT: String(graphPort),
        WHATSAPP_API_URL: `http://127.0.0.1:${graphPort}/_local/whatsapp/graph`,
        WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
        WHATSAPP_ACCESS_TOKEN: randomBytes(24).toString('hex'),
        WHATSAPP_APP_SECRET: randomBytes(24).toString('hex'),
        LOG_LEVEL: 'silent',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      count,
    );
    const store = (await (await fetch(`http://127.0.0.1:${mailPort}/store`)).json()) as { emails: Array<{ subject: string }> };
    const emailsCaught = store.emails.filter((e) => e.subject.startsWith('Your family week')).length;
    const complete = (j: JobRun) => j.summary.sent === count && j.summary.left === 0;
    const note = (j: JobRun) => `sent ${j.summary.sent} of ${count}; ${Object.entries(j.ops).map(([op, n]) => `${op} ${n}`).join(', ')}`;
    return {
      ...run,
      emailsCaught,
      budgets: [
        budget('daily agenda job: DynamoDB calls per account', run.daily.perAccount, LIMIT_PER_ACCOUNT, 'calls', complete(run.daily) && run.daily.perAccount <= LIMIT_PER_ACCOUNT && !run.daily.ops.Scan, note(run.daily)),
        budget('weekly email job: DynamoDB calls per account', run.weekly.perAccount, LIMIT_PER_ACCOUNT, 'calls', complete(run.weekly) && emailsCaught === count && run.weekly.perAccount <= LIMIT_PER_ACCOUNT && !run.weekly.ops.Scan, note(run.weekly)),
      ],
    };
  } finally {
    if (mail) await new Promise((ok) => mail!.close(() => ok(undefined)));
    dynamo?.kill('SIGKILL');
  }
}

export function summariesTable(r: SummariesResult): string {
  const row = (name: string, j: JobRun) => [name, j.summary.due, j.summary.sent, j.summary.skipped + j.summary.empty, j.summary.left, j.calls, round(j.perAccount, 2), round(j.summary.durationMs / 1000, 1), Object.entries(j.ops).map(([op, n]) => `${op} ${n}`).join(', ')];
  return table(['run', 'due', 'sent', 'skipped', 'left', 'DynamoDB calls', 'per account', 'seconds', 'operations'], [row('daily 07:00', r.daily), row('weekly Sun 18:00', r.weekly), row('both, 15 min later', r.secondRun)], [0, 8]);
}
