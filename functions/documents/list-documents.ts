import { IdParamSchema } from '../../shared/schemas/family';
import { MEMBER_NOT_FOUND } from '../family/get-member';
import { notFound } from '../errors';
import { route, signedIn } from '../http';
import { visibleMember } from '../links/links';
import { listMemberDocuments, toView } from './documents';

/** A member's documents, newest first: the caller's member, or (read-only, like the member itself) a child shared through a link. */
export const handler = route({ path: IdParamSchema }, async (input) => {
  const found = await visibleMember(signedIn(input), input.path.id);
  if (!found) throw notFound(MEMBER_NOT_FOUND);
  return (await listMemberDocuments(found.ownerId, found.member.id)).map(toView);
});
