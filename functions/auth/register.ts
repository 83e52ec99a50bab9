import { RegisterSchema } from '../../shared/schemas/auth';
import { sendVerificationEmail } from '../accounts/emails';
import { hashPassword } from '../accounts/passwords';
import { consume, LIMITS } from '../accounts/rate-limits';
import { deleteAccountItems } from '../data/account-deletion';
import { getUserByEmail, isAccountGone } from '../data/users';
import { conflict, isDependencyFailure, serviceUnavailable } from '../errors';
import { reply, route } from '../http';
import { log } from '../log';
import { createUser, EMAIL_TAKEN } from '../data/user-claims';

export const REGISTRATION_MAIL_FAILED = 'We could not send your verification email, so your account was not created. Please try again in a moment.';

export const handler = route({ body: RegisterSchema }, async ({ body, sourceIp }) => {
  await consume(LIMITS.registerPerIp, sourceIp);
  // An address nobody has proven yet is not taken: the new registration replaces the pending one (its
  // password, details and emailed link go), so the mailbox owner ends up with only their own password.
  const pending = await getUserByEmail(body.email);
  if (pending && !pending.email_verified) await deleteAccountItems(pending.id, pending, { receivedInvitations: false });
  const user = await createUser({
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    whatsappNumber: body.whatsappNumber,
    location: body.location,
    timezone: body.timezone,
    passwordHash: await hashPassword(body.password),
    preferredLanguage: body.preferred_language,
  });
  try {
    await sendVerificationEmail(user);
  } catch (error) {
    // Without the email the account could never be verified: take it back so the person may simply register
    // again. If even that fails, the next registration of this address replaces the pending one (above).
    await deleteAccountItems(user.id, user, { receivedInvitations: false }).catch((cleanup: Error) =>
      log.error({ msg: 'registration rollback failed', userId: user.id, err: `${cleanup.name}: ${cleanup.message}` }),
    );
    // A concurrent registration of the address replaced this one before its link was issued.
    if (isAccountGone(error)) throw conflict(EMAIL_TAKEN);
    // The cause stays attached: the wrapper's line still counts it as a dependency failure.
    if (isDependencyFailure(error)) throw Object.assign(serviceUnavailable(REGISTRATION_MAIL_FAILED), { cause: error });
    throw error;
  }
  return reply(201, {
    success: true,
    message: `Registration successful. We sent a verification link to ${user.email}; open it to activate your account.`,
    email: user.email,
  });
});
