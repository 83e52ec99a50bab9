import { InviteSchema } from '../../shared/schemas/links';
import { getUser } from '../data/users';
import { unauthorized } from '../errors';
import { reply, route, signedIn } from '../http';
import { invite } from './links';

export const handler = route({ body: InviteSchema }, async (input) => {
  const user = await getUser(signedIn(input).userId);
  if (!user) throw unauthorized();
  const link = await invite(user, input.body.targetEmail, input.body.relationshipType);
  return reply(201, { success: true, message: `Invitation sent to ${link.targetEmail}.`, accountLink: { id: link.id, status: link.status, relationship_type: link.relationship_type, permissions: link.permissions, isInitiator: true } });
});
