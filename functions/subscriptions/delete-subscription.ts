import { IdParamSchema } from '../../shared/schemas/common';
import { route, signedIn } from '../http';
import { deleteSubscription } from './subscriptions';

export const handler = route({ path: IdParamSchema }, async (input) => {
  await deleteSubscription(signedIn(input).userId, input.path.id);
  return { success: true };
});
