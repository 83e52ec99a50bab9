import { TokenBodySchema } from '../../shared/schemas/auth';
import { consumeAccountToken } from '../accounts/one-time-tokens';
import { unusablePasswordHash } from '../accounts/passwords';
import { markEmailVerified, toPublicUser } from '../data/users';
import { route } from '../http';
import { createSession } from './sessions';

export const handler = route({ body: TokenBodySchema }, async ({ body }) => {
  const { user } = await consumeAccountToken('magic-link', body.token);
  // Receiving the link proves the mailbox is theirs. A password chosen before that proof may be a
  // squatter's, so it is dropped: the owner sets their own with a reset.
  if (!user.email_verified) await markEmailVerified(user, { password_hash: await unusablePasswordHash() });
  return { token: await createSession(user.id), user: toPublicUser({ ...user, email_verified: true }) };
});
