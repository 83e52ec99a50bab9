import { ProfileSchema } from '../../shared/schemas/auth';
import { sendVerificationEmail } from '../accounts/emails';
import { getUser, toPublicUser, updateUserProfile } from '../data/users';
import { unauthorized } from '../errors';
import { route, signedIn } from '../http';
import { refreshLinkedPerson } from '../links/links';
import { setFeedTimezone } from '../calendar/feed';

export const handler = route({ body: ProfileSchema }, async (input) => {
  const caller = signedIn(input);
  const { userId } = caller;
  const user = await getUser(userId);
  if (!user) throw unauthorized('Your account no longer exists. Please sign in again.');
  const { whatsapp_number, ...rest } = input.body;
  const updated = await updateUserProfile(user, { ...rest, ...(whatsapp_number !== undefined ? { whatsapp_number: whatsapp_number || null } : {}) });
  if (updated.email !== user.email) await sendVerificationEmail(updated);
  if (updated.timezone !== user.timezone) await setFeedTimezone(user, updated.timezone || 'UTC');
  if (updated.email !== user.email || updated.first_name !== user.first_name || updated.last_name !== user.last_name) await refreshLinkedPerson(caller, updated);
  return toPublicUser(updated);
});
