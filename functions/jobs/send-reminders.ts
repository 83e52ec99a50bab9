import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { withLogContext } from '../log';
import { queryDue } from '../data/batch';
import { keys } from '../data/keys';
import { batches, dispatch, fansOut } from '../adapters/deliveries';
import { dispatchedUntil, releaseLock, setDispatchedUntil, takeLock } from './job-lock';
import { DEFAULT_CONCURRENCY, reasonOf, runWindow, type RunBudget } from './job-run';
import { Advances } from './reminder-advance';
import { log, type Outcome, type ReminderItem } from './reminder-item';
import { READ_CHUNK, readChunk, type Found } from './reminder-reads';
import { handleOne } from './reminder-send';

/**
 * The reminder job: at-least-once, without duplicates between overlapping runs.
 *
 * 1. A run takes the job's lock (one conditional put); a run that finds a live lock does nothing. The lock
 *    outlives the run that took it (its Lambda timeout plus a margin), so two live runs never work at once,
 *    and a run that died frees it for a later run when it expires.
 * 2. For each due reminder (the `REMINDERS` index, `dueAt <= now`), read the reminders themselves, their
 *    accounts, events and members, up to 30 reminders per strongly consistent BatchGetItem. A reminder that
 *    the table no longer holds at the instant the index showed (moved meanwhile, or a stale index entry) is
 *    skipped. A read that fails leaves those reminders due for the next run; only a read that succeeds and
 *    finds nothing (event or account gone) removes a reminder.
 * 3. Send, then advance to the next occurrence (or delete the last one), conditional on the item still being
 *    at that due instant. A send that fails leaves it due with `attempts` and `lastError`; the third failed
 *    attempt records a `reminderFailure` item (and an error log line) and advances.
 *
 * Guarantee: a reminder is sent at least once unless it fails 3 times (then it is recorded as failed). It is
 * sent twice only when a run dies between a successful send and its advance write (Lambda timeout, crash,
 * the advance write failing): a later run then finds it still due and sends again. Advances are written 25 at
 * a time (see Advances in reminder-advance.ts), so that window is at most one batch.
 *
 * Writes are what a run of 10,000 spends its time on: one lock per run instead of a lease per reminder, and
 * one transaction per 25 advances instead of 25 writes.
 *
 * The steps live beside this file: the lock in job-lock.ts, the reads in reminder-reads.ts, the send and its
 * failure handling in reminder-send.ts, the advance writes in reminder-advance.ts.
 */

const JOB = 'send-reminders';
/** A reminder handed out and still due this long after its time is handed out again. */
const STRAGGLER_MS = 15 * 60_000;

export interface ReminderJobOptions extends RunBudget {
  /** The run's id in its log lines (the Lambda's request id). */
  requestId?: string;
  concurrency?: number;
}

export interface ReminderJobSummary {
  due: number;
  /** Handed to the deliveries workers (fanned out); the other counts are then the workers' to report. */
  dispatched: number;
  sent: number;
  /** Left due for the next run after a failed send or read. */
  retried: number;
  /** Given up after MAX_ATTEMPTS failed sends (recorded, advanced). */
  failed: number;
  /** Not sent and not an error: taken by another run, too late, or its event or account is gone. */
  skipped: number;
  /** Of the skipped: removed because the event or account is really gone. */
  removed: number;
  /** Not started before the time budget ran out: the next run takes them. */
  left: number;
  /** Another live run held the job's lock: this run did nothing. */
  busy: boolean;
  durationMs: number;
}

export function runReminderJob(now = new Date(), opts: ReminderJobOptions = {}): Promise<ReminderJobSummary> {
  return withLogContext({ requestId: opts.requestId ?? randomUUID(), job: JOB }, () => run(now, opts));
}

async function run(now: Date, opts: ReminderJobOptions): Promise<ReminderJobSummary> {
  const started = Date.now();
  const { stopAt, holdUntil } = runWindow(opts, started);
  const lock = { id: randomUUID(), until: holdUntil };
  if (!(await takeLock(JOB, lock))) {
    const summary: ReminderJobSummary = {
      due: 0,
      dispatched: 0,
      sent: 0,
      retried: 0,
      failed: 0,
      skipped: 0,
      removed: 0,
      left: 0,
      busy: true,
      durationMs: Date.now() - started,
    };
    log({ msg: 'run summary: another run holds the lock', ...summary });
    return summary;
  }
  try {
    return await work(now, started, stopAt, opts);
  } finally {
    await releaseLock(JOB, lock).catch((error) => log({ msg: 'job lock not released (it expires)', reason: reasonOf(error) }, 'error'));
  }
}

