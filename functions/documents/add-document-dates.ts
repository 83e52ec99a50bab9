import { AddDocumentDatesSchema } from '../../shared/schemas/documents';
import { route, signedIn } from '../http';
import { addDocumentDates, documentNotFound, getDocument, toView } from './documents';
import { IdParamSchema } from '../../shared/schemas/common';

/** The web's "Add to calendar": the chosen found dates become events for the document's member. */
export const handler = route({ path: IdParamSchema, body: AddDocumentDatesSchema }, async (input) => {
  const doc = await getDocument(signedIn(input).userId, input.path.id);
  if (!doc) throw documentNotFound();
  const added = await addDocumentDates(doc, input.body.numbers);
  const fresh = await getDocument(doc.user_id, doc.id);
  return { added: added.length, document: toView(fresh ?? doc) };
});
