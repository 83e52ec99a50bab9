import { route, signedIn } from '../http';
import { deleteDocument, documentNotFound, getDocument } from './documents';
import { IdParamSchema } from '../../shared/schemas/common';

/** Delete one of the caller's documents and its file (another account's id is simply not found). */
export const handler = route({ path: IdParamSchema }, async (input) => {
  const doc = await getDocument(signedIn(input).userId, input.path.id);
  if (!doc) throw documentNotFound();
  await deleteDocument(doc);
  return { success: true };
});
