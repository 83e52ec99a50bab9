import { ChangePasswordSchema } from '../../shared/schemas/auth';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { getUser, setUserFields } from '../data/users';
import { badRequest, unauthorized } from '../errors';
import { route, signedIn } from '../http';
import { endAllSessions } from './sessions';

export const handler = route({ body: ChangePasswordSchema }, async (input) => {
  const { userId, sessionId } = signedIn(input);
  const user = await getUser(userId);
  if (!user) throw unauthorized('Your account no longer exists. Please sign in again.');
  if (!(await verifyPassword(input.body.currentPassword, user.password_hash))) {
    throw badRequest('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  await setUserFields(userId, { password_hash: await hashPassword(input.body.newPassword) });
  await endAllSessions(userId, sessionId);
  return { success: true, message: 'Your password has been updated. Other devices have been signed out.' };
});
