import { UploadDocumentSchema } from '../../shared/schemas/documents';
import { getMember, MEMBER_NOT_FOUND } from '../data/members';
import { getUser } from '../data/users';
import { badRequest, notFound } from '../errors';
import { reply, route, signedIn } from '../http';
import { DOCUMENT_UPLOAD_BODY_BYTES } from '../routes';
import { addDocument, toView } from './documents';
import { DocumentRefused } from './extract';
import { IdParamSchema } from '../../shared/schemas/common';

/**
 * Upload a document for one of the caller's own members (a shared child is read-only, as for its profile).
 * Refused files (size, type by their bytes) are 400 with the reason and nothing stored; a file whose text
 * cannot be read is 201 with status `failed` and the reason (the record stays, without the file).
 */
export const handler = route({ path: IdParamSchema, body: UploadDocumentSchema, maxBodyBytes: DOCUMENT_UPLOAD_BODY_BYTES }, async (input) => {
  const { userId } = signedIn(input);
  const [member, user] = await Promise.all([getMember(userId, input.path.id), getUser(userId)]);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  const bytes = Buffer.from(input.body.dataBase64, 'base64');
  try {
    const doc = await addDocument({
      userId,
      memberId: member.id,
      fileName: input.body.fileName,
      bytes,
      source: 'web',
      timezone: user?.timezone || 'UTC',
      now: new Date(),
    });
    return reply(201, toView(doc));
  } catch (error) {
    if (error instanceof DocumentRefused) throw badRequest(error.reason, { file: error.reason });
    throw error;
  }
});
