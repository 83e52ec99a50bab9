import { randomUUID } from 'node:crypto';
import { batches, dispatch, fansOut } from '../adapters/deliveries';
import { config } from '../config';
import { batchGet, queryDue } from '../data/batch';
import { db } from '../data/client';
import { getItem } from '../data/commands';
import { keys, type SummaryKind } from '../data/keys';
import { isSendThrottled } from '../errors';
import type { UserItem } from '../data/users';
import { DEFAULT_CONCURRENCY, reasonOf, runWindow, type RunBudget } from './job-run';
import { claim, finish } from './summary-delivery';
import { advanceSchedule, removeSchedule, SCHEDULES, type ScheduleItem } from './summary-schedule';
import { asItem } from '../data/items';

/**
 * What the two summary jobs (daily WhatsApp agenda, weekly email) share: the run over the due accounts.
 *
 * Finding due accounts: one Query of the `SUMMARIES#<kind>` index up to now, never a Scan; the schedule
 * items and their due instants are in summary-schedule.ts.
 *
 * Sending once: the period's delivery record is claimed with a conditional write before the send, so only
 * one run sends it; a failed send is retried by the next run up to MAX_ATTEMPTS (summary-delivery.ts).
 */

export const MAX_ATTEMPTS = 3;
/** Accounts read in one BatchGetItem. */
const READ_CHUNK = 100;

export type Outcome = 'sent' | 'retried' | 'failed' | 'skipped' | 'empty' | 'removed';

/** One summary kind: who gets it, what it says, how it goes out. */
export interface SummaryJob<Content> {
  kind: SummaryKind;
  /** The record's entity name (the weekly one is the spec's `weekly_email_delivery`). */
  entity: string;
  /** Null: send. Otherwise why not (this period is skipped; the schedule moves on). */
  skipReason(user: UserItem): string | null;
  /** What to say for the period, or null when there is nothing to say. */
  compose(user: UserItem, period: string, now: Date): Promise<Content | null>;
  /** Send it; returns the channel used and the provider's message ids. */
  send(user: UserItem, content: Content, period: string, now: Date): Promise<{ channel: string; ids: string[] }>;
}

export interface SummaryJobOptions extends RunBudget {
  concurrency?: number;
}

export interface SummaryJobSummary {
  due: number;
  /** Handed to the deliveries workers (fanned out); the other counts are then the workers' to report. */
  dispatched: number;
  sent: number;
  retried: number;
  failed: number;
  /** Not sent and not an error: no paid plan or connection, too late, or another run has it. */
  skipped: number;
  /** Nothing to say this period. */
  empty: number;
  /** Schedule items removed: the toggle is off or the account is gone. */
  removed: number;
  /** Not started before the time budget ran out: the next run takes them. */
  left: number;
  durationMs: number;
}

export function log(job: string, line: Record<string, unknown>, level: 'info' | 'error' = 'info') {
  if (config().LOG_LEVEL === 'silent') return;
  const text = JSON.stringify({ level, job, at: new Date().toISOString(), ...line });
  if (level === 'error') console.error(text);
  else console.log(text);
}

export async function runSummaryJob<C>(job: SummaryJob<C>, now = new Date(), opts: SummaryJobOptions = {}): Promise<SummaryJobSummary> {
  const started = Date.now();
  const name = `summaries-${job.kind}`;
  const due = await queryDue<ScheduleItem>(keys.summariesDueIndexKeys(job.kind), now.toISOString());
  const none: Record<Outcome, number> = { sent: 0, retried: 0, failed: 0, skipped: 0, empty: 0, removed: 0 };
  // Fanned out: the workers send. A batch queued twice (the next run finds it still due) sends once: each
  // period's delivery record is claimed before its send.
  if (fansOut()) {
    await dispatch(batches(due).map((items) => ({ kind: 'summaries' as const, summary: job.kind, items })));
    const summary: SummaryJobSummary = { due: due.length, dispatched: due.length, ...none, left: 0, durationMs: Date.now() - started };
    log(name, { msg: 'run summary', ...summary });
    return summary;
  }
  const { counts, begun } = await processSummaries(job, due, now, opts);
  const summary: SummaryJobSummary = { due: due.length, dispatched: 0, ...counts, left: due.length - begun, durationMs: Date.now() - started };
  log(name, { msg: 'run summary', ...summary });
  return summary;
}

