import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { isValidTimezone } from '../../shared/auth-rules';
import { config } from '../config';
import { batchGet, queryAll } from '../data/batch';
import { db, tableName } from '../data/client';
import { keys, type SummaryKind } from '../data/keys';
import { accountExists, failedAt, type UserItem } from '../data/users';
import { asItem } from '../data/items';

/**
 * What the two summary jobs (daily WhatsApp agenda, weekly email) share.
 *
 * Finding due accounts: while an account's toggle is on it has one schedule item per kind (its partition,
 * `keys.summarySchedule`) in the sparse `SUMMARIES#<kind>` index under its next due instant in UTC, worked
 * out in the account's timezone (07:00 daily, Sunday 18:00 weekly, DST included). A run is one Query of
 * that index up to now, never a Scan. The profile update keeps the item in step with the toggle and the
 * timezone (`syncSummarySchedules`); after each period the job moves it to the next due instant.
 *
 * Sending once: the period's delivery record (`keys.summaryDelivery`, the spec's `weekly_email_delivery`
 * for the email) is claimed with a conditional write before the send: only one run gets it. A failed send
 * marks it `retry` and leaves the schedule due, so the next run (15 minutes later) tries again; the
 * third failed attempt marks it `failed` and moves on. A run that dies mid-send leaves a lease that
 * expires, after which a later run may send again (the only duplicate window).
 */

export const MAX_ATTEMPTS = 3;
const STOP_MARGIN_MS = 20_000;
const LEASE_SLACK_MS = 60_000;
const DEFAULT_BUDGET_MS = 50_000;
const DEFAULT_CONCURRENCY = 10;
/** Accounts read in one BatchGetItem. */
const READ_CHUNK = 100;

/** When each kind is due in the account's timezone, how late it may still go out, and how long its record is kept. */
export const SCHEDULES: Record<SummaryKind, { hour: number; weekday: number | null; maxLateMs: number; keepDays: number; toggle: 'daily_push_enabled' | 'weekly_email_enabled' }> = {
  daily: { hour: 7, weekday: null, maxLateMs: 3 * 3_600_000, keepDays: 35, toggle: 'daily_push_enabled' },
  // Luxon weekdays: 7 = Sunday.
  weekly: { hour: 18, weekday: 7, maxLateMs: 12 * 3_600_000, keepDays: 400, toggle: 'weekly_email_enabled' },
};

const zoneOf = (timezone: string | null | undefined) => (timezone && isValidTimezone(timezone) ? timezone : 'UTC');

/** The first due instant strictly after `after`, in the zone, and its period (the local date it is due on). */
export function nextDue(kind: SummaryKind, timezone: string | null | undefined, after: Date): { dueAt: string; period: string } {
  const s = SCHEDULES[kind];
  const day = DateTime.fromJSDate(after, { zone: zoneOf(timezone) }).startOf('day');
  for (let i = 0; i < 9; i++) {
    const at = day.plus({ days: i }).set({ hour: s.hour, minute: 0, second: 0, millisecond: 0 });
    if (s.weekday !== null && at.weekday !== s.weekday) continue;
    if (at.toMillis() > after.getTime()) return { dueAt: at.toUTC().toISO()!, period: at.toISODate()! };
  }
  throw new Error(`no ${kind} due instant found after ${after.toISOString()}`);
}

const scheduleItem = (userId: string, kind: SummaryKind, due: { dueAt: string; period: string }) => ({
  ...keys.summarySchedule(userId, kind),
  ...keys.summariesDue(kind, due.dueAt, userId),
  entity: 'summarySchedule',
  kind,
  userId,
  dueAt: due.dueAt,
  period: due.period,
});

/**
 * After a profile update: each kind whose toggle was sent (or every enabled kind when the timezone changed)
 * gets its schedule item put (toggle on: next due instant in the current timezone) or deleted (off).
 */
