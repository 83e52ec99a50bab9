import { sendEmailChangeConfirmation } from '../accounts/emails';
import { consume, LIMITS } from '../accounts/rate-limits';
import { NOTHING_PENDING, requireUser } from '../data/users';
import { badRequest } from '../errors';
import { route, signedIn } from '../http';

/** The confirmation link of the pending email change again, to the pending address. */
export const handler = route({}, async (input) => {
  const user = await requireUser(signedIn(input).userId);
  if (!user.pending_email || !user.pending_email_id) throw badRequest(NOTHING_PENDING);
  await consume(LIMITS.emailPerAddress, `change:${user.pending_email}`);
  await sendEmailChangeConfirmation(user, user.pending_email, user.pending_email_id);
  return { success: true, message: `We sent a new confirmation link to ${user.pending_email}.` };
});
