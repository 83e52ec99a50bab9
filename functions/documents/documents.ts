import { createHash } from 'node:crypto';
import { MAX_FOUND_DATES, type DocumentStatus, type DocumentType, type DocumentView, type FoundDate } from '../../shared/schemas/documents';
import { files } from '../adapters/storage';
import { createEvent } from '../calendar/change-event';
import { config } from '../config';
import { deleteKeys, queryAll } from '../data/batch';
import { db } from '../data/client';
import { getItem, updateItem } from '../data/commands';
import { sortableId } from '../data/ids';
import { keys } from '../data/keys';
import { createForAccount } from '../data/users';
import { badRequest, notFound } from '../errors';
import { checkFile, DocumentRefused, documentText, findDates } from './extract';
import { failedAt, ignoreConditionFailed } from '../data/dynamo-errors';
import { withoutKeys } from '../data/items';

/**
 * School documents: the record (`processing` → `ready` | `failed`) and its stored file.
 *
 * What is kept when a file is refused (docs/behaviour.md, "School documents"):
 * - too big, empty, not one of the four types (checked on the magic bytes): nothing at all, no record, no file;
 * - readable type but no usable text (password-protected or textless PDF, a photo without the model):
 *   the record ends `failed` with the reason, and no file is stored;
 * - `ready`: the record with the dates found, and the file.
 * The file is written only after the text was read, and removed again if the record cannot be marked ready.
 */

export interface DocumentItem extends DocumentView {
  user_id: string;
  storage_key: string | null;
}

const fields = (raw: Record<string, unknown>) => withoutKeys<DocumentItem>(raw);

/** What the API shows: never the storage key or the owner. */
export function toView(item: DocumentItem): DocumentView {
  return {
    id: item.id,
    family_member_id: item.family_member_id ?? null,
    file_name: item.file_name,
    mime_type: item.mime_type,
    file_size: item.file_size,
    status: item.status,
    failure_reason: item.failure_reason ?? null,
    source: item.source,
    found_dates: item.found_dates ?? [],
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

export async function getDocument(userId: string, id: string): Promise<DocumentItem | null> {
  const { Item } = await db().send(getItem({ Key: keys.document(userId, id), ConsistentRead: true }));
  return Item ? fields(Item) : null;
}

/** A member's documents, newest first; with `ownerId`, only that account's (null: the caller filters after its own member check). */
export async function listMemberDocuments(ownerId: string | null, memberId: string): Promise<DocumentItem[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :m AND begins_with(gsi2sk, :d)',
    ExpressionAttributeValues: { ':m': keys.memberOwnedIndexKey(memberId), ':d': keys.documentPrefix },
    ScanIndexForward: false,
  });
  return items.filter((i) => ownerId === null || i.pk === keys.userPartition(ownerId)).map(fields);
}

export interface NewDocument {
  /** The record's id when it must be the same on every attempt (a queued message: see `documentIdForMessage`). */
  id?: string;
  userId: string;
  memberId: string;
  fileName: string;
  bytes: Buffer;
  source: 'whatsapp' | 'web';
  timezone: string;
  now: Date;
}

const cleanName = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || 'document';

/**
 * The record id of the document a queued WhatsApp message carries: the same on every delivery of the message
 * (SQS delivers again after a failure partway), still ordered by when the message arrived, like `sortableId`.
 */
export const documentIdForMessage = (messageId: string, receivedAt: string) =>
  sortableId(Date.parse(receivedAt), createHash('sha256').update(messageId).digest('hex').slice(0, 16));

/**
 * Check, read and store one document. Throws DocumentRefused (nothing stored) for size and type; returns
 * the record, `failed` with a reason when the text cannot be read, `ready` with the dates found otherwise.
 * With a given id the record is created once: another attempt finds it, and continues it if it is still
 * `processing` (an earlier attempt failed partway) or returns it as it ended.
 */
