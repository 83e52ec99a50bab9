import { logLine } from '../log';

/** What the reminder job's modules share: the due reminder as the `REMINDERS` index lists it, what became of it, its log line. */
export interface ReminderItem {
  userId: string;
  eventId: string;
  occurrence: string;
  dueAt: string;
  attempts?: number;
}

export type Outcome = 'sent' | 'retried' | 'failed' | 'skipped' | 'removed';

/** A job line: the run's id (`requestId`) and `job` come from the log context `runReminderJob` sets. */
export function log(line: Record<string, unknown>, level: 'info' | 'error' = 'info', always = false) {
  logLine(level, { at: new Date().toISOString(), ...line }, { always });
}
