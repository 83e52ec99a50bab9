import { TokenBodySchema } from '../../shared/schemas/auth';
import { consumeToken } from '../accounts/one-time-tokens';
import { getUser, setUserFields, toPublicUser } from '../data/users';
import { gone } from '../errors';
import { route } from '../http';
import { createSession } from './sessions';

export const handler = route({ body: TokenBodySchema }, async ({ body }) => {
  const { userId, data } = await consumeToken('verify-email', body.token);
  const user = await getUser(userId);
  // A link sent to an address the account no longer uses must not verify the new one.
  if (!user || (data.email && data.email !== user.email)) throw gone('This verification link is no longer valid. Please ask for a new one.');
  await setUserFields(userId, { email_verified: true });
  const verified = { ...user, email_verified: true };
  return { token: await createSession(userId, verified.email), user: toPublicUser(verified) };
});
