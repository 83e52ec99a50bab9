import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inbound, signedPayload, webhookPayload } from '../local/whatsapp-events';
import { budget, round, table, type Budget } from './report';
import { expectStatus, httpApi, signUp } from './seed';
import type { BenchStack } from './stack';

/**
 * The WhatsApp assistant through `npm start`: Meta-shaped signed deliveries to the real webhook, the
 * in-process queue and worker, the built-in engine, and the local Graph API stand-in's outbox.
 * - acknowledgement: time for POST /api/whatsapp/webhook to answer (the worker runs meanwhile in the
 *   same process, as it does locally);
 * - message to reply: from posting a connected Simplify+ account's message until its reply is in the outbox.
 */

export interface AssistantResult {
  /** Back-to-back deliveries while the worker answers earlier ones in the same process. */
  ack: Stats;
  /** Deliveries with the worker idle (each one after the previous reply). */
  quietAck: Stats;
  reply: Stats;
  budgets: Budget[];
}
interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const PHONE_NUMBER_ID = '100000000000001';
const PHRASES = ["what's on today?", 'todo buy milk', 'my list', 'add swimming tomorrow at 4pm', 'what is on this week?', 'help', 'done buy milk', 'my plan'];

/** Nearest-rank percentile. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  return { n: s.length, p50: round(percentile(s, 50), 1), p95: round(percentile(s, 95), 1), p99: round(percentile(s, 99), 1), max: round(s[s.length - 1], 1) };
}

export async function assistantBench(opts: { stack: BenchStack; acks?: number; replies?: number; log: (line: string) => void }): Promise<AssistantResult> {
  const { stack, log } = opts;
  const api = httpApi(stack.apiUrl);
  const appSecret = readFileSync(join(stack.dataDir, 'whatsapp-app-secret'), 'utf8').trim();
  /** Posts one delivery; resolves with the acknowledgement time in ms. */
  const deliver = async (from: string, text: string) => {
    const t = performance.now();
    const { body, signature } = signedPayload(webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(from, { type: 'text', text })] }), appSecret);
    const res = await fetch(`${stack.apiUrl}/api/whatsapp/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
    return performance.now() - t;
  };
  const outboxCount = async (to: string) => ((await (await fetch(`${stack.apiUrl}/_local/whatsapp/outbox?to=${to}`)).json()) as { messages: unknown[] }).messages.length;
  const waitForReply = async (to: string, before: number, timeoutMs = 10_000) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if ((await outboxCount(to)) > before) return;
      await new Promise((ok) => setTimeout(ok, 2));
    }
    throw new Error(`no reply to ${to} within ${timeoutMs} ms`);
  };

  // A Simplify+ account (paid through the local payment simulator) with a connected number.
  log('assistant: signing up a Simplify+ account and connecting its WhatsApp number...');
  const user = await signUp(api, stack.mailUrl);
  const checkout = expectStatus(await api('POST', '/api/create-checkout-session', { token: user.token, body: { subscriptionType: 'simplify_plus' } }), 200, 'checkout');
  const pay = await fetch(new URL(`${new URL(checkout.body.url).pathname}/pay`, stack.apiUrl), { method: 'POST', redirect: 'manual' });
  if (pay.status !== 303) throw new Error(`payment simulator answered ${pay.status}`);
  const connect = expectStatus(await api('POST', '/api/whatsapp/connect', { token: user.token }), 200, 'connect');
  const number = `1555${String(Date.now()).slice(-7)}`;
  await deliver(number, String(connect.body.message));
  await waitForReply(number, 0);

  // Acknowledgement: distinct unknown numbers (the webhook's work does not depend on the sender).
  const acks = opts.acks ?? Number(process.env.BENCH_ACKS ?? 300);
  log(`assistant: ${acks} webhook deliveries (+20 warm-up)...`);
  const ackMs: number[] = [];
  for (let i = 0; i < acks + 20; i += 1) {
    const from = `1444${String(i).padStart(7, '0')}`;
    const ms = await deliver(from, i % 2 ? 'hello' : "what's on today?");
    if (i >= 20) ackMs.push(ms);
  }

  // Message to reply, one at a time so each reply is timed alone.
  const replies = opts.replies ?? 40;
  log(`assistant: ${replies} messages from the connected account, each timed until its reply is in the outbox...`);
  // Let the worker finish the acknowledgement run first: each of those numbers gets one answer.
  const total = async () => ((await (await fetch(`${stack.apiUrl}/_local/whatsapp/outbox`)).json()) as { messages: unknown[] }).messages.length;
  const drainUntil = Date.now() + 300_000;
  while ((await total()) < 1 + acks + 20 && Date.now() < drainUntil) await new Promise((ok) => setTimeout(ok, 100));
  const replyMs: number[] = [];
  const quietAckMs: number[] = [];
  for (let i = 0; i < replies; i += 1) {
    const before = await outboxCount(number);
    const t = performance.now();
    quietAckMs.push(await deliver(number, PHRASES[i % PHRASES.length]));
    await waitForReply(number, before).catch((error: Error) => {
      throw new Error(`${error.message} (message "${PHRASES[i % PHRASES.length]}")`);
    });
    replyMs.push(performance.now() - t);
  }

  const ack = stats(ackMs);
  const quietAck = stats(quietAckMs);
  const reply = stats(replyMs);
  return {
    ack,
    quietAck,
    reply,
    budgets: [
      budget('WhatsApp webhook acknowledgement p99', ack.p99, 100, 'ms', ack.p99 < 100, `${ack.n} signed deliveries through npm start, the worker running in the same process`),
      budget('WhatsApp message to reply p95', reply.p95, 1000, 'ms', reply.p95 < 1000, `${reply.n} messages of a connected Simplify+ account: webhook, queue, worker, engine, Graph stand-in`),
    ],
  };
}

export const assistantTable = (r: AssistantResult) =>
  table(
    ['measure', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [
      ['webhook acknowledgement, worker busy', r.ack.n, r.ack.p50, r.ack.p95, r.ack.p99, r.ack.max],
      ['webhook acknowledgement, worker idle', r.quietAck.n, r.quietAck.p50, r.quietAck.p95, r.quietAck.p99, r.quietAck.max],
      ['message to reply', r.reply.n, r.reply.p50, r.reply.p95, r.reply.p99, r.reply.max],
    ],
  );
