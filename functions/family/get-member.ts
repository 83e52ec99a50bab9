import { IdParamSchema } from '../../shared/schemas/family';
import { getMember } from '../data/members';
import { notFound } from '../errors';
import { route, signedIn } from '../http';

export const MEMBER_NOT_FOUND = 'Family member not found';

export const handler = route({ path: IdParamSchema }, async (input) => {
  const member = await getMember(signedIn(input).userId, input.path.id);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return member;
});
