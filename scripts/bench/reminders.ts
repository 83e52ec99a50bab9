import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../../tests/helpers/ports';
import { ensureTable, startDynamo } from '../local/dynamo';
import { budget, round, table, type Budget } from './report';

/**
 * The reminder job at volume: DynamoDB Local and the mail catcher here, the job in a child process
 * (fresh config and clients, as a Lambda has), 10,000 due reminders, one run timed. The second run must
 * find nothing left, and the mail catcher must hold exactly one email per reminder.
 */

export const REMINDER_COUNT = 10_000;
const LIMIT_S = 60;

export interface ReminderSummary {
  due: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
  left: number;
  durationMs: number;
}
export interface RemindersResult {
  count: number;
  accounts: number;
  seedMs: number;
  summary: ReminderSummary;
  secondRun: ReminderSummary;
  emailsCaught: number;
  budgets: Budget[];
}

export async function startMailCatcher(port: number): Promise<Server> {
  const ses = (await import('aws-ses-v2-local')) as unknown as { default: ((c: object) => Promise<Server>) | { default: (c: object) => Promise<Server> } };
  const start = typeof ses.default === 'function' ? ses.default : ses.default.default;
  return start({ port, host: '127.0.0.1' });
}

/** Runs a bench script (`<name>.ts` here) in a fresh Node process, as a Lambda would, and parses its `RESULT {...}` line. */
export function runChild<T>(script: string, env: Record<string, string>, count: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), String(count)], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice('RESULT '.length)) as T);
      else reject(new Error(`${script} exited ${code}: ${err.slice(-2000)}`));
    });
  });
}

export async function remindersBench(opts: { log: (line: string) => void; count?: number }): Promise<RemindersResult> {
  const count = opts.count ?? REMINDER_COUNT;
  const [dynamoPort, mailPort] = [await freePort(), await freePort()];
  let dynamo: ChildProcess | undefined;
  let mail: Server | undefined;
  try {
    opts.log('starting DynamoDB Local (in memory) and the mail catcher...');
    dynamo = await startDynamo({ port: dynamoPort });
    mail = await startMailCatcher(mailPort);
    const tableName = `bench-${randomBytes(6).toString('hex')}`;
    await ensureTable(dynamoPort, tableName);
    opts.log(`seeding ${count} due reminders and running the job once...`);
    const run = await runChild<Omit<RemindersResult, 'emailsCaught' | 'budgets'>>(
      'reminders-run.ts',
      {
        TABLE_NAME: tableName,
        AWS_REGION: 'us-east-1',
        DYNAMODB_ENDPOINT: `http://127.0.0.1:${dynamoPort}`,
        SES_ENDPOINT: `http://127.0.0.1:${mailPort}`,
        APP_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      count,
    );
    const store = (await (await fetch(`http://127.0.0.1:${mailPort}/store`)).json()) as { emails: Array<{ subject: string }> };
    const emailsCaught = store.emails.filter((e) => e.subject.startsWith('Reminder: ')).length;
    const s = run.summary;
    const complete = s.sent === count && s.left === 0 && run.secondRun.due === 0 && emailsCaught === count;
    return {
      ...run,
      emailsCaught,
      budgets: [
        budget(`reminder job: one run over ${count} due reminders`, s.durationMs / 1000, LIMIT_S, 's', complete && s.durationMs / 1000 < LIMIT_S, complete ? undefined : `sent ${s.sent}, left ${s.left}, caught ${emailsCaught}, due on the next run ${run.secondRun.due}`),
      ],
    };
  } finally {
    if (mail) await new Promise((ok) => mail!.close(() => ok(undefined)));
    dynamo?.kill('SIGKILL');
  }
}

export function remindersTable(r: RemindersResult): string {
  const s = r.summary;
  return table(
    ['run', 'due', 'sent', 'retried', 'failed', 'skipped', 'left', 'seconds', 'per second'],
    [
      ['first', s.due, s.sent, s.retried, s.failed, s.skipped, s.left, round(s.durationMs / 1000, 1), round(s.sent / (s.durationMs / 1000), 0)],
      ['next', r.secondRun.due, r.secondRun.sent, r.secondRun.retried, r.secondRun.failed, r.secondRun.skipped, r.secondRun.left, round(r.secondRun.durationMs / 1000, 1), '-'],
    ],
  );
}
