import { randomBytes } from 'node:crypto';
import { freePort } from '../../tests/helpers/ports';
import { budget, round, table, type Budget } from './report';
import { runChild, withBenchServices } from './seed';

/**
 * The summary jobs' DynamoDB cost: DynamoDB Local, the mail catcher and the stand-in Graph API, `count`
 * accounts that get both summaries, each job run once in a child process (fresh config and clients, as a
 * Lambda has). Reported per account: every call of the run (the due-index Query and the batched profile
 * reads included) divided by the accounts.
 */

export const SUMMARY_ACCOUNTS = 500;
/**
 * Calls per account a run may make: the reads an account's summary needs (events, to-dos, members, the account
 * links and the Shopping lists they reach, the WhatsApp state for the agenda), the claim, the record, the schedule.
 */
const LIMIT_PER_ACCOUNT = 10;

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
  const graphPort = await freePort();
  return withBenchServices({ mail: true, log: opts.log }, async (services) => {
    opts.log(`seeding ${count} accounts with both summaries on and running each job once...`);
    const run = await runChild<Omit<SummariesResult, 'emailsCaught' | 'budgets'>>(
      'summaries-run.ts',
      {
        ...services.env,
        APP_URL: 'http://localhost:3000',
        JWT_SECRET: randomBytes(32).toString('hex'),
        GRAPH_PORT: String(graphPort),
        WHATSAPP_API_URL: `http://127.0.0.1:${graphPort}/_local/whatsapp/graph`,
        WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
        WHATSAPP_ACCESS_TOKEN: randomBytes(24).toString('hex'),
        WHATSAPP_APP_SECRET: randomBytes(24).toString('hex'),
      },
      count,
    );
    const emailsCaught = (await services.mailSubjects()).filter((subject) => subject.startsWith('Your family week')).length;
    const complete = (j: JobRun) => j.summary.sent === count && j.summary.left === 0;
    const note = (j: JobRun) =>
      `sent ${j.summary.sent} of ${count}; ${Object.entries(j.ops)
        .map(([op, n]) => `${op} ${n}`)
        .join(', ')}`;
    return {
      ...run,
      emailsCaught,
      budgets: [
        budget(
          'daily agenda job: DynamoDB calls per account',
          run.daily.perAccount,
          LIMIT_PER_ACCOUNT,
          'calls',
          complete(run.daily) && run.daily.perAccount <= LIMIT_PER_ACCOUNT && !run.daily.ops.Scan,
          note(run.daily),
        ),
        budget(
          'weekly email job: DynamoDB calls per account',
          run.weekly.perAccount,
          LIMIT_PER_ACCOUNT,
          'calls',
          complete(run.weekly) && emailsCaught === count && run.weekly.perAccount <= LIMIT_PER_ACCOUNT && !run.weekly.ops.Scan,
          note(run.weekly),
        ),
      ],
    };
  });
}

export function summariesTable(r: SummariesResult): string {
  const row = (name: string, j: JobRun) => [
    name,
    j.summary.due,
    j.summary.sent,
    j.summary.skipped + j.summary.empty,
    j.summary.left,
    j.calls,
    round(j.perAccount, 2),
    round(j.summary.durationMs / 1000, 1),
    Object.entries(j.ops)
      .map(([op, n]) => `${op} ${n}`)
      .join(', '),
  ];
  return table(
    ['run', 'due', 'sent', 'skipped', 'left', 'DynamoDB calls', 'per account', 'seconds', 'operations'],
    [row('daily 07:00', r.daily), row('weekly Sun 18:00', r.weekly), row('both, 15 min later', r.secondRun)],
    [0, 8],
  );
}
