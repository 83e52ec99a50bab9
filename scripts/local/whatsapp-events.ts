import { createHmac, randomBytes } from 'node:crypto';

/**
 * Meta-shaped WhatsApp webhook payloads for the local simulator, the tests and the bench, signed the way
 * Meta signs them: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the exact body with the app secret>`.
 */

export const wamid = () => `wamid.LOCAL${randomBytes(18).toString('base64url')}`;

export type InboundMessage =
  | { type: 'text'; text: string }
  | { type: 'image' | 'audio' | 'video' | 'document' | 'sticker' }
  /** A file the simulator holds under `mediaId` (served by its Graph-style media endpoints). */
  | { type: 'document' | 'image'; mediaId: string; mimeType: string; fileName?: string; caption?: string }
  | { type: 'location'; latitude: number; longitude: number }
  | { type: 'reaction'; emoji: string; messageId: string };

/** The `messages[]` entry of one inbound message. */
export function inbound(from: string, message: InboundMessage, id = wamid(), at = new Date()) {
  const base = { from, id, timestamp: String(Math.floor(at.getTime() / 1000)), type: message.type };
  switch (message.type) {
    case 'text':
      return { ...base, text: { body: message.text } };
    case 'location':
      return { ...base, location: { latitude: message.latitude, longitude: message.longitude } };
    case 'reaction':
      return { ...base, reaction: { message_id: message.messageId, emoji: message.emoji } };
    default:
      if ('mediaId' in message) {
        const file = {
          id: message.mediaId,
          mime_type: message.mimeType,
          sha256: randomBytes(32).toString('base64'),
          ...(message.caption ? { caption: message.caption } : {}),
        };
        return { ...base, [message.type]: message.type === 'document' ? { ...file, filename: message.fileName ?? 'document' } : file };
      }
      return {
        ...base,
        [message.type]: { id: randomBytes(8).toString('hex'), mime_type: 'application/octet-stream', sha256: randomBytes(32).toString('base64') },
      };
  }
}

/** A whole webhook delivery: `messages` from users and/or `statuses` of what the business sent. */
export function webhookPayload(opts: { phoneNumberId: string; messages?: object[]; statuses?: object[]; name?: string }) {
  const from = (opts.messages?.[0] as { from?: string } | undefined)?.from;
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000000',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15551234567', phone_number_id: opts.phoneNumberId },
              ...(opts.messages ? { contacts: from ? [{ profile: { name: opts.name ?? 'Local tester' }, wa_id: from }] : [], messages: opts.messages } : {}),
              ...(opts.statuses ? { statuses: opts.statuses } : {}),
            },
          },
        ],
      },
    ],
  };
}

export function status(id: string, recipient: string, value: 'sent' | 'delivered' | 'read' | 'failed' = 'delivered') {
  return { id, status: value, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: recipient };
}

/** The body to post and its signature header value. */
export function signedPayload(payload: object | string, appSecret: string) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return { body, signature: `sha256=${createHmac('sha256', appSecret).update(body, 'utf8').digest('hex')}` };
}
