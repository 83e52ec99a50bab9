import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { WEB_SECURITY_HEADERS, type LocalPage } from './server';
import { inbound, signedPayload, webhookPayload, type InboundMessage } from './whatsapp-events';

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

export interface OutboxMessage {
  to: string;
  type: 'text' | 'template';
  /** For a template: a readable rendering (name, language and each body variable), so the chat page shows it. */
  text: { body: string };
  template?: { name: string; language: string; parameters: string[] };
  at: string;
}

const OUTBOX_LIMIT = 2000;

const Envelope = {
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().regex(/^\d{6,20}$/),
};
/** Meta's rules for a template's text variables: not empty, no line breaks or tabs, at most 4 spaces in a row. */
const TemplateText = z
  .string()
  .min(1)
  .max(1024)
  .refine((t) => !/[\n\t]| {5,}/.test(t), 'no new-line, tab or more than 4 consecutive spaces');
const SendSchema = z.discriminatedUnion('type', [
  z.object({ ...Envelope, type: z.literal('text'), text: z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean().optional() }) }),
  z.object({
    ...Envelope,
    type: z.literal('template'),
    template: z.object({
      name: z.string().regex(/^[a-z0-9_]{1,512}$/),
      language: z.object({ code: z.string().min(2).max(10), policy: z.literal('deterministic').optional() }),
      components: z
        .array(z.object({ type: z.literal('body'), parameters: z.array(z.object({ type: z.literal('text'), text: TemplateText })).max(20) }))
        .max(1)
        .optional(),
    }),
  }),
]);

function toOutbox(m: z.infer<typeof SendSchema>): OutboxMessage {
  const at = new Date().toISOString();
  if (m.type === 'text') return { to: m.to, type: 'text', text: { body: m.text.body }, at };
  const parameters = m.template.components?.[0]?.parameters.map((p) => p.text) ?? [];
  const body = [`[template ${m.template.name} (${m.template.language.code})]`, ...parameters.map((p, i) => `{{${i + 1}}} ${p}`)].join('\n');
  return { to: m.to, type: 'template', text: { body }, template: { name: m.template.name, language: m.template.language.code, parameters }, at };
}

const ChatSchema = z.object({
  from: z.string().regex(/^\d{6,20}$/, 'Use digits only, with the country code (no +).'),
  type: z.enum(['text', 'image', 'audio', 'location', 'reaction', 'document']).default('text'),
  text: z.string().max(20_000).optional(),
  /** An attached file (document or photo), base64. */
  file: z.object({ name: z.string().min(1).max(200), type: z.string().max(100), dataBase64: z.string().max(6 * 1024 * 1024) }).optional(),
});

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

// The page has no inline script (the app's CSP allows scripts from 'self' only); every text from a message
// is put on the page with textContent, never as HTML.
const CHAT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>WhatsApp simulator · Simplify</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:32px auto;padding:0 16px;color:#1a202c}
#log{border:1px solid #cbd5e0;border-radius:12px;padding:12px;height:420px;overflow-y:auto;background:#efeae2;display:flex;flex-direction:column;gap:8px}
.msg{max-width:80%;padding:8px 12px;border-radius:10px;white-space:pre-wrap;overflow-wrap:anywhere}
.in{align-self:flex-end;background:#d9fdd3}.out{align-self:flex-start;background:#fff}.note{color:#4a5568;font-size:14px}
form{display:flex;gap:8px;margin-top:12px}input,select,button{font-size:16px;padding:8px;border-radius:8px;border:1px solid #a0aec0}#text{flex:1}button{background:#2b6cb0;color:#fff;border-color:#2b6cb0;cursor:pointer}
label{display:block;margin:12px 0 4px}</style></head><body>
<h1>WhatsApp simulator</h1>
<p class="note">Local only: messages are signed like Meta's and posted to the real webhook; replies come from the stand-in Graph API's outbox.</p>
<label for="from">Your WhatsApp number (digits with country code)</label><input id="from" inputmode="numeric" autocomplete="off" value="15550001111">
<div id="log" role="log" aria-live="polite" aria-label="Conversation"></div>
<form id="chat"><label class="note" for="text" hidden>Message</label><input id="text" aria-label="Message" autocomplete="off" placeholder="Type a message"><select id="type" aria-label="Message type"><option value="text">Text</option><option value="image">Photo</option><option value="audio">Voice note</option><option value="location">Location</option><option value="reaction">Reaction</option></select><button type="submit">Send</button></form>
<label for="file">Attach a document or photo (PDF, text, JPEG or PNG; the message becomes its caption)</label><input id="file" type="file" accept=".pdf,.txt,.jpg,.jpeg,.png,application/pdf,text/plain,image/jpeg,image/png">
<p id="status" class="note" role="status"></p>
<script src="/_local/whatsapp/chat.js"></script></body></html>`;

const CHAT_SCRIPT = `(() => {
  const log = document.getElementById('log');
  const from = document.getElementById('from');
  const text = document.getElementById('text');
  const type = document.getElementById('type');
  const status = document.getElementById('status');
  const file = document.getElementById('file');
  const base64 = (buf) => { let s = ''; const b = new Uint8Array(buf); for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode.apply(null, b.subarray(i, i + 0x8000)); return btoa(s); };
  const params = new URLSearchParams(location.search);
  if (params.get('from')) from.value = params.get('from');
  if (params.get('text')) text.value = params.get('text');
  let seen = 0;
  const add = (cls, body) => {
    const div = document.createElement('div');
    div.className = 'msg ' + cls;
    div.textContent = body;
    log.appendChild(div);
    log.scrollTop = log.scrollHeight;
  };
  const digits = () => from.value.replace(/\\D/g, '');
  async function poll() {
    try {
      const res = await fetch('/_local/whatsapp/outbox?to=' + encodeURIComponent(digits()));
      const { messages } = await res.json();
      for (const m of messages.slice(seen)) add('out', m.text.body);
      seen = messages.length;
    } catch {}
  }
  from.addEventListener('change', () => { log.textContent = ''; seen = 0; void poll(); });
  document.getElementById('chat').addEventListener('submit', async (e) => {
    e.preventDefault();
    const f = file.files && file.files[0];
    const t = f ? (f.type.indexOf('image/') === 0 ? 'image' : 'document') : type.value;
    if (t === 'text' && !text.value.trim()) return;
    add('in', f ? '[' + f.name + ']' + (text.value ? ' ' + text.value : '') : t === 'text' ? text.value : '[' + t + ']');
    const attached = f ? { name: f.name, type: f.type || 'application/octet-stream', dataBase64: base64(await f.arrayBuffer()) } : undefined;
    const res = await fetch('/_local/whatsapp/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: digits(), type: t, text: text.value, file: attached }) });
    file.value = '';
    status.textContent = res.ok ? '' : 'The webhook did not accept the message (' + res.status + ').';
    text.value = '';
    type.value = 'text';
  });
  void poll();
  setInterval(poll, 700);
})();`;
