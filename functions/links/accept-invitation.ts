import { LinkTokenPathSchema } from '../../shared/schemas/links';
import { getUser } from '../data/users';
import { unauthorized } from '../errors';
import { route, signedIn } from '../http';
import { answer } from './links';

export const handler = route({ path: LinkTokenPathSchema }, async (input) => {
  const user = await getUser(signedIn(input).userId);
  if (!user) throw unauthorized();
  const link = await answer(input.path.token, user, true);
  return { success: true, accountLink: { id: link.id, status: link.status, relationship_type: link.relationship_type } };
});
