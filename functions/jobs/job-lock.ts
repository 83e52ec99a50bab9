import { db } from '../data/client';
import { deleteItem, getItem, putItem } from '../data/commands';
import { keys } from '../data/keys';
import { isConditionFailed } from '../data/dynamo-errors';

/**
 * A job's lock: one conditional put per run. It outlives the run that took it (its Lambda timeout plus a
 * margin), so two live runs never work at once, and a run that died frees it for a later run when it expires.
 */

/** Takes the job's lock: only when no other live run holds it. */
export async function takeLock(job: string, lock: { id: string; until: number }): Promise<boolean> {
  try {
    await db().send(
      putItem({
        Item: { ...keys.jobLock(job), entity: 'jobLock', leaseId: lock.id, leaseUntil: lock.until, ttl: Math.ceil(lock.until / 1000) + 86_400 },
        ConditionExpression: 'attribute_not_exists(pk) OR leaseUntil < :nowMs',
        ExpressionAttributeValues: { ':nowMs': Date.now() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function releaseLock(job: string, lock: { id: string }) {
  await db()
    .send(
      deleteItem({
        Key: keys.jobLock(job),
        ConditionExpression: 'leaseId = :lease',
        ExpressionAttributeValues: { ':lease': lock.id },
      }),
    )
    .catch((error) => {
      if (!isConditionFailed(error)) throw error;
    });
}

/** Up to when a fanned-out job has handed due items to its workers (null before its first hand-out). */
export async function dispatchedUntil(job: string): Promise<string | null> {
  const { Item } = await db().send(getItem({ Key: keys.jobWatermark(job), ConsistentRead: true }));
  return typeof Item?.until === 'string' ? Item.until : null;
}

/** Written by the run that holds the job's lock, after its hand-out. */
export async function setDispatchedUntil(job: string, until: string) {
  await db().send(putItem({ Item: { ...keys.jobWatermark(job), entity: 'jobWatermark', until } }));
}
