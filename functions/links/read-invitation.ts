import { LinkTokenPathSchema } from '../../shared/schemas/links';
import { route } from '../http';
import { readInvitation } from './answer-invitation';

export const handler = route({ path: LinkTokenPathSchema }, async (input) => ({ invitation: await readInvitation(input.path.token) }));
