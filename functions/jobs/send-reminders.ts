import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { addDays } from '../../shared/calendar';
import { composeEmail, sendEmail } from '../adapters/mailer';
import { toStored, type StoredEvent } from '../calendar/events';
import { nextReminder, reminderInstant } from '../calendar/reminders';
import { config } from '../config';
import { logLine, withLogContext } from '../log';
import { batchGet, queryAll } from '../data/batch';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import { failedAt, type UserItem } from '../data/users';
import { asItem } from '../data/items';

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
 * a time (see Advances), so that window is at most one batch.
 *
 * Writes are what a run of 10,000 spends its time on: one lock per run instead of a lease per reminder, and
 * one transaction per 25 advances instead of 25 writes.
 */

/** Reminders more than this late (the job was down) are skipped rather than sent out of the blue. */
const MAX_LATE_MS = 12 * 3600_000;
/** Send attempts per occurrence before it is recorded as failed and advanced. */
export const MAX_ATTEMPTS = 3;
/** No new reminder is started this close to the Lambda's timeout (a send in flight must still finish). */
const STOP_MARGIN_MS = 20_000;
/** The lock outlives the point where the run stops starting work by this much (the run is dead by then). */
const LEASE_SLACK_MS = 60_000;
/** Without a Lambda context (npm start, tests, bench): how long one run may start new work. */
const DEFAULT_BUDGET_MS = 50_000;
const DEFAULT_CONCURRENCY = 10;
/** Reminders read with their accounts and events in one BatchGetItem (at most 3 keys each, 100 per call). */
const READ_CHUNK = 30;
const JOB = 'send-reminders';
const FAILURE_KEEP_DAYS = 90;
const THROTTLED = /TooManyRequests|Throttl/;

interface ReminderItem {
  userId: string;
  eventId: string;
  occurrence: string;
  dueAt: string;
  attempts?: number;
}

export interface ReminderJobOptions {
  /** Milliseconds before the Lambda is stopped (`context.getRemainingTimeInMillis`). */
  remainingMs?: () => number;
  /** The run's id in its log lines (the Lambda's request id). */
  requestId?: string;
  /** Used when there is no `remainingMs`. */
  budgetMs?: number;
  concurrency?: number;
}

export interface ReminderJobSummary {
  due: number;
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

type Outcome = 'sent' | 'retried' | 'failed' | 'skipped' | 'removed';

const conditionalFailed = (error: unknown) => (error as Error)?.name === 'ConditionalCheckFailedException';
const reasonOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/** A job line: the run's id (`requestId`) and `job` come from the log context `runReminderJob` sets. */
function log(line: Record<string, unknown>, level: 'info' | 'error' = 'info', always = false) {
  logLine(level, { at: new Date().toISOString(), ...line }, { always });
}

export function runReminderJob(now = new Date(), opts: ReminderJobOptions = {}): Promise<ReminderJobSummary> {
  return withLogContext({ requestId: opts.requestId ?? randomUUID(), job: JOB }, () => run(now, opts));
}

async function run(now: Date, opts: ReminderJobOptions): Promise<ReminderJobSummary> {
  const started = Date.now();
  const remaining = opts.remainingMs?.();
  // In a Lambda: stop starting work a margin (at most a quarter of the time left) before the timeout.
  const stopAt = remaining !== undefined ? started + remaining - Math.min(STOP_MARGIN_MS, remaining / 4) : started + (opts.budgetMs ?? DEFAULT_BUDGET_MS);
  const lock = { id: randomUUID(), until: stopAt + STOP_MARGIN_MS + LEASE_SLACK_MS };
  if (!(await takeLock(lock))) {
    const summary: ReminderJobSummary = { due: 0, sent: 0, retried: 0, failed: 0, skipped: 0, removed: 0, left: 0, busy: true, durationMs: Date.now() - started };
    log({ msg: 'run summary: another run holds the lock', ...summary });
    return summary;
  }
  try {
    return await work(now, started, stopAt, opts);
  } finally {
    await releaseLock(lock).catch((error) => log({ msg: 'job lock not released (it expires)', reason: reasonOf(error) }, 'error'));
  }
}

async function work(now: Date, started: number, stopAt: number, opts: ReminderJobOptions): Promise<ReminderJobSummary> {
  const due = await queryAll<ReminderItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :r AND gsi1sk <= :now',
    ExpressionAttributeValues: { ':r': 'REMINDERS', ':now': `${now.toISOString()}~` },
  });

  const counts: Record<Outcome, number> = { sent: 0, retried: 0, failed: 0, skipped: 0, removed: 0 };
  let begun = 0;
  const concurrency = Math.max(1, opts.concurrency ?? DEFAULT_CONCURRENCY);
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

  const summary: ReminderJobSummary = {
    due: due.length,
    sent: counts.sent,
    retried: counts.retried,
    failed: counts.failed,
    skipped: counts.skipped + counts.removed,
    removed: counts.removed,
    left: due.length - begun,
    busy: false,
    durationMs: Date.now() - started,
  };
  // The ReminderFailures alarm counts `failed` from this line: written whatever LOG_LEVEL says when it is not 0.
  log({ msg: 'run summary', ...summary }, 'info', summary.failed > 0);
  return summary;
}

