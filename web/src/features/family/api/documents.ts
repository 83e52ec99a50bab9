import useSWR from 'swr';
import type { DocumentView } from '../../../../../shared/schemas/documents';
import { ApiError, apiJson } from '../../../lib/api-client';
import { familyMemberKey } from '../../../lib/family-members';

/** School documents of one member (GET/POST /api/family-members/{id}/documents, DELETE /api/documents/{id}). */
export const documentsKey = (memberId: string) => `${familyMemberKey(memberId)}/documents`;

export function useMemberDocuments(memberId: string) {
  const { data, error, isLoading, mutate } = useSWR<DocumentView[]>(documentsKey(memberId));
  return { documents: data, error: error as Error | undefined, isLoading, mutate };
}

export const uploadDocument = (memberId: string, body: { fileName: string; contentType: string; dataBase64: string }) =>
  apiJson<DocumentView>('POST', documentsKey(memberId), body);
export const deleteDocument = (id: string) => apiJson<unknown>('DELETE', `/api/documents/${encodeURIComponent(id)}`);
export const addDocumentDates = (id: string, numbers: number[]) =>
  apiJson<{ added: number; document: DocumentView }>('POST', `/api/documents/${encodeURIComponent(id)}/events`, { numbers });

/** The server's `{ error }` text of a failed call, or a general sentence. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.bodyText) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // not JSON
    }
    if (error.status === 413) return 'That file is too large: documents can be at most 4 MB.';
  }
  return fallback;
}

/** A File as base64 (no data: prefix). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
