import { isLive } from '../../shared/plans';
import { DeleteAccountSchema } from '../../shared/schemas/auth';
import { assertCurrentPassword } from '../accounts/passwords';
import type { StoredBilling } from '../billing/billing';
import { payments } from '../billing/payments';
import { deleteAccountItems, requireUser, type UserItem } from '../data/users';
import { route, signedIn } from '../http';

/** Deleting an account needs the password again; it cancels any live subscription at once, then removes every item of the account. */
export const handler = route({ body: DeleteAccountSchema }, async (input) => {
  const user = (await requireUser(signedIn(input).userId)) as UserItem & StoredBilling;
  await assertCurrentPassword(input.body.currentPassword, user.password_hash);
  for (const [id, sub] of Object.entries(user.subscriptions ?? {})) if (isLive(sub)) await payments().cancelNow(id);
  await deleteAccountItems(user.id);
  return { success: true };
});
