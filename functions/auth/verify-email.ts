import { TokenBodySchema } from '../../shared/schemas/auth';
import { consumeAccountToken } from '../accounts/one-time-tokens';
import { markEmailVerified, toPublicUser, updateUserProfile } from '../data/users';
import { route } from '../http';
import { refreshLinkedPerson } from '../links/links';
import { createSession, endAllSessions, linkSidesOf } from './sessions';

/** A verification link proves the registration's address; an email-change link moves the account to its new address. */
export const handler = route({ body: TokenBodySchema }, async ({ body }) => {
  const { user, data } = await consumeAccountToken('verify-email', body.token);
  if (data.changeId === undefined) {
    await markEmailVerified(user);
    const verified = { ...user, email_verified: true };
    return { token: await createSession(user.id), user: toPublicUser(verified) };
  }
  const moved = await updateUserProfile(user, { email: String(data.email) });
  // The account now answers to another mailbox: every session that existed before ends.
  await endAllSessions(user.id);
  await refreshLinkedPerson({ userId: user.id, links: await linkSidesOf(user.id) }, moved);
  return { token: await createSession(user.id), user: toPublicUser(moved) };
});
