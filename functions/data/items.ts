import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Building and reading stored items. An item is its key, the `entity` it is (every item says what it is,
 * for scans by hand and the account deletion), then its fields; what a use case reads back is the fields.
 */
export type StoredItem = Record<string, unknown>;

/** The key and index attributes of the one table (functions/data/table-definition.ts). */
const KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'] as const;

/** An item to write: `key` (and any index keys) plus the entity name, then the fields. */
export const entityItem = <F extends object>(key: object, entity: string, fields: F) => ({ ...key, entity, ...fields });

/**
 * An item as its writer stored it. Items are only ever written through this module's callers, so the
 * shape is the writer's type; this is the one place that says so.
 */
export const asItem = <T>(item: StoredItem): T => item as T;

/** The fields of an item without its key, index keys and entity name (what an API may show). */
export function withoutKeys<T>(item: StoredItem): T {
  const rest: StoredItem = { ...item };
  for (const k of [...KEY_ATTRIBUTES, 'entity']) delete rest[k];
  return asItem<T>(rest);
}

/** One item of a DynamoDB write transaction. */
export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];
