import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inbound, signedPayload, webhookPayload } from '../local/whatsapp-events';
import { budget, round, table, type Budget } from './report';
import { expectStatus, httpApi, signUp, type ApiCall } from './seed';
import type { BenchStack } from './stack';

/**
 * The WhatsApp assistant through the local stack (`npm start` as a child process, its simulator in place of
 * Meta): how fast the webhook acknowledges a signed delivery (signature, payload schema, dedupe put,
 * enqueue), and how long a message takes from the webhook call to the reply recorded by the stand-in Graph
 * API (queue, worker, engine, tool, send) for a connected Simplify account.
 */

/** The default of WHATSAPP_PHONE_NUMBER_ID: the bench stack does not set it. */
const PHONE_NUMBER_ID = '100000000000001';
const PHRASES = ["what's on today?", 'add swimming tomorrow at 4pm', 'todo buy milk', 'my list', 'what is on this week?', 'help'];
/** The same day's requests in Arabic: the Arabic reader and the Arabic replies are timed with the same budget. */
const ARABIC_PHRASES = [
  'شو عندنا اليوم؟',
  'أضف سباحة بكرة الساعة 4 العصر',
  'أضف حليب وبيض لقائمة التسوق',
  'شو في قائمة التسوق؟',
  'ايش عندنا هالأسبوع؟',
  'مساعدة',
];
/** Below the Simplify plan's default daily cap (100), so every message gets a real answer. */
const REPLY_MESSAGES = 60;
const ACK_MESSAGES = 400;
const ACK_BURST = 10;

