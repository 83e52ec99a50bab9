import { ImportBodySchema, ImportQuerySchema } from '../../shared/schemas/subscriptions';
import { DOCUMENT_UPLOAD_BODY_BYTES } from '../routes';
import { reply, route, signedIn } from '../http';
import { importIcs, previewImport } from './import-ics';

/** The .ics text travels as JSON: the same large-body limit as a document upload. */
export const handler = route({ body: ImportBodySchema, query: ImportQuerySchema, maxBodyBytes: DOCUMENT_UPLOAD_BODY_BYTES }, async (input) => {
  const userId = signedIn(input).userId;
  return input.query.preview ? previewImport(userId, input.body) : reply(201, await importIcs(userId, input.body));
});
