import { TokenBodySchema } from '../../shared/schemas/auth';
import { checkAccountToken, usingToken } from '../accounts/one-time-tokens';
import { toPublicUser } from '../data/users';
import { route } from '../http';
import { refreshLinkedPerson } from '../links/links';
import { createSession, endAllSessions, linkSidesOf } from './sessions';
import { markEmailVerified, updateUserProfile } from '../data/user-claims';

/** A verification link proves the registration's address; an email-change link moves the account to its new address. */
export const handler = route({ body: TokenBodySchema }, async ({ body }) => {
  // The link is used in the same transaction as the change it confirms: both happen or neither.
  const { user, data, use } = await checkAccountToken('verify-email', body.token);
  if (data.changeId === undefined) {
    await usingToken('verify-email', () => markEmailVerified(user, {}, [use]));
    const verified = { ...user, email_verified: true };
    return { token: await createSession(user.id), user: toPublicUser(verified) };
  }
  const moved = await usingToken('verify-email', () => updateUserProfile(user, { email: String(data.email) }, [use]));
  // The account now answers to another mailbox: every session that existed before ends.
  await endAllSessions(user.id);
  await refreshLinkedPerson({ userId: user.id, links: await linkSidesOf(user.id) }, moved);
  return { token: await createSession(user.id), user: toPublicUser(moved) };
});
