import { TokenBodySchema } from '../../shared/schemas/auth';
import { consumeToken } from '../accounts/one-time-tokens';
import { getUser, setUserFields, toPublicUser } from '../data/users';
import { gone } from '../errors';
import { route } from '../http';
import { createSession } from './sessions';

export const handler = route({ body: TokenBodySchema }, async ({ body }) => {
  const { userId } = await consumeToken('magic-link', body.token);
  const user = await getUser(userId);
  if (!user) throw gone('This sign-in link is no longer valid. Please request a new magic link.');
  // Receiving the link proves the mailbox is theirs.
  if (!user.email_verified) await setUserFields(userId, { email_verified: true });
  const signedInUser = { ...user, email_verified: true };
  return { token: await createSession(userId, user.email), user: toPublicUser(signedInUser) };
});
