import { TodoSchema, TodoUpdateSchema } from '../../shared/schemas/calendar';
import { route, signedIn } from '../http';
import { getTodo, saveTodo } from './todos';
import { validationError } from '../errors';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema, body: TodoUpdateSchema }, async (input) => {
  const { userId } = signedIn(input);
  const existing = await getTodo(userId, input.path.id);
  const merged = TodoSchema.safeParse({ ...existing, ...input.body });
  if (!merged.success) throw validationError(merged.error, 'body');
  return saveTodo(userId, merged.data, existing);
});
