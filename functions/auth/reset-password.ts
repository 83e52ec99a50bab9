import { ResetPasswordSchema } from '../../shared/schemas/auth';
import { consumeToken } from '../accounts/one-time-tokens';
import { hashPassword } from '../accounts/passwords';
import { getUser, setUserFields } from '../data/users';
import { gone } from '../errors';
import { route } from '../http';
import { endAllSessions } from './sessions';

export const handler = route({ body: ResetPasswordSchema }, async ({ body }) => {
  const { userId } = await consumeToken('password-reset', body.token);
  if (!(await getUser(userId))) throw gone('This password reset link is no longer valid. Please request a new one.');
  await setUserFields(userId, { password_hash: await hashPassword(body.newPassword), email_verified: true });
  await endAllSessions(userId);
  return { success: true, message: 'Your password has been reset. Please sign in with your new password.' };
});
