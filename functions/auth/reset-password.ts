import { ResetPasswordSchema } from '../../shared/schemas/auth';
import { sendPasswordChangedNotice } from '../accounts/emails';
import { consumeAccountToken } from '../accounts/one-time-tokens';
import { hashPassword } from '../accounts/passwords';
import { markEmailVerified } from '../data/users';
import { route } from '../http';
import { endAllSessions } from './sessions';

export const handler = route({ body: ResetPasswordSchema }, async ({ body }) => {
  const { user } = await consumeAccountToken('password-reset', body.token);
  // Every other emailed link issued before the reset dies with the old password.
  await markEmailVerified(user, { password_hash: await hashPassword(body.newPassword), tokens_valid_after: Date.now() });
  await endAllSessions(user.id);
  await sendPasswordChangedNotice(user, 'reset');
  return { success: true, message: 'Your password has been reset. Please sign in with your new password.' };
});
