import { RegisterSchema } from '../../shared/schemas/auth';
import { sendVerificationEmail } from '../accounts/emails';
import { hashPassword } from '../accounts/passwords';
import { consume, LIMITS } from '../accounts/rate-limits';
import { deleteAccountItems } from '../data/account-deletion';
import { createUser, getUserByEmail } from '../data/users';
import { reply, route } from '../http';

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
  });
  await sendVerificationEmail(user);
  return reply(201, {
    success: true,
    message: `Registration successful. We sent a verification link to ${user.email}; open it to activate your account.`,
    email: user.email,
  });
});
