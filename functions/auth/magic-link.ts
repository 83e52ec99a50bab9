import { EmailOnlySchema } from '../../shared/schemas/auth';
import { sendMagicLinkEmail } from '../accounts/emails';
import { consume, LIMITS } from '../accounts/rate-limits';
import { getUserByEmail } from '../data/users';
import { route } from '../http';

export const handler = route({ body: EmailOnlySchema }, async ({ body }) => {
  await consume(LIMITS.emailPerAddress, `magic:${body.email}`);
  const user = await getUserByEmail(body.email);
  if (user) await sendMagicLinkEmail(user);
  return { success: true, message: 'If an account exists for that email, a sign-in link is on its way. It expires in 15 minutes.' };
});
