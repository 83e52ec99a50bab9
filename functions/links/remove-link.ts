import { route, signedIn } from '../http';
import { removeLink } from './links';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema }, async (input) => {
  await removeLink(signedIn(input), input.path.id);
  return { success: true };
});
