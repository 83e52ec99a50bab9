import { DeleteAccountSchema } from '../../shared/schemas/auth';
import { assertCurrentPassword } from '../accounts/passwords';
import { deleteAccount } from '../data/account-deletion';
import { requireUser } from '../data/users';
import { route, signedIn } from '../http';

/** Deleting an account needs the password again; then any live subscription is cancelled at once, the Stripe customer deleted, and every item of the account removed. */
export const handler = route({ body: DeleteAccountSchema }, async (input) => {
  const user = await requireUser(signedIn(input).userId);
  await assertCurrentPassword(input.body.currentPassword, user.password_hash);
  await deleteAccount(user.id);
  return { success: true };
});
