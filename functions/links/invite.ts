import { InviteSchema } from '../../shared/schemas/links';
import { requireUser } from '../data/users';
import { reply, route, signedIn } from '../http';
import { invite } from './invitations';

export const handler = route({ body: InviteSchema }, async (input) => {
  const user = await requireUser(signedIn(input).userId);
  const link = await invite(user, input.body.targetEmail, input.body.relationshipType, input.body.permissions);
  return reply(201, {
    success: true,
    message: `Invitation sent to ${link.targetEmail}.`,
    accountLink: { id: link.id, status: link.status, relationship_type: link.relationship_type, permissions: link.permissions, isInitiator: true },
  });
});
