import { isLive } from '../../shared/plans';
import type { StoredBilling } from '../billing/billing';
import { payments } from '../billing/payments';
import { deleteAccountItems, getUser, type UserItem } from '../data/users';
import { route, signedIn } from '../http';

/** Deleting an account cancels any live subscription at once, then removes every item of the account. */
export const handler = route({}, async (input) => {
  const { userId } = signedIn(input);
  const user = (await getUser(userId)) as (UserItem & StoredBilling) | null;
  for (const [id, sub] of Object.entries(user?.subscriptions ?? {})) if (isLive(sub)) await payments().cancelNow(id);
  await deleteAccountItems(userId);
  return { success: true };
});