export interface LatencyRow {
  what: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface AssistantResult {
  rows: LatencyRow[];
  warnings: string[];
  budgets: Budget[];
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

function row(what: string, times: number[]): LatencyRow {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    what,
    count: sorted.length,
    p50: round(percentile(sorted, 50), 2),
    p95: round(percentile(sorted, 95), 2),
    p99: round(percentile(sorted, 99), 2),
    max: round(sorted[sorted.length - 1] ?? NaN, 1),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Buy Simplify through the local payment simulator, as the browser would (checkout, Pay). */
async function buySimplify(api: ApiCall, base: string, token: string) {
  const checkout = expectStatus(await api('POST', '/api/create-checkout-session', { body: { subscriptionType: 'simplify' }, token }), 200, 'checkout');
  const path = new URL(String(checkout.body.url), base).pathname;
  const paid = await fetch(`${base}${path}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status >= 400) throw new Error(`pay: ${paid.status}`);
  for (let i = 0; i < 100; i++) {
    if ((await api('GET', '/api/auth/user', { token })).body?.subscription_type === 'simplify') return;
    await sleep(100);
  }
  throw new Error('the Simplify plan did not become active');
}

export async function assistantLatency(opts: { stack: BenchStack; log: (line: string) => void }): Promise<AssistantResult> {
  const { stack, log } = opts;
  const base = stack.apiUrl;
  const api = httpApi(base);
  const secret = readFileSync(join(stack.dataDir, 'whatsapp-app-secret'), 'utf8').trim();
  const warnings: string[] = [];

  /** Post one signed text delivery; resolves with the webhook's status and how long it took to answer. */
  async function deliver(from: string, text: string) {
    const { body, signature } = signedPayload(webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(from, { type: 'text', text })] }), secret);
    const started = performance.now();
    const res = await fetch(`${base}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body,
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  }
  const outboxCount = async (to: string) =>
    ((await (await fetch(`${base}/_local/whatsapp/outbox?to=${to}`)).json()) as { messages: unknown[] }).messages.length;
  async function waitForReply(to: string, after: number, timeoutMs = 10_000) {
    const until = performance.now() + timeoutMs;
    while (performance.now() < until) {
      if ((await outboxCount(to)) > after) return true;
      await sleep(5);
    }
    return false;
  }

  /** A Simplify parent (sign-up, local payment simulator) with a connected WhatsApp number: that number. */
  async function connectedParent(firstName: string) {
    const user = await signUp(api, stack.mailUrl, { firstName });
    await buySimplify(api, base, user.token);
    const number = `1415${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
    const connect = expectStatus(await api('POST', '/api/whatsapp/connect', { token: user.token }), 200, 'connect');
    await deliver(number, String(connect.body.message));
    if (!(await waitForReply(number, 0))) throw new Error('no reply to the connect message');
    const connection = await api('GET', '/api/whatsapp/connection', { token: user.token });
    if (!connection.body?.connected) throw new Error(`not connected: ${connection.text}`);
    return number;
  }

  // One parent per language: each run stays under the plan's daily message cap, which would otherwise be measured.
  log('assistant: two Simplify parents (sign-up, local payment simulator) connecting WhatsApp numbers...');
  const [englishPhone, arabicPhone] = [await connectedParent('Maya'), await connectedParent('Layla')];

  /** Each phrase in turn, one message at a time: the time from the webhook call to the reply in the outbox. */
  const replyRun = async (phone: string, phrases: string[]) => {
    const times: number[] = [];
    let lost = 0;
    for (let i = 0; i < REPLY_MESSAGES; i++) {
      const before = await outboxCount(phone);
      const started = performance.now();
      const ack = await deliver(phone, phrases[i % phrases.length]);
      if (ack.status !== 200) warnings.push(`reply run: webhook answered ${ack.status}`);
      if (await waitForReply(phone, before)) times.push(performance.now() - started);
      else lost++;
    }
    return { times, lost };
  };
  log(`assistant: ${REPLY_MESSAGES} messages one at a time, webhook call to reply in the outbox, in English then in Arabic...`);
  const { times: replyTimes, lost: missing } = await replyRun(englishPhone, PHRASES);
  const { times: arabicTimes, lost: arabicMissing } = await replyRun(arabicPhone, ARABIC_PHRASES);
  if (arabicMissing) warnings.push(`${arabicMissing} of ${REPLY_MESSAGES} Arabic messages got no reply within 10 s`);
  if (missing) warnings.push(`${missing} of ${REPLY_MESSAGES} messages got no reply within 10 s`);

  // Acknowledgement: strangers' numbers (the worker answers each number once, then stays silent), so the
  // queue behind the webhook keeps working while the webhook is timed, as in production.
  log(`assistant: webhook acknowledgement, ${ACK_MESSAGES} deliveries one at a time, then in bursts of ${ACK_BURST}...`);
  const strangers = Array.from({ length: 20 }, (_, i) => `4477009${String(10_000 + i)}`);
  for (let i = 0; i < 20; i++) await deliver(strangers[i], 'warm-up');
  const paced: number[] = [];
  const bursts: number[] = [];
  let refused = 0;
  for (let i = 0; i < ACK_MESSAGES; i++) {
    const r = await deliver(strangers[i % strangers.length], `hello ${i}`);
    if (r.status === 200) paced.push(r.ms);
    else refused++;
  }
  for (let i = 0; i < ACK_MESSAGES / ACK_BURST; i++) {
    const results = await Promise.all(Array.from({ length: ACK_BURST }, (_, j) => deliver(strangers[(i + j) % strangers.length], `burst ${i}.${j}`)));
    for (const r of results) {
      if (r.status === 200) bursts.push(r.ms);
      else refused++;
    }
  }
  if (refused) warnings.push(`${refused} deliveries were not acknowledged with 200`);

  const rows = [
    row('webhook ack, one at a time', paced),
    row(`webhook ack, bursts of ${ACK_BURST}`, bursts),
    row('message to reply (built-in engine)', replyTimes),
    row('message to reply in Arabic (built-in engine)', arabicTimes),
  ];
  const [ackPaced, ackBursts, reply, arabic] = rows;
  return {
    rows,
    warnings,
    budgets: [
      budget('WhatsApp webhook ack p99 (one at a time)', ackPaced.p99, 100, 'ms', ackPaced.p99 < 100, `bursts of ${ACK_BURST}: p99 ${ackBursts.p99} ms`),
      budget(
        'WhatsApp message to reply p95',
        reply.p95,
        1000,
        'ms',
        reply.p95 < 1000 && missing === 0,
        `${reply.count} replies, p50 ${reply.p50} ms, max ${reply.max} ms`,
      ),
      budget(
        'WhatsApp message to reply p95, Arabic',
        arabic.p95,
        1000,
        'ms',
        arabic.p95 < 1000 && arabicMissing === 0,
        `${arabic.count} replies, p50 ${arabic.p50} ms, max ${arabic.max} ms`,
      ),
    ],
  };
}

export function assistantTable(result: AssistantResult): string {
  return table(
    ['what', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    result.rows.map((r) => [r.what, r.count, r.p50, r.p95, r.p99, r.max]),
  );
}
