import { IdParamSchema } from '../../shared/schemas/common';
import { SubscriptionUpdateSchema } from '../../shared/schemas/subscriptions';
import { route, signedIn } from '../http';
import { updateSubscription } from './subscriptions';

export const handler = route({ path: IdParamSchema, body: SubscriptionUpdateSchema }, async (input) =>
  updateSubscription(signedIn(input).userId, input.path.id, input.body),
);
