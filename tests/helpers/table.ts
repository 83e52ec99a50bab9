import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client';
import { setExpression } from '../../functions/data/expressions';

/** Every item in this test file's table (tests may Scan; request paths never do). */
export async function allItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Items that mention the given user id or email anywhere. */
export async function itemsOf(userId: string, email?: string) {
  return (await allItems()).filter((i) => {
    const text = JSON.stringify(i);
    return text.includes(userId) || (email ? text.includes(email) : false);
  });
}

export async function setAttributes(key: { pk: string; sk: string }, values: Record<string, unknown>) {
  await db().send(new UpdateCommand({ TableName: tableName(), Key: key, ...setExpression(values) }));
}
