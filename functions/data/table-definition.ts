/**
 * The table, defined once: the CDK stack, the local stack and the tests all build it from here.
 * Single-table design; see docs/decisions/0001-single-table.md for the item layout.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
} as const;

/** CreateTable input for DynamoDB (Local): on-demand, string keys, every index projecting all attributes. */
export function createTableInput(tableName: string) {
  const attrs = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const i of TABLE.indexes) {
    attrs.add(i.partitionKey);
    attrs.add(i.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attrs].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE.indexes.map((i) => ({
      IndexName: i.name,
      KeySchema: [
        { AttributeName: i.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: i.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
