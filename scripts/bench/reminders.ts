import { budget, round, table, type Budget } from './report';
import { runChild, startBenchServices } from './seed';

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

export async function remindersBench(opts: { log: (line: string) => void; count?: number }): Promise<RemindersResult> {
  const count = opts.count ?? REMINDER_COUNT;
  opts.log('starting DynamoDB Local (in memory) and the mail catcher...');
  const services = await startBenchServices({ mail: true });
  try {
    opts.log(`seeding ${count} due reminders and running the job once...`);
    const run = await runChild<Omit<RemindersResult, 'emailsCaught' | 'budgets'>>(
      'reminders-run.ts',
      { ...services.env, APP_URL: 'http://localhost:3000' },
      count,
    );
    const emailsCaught = (await services.mailSubjects()).filter((subject) => subject.startsWith('Reminder: ')).length;
    const s = run.summary;
    const complete = s.sent === count && s.left === 0 && run.secondRun.due === 0 && emailsCaught === count;
    return {
      ...run,
      emailsCaught,
      budgets: [
        budget(
          `reminder job: one run over ${count} due reminders`,
          s.durationMs / 1000,
          LIMIT_S,
          's',
          complete && s.durationMs / 1000 < LIMIT_S,
          complete ? undefined : `sent ${s.sent}, left ${s.left}, caught ${emailsCaught}, due on the next run ${run.secondRun.due}`,
        ),
      ],
    };
  } finally {
    await services.stop();
  }
}

export function remindersTable(r: RemindersResult): string {
  const s = r.summary;
  return table(
    ['run', 'due', 'sent', 'retried', 'failed', 'skipped', 'left', 'seconds', 'per second'],
    [
      ['first', s.due, s.sent, s.retried, s.failed, s.skipped, s.left, round(s.durationMs / 1000, 1), round(s.sent / (s.durationMs / 1000), 0)],
      [
        'next',
        r.secondRun.due,
        r.secondRun.sent,
        r.secondRun.retried,
        r.secondRun.failed,
        r.secondRun.skipped,
        r.secondRun.left,
        round(r.secondRun.durationMs / 1000, 1),
        '-',
      ],
    ],
  );
}
