import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { batches, dispatch, fansOut } from '../adapters/deliveries';
import { queryAll } from '../data/batch';
import { withoutKeys } from '../data/items';
import { keys } from '../data/keys';
import { logLine, withLogContext } from '../log';
import { SUBSCRIPTION_SHARDS, refreshOne, type RefreshOutcome } from '../subscriptions/subscriptions';
import type { CalendarSubscription } from '../subscriptions/store';
import { releaseLock, takeLock } from './job-lock';
import { reasonOf, runWindow, type RunBudget } from './job-run';

const JOB = 'refresh-subscriptions';
/** Fetches at once: each waits on a school's or club's server, not on us. */
const CONCURRENCY = 8;
/** Calendars per worker message: one round of fetches at once, each under its 10 s deadline. */
export const SUBSCRIPTIONS_PER_DELIVERY = CONCURRENCY;

/** One calendar to refresh, as a run hands it to a worker. */
export interface DueSubscription {
  userId: string;
  sub: CalendarSubscription;
}
export type RefreshCounts = Pick<RefreshJobSummary, 'unchanged' | 'updated' | 'failed' | 'written'> & { started: number };

/** Refresh these calendars, `concurrency` at a time, starting none after `stopAt`. */
export async function refreshSubscriptions(subs: DueSubscription[], now: Date, stopAt: number, concurrency = CONCURRENCY): Promise<RefreshCounts> {
  const counts: RefreshCounts = { unchanged: 0, updated: 0, failed: 0, written: 0, started: 0 };
  const worker = async () => {
    while (counts.started < subs.length && Date.now() < stopAt) {
      const { userId, sub } = subs[counts.started++];
      // One calendar failing (its server, its file, even our write) never stops the others.
      const result: Pick<RefreshOutcome, 'outcome' | 'written'> = await refreshOne(userId, sub, { manual: false, now }).catch((error) => {
        logLine('error', { msg: 'subscription refresh failed', userId, subscriptionId: sub.id, reason: reasonOf(error) });
        return { outcome: 'failed', written: 0 };
      });
      counts[result.outcome] += 1;
      counts.written += result.written;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return counts;
}

export interface RefreshJobOptions extends RunBudget {
  requestId?: string;
  /** Which refresh group (default: the hour since the epoch, modulo the number of groups). */
  shard?: number;
  /** Every group at once (the bench, and `npm start`'s first run). */
  allShards?: boolean;
  concurrency?: number;
}

export interface RefreshJobSummary {
  subscriptions: number;
  /** Handed to the deliveries workers (when there is a queue); the counts below are then theirs, in their logs. */
  dispatched: number;
  unchanged: number;
  updated: number;
  failed: number;
  /** DynamoDB items written (events and subscription records). */
  written: number;
  /** Not started before the time budget ran out: refreshed on their group's next turn. */
  left: number;
  busy: boolean;
  durationMs: number;
}

export const shardOfHour = (now: Date) => Math.floor(now.getTime() / 3_600_000) % SUBSCRIPTION_SHARDS;

export function runRefreshJob(now = new Date(), opts: RefreshJobOptions = {}): Promise<RefreshJobSummary> {
  return withLogContext({ requestId: opts.requestId ?? randomUUID(), job: JOB }, () => run(now, opts));
}

async function run(now: Date, opts: RefreshJobOptions): Promise<RefreshJobSummary> {
  const started = Date.now();
  const { stopAt, holdUntil } = runWindow(opts, started);
  const summary: RefreshJobSummary = {
    subscriptions: 0,
    dispatched: 0,
    unchanged: 0,
    updated: 0,
    failed: 0,
    written: 0,
    left: 0,
    busy: false,
    durationMs: 0,
  };
  const lock = { id: randomUUID(), until: holdUntil };
  if (!(await takeLock(JOB, lock))) {
    logLine('info', { msg: 'run summary: another run holds the lock', ...summary, busy: true });
    return { ...summary, busy: true, durationMs: Date.now() - started };
  }
  try {
    const shards = opts.allShards ? [...Array(SUBSCRIPTION_SHARDS).keys()] : [opts.shard ?? shardOfHour(now)];
    const subs = (
      await Promise.all(
        shards.map((shard) =>
          queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :s', ExpressionAttributeValues: { ':s': keys.subscriptionShardKey(shard) } }),
        ),
      )
    )
      .flat()
      .map((raw) => ({ userId: String(raw.pk).slice('USER#'.length), sub: withoutKeys<CalendarSubscription>(raw) }))
      .filter(({ sub }) => !sub.paused);
    summary.subscriptions = subs.length;
    if (fansOut()) {
      // Workers fetch: a run's work is bounded by the queue, not by this Lambda's time.
      await dispatch(batches(subs, SUBSCRIPTIONS_PER_DELIVERY).map((items) => ({ kind: 'subscriptions' as const, items })));
      summary.dispatched = subs.length;
    } else {
      const { started: begun, ...counts } = await refreshSubscriptions(subs, now, stopAt, opts.concurrency);
      Object.assign(summary, counts);
      summary.left = subs.length - begun;
    }
  } finally {
    await releaseLock(JOB, lock).catch((error) => logLine('error', { msg: 'job lock not released (it expires)', reason: reasonOf(error) }));
  }
  summary.durationMs = Date.now() - started;
  logLine('info', { msg: 'run summary', ...summary });
  return summary;
}

export const handler = async (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) =>
  runRefreshJob(new Date(), context?.getRemainingTimeInMillis ? { remainingMs: () => context.getRemainingTimeInMillis() } : {});
