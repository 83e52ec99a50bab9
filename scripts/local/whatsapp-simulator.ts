import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { WEB_SECURITY_HEADERS, type LocalPage } from './server';
import { CHAT_PAGE, CHAT_SCRIPT } from './whatsapp-chat-page';
import { inbound, signedPayload, webhookPayload, type InboundMessage } from './whatsapp-events';
import { ChatSchema, SendSchema, toOutbox, type OutboxMessage } from './whatsapp-simulator-schemas';

/**
 * The local WhatsApp simulator (only mounted by `npm start` and the tests, never deployed):
 * - a stand-in Graph API at /_local/whatsapp/graph/{phoneNumberId}/messages that checks the bearer token
 *   and records every send;
 * - GET /_local/whatsapp/outbox: every payload sent, oldest first (optionally ?to=<digits>);
 * - Graph-style media: GET /_local/whatsapp/graph/{media-id} answers `{ url, mime_type, file_size, sha256, id }`
 *   and GET that url returns the bytes (both need the bearer token), for files attached on the chat page
 *   or added with `addMedia`, so the worker's download code is the one used against Meta;
 * - a chat page at /_local/whatsapp whose messages the simulator turns into Meta-shaped payloads, signs
 *   with the app secret and posts to the real POST /api/whatsapp/webhook.
 */

const OUTBOX_LIMIT = 2000;

export interface SimulatedMedia {
  bytes: Buffer;
  mimeType: string;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const graphError = (res: ServerResponse, status: number, message: string, code: number) =>
  json(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(6).toString('hex') } });

