import { EmailOnlySchema } from '../../shared/schemas/auth';
import { sendPasswordResetEmail } from '../accounts/emails';
import { consume, LIMITS } from '../accounts/rate-limits';
import { getUserByEmail } from '../data/users';
import { route } from '../http';

export const handler = route({ body: EmailOnlySchema }, async ({ body }) => {
  await consume(LIMITS.emailPerAddress, `reset:${body.email}`);
  const user = await getUserByEmail(body.email);
  if (user) await sendPasswordResetEmail(user);
  return { success: true, message: 'If an account exists for that email, password reset instructions are on their way.' };
});