interface Found {
  reminders: Map<string, ReminderItem>;
  users: Map<string, UserItem>;
  events: Map<string, StoredEvent>;
  members: Map<string, Record<string, unknown>>;
}

/** One strongly consistent read of the chunk's accounts, events and members: absent from the maps = really gone. */
async function readChunk(chunk: ReminderItem[]): Promise<Found> {
  const wanted = new Map<string, { pk: string; sk: string }>();
  const add = (k: { pk: string; sk: string }) => wanted.set(`${k.pk}|${k.sk}`, k);
  for (const r of chunk) {
    add(keys.reminder(r.userId, r.eventId));
    add(keys.user(r.userId));
    add(keys.event(r.userId, r.eventId));
  }
  const first = await batchGet([...wanted.values()], { consistent: true });
  const found: Found = { reminders: new Map(), users: new Map(), events: new Map(), members: new Map() };
  const memberKeys = new Map<string, { pk: string; sk: string }>();
  for (const item of first) {
    if (item.entity === 'reminder') {
      found.reminders.set(`${item.pk}|${item.sk}`, asItem<ReminderItem>(item));
    } else if (item.entity === 'user') {
      if (!(typeof item.ttl === 'number' && item.ttl * 1000 <= Date.now())) found.users.set(String(item.id), asItem<UserItem>(item));
    } else {
      const e = toStored(item);
      found.events.set(`${item.pk}|${e.id}`, e);
      if (e.familyMemberId) {
        const k = keys.member(String(item.pk).slice('USER#'.length), e.familyMemberId);
        memberKeys.set(`${k.pk}|${k.sk}`, k);
      }
    }
  }
  // Members are optional (a "Who:" line): one more call for the chunk, and a failure only drops the line.
  if (memberKeys.size) {
    const members = await batchGet([...memberKeys.values()]).catch(() => []);
    for (const m of members) found.members.set(`${m.pk}|${m.sk}`, m);
  }
  return found;
}

async function handleOne(r: ReminderItem, now: Date, found: Found, advances: Advances): Promise<Outcome> {
  const rk = keys.reminder(r.userId, r.eventId);
  const current = found.reminders.get(`${rk.pk}|${rk.sk}`);
  // Moved or removed since the index was read (an edit, or a stale index entry): the table's schedule stands.
  if (!current || current.occurrence !== r.occurrence || current.dueAt !== r.dueAt) return 'skipped';
  const user = found.users.get(r.userId) ?? null;
  const event = user ? (found.events.get(`${keys.userPartition(r.userId)}|${r.eventId}`) ?? null) : null;
  if (!user || !event) {
    await remove(r);
    return 'removed';
  }
  const tz = user.timezone || 'UTC';
  const following = nextReminder(event, tz, now, addDays(r.occurrence, 1));
  if (now.getTime() - Date.parse(r.dueAt) > MAX_LATE_MS) {
    await advance(r, following);
    return 'skipped';
  }
  const memberKey = event.familyMemberId ? keys.member(r.userId, event.familyMemberId) : undefined;
  const member = memberKey ? found.members.get(`${memberKey.pk}|${memberKey.sk}`) : undefined;
  const email = reminderEmail(user.email, user.first_name, event, r.occurrence, tz, member?.name as string | undefined);
  try {
    await sendEmail(email);
  } catch (error) {
    return sendFailed(r, current.attempts ?? 0, following, error);
  }
  advances.add(r, following);
  return 'sent';
}

