import { route, signedIn } from '../http';
import { withdrawInvitation } from './invitations';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema }, async (input) => {
  await withdrawInvitation(signedIn(input), input.path.id);
  return { success: true };
});
