import { route, signedIn } from '../http';
import { getConnection } from './connections';

export const handler = route({}, async (input) => getConnection(signedIn(input).userId));
