import { deleteMemberAndOwnedItems, getMember, MEMBER_NOT_FOUND } from '../data/members';
import { notFound } from '../errors';
import { route, signedIn } from '../http';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema }, async (input) => {
  const { userId } = signedIn(input);
  if (!(await getMember(userId, input.path.id))) throw notFound(MEMBER_NOT_FOUND);
  await deleteMemberAndOwnedItems(userId, input.path.id);
  return { success: true };
});
