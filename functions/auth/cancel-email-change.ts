import { NOTHING_PENDING, requireUser, setPendingEmail, toPublicUser } from '../data/users';
import { badRequest } from '../errors';
import { route, signedIn } from '../http';

/** The account keeps its address; the emailed confirmation link dies with the change id. */
export const handler = route({}, async (input) => {
  const user = await requireUser(signedIn(input).userId);
  if (!user.pending_email) throw badRequest(NOTHING_PENDING);
  await setPendingEmail(user.id, null);
  return toPublicUser({ ...user, pending_email: null, pending_email_id: null });
});
