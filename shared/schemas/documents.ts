import * as z from 'zod';

/**
 * School documents (the spec's `homework_documents`): a file a parent forwards on WhatsApp or uploads on
 * the web, for one family member. One size limit and four types for both ways in: 4 MB keeps a web upload
 * (base64 in JSON, ~5.4 MB) under Lambda's 6 MB request payload.
 */
export const DOCUMENT_MAX_BYTES = 4 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'text/plain', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = { 'application/pdf': 'PDF', 'text/plain': 'text', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };
export const DOCUMENT_STATUSES = ['processing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** At most this many dates are proposed from one document. */
export const MAX_FOUND_DATES = 12;

export interface FoundDate {
  title: string;
  date: string;
  /** HH:MM on the account's wall clock; null when the document gives a day only. */
  time: string | null;
  /** Set once the date was added to the calendar (its event id). */
  eventId?: string | null;
}

export interface DocumentView {
  id: string;
  family_member_id: string | null;
  file_name: string;
  mime_type: string;
  file_size: number;
  status: DocumentStatus;
  failure_reason: string | null;
  source: 'whatsapp' | 'web';
  found_dates: FoundDate[];
  created_at: string;
  updated_at: string;
}

/** The web upload: the file as base64 inside JSON (the route alone takes a larger body). */
export const UploadDocumentSchema = z.object({
  fileName: z.string('Choose a file to upload').trim().min(1, 'Choose a file to upload').max(200, 'Please use a file name under 200 characters'),
  contentType: z.string().trim().max(100).optional(),
  dataBase64: z
    .string('Choose a file to upload')
    .min(1, 'The file is empty')
    .max(Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4 + 4, `Documents can be at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file must be sent as base64'),
});
export type UploadDocumentInput = z.infer<typeof UploadDocumentSchema>;

/** Which of a document's found dates to add to the calendar (1-based, as shown). */
export const AddDocumentDatesSchema = z.object({
  numbers: z.array(z.number().int().min(1).max(MAX_FOUND_DATES), 'Choose the dates to add').min(1, 'Choose at least one date to add').max(MAX_FOUND_DATES),
});
