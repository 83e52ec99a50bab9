import { ResetPasswordSchema } from '../../shared/schemas/auth';
import { sendPasswordChangedNotice } from '../accounts/emails';
import { checkAccountToken, usingToken } from '../accounts/one-time-tokens';
import { hashPassword } from '../accounts/passwords';
import { route } from '../http';
import { endAllSessions } from './sessions';
import { markEmailVerified } from '../data/user-claims';

export const handler = route({ body: ResetPasswordSchema }, async ({ body }) => {
  const { user, use } = await checkAccountToken('password-reset', body.token);
  const passwordHash = await hashPassword(body.newPassword);
  // Sessions end first: if the password write then fails, the person is only signed out and the unused
  // link still works; the other order could leave an intruder's sessions alive behind a used link.
  await endAllSessions(user.id);
  // The link is used in the same transaction as the new password: both happen or neither (a retry works).
  // Every other emailed link issued before the reset dies with the old password.
  await usingToken('password-reset', () => markEmailVerified(user, { password_hash: passwordHash, tokens_valid_after: Date.now() }, [use]));
  await sendPasswordChangedNotice(user, 'reset');
  return { success: true, message: 'Your password has been reset. Please sign in with your new password.' };
});
