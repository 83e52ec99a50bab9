import { route, signedIn } from '../http';
import { sharedChildren } from './links';

export const handler = route({}, async (input) => sharedChildren(signedIn(input)));
