import { BatchGetCommand, BatchWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { query } from './commands';
import { asItem, type StoredItem } from './items';

export type Key = { pk: string; sk: string };

/** Every item of a Query, following pages; `T`: the shape the items' writer gave them (see ./items.ts). */
export async function queryAll<T = StoredItem>(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(query({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []).map((item) => asItem<T>(item)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Items of a gsi1 partition sorted by the last date they happen on (`<last date>#…`) that overlap [from, to]:
 * the Query starts at `from`, and a filter drops those that start after `to`.
 */
export function queryByLastDate<T = StoredItem>(indexKey: string, from: string, to: string): Promise<T[]> {
  return queryAll<T>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :k AND gsi1sk >= :from',
    FilterExpression: '#d <= :to',
    ExpressionAttributeNames: { '#d': 'date' },
    ExpressionAttributeValues: { ':k': indexKey, ':from': from, ':to': to },
  });
}

/** Everything due up to `upTo` (an ISO instant) in the gsi1 partitions `indexKeys`, read in parallel, in due order. */
export async function queryDue<T = StoredItem>(indexKeys: string[], upTo: string): Promise<T[]> {
  const parts = await Promise.all(
    indexKeys.map((k) =>
      queryAll<T & { gsi1sk: string }>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :k AND gsi1sk <= :now',
        ExpressionAttributeValues: { ':k': k, ':now': `${upTo}~` },
      }),
    ),
  );
  return parts.flat().sort((a, b) => a.gsi1sk.localeCompare(b.gsi1sk));
}

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Key } };

/** Puts and deletes in batches of 25, retrying what DynamoDB leaves unprocessed (not atomic: each item on its own). */
export async function writeBatch(writes: WriteRequest[]) {
  for (let i = 0; i < writes.length; i += 25) {
    let requests = writes.slice(i, i + 25);
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      if (attempt > 8 && requests.length) throw new Error('DynamoDB left writes unprocessed');
    }
  }
}

/** Delete items in batches of 25, retrying what DynamoDB leaves unprocessed. */
export const deleteKeys = (keyList: Key[]) => writeBatch(keyList.map((k) => ({ DeleteRequest: { Key: { pk: k.pk, sk: k.sk } } })));

/** Read up to 100 items by key in one call (more only when DynamoDB leaves some unprocessed); missing keys are skipped. `consistent`: strongly consistent reads. */
export async function batchGet<T = StoredItem>(keyList: Key[], opts: { consistent?: boolean } = {}): Promise<T[]> {
  if (keyList.length > 100) throw new Error('batchGet takes at most 100 keys');
  const found: T[] = [];
  let pending = keyList.map((k) => ({ pk: k.pk, sk: k.sk }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
    const out = await db().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ...(opts.consistent ? { ConsistentRead: true } : {}) } } }),
    );
    found.push(...(out.Responses?.[tableName()] ?? []).map((item) => asItem<T>(item)));
    pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as typeof pending;
    if (attempt > 8 && pending.length) throw new Error('DynamoDB left reads unprocessed');
  }
  return found;
}
