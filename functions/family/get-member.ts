import { MEMBER_NOT_FOUND } from '../data/members';
import { notFound } from '../errors';
import { route, signedIn } from '../http';
import { visibleMember } from '../links/links';
import { IdParamSchema } from '../../shared/schemas/common';

/** The caller's member, or (read-only) a child shared through an accepted account link. */
export const handler = route({ path: IdParamSchema }, async (input) => {
  const found = await visibleMember(signedIn(input), input.path.id);
  if (!found) throw notFound(MEMBER_NOT_FOUND);
  return found.shared ? { ...found.member, shared: true } : found.member;
});
