import { IdParamSchema } from '../../shared/schemas/family';
import { route, signedIn } from '../http';
import { withdrawInvitation } from './links';

export const handler = route({ path: IdParamSchema }, async (input) => {
  await withdrawInvitation(signedIn(input), input.path.id);
  return { success: true };
});
