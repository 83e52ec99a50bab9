import { IdParamSchema } from '../../shared/schemas/family';
import { getMember } from '../data/members';
import { notFound } from '../errors';
import { route, signedIn } from '../http';
import { sharedChild } from '../links/links';

export const MEMBER_NOT_FOUND = 'Family member not found';

/** The caller's member, or (read-only) a child shared through an accepted account link. */
export const handler = route({ path: IdParamSchema }, async (input) => {
  const { userId } = signedIn(input);
  const member = await getMember(userId, input.path.id);
  if (member) return member;
  const shared = await sharedChild(userId, input.path.id);
  if (!shared) throw notFound(MEMBER_NOT_FOUND);
  return { ...shared.member, shared: true };
});
