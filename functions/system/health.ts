import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import { serviceUnavailable } from '../errors';
import { route } from '../http';

export const handler = route({}, async () => {
  try {
    await db().send(new GetCommand({ TableName: tableName(), Key: keys.healthProbe() }));
  } catch {
    throw serviceUnavailable('The database is not reachable right now. Please try again shortly.');
  }
  return { status: 'ok', table: 'reachable' };
});
