import { LoginSchema } from '../../shared/schemas/auth';
import { burnPasswordCheck, verifyPassword } from '../accounts/passwords';
import { LIMITS, reserve } from '../accounts/rate-limits';
import { getUserByEmail, toPublicUser } from '../data/users';
import { forbidden, unauthorized } from '../errors';
import { route } from '../http';
import { createSession } from './sessions';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const VERIFY_FIRST = 'Please verify your email address before signing in.';

/**
 * The attempt is reserved on both counters (account, network) before the slow password check, so
 * parallel guesses cannot all be checked: at most `limit` attempts are in flight or failed per window.
 * A failed attempt keeps its reservation (it counts); a correct password gives it back, so signing in
 * does not use up the account's budget.
 */
export const handler = route({ body: LoginSchema }, async ({ body, sourceIp }) => {
  const release = await reserve([
    { limit: LIMITS.loginPerAccount, subject: body.email },
    { limit: LIMITS.loginPerIp, subject: sourceIp },
  ]);
  const user = await getUserByEmail(body.email);
  const ok = user ? await verifyPassword(body.password, user.password_hash) : (await burnPasswordCheck(body.password), false);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
  await release();
  if (!user.email_verified) throw forbidden(VERIFY_FIRST);
  return { token: await createSession(user.id), user: toPublicUser(user) };
});
