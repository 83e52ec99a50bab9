import { route, signedIn } from '../http';
import { deleteTodo, getTodo } from './todos';
import { IdParamSchema } from '../../shared/schemas/common';

export const handler = route({ path: IdParamSchema }, async (input) => {
  const { userId } = signedIn(input);
  await getTodo(userId, input.path.id);
  await deleteTodo(userId, input.path.id);
  return { success: true };
});