function sameToken(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface WhatsAppSimulatorOptions {
  /** Where the real API is served (the webhook is posted there). */
  apiBase: string;
  phoneNumberId: () => string;
  accessToken: () => string;
  appSecret: () => string;
}

export function whatsappSimulator(opts: WhatsAppSimulatorOptions): LocalPage & { outbox: OutboxMessage[]; addMedia(bytes: Buffer, mimeType: string): string } {
  const outbox: OutboxMessage[] = [];
  const media = new Map<string, SimulatedMedia>();
  /** Keep a file as Meta keeps an upload; returns its media id. */
  const addMedia = (bytes: Buffer, mimeType: string) => {
    const id = String(BigInt(`0x${randomBytes(7).toString('hex')}`));
    media.set(id, { bytes, mimeType });
    if (media.size > 200) media.delete(media.keys().next().value!);
    return id;
  };
  const authorised = (req: IncomingMessage) => {
    const auth = /^Bearer (\S+)$/.exec(String(req.headers.authorization ?? ''));
    return Boolean(auth && sameToken(auth[1], opts.accessToken()));
  };

  function graphMedia(req: IncomingMessage, res: ServerResponse, id: string) {
    if (!authorised(req)) return graphError(res, 401, 'Invalid OAuth access token.', 190);
    const file = media.get(id);
    if (!file) return graphError(res, 400, `Unsupported get request. Object with ID '${id}' does not exist.`, 100);
    const url = `http://${req.headers.host ?? 'localhost'}/_local/whatsapp/media/${id}`;
    json(res, 200, {
      messaging_product: 'whatsapp',
      url,
      mime_type: file.mimeType,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      file_size: String(file.bytes.length),
      id,
    });
  }

  function mediaDownload(req: IncomingMessage, res: ServerResponse, id: string) {
    if (!authorised(req)) return graphError(res, 401, 'Invalid OAuth access token.', 190);
    const file = media.get(id);
    if (!file) return graphError(res, 404, 'Media not found.', 100);
    res.writeHead(200, { 'content-type': file.mimeType, 'content-length': String(file.bytes.length), 'cache-control': 'no-store' });
    res.end(file.bytes);
  }

  function graphSend(req: IncomingMessage, res: ServerResponse, phoneNumberId: string, body: Buffer) {
    const auth = /^Bearer (\S+)$/.exec(String(req.headers.authorization ?? ''));
    if (!auth || !sameToken(auth[1], opts.accessToken())) return graphError(res, 401, 'Invalid OAuth access token.', 190);
    if (phoneNumberId !== opts.phoneNumberId()) return graphError(res, 400, `Unsupported post request. Object with ID '${phoneNumberId}' does not exist.`, 100);
    let parsed: z.infer<typeof SendSchema>;
    try {
      parsed = SendSchema.parse(JSON.parse(body.toString('utf8')));
    } catch {
      return graphError(res, 400, '(#100) Invalid parameter', 100);
    }
    outbox.push(toOutbox(parsed));
    if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
    json(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: parsed.to, wa_id: parsed.to }],
      messages: [{ id: `wamid.OUT${randomBytes(12).toString('base64url')}` }],
    });
  }

  async function chatSend(res: ServerResponse, body: Buffer) {
    let input: z.infer<typeof ChatSchema>;
    try {
      input = ChatSchema.parse(JSON.parse(body.toString('utf8')));
    } catch (error) {
      return json(res, 400, { error: error instanceof z.ZodError ? (error.issues[0]?.message ?? 'Invalid message') : 'Send JSON: { from, type, text }' });
    }
    const attached = input.file && (input.type === 'document' || input.type === 'image') ? input.file : null;
    const message: InboundMessage = attached
      ? {
          type: input.type as 'document' | 'image',
          mediaId: addMedia(Buffer.from(attached.dataBase64, 'base64'), attached.type || 'application/octet-stream'),
          mimeType: attached.type || 'application/octet-stream',
          fileName: attached.name,
          caption: input.text?.trim() || undefined,
        }
      : input.type === 'document'
        ? { type: 'document' }
        : input.type === 'text'
          ? { type: 'text', text: input.text ?? '' }
          : input.type === 'location'
            ? { type: 'location', latitude: -33.8688, longitude: 151.2093 }
            : input.type === 'reaction'
              ? { type: 'reaction', emoji: '👍', messageId: 'wamid.unknown' }
              : { type: input.type };
    const { body: payload, signature } = signedPayload(
      webhookPayload({ phoneNumberId: opts.phoneNumberId(), messages: [inbound(input.from, message)] }),
      opts.appSecret(),
    );
    const out = await fetch(`${opts.apiBase}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body: payload,
    });
    json(res, out.ok ? 200 : 502, { webhookStatus: out.status });
  }

  const page: LocalPage = async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const graph = /^\/_local\/whatsapp\/graph\/([^/]+)\/messages$/.exec(url.pathname);
    if (graph && req.method === 'POST') {
      graphSend(req, res, decodeURIComponent(graph[1]), body);
      return true;
    }
    const mediaMeta = /^\/_local\/whatsapp\/graph\/(\d{1,40})$/.exec(url.pathname);
    if (mediaMeta && req.method === 'GET') {
      graphMedia(req, res, mediaMeta[1]);
      return true;
    }
    const mediaFile = /^\/_local\/whatsapp\/media\/(\d{1,40})$/.exec(url.pathname);
    if (mediaFile && req.method === 'GET') {
      mediaDownload(req, res, mediaFile[1]);
      return true;
    }
    if (url.pathname === '/_local/whatsapp/outbox' && req.method === 'GET') {
      const to = url.searchParams.get('to');
      json(res, 200, { messages: to ? outbox.filter((m) => m.to === to) : outbox });
      return true;
    }
    if (url.pathname === '/_local/whatsapp/send' && req.method === 'POST') {
      await chatSend(res, body);
      return true;
    }
    if (url.pathname === '/_local/whatsapp' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...WEB_SECURITY_HEADERS });
      res.end(CHAT_PAGE);
      return true;
    }
    if (url.pathname === '/_local/whatsapp/chat.js' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', ...WEB_SECURITY_HEADERS });
      res.end(CHAT_SCRIPT);
      return true;
    }
    return false;
  };
  return Object.assign(page, { outbox, addMedia });
}
