import { hasAccess } from '../assessments/store';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => ({ hasAccess: await hasAccess(signedIn(input).userId) }));
