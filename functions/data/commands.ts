import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type GetCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { tableName } from './client';

/**
 * Commands on the app's one table, so callers give only what differs. They are sent through `db()` as
 * before, so its round-trip and capacity counting sees them the same way.
 */
type Unnamed<T> = Omit<T, 'TableName'>;

/** Names the table in a request or a transaction item built on its own (a shared builder, or one also sent alone). */
export const table = <T extends object>(input: T) => ({ TableName: tableName(), ...input });

export const getItem = (input: Unnamed<GetCommandInput>) => new GetCommand(table(input));
export const putItem = (input: Unnamed<PutCommandInput>) => new PutCommand(table(input));
export const updateItem = (input: Unnamed<UpdateCommandInput>) => new UpdateCommand(table(input));
export const deleteItem = (input: Unnamed<DeleteCommandInput>) => new DeleteCommand(table(input));
export const query = (input: Unnamed<QueryCommandInput>) => new QueryCommand(table(input));

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Part<K extends keyof TransactItem> = Unnamed<NonNullable<TransactItem[K]>> & { TableName?: string };
/** A transaction item whose table may be left out: `transact` fills it in. */
export type WriteItem = { ConditionCheck?: Part<'ConditionCheck'>; Put?: Part<'Put'>; Update?: Part<'Update'>; Delete?: Part<'Delete'> };

/** A transaction on the table; each item's table is filled in unless the item names one. */
export const transact = (items: WriteItem[]) =>
  new TransactWriteCommand({
    TransactItems: items.map((item) => {
      const named: TransactItem = {};
      if (item.ConditionCheck) named.ConditionCheck = table(item.ConditionCheck);
      if (item.Put) named.Put = table(item.Put);
      if (item.Update) named.Update = table(item.Update);
      if (item.Delete) named.Delete = table(item.Delete);
      return named;
    }),
  });
