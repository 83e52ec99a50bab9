import { LinkTokenPathSchema } from '../../shared/schemas/links';
import { requireUser } from '../data/users';
import { route, signedIn } from '../http';
import { acceptInvitation } from './answer-invitation';

export const handler = route({ path: LinkTokenPathSchema }, async (input) => {
  const user = await requireUser(signedIn(input).userId);
  const link = await acceptInvitation(input.path.token, user);
  return { success: true, accountLink: { id: link.id, status: link.status, relationship_type: link.relationship_type } };
});
