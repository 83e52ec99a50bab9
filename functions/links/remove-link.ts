import { IdParamSchema } from '../../shared/schemas/family';
import { route, signedIn } from '../http';
import { removeLink } from './links';

export const handler = route({ path: IdParamSchema }, async (input) => {
  await removeLink(signedIn(input), input.path.id);
  return { success: true };
});