const atDueInstant = (r: ReminderItem) => ({
  ConditionExpression: 'occurrence = :occ AND dueAt = :due',
  ExpressionAttributeValues: { ':occ': r.occurrence, ':due': r.dueAt } as Record<string, unknown>,
});

/** The job's lock: only when no other live run holds it. */
async function takeLock(lock: { id: string; until: number }): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.jobLock(JOB), entity: 'jobLock', leaseId: lock.id, leaseUntil: lock.until, ttl: Math.ceil(lock.until / 1000) + 86_400 },
        ConditionExpression: 'attribute_not_exists(pk) OR leaseUntil < :nowMs',
        ExpressionAttributeValues: { ':nowMs': Date.now() },
      }),
    );
    return true;
  } catch (error) {
    if (conditionalFailed(error)) return false;
    throw error;
  }
}

async function releaseLock(lock: { id: string }) {
  await db()
    .send(new DeleteCommand({ TableName: tableName(), Key: keys.jobLock(JOB), ConditionExpression: 'leaseId = :lease', ExpressionAttributeValues: { ':lease': lock.id } }))
    .catch((error) => {
      if (!conditionalFailed(error)) throw error;
    });
}

/** Next occurrence (clearing the attempts), or delete after the last one; only from this due instant. */
type Following = { occurrence: string; dueAt: string } | null;

async function advance(r: ReminderItem, following: Following, extra?: Record<string, unknown>) {
  const change = advanceChange(r, following);
  try {
    if (extra) await db().send(new TransactWriteCommand({ TransactItems: [change, { Put: { TableName: tableName(), Item: extra } }] }));
    else if (change.Update) await db().send(new UpdateCommand(change.Update));
    else if (change.Delete) await db().send(new DeleteCommand(change.Delete));
  } catch (error) {
    // Moved meanwhile (the event was edited and rescheduled): the new schedule stands.
    if (conditionalFailed(error) || failedAt(error, 0)) return;
    throw error;
  }
}

/** The write that moves a reminder to its next occurrence (or deletes it), only from the due instant read. */
function advanceChange(r: ReminderItem, following: Following) {
  const key = keys.reminder(r.userId, r.eventId);
  const at = atDueInstant(r);
  const change = following
    ? {
        Update: {
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET occurrence = :nocc, dueAt = :ndue, gsi1sk = :gsk REMOVE attempts, lastError',
          ConditionExpression: at.ConditionExpression,
          ExpressionAttributeValues: { ...at.ExpressionAttributeValues, ':nocc': following.occurrence, ':ndue': following.dueAt, ':gsk': keys.remindersDue(following.dueAt, r.userId, r.eventId).gsi1sk },
        },
      }
    : { Delete: { TableName: tableName(), Key: key, ...at } };
  return change as { Update?: typeof change.Update; Delete?: { TableName: string; Key: typeof key; ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> } };
}

/**
 * Sent reminders are advanced ADVANCE_BATCH at a time in one transaction: on DynamoDB Local one write per
 * reminder was most of a 10,000-reminder run. A transaction that fails (one reminder moved meanwhile, a
 * conflict, a throttle) is written again one reminder at a time. Until its batch is written a sent reminder
 * is still due: a run that dies first leaves at most the batch to be sent again (the at-least-once window).
 */
const ADVANCE_BATCH = 25;
class Advances {
  private pending: Array<{ r: ReminderItem; following: Following }> = [];
  private writes: Promise<void>[] = [];
  add(r: ReminderItem, following: Following) {
    this.pending.push({ r, following });
    if (this.pending.length >= ADVANCE_BATCH) this.flush();
  }
  flush() {
    const batch = this.pending.splice(0);
    if (batch.length) this.writes.push(writeAdvances(batch));
  }
  async drain() {
    this.flush();
    await Promise.all(this.writes);
  }
}

