import { IdParamSchema } from '../../shared/schemas/common';
import { route, signedIn } from '../http';
import { refreshNow } from './subscriptions';

export const handler = route({ path: IdParamSchema }, async (input) => refreshNow(signedIn(input).userId, input.path.id));