/** Send a batch of due summaries (a worker's message, or a whole run when nothing fans out). */
export async function processSummaries<C>(job: SummaryJob<C>, due: ScheduleItem[], now: Date, opts: SummaryJobOptions = {}) {
  const { stopAt, holdUntil } = runWindow(opts, Date.now());
  const lease = { id: randomUUID(), until: holdUntil };
  const name = `summaries-${job.kind}`;
  const counts: Record<Outcome, number> = { sent: 0, retried: 0, failed: 0, skipped: 0, empty: 0, removed: 0 };
  let begun = 0;
  const concurrency = Math.max(1, opts.concurrency ?? DEFAULT_CONCURRENCY);
  for (let i = 0; i < due.length && Date.now() < stopAt; i += READ_CHUNK) {
    const chunk = due.slice(i, i + READ_CHUNK);
    let users: Map<string, UserItem>;
    try {
      const found = await batchGet(
        chunk.map((s) => keys.user(s.userId)),
        { consistent: true },
      );
      users = new Map(found.filter((u) => !(typeof u.ttl === 'number' && u.ttl * 1000 <= Date.now())).map((u) => [String(u.id), asItem<UserItem>(u)]));
    } catch (error) {
      log(name, { msg: 'account reads failed, left due', accounts: chunk.length, reason: reasonOf(error) }, 'error');
      begun += chunk.length;
      counts.retried += chunk.length;
      continue;
    }
    let next = 0;
    const worker = async () => {
      while (next < chunk.length && Date.now() < stopAt) {
        const s = chunk[next++];
        begun += 1;
        const outcome = await handleOne(job, s, users.get(s.userId) ?? null, now, lease).catch((error) => {
          log(name, { msg: 'summary left for a later run', userId: s.userId, period: s.period, reason: reasonOf(error) }, 'error');
          return 'retried' as const;
        });
        counts[outcome] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, chunk.length) }, worker));
  }
  return { counts, begun };
}

async function handleOne<C>(job: SummaryJob<C>, s: ScheduleItem, user: UserItem | null, now: Date, lease: { id: string; until: number }): Promise<Outcome> {
  if (!user || user[SCHEDULES[job.kind].toggle] !== true) {
    await removeSchedule(job.kind, s);
    return 'removed';
  }
  if (now.getTime() - Date.parse(s.dueAt) > SCHEDULES[job.kind].maxLateMs || job.skipReason(user)) {
    await advanceSchedule(job.kind, s, user, now);
    return 'skipped';
  }
  const content = await job.compose(user, s.period, now);
  if (!content) {
    await advanceSchedule(job.kind, s, user, now);
    return 'empty';
  }
  const key = keys.summaryDelivery(user.id, job.kind, s.period);
  const claimed = await claim(job, key, user.id, s.period, lease);
  if (!claimed) {
    // Another run holds it, or an earlier run finished it without moving the schedule on.
    const { Item } = await db().send(getItem({ Key: key, ConsistentRead: true }));
    if (Item?.status === 'sent' || Item?.status === 'failed') await advanceSchedule(job.kind, s, user, now);
    return 'skipped';
  }
  let sent: { channel: string; ids: string[] };
  try {
    sent = await job.send(user, content, s.period, now);
  } catch (error) {
    const reason = reasonOf(error);
    // SES throttling (over the account's sending rate) is not this summary's failure: the claim's attempt is given back.
    const throttled = isSendThrottled(error);
    const attempts = throttled ? claimed.attempts - 1 : claimed.attempts;
    if (attempts < MAX_ATTEMPTS) {
      log(`summaries-${job.kind}`, { msg: 'summary send failed, will retry', userId: user.id, period: s.period, attempts, reason }, 'error');
      await finish(key, lease, { status: 'retry', lastError: reason, ...(throttled ? { attempts } : {}) });
      return 'retried';
    }
    log(`summaries-${job.kind}`, { msg: 'summary failed', userId: user.id, period: s.period, attempts: claimed.attempts, reason }, 'error');
    await finish(key, lease, { status: 'failed', lastError: reason, failedAt: new Date().toISOString() });
    await advanceSchedule(job.kind, s, user, now);
    return 'failed';
  }
  await finish(key, lease, { status: 'sent', sentAt: new Date().toISOString(), channel: sent.channel, messageIds: sent.ids }, ['lastError']);
  await advanceSchedule(job.kind, s, user, now).catch((error) => {
    // Sent and recorded: the next run finds the record `sent` and only moves the schedule on.
    log(`summaries-${job.kind}`, { msg: 'summary sent but schedule not advanced', userId: user.id, period: s.period, reason: reasonOf(error) }, 'error');
  });
  return 'sent';
}
