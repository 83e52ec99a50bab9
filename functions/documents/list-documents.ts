import { MEMBER_NOT_FOUND } from '../data/members';
import { notFound } from '../errors';
import { route, signedIn } from '../http';
import { visibleMember } from '../links/links';
import { listMemberDocuments, toView } from './documents';
import { IdParamSchema } from '../../shared/schemas/common';

/**
 * A member's documents, newest first: the caller's member, or (read-only, like the member itself) a child
 * shared through a link. The member check and the documents' Query run together (one read round trip after
 * the session); the documents are kept only when the member is visible, and only its owner's.
 */
export const handler = route({ path: IdParamSchema }, async (input) => {
  const [found, documents] = await Promise.all([visibleMember(signedIn(input), input.path.id), listMemberDocuments(null, input.path.id)]);
  if (!found) throw notFound(MEMBER_NOT_FOUND);
  return documents.filter((d) => d.user_id === found.ownerId).map(toView);
});
