import { route, signedIn } from '../http';
import { listLinks } from './links';

export const handler = route({}, async (input) => ({ accountLinks: listLinks(signedIn(input)) }));
