import { MemberSchema, MemberUpdateSchema } from '../../shared/schemas/family';
import { getMember, MEMBER_NOT_FOUND, saveMember } from '../data/members';
import { mergePatch, notFound } from '../errors';
import { route, signedIn } from '../http';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema, body: MemberUpdateSchema }, async (input) => {
  const existing = await getMember(signedIn(input).userId, input.path.id);
  if (!existing) throw notFound(MEMBER_NOT_FOUND);
  return saveMember(existing, mergePatch(existing, input.body, MemberSchema));
});
