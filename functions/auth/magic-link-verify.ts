import { TokenBodySchema } from '../../shared/schemas/auth';
import { consumeToken } from '../accounts/one-time-tokens';
import { getUser, setUserFields, toPublicUser } from '../data/users';
import { forbidden, gone } from '../errors';
import { route } from '../http';
import { createSession } from './sessions';

export const CONFIRM_EMAIL_FIRST = 'Please confirm your email address first (use the link in the verification email), then ask the assistant for a new sign-in link.';

export const handler = route({ body: TokenBodySchema }, async ({ body }) => {
  const { userId, data } = await consumeToken('magic-link', body.token);
  const user = await getUser(userId);
  if (!user) throw gone('This sign-in link is no longer valid. Please request a new magic link.');
  // An emailed link proves the mailbox is theirs. One sent by the assistant proves only the WhatsApp number,
  // and sessions are only ever opened for a proven email (admin rights follow the session's email).
  if (data.channel === 'whatsapp' && !user.email_verified) throw forbidden(CONFIRM_EMAIL_FIRST);
  if (!user.email_verified) await setUserFields(userId, { email_verified: true });
  const signedInUser = { ...user, email_verified: true };
  return { token: await createSession(userId, user.email), user: toPublicUser(signedInUser) };
});
