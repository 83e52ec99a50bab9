import { route, signedIn } from '../http';
import { endSession } from './sessions';

export const handler = route({}, async (input) => {
  const { userId, sessionId } = signedIn(input);
  await endSession(userId, sessionId);
  return { success: true };
});
