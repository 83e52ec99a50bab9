import { requireUser, toPublicUser } from '../data/users';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => {
  const user = await requireUser(signedIn(input).userId);
  return toPublicUser(user);
});
