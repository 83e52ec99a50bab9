import { route, signedIn } from '../http';
import { listTodos } from './todos';

export const handler = route({}, async (input) => listTodos(signedIn(input).userId));
