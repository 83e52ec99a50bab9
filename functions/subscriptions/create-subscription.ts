import { SubscriptionCreateSchema } from '../../shared/schemas/subscriptions';
import { reply, route, signedIn } from '../http';
import { createSubscription } from './subscriptions';

export const handler = route({ body: SubscriptionCreateSchema }, async (input) => reply(201, await createSubscription(signedIn(input).userId, input.body)));
