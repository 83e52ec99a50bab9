import { route, signedIn } from '../http';
import { listLinks } from './links';

export const handler = route({}, async (input) => ({ accountLinks: await listLinks(signedIn(input).userId) }));
