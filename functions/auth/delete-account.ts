import { deleteAccountItems } from '../data/users';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => {
  await deleteAccountItems(signedIn(input).userId);
  return { success: true };
});
