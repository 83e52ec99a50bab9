import { ChangePasswordSchema } from '../../shared/schemas/auth';
import { sendPasswordChangedNotice } from '../accounts/emails';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { requireUser, setUserFields } from '../data/users';
import { badRequest } from '../errors';
import { route, signedIn } from '../http';
import { endAllSessions } from './sessions';

export const handler = route({ body: ChangePasswordSchema }, async (input) => {
  const { userId, sessionId } = signedIn(input);
  const user = await requireUser(userId);
  if (!(await verifyPassword(input.body.currentPassword, user.password_hash))) {
    throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  const passwordHash = await hashPassword(input.body.newPassword);
  // Other sessions end first: if the password write then fails, the retry still knows the current
  // password; the other order would leave the other devices signed in and the retry refused.
  await endAllSessions(userId, sessionId);
  await setUserFields(userId, { password_hash: passwordHash, tokens_valid_after: Date.now() });
  await sendPasswordChangedNotice(user, 'changed');
  return { success: true, message: 'Your password has been updated. Other devices have been signed out.' };
});
