import { route, signedIn } from '../http';
import { listPublic } from './subscriptions';

export const handler = route({}, async (input) => listPublic(signedIn(input).userId));