async function writeAdvances(batch: Array<{ r: ReminderItem; following: Following }>): Promise<void> {
  if (batch.length > 1) {
    const written = await db()
      .send(new TransactWriteCommand({ TransactItems: batch.map(({ r, following }) => advanceChange(r, following)) }))
      .then(
        () => true,
        () => false, // written again below, one at a time
      );
    if (written) return;
  }
  await Promise.all(
    batch.map(({ r, following }) =>
      advance(r, following).catch((error) => {
        // Sent but not advanced: a later run finds it still due and sends it again (the at-least-once window).
        log({ msg: 'reminder sent but not advanced', userId: r.userId, eventId: r.eventId, occurrence: r.occurrence, reason: reasonOf(error) }, 'error');
      }),
    ),
  );
}

/** The event or the account is really gone (a successful read found nothing). */
async function remove(r: ReminderItem) {
  await advance(r, null);
}

/** Records a failed attempt: the reminder stays due, at the same instant, for the next run. */
async function recordAttempt(r: ReminderItem, attempts: number, lastError: string) {
  const at = atDueInstant(r);
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.reminder(r.userId, r.eventId),
        UpdateExpression: 'SET attempts = :attempts, lastError = :lastError',
        ConditionExpression: at.ConditionExpression,
        ExpressionAttributeValues: { ...at.ExpressionAttributeValues, ':attempts': attempts, ':lastError': lastError },
      }),
    )
    .catch((error) => {
      if (!conditionalFailed(error)) throw error;
    });
}

async function sendFailed(r: ReminderItem, previous: number, following: { occurrence: string; dueAt: string } | null, error: unknown): Promise<Outcome> {
  const reason = reasonOf(error);
  // SES throttling (over the account's sending rate) is not this reminder's failure: it stays due, attempts unchanged.
  const attempts = THROTTLED.test((error as Error)?.name ?? '') ? previous : previous + 1;
  if (attempts < MAX_ATTEMPTS) {
    log({ msg: 'reminder send failed, will retry', userId: r.userId, eventId: r.eventId, occurrence: r.occurrence, attempts, reason }, 'error');
    await recordAttempt(r, attempts, reason);
    return 'retried';
  }
  const at = new Date().toISOString();
  log({ msg: 'reminder failed', userId: r.userId, eventId: r.eventId, occurrence: r.occurrence, dueAt: r.dueAt, attempts, reason }, 'error');
  await advance(r, following, {
    ...keys.reminderFailure(r.userId, r.eventId, r.occurrence),
    ...keys.reminderFailuresByTime(at, r.userId, r.eventId),
    entity: 'reminderFailure',
    userId: r.userId,
    eventId: r.eventId,
    occurrence: r.occurrence,
    dueAt: r.dueAt,
    attempts,
    reason,
    failedAt: at,
    ttl: Math.floor(Date.now() / 1000) + FAILURE_KEEP_DAYS * 86_400,
  });
  return 'failed';
}

function reminderEmail(to: string, firstName: string, e: StoredEvent, occurrence: string, tz: string, memberName?: string) {
  const start = reminderInstant({ ...e, reminderMinutes: 0 }, occurrence, tz);
  const when = e.allDay ? start.toFormat('cccc d LLLL yyyy') + ' (all day)' : `${start.toFormat("cccc d LLLL yyyy 'at' HH:mm")} (${tz})`;
  const lines = [`When: ${when}`];
  if (memberName) lines.push(`Who: ${memberName}`);
  if (e.location) lines.push(`Where: ${e.location}`);
  if (e.description) lines.push(e.description);
  return composeEmail({
    to,
    subject: `Reminder: ${e.title}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [`This is your reminder for "${e.title}".`, ...lines],
    action: { label: 'Open the family calendar', url: `${config().APP_URL.replace(/\/$/, '')}/calendar` },
  });
}

/** EventBridge invokes this every few minutes; the run stops before the Lambda's timeout and the next one continues. */
export const handler = async (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis' | 'awsRequestId'>) =>
  runReminderJob(new Date(), context?.getRemainingTimeInMillis ? { remainingMs: () => context.getRemainingTimeInMillis(), requestId: context.awsRequestId } : {});