export async function syncSummarySchedules(user: UserItem, touched: { daily?: boolean; weekly?: boolean; timezone?: boolean }, now = new Date()) {
  for (const kind of ['daily', 'weekly'] as const) {
    const on = user[SCHEDULES[kind].toggle] === true;
    if (!touched[kind] && !(touched.timezone && on)) continue;
    if (on) {
      await db()
        .send(new TransactWriteCommand({ TransactItems: [accountExists(user.id), { Put: { TableName: tableName(), Item: scheduleItem(user.id, kind, nextDue(kind, user.timezone, now)) } }] }))
        .catch((error) => {
          if (!failedAt(error, 0)) throw error; // the account was deleted meanwhile: nothing to schedule
        });
    } else {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.summarySchedule(user.id, kind) }));
    }
  }
}

interface ScheduleItem {
  userId: string;
  dueAt: string;
  period: string;
}

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

export interface SummaryJobOptions {
  remainingMs?: () => number;
  budgetMs?: number;
  concurrency?: number;
}

export interface SummaryJobSummary {
  due: number;
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

const conditionalFailed = (error: unknown) => (error as Error)?.name === 'ConditionalCheckFailedException';
const reasonOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

export function log(job: string, line: Record<string, unknown>, level: 'info' | 'error' = 'info') {
  if (config().LOG_LEVEL === 'silent') return;
  const text = JSON.stringify({ level, job, at: new Date().toISOString(), ...line });
  if (level === 'error') console.error(text);
  else console.log(text);
}

export async function runSummaryJob<C>(job: SummaryJob<C>, now = new Date(), opts: SummaryJobOptions = {}): Promise<SummaryJobSummary> {
  const started = Date.now();
  const remaining = opts.remainingMs?.();
  const stopAt = remaining !== undefined ? started + remaining - Math.min(STOP_MARGIN_MS, remaining / 4) : started + (opts.budgetMs ?? DEFAULT_BUDGET_MS);
  const lease = { id: randomUUID(), until: stopAt + STOP_MARGIN_MS + LEASE_SLACK_MS };
  const name = `summaries-${job.kind}`;
  const due = await queryAll<ScheduleItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :k AND gsi1sk <= :now',
    ExpressionAttributeValues: { ':k': keys.summariesDueIndexKey(job.kind), ':now': `${now.toISOString()}~` },
  });

  const counts: Record<Outcome, number> = { sent: 0, retried: 0, failed: 0, skipped: 0, empty: 0, removed: 0 };
  let begun = 0;
  const concurrency = Math.max(1, opts.concurrency ?? DEFAULT_CONCURRENCY);
  for (let i = 0; i < due.length && Date.now() < stopAt; i += READ_CHUNK) {
    const chunk = due.slice(i, i + READ_CHUNK);
    let users: Map<string, UserItem>;
    try {
      const found = await batchGet(chunk.map((s) => keys.user(s.userId)), { consistent: true });
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
  const summary: SummaryJobSummary = { due: due.length, ...counts, left: due.length - begun, durationMs: Date.now() - started };
  log(name, { msg: 'run summary', ...summary });
  return summary;
}

async function handleOne<C>(job: SummaryJob<C>, s: ScheduleItem, user: UserItem | null, now: Date, lease: { id: string; until: number }): Promise<Outcome> {
  if (!user || user[SCHEDULES[job.kind].toggle] !== true) {
    await removeSchedule(job.kind, s);
    return 'removed';
  }
  if (now.getTime() - Date.parse(s.dueAt) > SCHEDULES[job.kind].maxLateMs || job.skipReason(user)) {
    await advance(job.kind, s, user, now);
    return 'skipped';
  }
  const content = await job.compose(user, s.period, now);
  if (!content) {
    await advance(job.kind, s, user, now);
    return 'empty';
  }
  const key = keys.summaryDelivery(user.id, job.kind, s.period);
  const claimed = await claim(job, key, user.id, s.period, lease);
  if (!claimed) {
    // Another run holds it, or an earlier run finished it without moving the schedule on.
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (Item?.status === 'sent' || Item?.status === 'failed') await advance(job.kind, s, user, now);
    return 'skipped';
  }
  let sent: { channel: string; ids: string[] };
  try {
    sent = await job.send(user, content, s.period, now);
  } catch (error) {
    const reason = reasonOf(error);
    if (claimed.attempts < MAX_ATTEMPTS) {
      log(`summaries-${job.kind}`, { msg: 'summary send failed, will retry', userId: user.id, period: s.period, attempts: claimed.attempts, reason }, 'error');
      await finish(key, lease, { status: 'retry', lastError: reason });
      return 'retried';
    }
    log(`summaries-${job.kind}`, { msg: 'summary failed', userId: user.id, period: s.period, attempts: claimed.attempts, reason }, 'error');
    await finish(key, lease, { status: 'failed', lastError: reason, failedAt: new Date().toISOString() });
    await advance(job.kind, s, user, now);
    return 'failed';
  }
  await finish(key, lease, { status: 'sent', sentAt: new Date().toISOString(), channel: sent.channel, messageIds: sent.ids }, ['lastError']);
  await advance(job.kind, s, user, now).catch((error) => {
    // Sent and recorded: the next run finds the record `sent` and only moves the schedule on.
    log(`summaries-${job.kind}`, { msg: 'summary sent but schedule not advanced', userId: user.id, period: s.period, reason: reasonOf(error) }, 'error');
  });
  return 'sent';
}

/** The conditional write that claims a period's send: new, waiting for a retry, or left by a run that died. */
async function claim<C>(job: SummaryJob<C>, key: { pk: string; sk: string }, userId: string, period: string, lease: { id: string; until: number }): Promise<{ attempts: number } | null> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #s = :sending, leaseUntil = :until, leaseId = :lease, entity = :entity, userId = :uid, #k = :kind, #p = :period, #ttl = :ttl ADD attempts :one',
        ConditionExpression: 'attribute_not_exists(pk) OR #s = :retry OR (#s = :sending AND leaseUntil < :nowMs)',
        ExpressionAttributeNames: { '#s': 'status', '#k': 'kind', '#p': 'period', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':retry': 'retry',
          ':until': lease.until,
          ':lease': lease.id,
          ':entity': job.entity,
          ':uid': userId,
          ':kind': job.kind,
          ':period': period,
          ':ttl': Math.floor(Date.now() / 1000) + SCHEDULES[job.kind].keepDays * 86_400,
          ':one': 1,
          ':nowMs': Date.now(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { attempts: Number(out.Attributes?.attempts ?? 1) };
  } catch (error) {
    if (conditionalFailed(error)) return null;
    throw error;
  }
}

/** Record the outcome on the delivery record and end this run's lease (only if the lease is still ours). */
async function finish(key: { pk: string; sk: string }, lease: { id: string }, set: Record<string, unknown>, remove: string[] = []) {
  const names = Object.keys(set);
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${names.map((n) => `#${n} = :${n}`).join(', ')} REMOVE ${['leaseUntil', 'leaseId', ...remove].join(', ')}`,
        ConditionExpression: 'leaseId = :lease',
        ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
        ExpressionAttributeValues: { ':lease': lease.id, ...Object.fromEntries(names.map((n) => [`:${n}`, set[n]])) },
      }),
    )
    .catch((error) => {
      if (!conditionalFailed(error)) throw error;
    });
}

/** Move the schedule to the next due instant after this one and after now (a run that was down does not catch up). */
async function advance(kind: SummaryKind, s: ScheduleItem, user: UserItem, now: Date) {
  const after = new Date(Math.max(Date.parse(s.dueAt) + 1, now.getTime()));
  const next = nextDue(kind, user.timezone, after);
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.summarySchedule(s.userId, kind),
        UpdateExpression: 'SET dueAt = :nd, #p = :np, gsi1sk = :g',
        ConditionExpression: 'dueAt = :due',
        ExpressionAttributeNames: { '#p': 'period' },
        ExpressionAttributeValues: { ':nd': next.dueAt, ':np': next.period, ':g': keys.summariesDue(kind, next.dueAt, s.userId).gsi1sk, ':due': s.dueAt },
      }),
    )
    .catch((error) => {
      if (!conditionalFailed(error)) throw error; // rescheduled meanwhile (toggle or timezone saved): that stands
    });
}

async function removeSchedule(kind: SummaryKind, s: ScheduleItem) {
  await db()
    .send(new DeleteCommand({ TableName: tableName(), Key: keys.summarySchedule(s.userId, kind), ConditionExpression: 'dueAt = :due', ExpressionAttributeValues: { ':due': s.dueAt } }))
    .catch((error) => {
      if (!conditionalFailed(error)) throw error;
    });
}
