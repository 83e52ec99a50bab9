import { IdParamSchema } from '../../shared/schemas/common';
import { LinkRightsSchema } from '../../shared/schemas/links';
import { route, signedIn } from '../http';
import { changeLinkRights } from './links';

/** The account holder changes what a link shares of the family calendar (the fixed two always stay). */
export const handler = route({ path: IdParamSchema, body: LinkRightsSchema }, async (input) => {
  const accountLink = await changeLinkRights(signedIn(input), input.path.id, input.body.permissions);
  return { success: true, accountLink };
});
