import { budget, round, table, type Budget } from './report';
import { runChild, withBenchServices } from './seed';

/**
 * The reminder job at volume through the fanned-out path: DynamoDB Local and the mail catcher here, the job
 * and its workers in a child process (fresh config and clients, as a Lambda has), 50,000 reminders due in the
 * same minute. Timed from the scheduled run's start until the last batch is sent; the next run must hand out
 * nothing, and the mail catcher must hold exactly one email per reminder (none sent twice).
 */

export const REMINDER_COUNT = 50_000;
/** A reminder is due within the 5 minutes between scheduled runs: the whole minute's worth sent in that time. */
const LIMIT_S = 300;

export interface ReminderSummary {
  due: number;
  dispatched: number;
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
  workers: number;
  seedMs: number;
  dispatchMs: number;
  totalMs: number;
  summary: ReminderSummary;
  secondRun: ReminderSummary;
  emailsCaught: number;
  sentTwice: number;
  budgets: Budget[];
}

export async function remindersBench(opts: { log: (line: string) => void; count?: number }): Promise<RemindersResult> {
  const count = opts.count ?? REMINDER_COUNT;
  return withBenchServices({ mail: true, log: opts.log }, async (services) => {
    opts.log(`seeding ${count} due reminders and running the job once...`);
    const run = await runChild<Omit<RemindersResult, 'emailsCaught' | 'sentTwice' | 'budgets'>>(
      'reminders-run.ts',
      { ...services.env, APP_URL: 'http://localhost:3000' },
      count,
    );
    const caught = (await services.mailKeys()).filter((key) => key.includes(' Reminder: '));
    const emailsCaught = caught.length;
    const sentTwice = emailsCaught - new Set(caught).size;
    const s = run.summary;
    const complete = s.dispatched === count && run.secondRun.dispatched === 0 && emailsCaught === count && sentTwice === 0;
    return {
      ...run,
      emailsCaught,
      sentTwice,
      budgets: [
        budget(
          `reminders: ${count} due in one minute, fanned out, all sent`,
          run.totalMs / 1000,
          LIMIT_S,
          's',
          complete && run.totalMs / 1000 < LIMIT_S,
          complete
            ? undefined
            : `dispatched ${s.dispatched}, caught ${emailsCaught}, sent twice ${sentTwice}, handed out by the next run ${run.secondRun.dispatched}`,
        ),
        budget('reminders sent twice', sentTwice, 0, 'emails', sentTwice === 0),
      ],
    };
  });
}

export function remindersTable(r: RemindersResult): string {
  return table(
    ['due', 'workers', 'handed out', 'hand-out s', 'all sent s', 'per second', 'emails caught', 'sent twice', 'next run hands out'],
    [
      [
        r.summary.due,
        r.workers,
        r.summary.dispatched,
        round(r.dispatchMs / 1000, 1),
        round(r.totalMs / 1000, 1),
        round(r.emailsCaught / (r.totalMs / 1000), 0),
        r.emailsCaught,
        r.sentTwice,
        r.secondRun.dispatched,
      ],
    ],
  );
}
