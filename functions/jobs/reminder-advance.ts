import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../data/client';
import { table, transact, updateItem } from '../data/commands';
import { keys } from '../data/keys';
import { failedAt, isConditionFailed } from '../data/dynamo-errors';
import { reasonOf } from './job-run';
import { log, type ReminderItem } from './reminder-item';

/** The reminder job's writes: each only from the due instant the run read, so a reminder moved meanwhile stays as it is. */

const atDueInstant = (r: ReminderItem) => ({
  ConditionExpression: 'occurrence = :occ AND dueAt = :due',
  ExpressionAttributeValues: { ':occ': r.occurrence, ':due': r.dueAt } as Record<string, unknown>,
});

/** How long the record of an event's last sent reminder is kept (longer than any edit in flight). */
const SENT_RECORD_SECONDS = 2 * 86_400;

/** Next occurrence (clearing the attempts), or only the sent record after the last one; only from this due instant. */
export type Following = { occurrence: string; dueAt: string } | null;

/** The record of a series' last sent reminder, kept after its reminder item is deleted (see advanceChange). */
const sentRecord = (r: ReminderItem) => ({
  Put: table({
    Item: {
      ...keys.reminderSent(r.userId, r.eventId),
      entity: 'reminderSent',
      sentOccurrence: r.occurrence,
      sentDueAt: r.dueAt,
      ttl: Math.floor(Date.now() / 1000) + SENT_RECORD_SECONDS,
    },
  }),
});

/** The writes of an advance after a send: the move, or the delete with its sent record. */
const afterSend = (r: ReminderItem, following: Following) => (following ? [advanceChange(r, following)] : [advanceChange(r, null), sentRecord(r)]);

export async function advance(r: ReminderItem, following: Following, extra?: Record<string, unknown>, opts: { sent: boolean } = { sent: true }) {
  const change = advanceChange(r, following);
  const items = [...(opts.sent ? afterSend(r, following) : [change]), ...(extra ? [{ Put: table({ Item: extra }) }] : [])];
  try {
    if (items.length > 1) await db().send(transact(items));
    else if (change.Update) await db().send(new UpdateCommand(change.Update));
    else if (change.Delete) await db().send(new DeleteCommand(change.Delete));
  } catch (error) {
    // Moved meanwhile (the event was edited and rescheduled): the new schedule stands.
    if (isConditionFailed(error) || failedAt(error, 0)) return;
    throw error;
  }
}

/** The write that moves a reminder to its next occurrence (or deletes it), only from the due instant read. */
function advanceChange(r: ReminderItem, following: Following) {
  const key = keys.reminder(r.userId, r.eventId);
  const at = atDueInstant(r);
  // The item keeps what was sent (`sentOccurrence`, `sentDueAt`): an edit of the event computed before this
  // advance and written after it must not bring the sent reminder back (calendar/reminders.ts checks them).
  // After the last occurrence the item goes and a small record of the send stays for two days (sentRecord).
  const change = following
    ? {
        Update: table({
          Key: key,
          // Both index keys: an item written before the due index was sharded moves to its shard here.
          UpdateExpression:
            'SET occurrence = :nocc, dueAt = :ndue, gsi1pk = :gpk, gsi1sk = :gsk, sentOccurrence = :occ, sentDueAt = :due REMOVE attempts, lastError',
          ConditionExpression: at.ConditionExpression,
          ExpressionAttributeValues: {
            ...at.ExpressionAttributeValues,
            ':nocc': following.occurrence,
            ':ndue': following.dueAt,
            ':gpk': keys.remindersDue(following.dueAt, r.userId, r.eventId).gsi1pk,
            ':gsk': keys.remindersDue(following.dueAt, r.userId, r.eventId).gsi1sk,
          },
        }),
      }
    : { Delete: table({ Key: key, ...at }) };
  return change as {
    Update?: typeof change.Update;
    Delete?: { TableName: string; Key: typeof key; ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> };
  };
}

/**
 * Sent reminders are advanced ADVANCE_BATCH at a time in one transaction: on DynamoDB Local one write per
 * reminder was most of a 10,000-reminder run. A transaction that fails (one reminder moved meanwhile, a
 * conflict, a throttle) is written again one reminder at a time. Until its batch is written a sent reminder
 * is still due: a run that dies first leaves at most the batch to be sent again (the at-least-once window).
 */
const ADVANCE_BATCH = 25;
export class Advances {
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
      .send(transact(batch.flatMap(({ r, following }) => afterSend(r, following))))
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
export async function remove(r: ReminderItem) {
  await advance(r, null, undefined, { sent: false });
}

/** Records a failed attempt: the reminder stays due, at the same instant, for the next run. */
export async function recordAttempt(r: ReminderItem, attempts: number, lastError: string) {
  const at = atDueInstant(r);
  await db()
    .send(
      updateItem({
        Key: keys.reminder(r.userId, r.eventId),
        UpdateExpression: 'SET attempts = :attempts, lastError = :lastError',
        ConditionExpression: at.ConditionExpression,
        ExpressionAttributeValues: { ...at.ExpressionAttributeValues, ':attempts': attempts, ':lastError': lastError },
      }),
    )
    .catch((error) => {
      if (!isConditionFailed(error)) throw error;
    });
}
