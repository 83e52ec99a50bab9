import autocannon, { type Result } from 'autocannon';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { waitForReady } from '../../tests/e2e/stack-process';
import { freePort } from '../../tests/helpers/ports';
import { budget, round, table, type Budget } from './report';
import { addFamily, addMonthOfEvents, httpApi, monthRange, signUp } from './seed';
import type { BenchStack } from './stack';

/**
 * Latency and throughput of the local API (`npm start` as a child process) with autocannon: each
 * endpoint at a fixed 100 requests/s and unthrottled, next to a bare node:http server doing the same
 * DynamoDB work as the family list, so the ratio is what the adapter + wrapper cost.
 */

const CONNECTIONS = 10;
const RATE = 100;
const WARM_UP_SECONDS = 2;

/**
 * autocannon's overallRate is a per-second quota per connection, sent back to back at the start of
 * each second: with 10 connections that is a burst of 10 concurrent requests every second. So the
 * fixed rate runs twice: on 1 connection (paced, nothing queues: the budget figure) and on 10 (bursty).
 */
const MODES = [
  { mode: 'rate 100/s, 1 conn', connections: 1, rate: RATE },
  { mode: 'rate 100/s, 10 conns', connections: CONNECTIONS, rate: RATE },
  { mode: 'unthrottled, 10 conns', connections: CONNECTIONS, rate: undefined },
] as const;
type Mode = (typeof MODES)[number]['mode'];
const BUDGET_MODE: Mode = 'rate 100/s, 1 conn';

export interface LoadRow {
  target: string;
  mode: Mode;
  requests: number;
  reqPerSec: number;
  p50: number;
  p975: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** autocannon's own histogram (whole milliseconds; corrected for coordinated omission at a fixed rate). */
  autocannon: { p50: number; p97_5: number; p99: number; avgReqPerSec: number };
}

export interface HttpResult {
  seed: string;
  rows: LoadRow[];
  warnings: string[];
  overhead: { p50: number; p99: number; reqPerSec: number; mode: string }[];
  budgets: Budget[];
}

/** Nearest-rank percentile over every response time (sub-millisecond, unlike the histogram). */
function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function cannon(
  url: string,
  headers: Record<string, string>,
  duration: number,
  connections: number,
  rate?: number,
): Promise<{ result: Result; times: number[] }> {
  return new Promise((ok, fail) => {
    const times: number[] = [];
    const instance = autocannon({ url, headers, connections, duration, timeout: 10, ...(rate ? { overallRate: rate } : {}) }, (error, result) =>
      error ? fail(error) : ok({ result, times }),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
    });
  });
}

async function measure(target: string, url: string, headers: Record<string, string>, duration: number, log: (line: string) => void): Promise<LoadRow[]> {
  await cannon(url, headers, WARM_UP_SECONDS, CONNECTIONS); // loads the handler module and warms the JIT; discarded
  const rows: LoadRow[] = [];
  for (const { mode, connections, rate } of MODES) {
    log(`  ${target}: ${mode}, ${duration} s...`);
    const { result, times } = await cannon(url, headers, duration, connections, rate);
    times.sort((a, b) => a - b);
    rows.push({
      target,
      mode,
      requests: result.requests.total,
      reqPerSec: round(result.requests.total / result.duration, 0),
      p50: round(percentile(times, 50), 2),
      p975: round(percentile(times, 97.5), 2),
      p99: round(percentile(times, 99), 2),
      max: round(times[times.length - 1] ?? NaN, 1),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      autocannon: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, avgReqPerSec: result.requests.average },
    });
  }
  return rows;
}

