import { TokenBodySchema } from '../../shared/schemas/auth';
import { consumeAccountToken } from '../accounts/one-time-tokens';
import { unusablePasswordHash } from '../accounts/passwords';
import { toPublicUser } from '../data/users';
import { forbidden } from '../errors';
import { route } from '../http';
import { createSession } from './sessions';
import { markEmailVerified } from '../data/user-claims';

export const CONFIRM_EMAIL_FIRST =
  'Please confirm your email address first (use the link in the verification email), then ask the assistant for a new sign-in link.';

export const handler = route({ body: TokenBodySchema }, async ({ body }) => {
  const { user, data } = await consumeAccountToken('magic-link', body.token);
  if (!user.email_verified) {
    // A link sent by the assistant proves only the WhatsApp number, never the mailbox.
    if (data.channel === 'whatsapp') throw forbidden(CONFIRM_EMAIL_FIRST);
    // An emailed link proves the mailbox. A password chosen before that proof may be a squatter's,
    // so it is dropped: the owner sets their own with a reset.
    await markEmailVerified(user, { password_hash: await unusablePasswordHash() });
  }
  return { token: await createSession(user.id), user: toPublicUser({ ...user, email_verified: true }) };
});
