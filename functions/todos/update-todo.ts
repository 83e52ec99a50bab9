import { TodoSchema, TodoUpdateSchema } from '../../shared/schemas/calendar';
import { route, signedIn } from '../http';
import { getTodo, saveTodo } from './todos';
import { mergePatch } from '../errors';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema, body: TodoUpdateSchema }, async (input) => {
  const { userId } = signedIn(input);
  const existing = await getTodo(userId, input.path.id);
  return saveTodo(userId, mergePatch(existing, input.body, TodoSchema), existing);
});
