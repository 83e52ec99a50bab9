import { route, signedIn } from '../http';
import { endAllSessions } from './sessions';

/** "Sign out of all devices": every session of the account ends, this one included. */
export const handler = route({}, async (input) => {
  await endAllSessions(signedIn(input).userId);
  return { success: true, message: 'You have been signed out of all devices.' };
});
