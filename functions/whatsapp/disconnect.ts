import { route, signedIn } from '../http';
import { disconnect, getConnection } from './connections';

/** End the assistant connection; answers with the (now disconnected) state. */
export const handler = route({}, async (input) => {
  const { userId } = signedIn(input);
  await disconnect(userId);
  return getConnection(userId);
});
