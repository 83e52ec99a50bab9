import { listMembersByUser } from '../data/members';
import { route, signedIn } from '../http';

export const handler = route({}, async (input) => listMembersByUser(signedIn(input).userId));