async function work(now: Date, started: number, stopAt: number, opts: ReminderJobOptions): Promise<ReminderJobSummary> {
  const due = await queryDue<ReminderItem>(keys.remindersDueIndexKeys(), now.toISOString());
  const summaryOf = (counts: Record<Outcome, number>, begun: number, dispatched: number): ReminderJobSummary => ({
    due: due.length,
    dispatched,
    sent: counts.sent,
    retried: counts.retried,
    failed: counts.failed,
    skipped: counts.skipped + counts.removed,
    removed: counts.removed,
    left: due.length - begun - dispatched,
    busy: false,
    durationMs: Date.now() - started,
  });

  // Fanned out: hand what is newly due to the workers. What was handed out before and is still due (a send that
  // failed and stays due, a lost message) goes out again once it is STRAGGLER_MS old; in between, a batch still
  // waiting in the queue is not queued twice.
  if (fansOut()) {
    const handedUntil = await dispatchedUntil(JOB);
    const fresh = due.filter((r) => !handedUntil || r.dueAt > handedUntil || Date.parse(r.dueAt) <= now.getTime() - STRAGGLER_MS);
    await dispatch(batches(fresh).map((items) => ({ kind: 'reminders' as const, items })));
    await setDispatchedUntil(JOB, now.toISOString());
    const summary = summaryOf({ sent: 0, retried: 0, failed: 0, skipped: 0, removed: 0 }, due.length - fresh.length, fresh.length);
    log({ msg: 'run summary', ...summary });
    return summary;
  }
  const { counts, begun } = await processReminders(due, now, stopAt, opts.concurrency);
  const summary = summaryOf(counts, begun, 0);
  // The ReminderFailures alarm counts `failed` from this line: written whatever LOG_LEVEL says when it is not 0.
  log({ msg: 'run summary', ...summary }, 'info', summary.failed > 0);
  return summary;
}

/** Send a batch of due reminders (a worker's message, or a whole run when nothing fans out); stops at `stopAt`. */
export async function processReminders(due: ReminderItem[], now: Date, stopAt: number, concurrencyOption?: number) {
  const counts: Record<Outcome, number> = { sent: 0, retried: 0, failed: 0, skipped: 0, removed: 0 };
  let begun = 0;
  const concurrency = Math.max(1, concurrencyOption ?? DEFAULT_CONCURRENCY);
  // Workers take reminders in index order; each chunk's read is started when the workers reach the middle of
  // the chunk before it, so the sends never wait for a read.
  const reads = new Map<number, Promise<Found>>();
  const readOf = (chunk: number) => {
    let read = reads.get(chunk);
    if (!read && chunk * READ_CHUNK < due.length) {
      read = readChunk(due.slice(chunk * READ_CHUNK, (chunk + 1) * READ_CHUNK));
      read.catch((error) => {
        // Nothing was written yet: these stay due, untouched, for the next run.
        log({ msg: 'reminder reads failed, left due', reminders: Math.min(READ_CHUNK, due.length - chunk * READ_CHUNK), reason: reasonOf(error) }, 'error');
      });
      reads.set(chunk, read);
      reads.delete(chunk - 2);
    }
    return read;
  };
  const advances = new Advances();
  let next = 0;
  const worker = async () => {
    while (next < due.length && Date.now() < stopAt) {
      const at = next++;
      const r = due[at];
      const chunk = Math.floor(at / READ_CHUNK);
      if (at % READ_CHUNK === READ_CHUNK / 2) void readOf(chunk + 1);
      begun += 1;
      const outcome = await readOf(chunk)!.then(
        (found) =>
          handleOne(r, now, found, advances).catch((error) => {
            // Only a remove, retry-count or failure-record write failing lands here: the reminder stays due for a later run.
            log({ msg: 'reminder left for a later run', userId: r.userId, eventId: r.eventId, occurrence: r.occurrence, reason: reasonOf(error) }, 'error');
            return 'retried' as const;
          }),
        () => 'retried' as const,
      );
      counts[outcome] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
  await advances.drain();
  return { counts, begun };
}

/** EventBridge invokes this every few minutes; the run stops before the Lambda's timeout and the next one continues. */
export const handler = async (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis' | 'awsRequestId'>) =>
  runReminderJob(
    new Date(),
    context?.getRemainingTimeInMillis ? { remainingMs: () => context.getRemainingTimeInMillis(), requestId: context.awsRequestId } : {},
  );
