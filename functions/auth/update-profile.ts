import { ProfileSchema } from '../../shared/schemas/auth';
import { sendVerificationEmail } from '../accounts/emails';
import { getUser, toPublicUser, updateUserProfile } from '../data/users';
import { unauthorized } from '../errors';
import { route, signedIn } from '../http';

export const handler = route({ body: ProfileSchema }, async (input) => {
  const { userId } = signedIn(input);
  const user = await getUser(userId);
  if (!user) throw unauthorized('Your account no longer exists. Please sign in again.');
  const { whatsapp_number, ...rest } = input.body;
  const updated = await updateUserProfile(user, { ...rest, ...(whatsapp_number !== undefined ? { whatsapp_number: whatsapp_number || null } : {}) });
  if (updated.email !== user.email) await sendVerificationEmail(updated);
  return toPublicUser(updated);
});
