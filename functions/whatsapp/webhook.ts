import { route } from '../http';
import { receiveDeliveries } from './inbound';

/**
 * Meta → us. The signature is checked on the raw body before anything is read (401, nothing stored).
 * After that every answer is 200, also for bodies we cannot use (logged), because Meta retries anything
 * else for days. New message ids are recorded, then queued; the assistant's work happens in the worker.
 */
export const handler = route({ rawBody: true }, async ({ rawBody, headers, event }) => {
  const bytes = event.body != null && event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(rawBody, 'utf8');
  return receiveDeliveries(headers['x-hub-signature-256'], bytes, rawBody);
});
