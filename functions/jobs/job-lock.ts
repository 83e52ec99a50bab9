import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client';
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
      new PutCommand({
        TableName: tableName(),
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
      new DeleteCommand({
        TableName: tableName(),
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
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.jobWatermark(job), ConsistentRead: true }));
  return typeof Item?.until === 'string' ? Item.until : null;
}

/** Written by the run that holds the job's lock, after its hand-out. */
export async function setDispatchedUntil(job: string, until: string) {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.jobWatermark(job), entity: 'jobWatermark', until } }));
}
