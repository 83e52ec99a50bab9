import type { SQSEvent } from 'aws-lambda';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../helpers/ports';

// The WhatsApp sender against a failing stand-in Graph API: slow, refusing, resetting. Set before config is read.
const graphPort = await freePort();
Object.assign(process.env, {
  WHATSAPP_APP_SECRET: randomBytes(32).toString('hex'),
  WHATSAPP_ACCESS_TOKEN: `EAAtest${randomBytes(24).toString('base64url')}`,
  WHATSAPP_PHONE_NUMBER_ID: '123456789012345',
  WHATSAPP_API_URL: `http://127.0.0.1:${graphPort}/graph`,
  WHATSAPP_SEND_TIMEOUT_MS: '300',
  // One test reads the worker's log lines.
  LOG_LEVEL: 'info',
});

const { handler: worker, texts } = await import('../../../functions/assistant/conversation/worker');
const { keys } = await import('../../../functions/data/keys');
const { isDependencyFailure } = await import('../../../functions/errors');
const { sendText } = await import('../../../functions/adapters/whatsapp');
const { drainLocalQueue } = await import('../../../functions/adapters/queue');
const { inbound, signedPayload, wamid, webhookPayload } = await import('../../../scripts/local/whatsapp-events');
const { call } = await import('../../helpers/api');
const { allItems } = await import('../../helpers/table');

type Mode = 'ok' | 'hang' | '503' | '429' | 'reset';
let mode: Mode = 'ok';
const sent: Array<{ to: string; body: string }> = [];
const hanging: ServerResponse[] = [];
let graph: Server;
beforeAll(async () => {
  graph = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode === 'hang') return void hanging.push(res);
      if (mode === 'reset') return void req.socket.destroy();
      if (mode === '503' || mode === '429') {
        res.writeHead(Number(mode), { 'content-type': 'application/json' });
        return res.end('{"error":{"message":"temporarily unavailable","code":2}}');
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      sent.push({ to: body.to, body: body.text.body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ messages: [{ id: `wamid.${randomUUID()}` }] }));
    });
  });
  await new Promise<void>((ok) => graph.listen(graphPort, '127.0.0.1', () => ok()));
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise<void>((ok) => graph.close(() => ok()));
});

const newNumber = () => `1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
/**
 * Deliver a message from a number with no account the way Meta does (the worker answers with how to sign
 * up), run the worker over the local queue (which redelivers a failed record once), and return the record
 * so a test can redeliver it again later, as SQS would.
 */
async function deliver(from: string) {
  const id = wamid();
  const { body, signature } = signedPayload(
    webhookPayload({ phoneNumberId: process.env.WHATSAPP_PHONE_NUMBER_ID!, messages: [inbound(from, { type: 'text', text: 'hello' }, id)] }),
    process.env.WHATSAPP_APP_SECRET!,
  );
  const res = await call('POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
  expect(res.status).toBe(200);
  const runs: Array<{ event: SQSEvent; failed: number }> = [];
  await drainLocalQueue(async (event) => {
    const out = await worker(event);
    runs.push({ event, failed: out.batchItemFailures.length });
    return out;
  });
  return { id, runs, record: runs[0].event };
}
const inboundItem = async (messageId: string) => (await allItems()).find((i) => i.pk === keys.whatsappInbound(messageId).pk);

describe('WhatsApp sender faults', () => {
  it.each([
    ['times out', 'hang'],
    ['answers 503', '503'],
    ['answers 429', '429'],
    ['drops the connection', 'reset'],
  ] as const)(
    'leaves the message for SQS to redeliver when the Graph API %s, keeps the decided reply, and sends it once on the retry',
    async (_name, failure) => {
      const from = newNumber();
      mode = failure;
      const started = Date.now();
      const { id, runs, record: event } = await deliver(from);
      // Both deliveries failed, each send abandoned within its budget (300 ms here), not the function's timeout.
      expect(runs.map((r) => r.failed)).toEqual([1, 1]);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(sent.filter((m) => m.to === from)).toEqual([]);
      const pending = await inboundItem(id);
      expect(pending?.replyText).toBe(texts.stranger());
      expect(pending?.sentAt).toBeUndefined();

      mode = 'ok';
      const retry = await worker(event);
      expect(retry.batchItemFailures).toEqual([]);
      expect(sent.filter((m) => m.to === from).map((m) => m.body)).toEqual([texts.stranger()]);
      // A third delivery (SQS may deliver twice) sends nothing more.
      expect((await worker(event)).batchItemFailures).toEqual([]);
      expect(sent.filter((m) => m.to === from)).toHaveLength(1);
    },
  );

  it('reports throttling, 5xx, timeouts and dropped connections as dependency failures, a 400 as not', async () => {
    for (const failure of ['hang', '503', '429', 'reset'] as const) {
      mode = failure;
      const error = await sendText(newNumber(), 'hi').catch((e: unknown) => e);
      expect(isDependencyFailure(error), failure).toBe(true);
    }
    mode = 'ok';
    const bad = Object.assign(new Error('WhatsApp send failed (400): invalid number'), { name: 'WhatsAppSendError', status: 400 });
    expect(isDependencyFailure(bad)).toBe(false);
  });
});

describe('webhook failures reach the operator', () => {
  it('logs a refused signature with webhookFailure, the request id and the route, even with logging silenced (the alarm counts it)', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((text: string) => void lines.push(text));
    try {
      const { body } = signedPayload(
        webhookPayload({ phoneNumberId: process.env.WHATSAPP_PHONE_NUMBER_ID!, messages: [inbound(newNumber(), { type: 'text', text: 'hi' }, wamid())] }),
        'not-the-app-secret',
      );
      const res = await call('POST', '/api/whatsapp/webhook', {
        rawBody: body,
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      const line = lines.map((l) => JSON.parse(l)).find((l) => l.webhookFailure === true);
      expect(line).toMatchObject({ route: 'POST /api/whatsapp/webhook', status: res.status, webhookFailure: true });
      expect(line.requestId).toEqual(expect.any(String));
    } finally {
      spy.mockRestore();
    }
  });
});

describe("the worker's log lines", () => {
  it('carry the queue message id as the request id, and the worker as the job', async () => {
    const lines: string[] = [];
    const out = vi.spyOn(console, 'log').mockImplementation((text: string) => void lines.push(text));
    const err = vi.spyOn(console, 'error').mockImplementation((text: string) => void lines.push(text));
    try {
      mode = 'ok';
      const { record } = await deliver(newNumber());
      const worked = lines.map((l) => JSON.parse(l)).filter((l) => l.worker === 'assistant/worker');
      expect(worked.length).toBeGreaterThan(0);
      for (const l of worked) expect(l).toMatchObject({ requestId: record.Records[0].messageId, job: 'assistant/worker' });
      // The webhook's own line carries its request id and route.
      expect(lines.map((l) => JSON.parse(l)).find((l) => l.route === 'POST /api/whatsapp/webhook' && l.status === 200)?.requestId).toEqual(expect.any(String));
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
