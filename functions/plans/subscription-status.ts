import { subscriptionStatus, type StoredBilling } from '../billing/billing';
import { getUser, type UserItem } from '../data/users';
import { unauthorized } from '../errors';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => {
  const user = (await getUser(signedIn(input).userId)) as (UserItem & StoredBilling) | null;
  if (!user) throw unauthorized();
  return subscriptionStatus(user);
});
