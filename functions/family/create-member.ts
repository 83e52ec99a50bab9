import { MemberSchema } from '../../shared/schemas/family';
import { createMember } from '../data/members';
import { reply, route, signedIn } from '../http';

export const handler = route({ body: MemberSchema }, async (input) => reply(201, await createMember(signedIn(input).userId, input.body)));
