import { db } from '../data/client';
import { getItem } from '../data/commands';
import { keys } from '../data/keys';
import { serviceUnavailable } from '../errors';
import { route } from '../http';

export const handler = route({}, async () => {
  try {
    await db().send(getItem({ Key: keys.healthProbe() }));
  } catch {
    throw serviceUnavailable('The database is not reachable right now. Please try again shortly.');
  }
  return { status: 'ok', table: 'reachable' };
});
