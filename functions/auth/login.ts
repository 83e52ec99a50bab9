import { LoginSchema } from '../../shared/schemas/auth';
import { burnPasswordCheck, verifyPassword } from '../accounts/passwords';
import { assertBelow, LIMITS, record } from '../accounts/rate-limits';
import { getUserByEmail, toPublicUser } from '../data/users';
import { forbidden, unauthorized } from '../errors';
import { route } from '../http';
import { createSession } from './sessions';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const VERIFY_FIRST = 'Please verify your email address before signing in.';

export const handler = route({ body: LoginSchema }, async ({ body, sourceIp }) => {
  const counters = [
    { limit: LIMITS.loginPerAccount, subject: body.email },
    { limit: LIMITS.loginPerIp, subject: sourceIp },
  ];
  await assertBelow(counters);
  const user = await getUserByEmail(body.email);
  const ok = user ? await verifyPassword(body.password, user.password_hash) : (await burnPasswordCheck(body.password), false);
  if (!user || !ok) {
    await record(counters);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!user.email_verified) throw forbidden(VERIFY_FIRST);
  return { token: await createSession(user.id), user: toPublicUser(user) };
});