async function startBareServer(stack: BenchStack, userId: string, sessionId: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bare-server.ts')], {
    env: {
      ...process.env,
      BARE_PORT: String(port),
      BARE_DYNAMO_PORT: String(stack.dynamoPort),
      BARE_TABLE: stack.tableName,
      BARE_USER_ID: userId,
      BARE_SESSION_ID: sessionId,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForReady(child, 'bare server', 30_000);
  return {
    url: `http://127.0.0.1:${port}/family-members`,
    stop: () =>
      new Promise<void>((ok) => {
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}

export async function httpLoad(opts: { stack: BenchStack; duration: number; log: (line: string) => void }): Promise<HttpResult> {
  const { stack, duration, log } = opts;
  const api = httpApi(stack.apiUrl);
  log('seeding over HTTP: a parent with 20 family members and a month of recurring events...');
  const user = await signUp(api, stack.mailUrl, { firstName: 'Maya' });
  const members = await addFamily(api, user.token, 20);
  const warnings: string[] = [];
  const range = monthRange();
  const series = await addMonthOfEvents(
    api,
    user.token,
    members.map((m) => m.id),
  ).then(
    (r) => r.series,
    (e: Error) => (warnings.push(`seeding events failed: ${e.message}`), 0),
  );
  const listed = await api('GET', '/api/calendar/events', { token: user.token, query: { fromDate: range.fromDate, toDate: range.toDate } });
  const occurrences = Array.isArray(listed.body) ? listed.body.length : 0;

  const auth = { authorization: `Bearer ${user.token}` };
  const base = stack.apiUrl;
  const targets: Array<[string, string, Record<string, string>]> = [
    ['GET /api/health', `${base}/api/health`, {}],
    ['GET /api/auth/user', `${base}/api/auth/user`, auth],
    ['GET /api/family-members (20)', `${base}/api/family-members`, auth],
    [`GET /api/calendar/events (month, ${occurrences} occurrences)`, `${base}/api/calendar/events?fromDate=${range.fromDate}&toDate=${range.toDate}`, auth],
  ];
  const rows: LoadRow[] = [];
  log(`autocannon: ${WARM_UP_SECONDS} s warm-up, then ${MODES.map((m) => m.mode).join(' / ')} for ${duration} s each`);
  for (const [name, url, headers] of targets) rows.push(...(await measure(name, url, headers, duration, log)));

  const claims = JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };
  const bare = await startBareServer(stack, claims.sub, claims.sid);
  try {
    rows.push(...(await measure('bare node:http, same GetItem + Query', bare.url, {}, duration, log)));
  } finally {
    await bare.stop();
  }

  const family = rows.filter((r) => r.target.startsWith('GET /api/family-members'));
  const floor = rows.filter((r) => r.target.startsWith('bare'));
  const overhead = family.map((f) => {
    const b = floor.find((x) => x.mode === f.mode)!;
    return { mode: f.mode, p50: round(f.p50 / b.p50, 2), p99: round(f.p99 / b.p99, 2), reqPerSec: round(f.reqPerSec / b.reqPerSec, 2) };
  });
  const atRate = family.find((r) => r.mode === BUDGET_MODE)!;
  const bursty = family.find((r) => r.mode === 'rate 100/s, 10 conns')!;
  const failures = rows.filter((r) => r.non2xx || r.errors);
  return {
    seed: `parent with ${members.length} members, ${series} event series (${occurrences} occurrences in ${range.fromDate}..${range.toDate})`,
    rows,
    warnings,
    overhead,
    budgets: [
      budget(
        'family list p99 at 100 req/s (paced, 1 connection)',
        atRate.p99,
        50,
        'ms',
        atRate.p99 < 50,
        `autocannon histogram p99 ${atRate.autocannon.p99} ms`,
      ),
      budget('family list p99 at 100 req/s (bursts of 10)', bursty.p99, 50, 'ms', bursty.p99 < 50, `autocannon histogram p99 ${bursty.autocannon.p99} ms`),
      ...(failures.length
        ? [budget('load runs with non-2xx or errors', failures.length, 0, 'runs', false, failures.map((r) => `${r.target} ${r.mode}`).join(', '))]
        : []),
    ],
  };
}

export function httpTable(result: HttpResult): string {
  const main = table(
    ['target', 'mode', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'non-2xx'],
    result.rows.map((r) => [r.target, r.mode, r.reqPerSec, r.p50, r.p975, r.p99, r.max, r.non2xx + r.errors]),
    [0, 1],
  );
  const ratio = table(
    ['family list / bare server', 'p50', 'p99', 'req/s'],
    result.overhead.map((o) => [o.mode, `${o.p50}x`, `${o.p99}x`, `${o.reqPerSec}x`]),
  );
  return `${main}\n\n${ratio}\n\nSeed: ${result.seed}.`;
}
