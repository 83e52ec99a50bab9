import { db } from '../data/client';
import { SCHEDULES } from './summary-schedule';
import type { SummaryJob } from './summaries';
import { updateItem } from '../data/commands';
import { isConditionFailed } from '../data/dynamo-errors';

/**
 * Sending once: the period's delivery record (`keys.summaryDelivery`, the spec's `weekly_email_delivery`
 * for the email) is claimed with a conditional write before the send: only one run gets it. A failed send
 * marks it `retry` and leaves the schedule due, so the next run (15 minutes later) tries again; the
 * third failed attempt marks it `failed` and moves on (SES throttling is not counted: `isSendThrottled`).
 * A run that dies mid-send leaves a lease that expires, after which a later run may send again (the only
 * duplicate window).
 */

/** The conditional write that claims a period's send: new, waiting for a retry, or left by a run that died. */
export async function claim<C>(
  job: SummaryJob<C>,
  key: { pk: string; sk: string },
  userId: string,
  period: string,
  lease: { id: string; until: number },
): Promise<{ attempts: number } | null> {
  try {
    const out = await db().send(
      updateItem({
        Key: key,
        UpdateExpression:
          'SET #s = :sending, leaseUntil = :until, leaseId = :lease, entity = :entity, userId = :uid, #k = :kind, #p = :period, #ttl = :ttl ADD attempts :one',
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
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** Record the outcome on the delivery record and end this run's lease (only if the lease is still ours). */
export async function finish(key: { pk: string; sk: string }, lease: { id: string }, set: Record<string, unknown>, remove: string[] = []) {
  const names = Object.keys(set);
  await db()
    .send(
      updateItem({
        Key: key,
        UpdateExpression: `SET ${names.map((n) => `#${n} = :${n}`).join(', ')} REMOVE ${['leaseUntil', 'leaseId', ...remove].join(', ')}`,
        ConditionExpression: 'leaseId = :lease',
        ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
        ExpressionAttributeValues: { ':lease': lease.id, ...Object.fromEntries(names.map((n) => [`:${n}`, set[n]])) },
      }),
    )
    .catch((error) => {
      if (!isConditionFailed(error)) throw error;
    });
}