export async function addDocument(input: NewDocument): Promise<DocumentItem> {
  const type: DocumentType = checkFile(input.bytes);
  const id = input.id ?? sortableId(input.now.getTime());
  const at = input.now.toISOString();
  const key = keys.document(input.userId, id);
  let item: DocumentItem = {
    id,
    user_id: input.userId,
    family_member_id: input.memberId,
    file_name: cleanName(input.fileName),
    mime_type: type,
    file_size: input.bytes.length,
    status: 'processing',
    failure_reason: null,
    source: input.source,
    found_dates: [],
    storage_key: null,
    created_at: at,
    updated_at: at,
  };
  try {
    await createForAccount(input.userId, { ...key, entity: 'document', ...item, ...keys.memberOwned(input.memberId, key.sk) });
  } catch (error) {
    // The account gone is a 401 from createForAccount; the record already there is an earlier attempt's.
    if (!failedAt(error, 1)) throw error;
    // An earlier attempt of the same message wrote it.
    const earlier = await getDocument(input.userId, id);
    if (!earlier) throw error;
    if (earlier.status !== 'processing') return earlier;
    item = earlier;
  }

  let found: FoundDate[];
  try {
    const text = await documentText(input.bytes, type);
    found = findDates(text, input.timezone, input.now, item.file_name.replace(/\.[a-z0-9]{1,5}$/i, ''));
  } catch (error) {
    const reason = error instanceof DocumentRefused ? error.reason : 'Something went wrong while reading that document. Please try again later.';
    if (!(error instanceof DocumentRefused))
      log({ level: 'error', what: 'document text extraction failed', err: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    return finish(item, 'failed', { failure_reason: reason });
  }

  const storageKey = keys.documentFile(input.userId, id);
  const store = await files();
  await store.put(storageKey, input.bytes, type);
  try {
    return await finish(item, 'ready', { storage_key: storageKey, found_dates: found });
  } catch (error) {
    await store.delete([storageKey]).catch(() => undefined);
    throw error;
  }
}

async function finish(item: DocumentItem, status: DocumentStatus, set: Partial<DocumentItem>): Promise<DocumentItem> {
  const next = { ...item, ...set, status, updated_at: new Date().toISOString() };
  await db().send(
    updateItem({
      Key: keys.document(item.user_id, item.id),
      UpdateExpression: 'SET #s = :s, failure_reason = :r, storage_key = :k, found_dates = :f, updated_at = :u',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: {
        ':s': status,
        ':r': next.failure_reason ?? null,
        ':k': next.storage_key ?? null,
        ':f': next.found_dates ?? [],
        ':u': next.updated_at,
      },
    }),
  );
  return next;
}

/** Delete a document and its file (the file first: a record without a file is harmless, the reverse is not). */
export async function deleteDocument(item: DocumentItem) {
  if (item.storage_key) await (await files()).delete([item.storage_key]);
  await deleteKeys([keys.document(item.user_id, item.id)]);
}

/**
 * Add the chosen found dates (1-based numbers) to the calendar for the document's member, through the
 * calendar's own create use-case. A date already added is not added again. Returns the dates added now.
 */
export async function addDocumentDates(item: DocumentItem, numbers: number[]): Promise<FoundDate[]> {
  if (item.status !== 'ready') throw badRequest('This document has no dates to add.');
  const dates = [...(item.found_dates ?? [])];
  const wanted = [...new Set(numbers)].sort((a, b) => a - b);
  const missing = wanted.filter((n) => n < 1 || n > dates.length || n > MAX_FOUND_DATES);
  if (missing.length)
    throw badRequest(dates.length ? `Choose numbers from 1 to ${dates.length}.` : 'This document has no dates to add.', {
      numbers: `Choose numbers from 1 to ${dates.length}`,
    });
  const added: FoundDate[] = [];
  for (const n of wanted) {
    const d = dates[n - 1];
    if (d.eventId) continue;
    const event = await createEvent(item.user_id, {
      title: d.title,
      date: d.date,
      time: d.time,
      allDay: !d.time,
      duration: d.time ? 60 : 1440,
      recurrence: 'none',
      reminderMinutes: null,
      familyMemberId: item.family_member_id,
    });
    dates[n - 1] = { ...d, eventId: event.id };
    added.push(dates[n - 1]);
  }
  if (added.length) {
    await db()
      .send(
        updateItem({
          Key: keys.document(item.user_id, item.id),
          UpdateExpression: 'SET found_dates = :f, updated_at = :u',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':f': dates, ':u': new Date().toISOString() },
        }),
      )
      // The document was deleted meanwhile: the events stay in the calendar, as added.
      .catch(ignoreConditionFailed);
  }
  return added;
}

export const documentNotFound = () => notFound('Document not found');

function log(line: Record<string, unknown>) {
  if (config().LOG_LEVEL !== 'silent') console.log(JSON.stringify({ module: 'documents', ...line }));
}
