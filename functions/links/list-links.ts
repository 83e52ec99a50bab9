import { route, signedIn } from '../http';
import { listLinks } from './side';

export const handler = route({}, async (input) => ({ accountLinks: listLinks(signedIn(input)) }));
