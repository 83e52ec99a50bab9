import { getUser, toPublicUser } from '../data/users';
import { unauthorized } from '../errors';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => {
  const user = await getUser(signedIn(input).userId);
  if (!user) throw unauthorized('Your account no longer exists. Please sign in again.');
  return toPublicUser(user);
});
