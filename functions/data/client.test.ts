process.env.DB_CAPACITY = '1';
import { BatchGetCommand, BatchWriteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { addConsumedCapacity, db, dbCapacity, resetDbUsage, tableName } from './client';

// DB_CAPACITY is read when the client is first made: set above, before anything talks to the table.
describe('the DynamoDB client counts consumed capacity when DB_CAPACITY=1', () => {
  const item = (n: number) => ({ pk: `CAP#${n}`, sk: 'ITEM', entity: 'test', note: 'x'.repeat(100) });

  it('sums single, batch and transaction calls into read and write units', async () => {
    const start = dbCapacity();
    const used = () => ({ readUnits: dbCapacity().readUnits - start.readUnits, writeUnits: dbCapacity().writeUnits - start.writeUnits });
    await db().send(new PutCommand({ TableName: tableName(), Item: item(1) }));
    expect(used().writeUnits).toBe(1);
    await db().send(new GetCommand({ TableName: tableName(), Key: { pk: 'CAP#1', sk: 'ITEM' }, ConsistentRead: true }));
    await db().send(new GetCommand({ TableName: tableName(), Key: { pk: 'CAP#1', sk: 'ITEM' } }));
    expect(used().readUnits).toBe(1.5);
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: [item(2), item(3)].map((Item) => ({ PutRequest: { Item } })) } }));
    await db().send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: tableName(), Item: item(4) } }] }));
    expect(used().writeUnits).toBe(1 + 2 + 2);
    await db().send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: [
              { pk: 'CAP#2', sk: 'ITEM' },
              { pk: 'CAP#3', sk: 'ITEM' },
            ],
            ConsistentRead: true,
          },
        },
      }),
    );
    await db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'CAP#4' } }));
    expect(used().readUnits).toBe(1.5 + 2 + 0.5);
    // An item in an index is written twice (table and index): on-demand bills both.
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...item(5), gsi1pk: 'CAPS', gsi1sk: '5' } }));
    expect(used().writeUnits).toBe(5 + 2);
    // The request wrapper's per-request reset leaves the process totals alone.
    resetDbUsage();
    expect(used()).toEqual({ readUnits: 1.5 + 2 + 0.5, writeUnits: 5 + 2 });
  });

  it('reads the capacity of an operation from its kind when only CapacityUnits is given', () => {
    const start = dbCapacity();
    addConsumedCapacity('Query', { CapacityUnits: 0.5 });
    addConsumedCapacity('BatchWriteItem', [{ CapacityUnits: 2 }, { CapacityUnits: 1 }]);
    addConsumedCapacity('TransactWriteItems', [{ CapacityUnits: 4, ReadCapacityUnits: 1, WriteCapacityUnits: 3 }]);
    addConsumedCapacity('GetItem', undefined);
    expect(dbCapacity()).toEqual({ readUnits: start.readUnits + 1.5, writeUnits: start.writeUnits + 6 });
  });
});
