import { EmailOnlySchema } from '../../shared/schemas/auth';
import { sendVerificationEmail } from '../accounts/emails';
import { consume, LIMITS } from '../accounts/rate-limits';
import { getUserByEmail } from '../data/users';
import { route } from '../http';

export const handler = route({ body: EmailOnlySchema }, async ({ body }) => {
  await consume(LIMITS.emailPerAddress, `verify:${body.email}`);
  const user = await getUserByEmail(body.email);
  if (user && !user.email_verified) await sendVerificationEmail(user);
  return { success: true, message: 'If that address belongs to an account waiting for verification, a new verification link is on its way.' };
});
