import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './ports';

/**
 * The stand-in Graph (WhatsApp Cloud) API for an integration test file: the local WhatsApp simulator on a
 * free port, so the real sender and media downloader run end to end.
 *
 * It sets the WhatsApp variables (`env` adds or overrides some), and config is read once and cached: await it
 * at the top of the file, before anything from functions/ is imported. The server starts in the file's
 * beforeAll and stops in its afterAll.
 */
export async function standInGraph(opts: { phoneNumberId?: string; env?: Record<string, string> } = {}) {
  const port = await freePort();
  const phoneNumberId = opts.phoneNumberId ?? '123456789012345';
  Object.assign(process.env, {
    WHATSAPP_APP_SECRET: randomBytes(32).toString('hex'),
    WHATSAPP_VERIFY_TOKEN: randomBytes(24).toString('base64url'),
    WHATSAPP_ACCESS_TOKEN: `EAAtest${randomBytes(24).toString('base64url')}`,
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_API_URL: `http://127.0.0.1:${port}/_local/whatsapp/graph`,
    ...opts.env,
  });
  // Imported only now: what the simulator imports reads the config.
  const { whatsappSimulator } = await import('../../scripts/local/whatsapp-simulator');
  const simulator = whatsappSimulator({
    apiBase: 'http://unused.invalid',
    phoneNumberId: () => phoneNumberId,
    accessToken: () => process.env.WHATSAPP_ACCESS_TOKEN!,
    appSecret: () => process.env.WHATSAPP_APP_SECRET!,
  });
  const graph = {
    phoneNumberId,
    simulator,
    /** The next this many calls to the Graph API get a 500, as in an outage (counts down to 0). */
    failNextSends: 0,
    /** A WhatsApp number no other test uses. */
    newNumber: () => `1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    /** What the simulator's outbox holds for a number, oldest first. */
    sentTo: (to: string) => simulator.outbox.filter((m) => m.to === to),
    /** The text bodies sent to a number, oldest first. */
    repliesTo: (to: string) => simulator.outbox.filter((m) => m.to === to).map((m) => m.text.body),
  };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        if (graph.failNextSends > 0 && req.url?.includes('/graph/')) {
          graph.failNextSends -= 1;
          res.writeHead(500, { 'content-type': 'application/json' });
          return res.end('{"error":{"message":"temporarily unavailable","code":2}}');
        }
        if (!(await simulator(req, res, Buffer.concat(chunks)))) {
          res.writeHead(404);
          res.end();
        }
      });
    });
    await new Promise<void>((ok) => server.listen(port, '127.0.0.1', () => ok()));
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
  return graph;
}
