import { TodoSchema } from '../../shared/schemas/calendar';
import { reply, route, signedIn } from '../http';
import { saveTodo } from './todos';

export const handler = route({ body: TodoSchema }, async (input) => reply(201, await saveTodo(signedIn(input).userId, input.body)));
