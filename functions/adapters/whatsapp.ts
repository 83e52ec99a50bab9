import { config } from '../config';
import { DependencyError } from '../errors';
import { secret } from './secrets';

/**
 * The one WhatsApp sender: Meta's Graph API `POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages`.
 * In `npm start` the URL points at the local simulator, which checks the bearer token and keeps an outbox.
 */

/** WhatsApp's limit on a text message body. */
export const MAX_TEXT = 4096;

/**
 * Split a reply into bodies of at most `max` UTF-16 units, preferring a paragraph, line or word break in the
 * second half of each piece, and never cutting a surrogate pair (an emoji stays whole).
 */
export function splitText(text: string, max = MAX_TEXT): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = -1;
    for (const sep of ['\n\n', '\n', ' ']) {
      const at = rest.lastIndexOf(sep, max - sep.length);
      if (at >= max / 2) {
        cut = at + sep.length;
        break;
      }
    }
    if (cut < 0) {
      cut = max;
      const code = rest.charCodeAt(cut - 1);
      if (code >= 0xd800 && code <= 0xdbff) cut -= 1; // a high surrogate: keep the pair together
    }
    parts.push(rest.slice(0, cut).trimEnd() || rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^\s+/, '');
  }
  if (rest || !parts.length) parts.push(rest);
  return parts;
}

export class WhatsAppSendError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`WhatsApp send failed (${status}): ${detail.slice(0, 300)}`);
    this.name = 'WhatsAppSendError';
  }
}

/** One POST to the messages endpoint; returns Meta's message id when the answer carries one. */
async function post(message: Record<string, unknown>): Promise<string | null> {
  const { WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID } = config();
  const token = await secret('whatsappAccessToken');
  const url = `${WHATSAPP_API_URL.replace(/\/+$/, '')}/${encodeURIComponent(WHATSAPP_PHONE_NUMBER_ID)}/messages`;
  // Unreachable or too slow: a DependencyError (the worker leaves the message for SQS to redeliver).
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', ...message }),
    signal: AbortSignal.timeout(config().WHATSAPP_SEND_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new DependencyError('whatsapp', error);
  });
  const text = await res.text();
  if (!res.ok) throw new WhatsAppSendError(res.status, text);
  try {
    return (JSON.parse(text) as { messages?: Array<{ id?: string }> }).messages?.[0]?.id ?? null;
  } catch {
    return null; // A 2xx without the documented JSON still means it was accepted.
  }
}

/** Send a text to a number (digits, no `+`); long texts go as several messages. Returns Meta's message ids. */
export async function sendText(to: string, body: string): Promise<string[]> {
  const ids: string[] = [];
  for (const part of splitText(body)) {
    const id = await post({ to, type: 'text', text: { body: part } });
    if (id) ids.push(id);
  }
  return ids;
}

/** A media file a user sent is larger than the caller accepts (`size` in bytes, as Meta reports it or as read so far). */
export class MediaTooLarge extends Error {
  constructor(readonly size: number) {
    super(`WhatsApp media too large (${size} bytes)`);
    this.name = 'MediaTooLarge';
  }
}

/**
 * Download a media file a user sent: `GET {WHATSAPP_API_URL}/{media-id}` answers `{ url, mime_type,
 * file_size, sha256, id }`, then `GET url` with the same bearer token returns the bytes. The URL is
 * short-lived, so it is fetched at once. More than `maxBytes` (by Meta's figure, the Content-Length or the
 * bytes read) throws MediaTooLarge before the rest is read.
 */
export async function downloadMedia(mediaId: string, maxBytes: number): Promise<{ bytes: Buffer; mimeType: string | null }> {
  const token = await secret('whatsappAccessToken');
  const auth = { authorization: `Bearer ${token}` };
  const metaRes = await fetch(`${config().WHATSAPP_API_URL.replace(/\/+$/, '')}/${encodeURIComponent(mediaId)}`, {
    headers: auth,
    signal: AbortSignal.timeout(10_000),
  });
  const metaText = await metaRes.text();
  if (!metaRes.ok) throw new WhatsAppSendError(metaRes.status, `media ${metaText}`);
  const meta = JSON.parse(metaText) as { url?: unknown; mime_type?: unknown; file_size?: unknown };
  if (typeof meta.url !== 'string' || !/^https?:\/\//.test(meta.url)) throw new WhatsAppSendError(502, 'media metadata without a download url');
  const declared = Number(meta.file_size);
  if (Number.isFinite(declared) && declared > maxBytes) throw new MediaTooLarge(declared);
  const res = await fetch(meta.url, { headers: auth, signal: AbortSignal.timeout(20_000) });
  if (!res.ok || !res.body) throw new WhatsAppSendError(res.status, 'media download failed');
  const length = Number(res.headers.get('content-length'));
  if (Number.isFinite(length) && length > maxBytes) {
    await res.body.cancel().catch(() => undefined);
    throw new MediaTooLarge(length);
  }
  const chunks: Uint8Array[] = [];
  let read = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.length;
    if (read > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new MediaTooLarge(read);
    }
    chunks.push(value);
  }
  return { bytes: Buffer.concat(chunks), mimeType: typeof meta.mime_type === 'string' ? meta.mime_type : null };
}

/** Meta refuses template parameters with line breaks, tabs or more than 4 spaces in a row; this keeps one line. */
export const templateParameter = (value: string, max = 300) => {
  const flat = value
    .replace(/[\r\n\t]+/g, ' · ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return Array.from(flat).length <= max
    ? flat
    : `${Array.from(flat)
        .slice(0, max - 1)
        .join('')}…`;
};

/**
 * Send an approved template (the only kind WhatsApp delivers outside the 24-hour window after the person's
 * last message), its body variables filled in order ({{1}}, {{2}}, ...). Returns Meta's message ids.
 */
export async function sendTemplate(to: string, name: string, language: string, bodyParameters: string[]): Promise<string[]> {
  const id = await post({
    to,
    type: 'template',
    template: {
      name,
      language: { code: language },
      components: [{ type: 'body', parameters: bodyParameters.map((text) => ({ type: 'text', text: templateParameter(text) })) }],
    },
  });
  return id ? [id] : [];
}
