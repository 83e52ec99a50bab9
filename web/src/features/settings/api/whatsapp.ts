import useSWR from 'swr';
import { apiJson } from '../../../lib/api-client';

/** The WhatsApp assistant connection: GET/DELETE /api/whatsapp/connection, POST /api/whatsapp/connect. */

export const CONNECTION_KEY = '/api/whatsapp/connection';

export interface WhatsappConnection {
  connected: boolean;
  /** "+<digits>" when connected. */
  number: string | null;
}

export interface ConnectionCode {
  code: string;
  /** The exact text to send, containing the code. */
  message: string;
  /** wa.me link with the message prefilled. */
  url: string;
  expiresAt: string;
}

/** While a code waits for its message, the state is read every few seconds so the section flips by itself. */
export const CONNECTION_POLL_MS = 3000;

export function useWhatsappConnection(waiting: boolean) {
  const { data, error, isLoading, mutate } = useSWR<WhatsappConnection>(CONNECTION_KEY, { refreshInterval: waiting ? CONNECTION_POLL_MS : 0 });
  return { connection: data, error: error as Error | undefined, isLoading, mutate };
}

export const startWhatsappConnection = () => apiJson<ConnectionCode>('POST', '/api/whatsapp/connect');
export const disconnectWhatsapp = () => apiJson<WhatsappConnection>('DELETE', CONNECTION_KEY);
