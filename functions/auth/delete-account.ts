import { deleteAccount } from '../data/account-deletion';
import { route, signedIn } from '../http';

/** Deleting an account cancels any live subscription at once, deletes the Stripe customer, then every item of the account. */
export const handler = route({}, async (input) => {
  const { userId } = signedIn(input);
  await deleteAccount(userId);
  return { success: true };
});
