import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { queueWorkers, routes, scheduledJobs } from '../../functions/routes';
import { prices } from './prices';
import { round, table } from './report';
import { runChild, startBenchServices } from './seed';

/**
 * What one active family costs a month: cost-run.ts replays the family's month against the real handlers and
 * DynamoDB Local (no AWS) and meters each step; this file prices the meters with prices.ts and adds the costs
 * a deployment pays whatever its number of families (scheduled job runs, alarms, secrets), spread over
 * FIXED_SPREAD families.
 */

export const FIXED_SPREAD = 10_000;

/** One step of the month, as metered by cost-run.ts. */
export interface Meter {
  /** Lambda invocations of the family's own (API routes, the worker); job runs are counted as fixed. */
  invocations: number;
  /** Job runs the family had work in (their time beyond an empty run is in billedMs). */
  runs: number;
  /** Handler time, each invocation rounded up to the millisecond. */
  billedMs: number;
  apiRequests: number;
  readUnits: number;
  writeUnits: number;
  sqsRequests: number;
  emails: number;
  s3Put: number;
  s3Get: number;
  s3Bytes: number;
  /** What the handlers printed (CloudWatch Logs ingestion). */
  logBytes: number;
  whatsappText: number;
  whatsappTemplate: number;
}

interface EmptyRun {
  ms: number;
  readUnits: number;
  writeUnits: number;
  logBytes: number;
}

export interface FamilyMonth {
  steps: Record<string, Meter>;
  emptyRuns: { reminders: EmptyRun; summaries: EmptyRun; refresh: EmptyRun };
  model: Array<{ systemChars: number; toolChars: number; historyChars: number; messageChars: number; replyChars: number }>;
  storage: { items: number; itemBytes: number; documentBytes: number };
  counts: Record<string, number>;
  replayMs: number;
  /** The first reply to each kind of assistant message. */
  samples: Record<string, string>;
  stamp: string;
}

interface Line {
  service: string;
  usage: string;
  usd: number;
  kind: 'infra' | 'model' | 'meta';
}

export interface CostResult {
  month: FamilyMonth;
  memoryMb: number;
  perFamily: Line[];
  fixed: Line[];
  totals: { infra: number; model: number; whatsapp: number; fixedPerDeployment: number; fixedPerFamily: number };
  tokens: { input: number; output: number };
  biggest: Line;
  biggestInfra: Line;
  goal: { limit: number; met: boolean };
  readOn: string;
}

// Assumptions that no local run can measure; each is printed with the result.
const ASSUME = {
  /** Lambda's START/END/REPORT lines per invocation (bytes). */
  platformLogBytes: 300,
  /** Static requests per web session that reach CloudFront (index.html, config; hashed assets are cached). */
  staticRequestsPerSession: 2,
  /** Cold starts per invocation, and the secrets each reads then (GetSecretValue calls). */
  coldStartShare: 0.01,
  secretsPerColdStart: 2,
  /** Anthropic's tool-use system prompt, added by the model provider when tools are sent (tokens). */
  toolPromptTokens: 300,
  /** Model rounds per message: one tool call, one reply. */
  modelRounds: 2,
  /** Output tokens of a tool call. */
  toolCallTokens: 60,
  /** Worker time spent waiting for Bedrock per round (ms). */
  modelRoundMs: 1200,
  /** The SQS event source's long polls on the assistant queue: 5 pollers, one 20 s poll each. */
  sqsPollsPerMonth: 5 * 3 * 60 * 24 * 30,
  /** Days of a month (scheduled runs). */
  days: 30,
  /** Documents are kept until deleted: a school year's worth (10 months of 2) is the steady state. */
  documentMonthsKept: 10,
};

/** The functions' memory, read from the construct every function is made with. */
export function functionMemoryMb(): number {
  const source = readFileSync(resolve(import.meta.dirname, '../../infra/constructs/api-function.ts'), 'utf8');
  const found = /memorySize:\s*(\d+)/.exec(source);
  if (!found) throw new Error('memorySize not found in infra/constructs/api-function.ts');
  return Number(found[1]);
}

/** One API Gateway access-log line in the stage's format (infra/constructs/http-api.ts), with typical values. */
const ACCESS_LOG_BYTES = JSON.stringify({
  requestId: 'Ab1Cd2Ef3Gh4Ij=',
  ip: '203.0.113.10',
  time: '25/Nov/2026:07:00:00 +0000',
  routeKey: 'GET /api/calendar/events',
  status: '200',
  bytes: '2048',
  latencyMs: '45',
  integrationError: '-',
}).length;

const GB = 1024 ** 3;
const money = (usd: number) => (usd >= 0.01 ? `$${usd.toFixed(4)}` : usd >= 0.0001 ? `$${usd.toFixed(5)}` : `$${usd.toFixed(7)}`);

export function priceMonth(month: FamilyMonth, memoryMb: number): Omit<CostResult, 'month'> {
  const p = prices;
  const gbPerMs = memoryMb / 1024 / 1000;
  const steps = Object.values(month.steps);
  const sum = (f: (m: Meter) => number) => steps.reduce((n, m) => n + f(m), 0);
  const invocations = sum((m) => m.invocations);
  const gbSeconds = sum((m) => m.billedMs) * gbPerMs;
  const apiRequests = sum((m) => m.apiRequests);
  const readUnits = sum((m) => m.readUnits);
  const writeUnits = sum((m) => m.writeUnits);
  const logBytes = sum((m) => m.logBytes) + invocations * ASSUME.platformLogBytes + apiRequests * ACCESS_LOG_BYTES;
  const cloudfrontRequests = apiRequests + month.counts.sessions * ASSUME.staticRequestsPerSession;
  const secretCalls = invocations * ASSUME.coldStartShare * ASSUME.secretsPerColdStart;
  const documentGbMonth = (month.storage.documentBytes * ASSUME.documentMonthsKept) / GB;
  const tableGbMonth = month.storage.itemBytes / GB;
  const templates = sum((m) => m.whatsappTemplate);

  let input = 0;
  let output = 0;
  for (const m of month.model) {
    const base = Math.ceil((m.systemChars + m.toolChars + m.historyChars + m.messageChars) / 4) + ASSUME.toolPromptTokens;
    const reply = Math.max(30, Math.ceil(m.replyChars / 4));
    // Round 1 sends the prompt and gets a tool call; round 2 sends it again with the call and its result.
    input += base + (base + ASSUME.toolCallTokens + reply);
    output += ASSUME.toolCallTokens + reply;
  }
  const modelWaitGbS = month.model.length * ASSUME.modelRounds * ASSUME.modelRoundMs * gbPerMs;

  const perFamily: Line[] = [
    { service: 'Lambda compute (arm64)', usage: `${round(gbSeconds, 2)} GB-s (${memoryMb} MB)`, usd: gbSeconds * p.lambda.perGbSecond, kind: 'infra' },
    { service: 'Lambda requests', usage: `${invocations} invocations`, usd: (invocations / 1e6) * p.lambda.perMillionRequests, kind: 'infra' },
    { service: 'API Gateway HTTP API', usage: `${apiRequests} requests`, usd: (apiRequests / 1e6) * p.apiGatewayHttpPerMillion, kind: 'infra' },
    {
      service: 'CloudFront requests (API + page loads)',
      usage: `${cloudfrontRequests} requests`,
      usd: (cloudfrontRequests / 1e4) * p.cloudfront.perTenThousandHttpsRequests,
      kind: 'infra',
    },
    { service: 'DynamoDB reads', usage: `${round(readUnits, 1)} RRU`, usd: (readUnits / 1e6) * p.dynamodb.perMillionReadUnits, kind: 'infra' },
    { service: 'DynamoDB writes', usage: `${round(writeUnits, 1)} WRU`, usd: (writeUnits / 1e6) * p.dynamodb.perMillionWriteUnits, kind: 'infra' },
    {
      service: 'DynamoDB storage + PITR',
      usage: `${month.storage.items} items, ${round(month.storage.itemBytes / 1024, 0)} KB`,
      usd: tableGbMonth * (p.dynamodb.storagePerGbMonth + 0.2),
      kind: 'infra',
    },
    {
      service: 'SQS FIFO (assistant queue)',
      usage: `${sum((m) => m.sqsRequests)} requests`,
      usd: (sum((m) => m.sqsRequests) / 1e6) * p.sqsFifoPerMillion,
      kind: 'infra',
    },
    { service: 'SES', usage: `${sum((m) => m.emails)} emails`, usd: (sum((m) => m.emails) / 1000) * p.sesPerThousandEmails, kind: 'infra' },
    {
      service: 'S3 (documents)',
      usage: `${sum((m) => m.s3Put)} PUT, ${sum((m) => m.s3Get)} GET, ${round(month.storage.documentBytes / 1024, 0)} KB/month, ${ASSUME.documentMonthsKept} months kept`,
      usd: (sum((m) => m.s3Put) / 1000) * p.s3.putPerThousand + (sum((m) => m.s3Get) / 1000) * p.s3.getPerThousand + documentGbMonth * p.s3.standardPerGbMonth,
      kind: 'infra',
    },
    { service: 'CloudWatch Logs ingestion', usage: `${round(logBytes / 1024, 0)} KB`, usd: (logBytes / GB) * p.cloudwatch.logsIngestionPerGb, kind: 'infra' },
    {
      service: 'Secrets Manager calls (cold starts)',
      usage: `${round(secretCalls, 1)} calls`,
      usd: (secretCalls / 1e4) * p.secretsManager.perTenThousandCalls,
      kind: 'infra',
    },
    { service: 'EventBridge scheduled rules', usage: 'free', usd: 0, kind: 'infra' },
    {
      service: 'Bedrock Claude 3.5 Haiku (estimate)',
      usage: `${month.model.length} messages, ${input} in / ${output} out tokens`,
      usd: (input / 1e6) * p.bedrockHaiku35.perMillionInput + (output / 1e6) * p.bedrockHaiku35.perMillionOutput,
      kind: 'model',
    },
    { service: 'Lambda waiting for Bedrock (estimate)', usage: `${round(modelWaitGbS, 2)} GB-s`, usd: modelWaitGbS * p.lambda.perGbSecond, kind: 'model' },
    { service: "WhatsApp utility templates (Meta's fee)", usage: `${templates} templates`, usd: templates * p.whatsappUtilityUs, kind: 'meta' },
  ];

  // ---- per deployment
  const runsPerMonth = (every: number) => (ASSUME.days * 24 * 60) / every;
  const job = (handler: string) => scheduledJobs.find((j) => j.handler === handler)!.everyMinutes;
  const functions = routes.length + scheduledJobs.length + queueWorkers.length;
  const alarms = functions * 2 + 11;
  const fixed: Line[] = [];
  for (const [name, handler, empty] of [
    ['Reminder job runs', 'jobs/send-reminders', month.emptyRuns.reminders],
    ['Summary job runs', 'jobs/send-summaries', month.emptyRuns.summaries],
    ['Subscription refresh runs', 'jobs/refresh-subscriptions', month.emptyRuns.refresh],
  ] as const) {
    const runs = runsPerMonth(job(handler));
    const gbS = runs * Math.max(1, Math.ceil(empty.ms)) * gbPerMs;
    const usd =
      runs * (p.lambda.perMillionRequests / 1e6) +
      gbS * p.lambda.perGbSecond +
      ((runs * empty.readUnits) / 1e6) * p.dynamodb.perMillionReadUnits +
      ((runs * empty.writeUnits) / 1e6) * p.dynamodb.perMillionWriteUnits +
      ((runs * (empty.logBytes + ASSUME.platformLogBytes)) / GB) * p.cloudwatch.logsIngestionPerGb;
    fixed.push({
      service: `${name} (every ${job(handler)} min)`,
      usage: `${runs} runs × ${round(empty.ms, 0)} ms, ${round(empty.readUnits, 1)} RRU + ${round(empty.writeUnits, 1)} WRU each`,
      usd,
      kind: 'infra',
    });
  }
  fixed.push(
    { service: 'EventBridge schedules', usage: `${scheduledJobs.length} rules`, usd: 0, kind: 'infra' },
    {
      service: 'SQS event-source polling (assistant queue)',
      usage: `${ASSUME.sqsPollsPerMonth} empty receives (estimate)`,
      usd: (ASSUME.sqsPollsPerMonth / 1e6) * p.sqsFifoPerMillion,
      kind: 'infra',
    },
    {
      service: 'CloudWatch alarms',
      usage: `${alarms} alarms (2 per function × ${functions} + 11)`,
      usd: alarms * p.cloudwatch.alarmPerMonth,
      kind: 'infra',
    },
    {
      service: 'CloudWatch dashboard + log metrics',
      usage: '1 dashboard, 3 metric filters',
      usd: p.cloudwatch.dashboardPerMonth + 3 * p.cloudwatch.customMetricPerMonth,
      kind: 'infra',
    },
    { service: 'Secrets Manager secrets', usage: '7 secrets (JWT, origin, Stripe ×2, WhatsApp ×3)', usd: 7 * p.secretsManager.perSecretMonth, kind: 'infra' },
    { service: 'CloudFront distribution', usage: 'no monthly fee; requests are per family', usd: 0, kind: 'infra' },
  );

  const total = (kind: Line['kind']) => perFamily.filter((l) => l.kind === kind).reduce((n, l) => n + l.usd, 0);
  const fixedPerDeployment = fixed.reduce((n, l) => n + l.usd, 0);
  const infraLines = perFamily.filter((l) => l.kind === 'infra');
  const biggest = [...perFamily].sort((a, b) => b.usd - a.usd)[0];
  const infra = total('infra');
  return {
    memoryMb,
    perFamily,
    fixed,
    totals: { infra, model: total('model'), whatsapp: total('meta'), fixedPerDeployment, fixedPerFamily: fixedPerDeployment / FIXED_SPREAD },
    tokens: { input, output },
    biggest,
    biggestInfra: [...infraLines].sort((a, b) => b.usd - a.usd)[0],
    goal: { limit: 0.05, met: infra + fixedPerDeployment / FIXED_SPREAD < 0.05 },
    readOn: p.readOn,
  };
}

export async function costBench(opts: { log: (line: string) => void }): Promise<CostResult> {
  opts.log('starting DynamoDB Local (in memory) and the mail catcher...');
  const services = await startBenchServices({ mail: true });
  const documentsDir = mkdtempSync(join(tmpdir(), 'simplify-cost-'));
  try {
    opts.log('replaying one family month (40 sessions, 120 messages, 60 reminders, 34 summaries, 2 documents, 120 feed reads)...');
    const month = await runChild<FamilyMonth>(
      'cost-run.ts',
      {
        ...services.env,
        // Production logs at info: the log bytes are part of the cost.
        LOG_LEVEL: 'info',
        DB_CAPACITY: '1',
        MAIL_URL: services.env.SES_ENDPOINT,
        DOCUMENTS_DIR: documentsDir,
        APP_URL: 'http://localhost:3000',
        JWT_SECRET: randomBytes(48).toString('base64url'),
      },
      1,
    );
    return { month, ...priceMonth(month, functionMemoryMb()) };
  } finally {
    await services.stop();
    rmSync(documentsDir, { recursive: true, force: true });
  }
}

/** Meta's categories: replies and agendas inside a 24 h window the parent opened are free; templates outside it are utility. */
function whatsappLine(r: CostResult): string {
  const steps = Object.values(r.month.steps);
  const texts = steps.reduce((n, m) => n + m.whatsappText, 0);
  const templates = steps.reduce((n, m) => n + m.whatsappTemplate, 0);
  return `WhatsApp: ${texts} free-form messages inside open 24 h windows (service, free; ${r.month.counts.messageDays} days with messages from the parent), ${templates} daily agendas as utility templates outside a window (Meta's fee).`;
}

function promptLine(r: CostResult): string {
  const n = r.month.model.length || 1;
  const avg = (f: (m: FamilyMonth['model'][number]) => number) => Math.round(r.month.model.reduce((t, m) => t + f(m), 0) / n / 4);
  return `Model prompt per round (chars/4, average): system ${avg((m) => m.systemChars)} + tool schemas ${avg((m) => m.toolChars)} + history ${avg((m) => m.historyChars)} + message ${avg((m) => m.messageChars)} tokens, + ${ASSUME.toolPromptTokens} for the provider's tool-use prompt; ${ASSUME.modelRounds} rounds per message.`;
}

export function costTable(r: CostResult): string {
  const steps = table(
    ['step', 'invocations', 'job runs', 'billed ms', 'GB-s', 'API req', 'RRU', 'WRU', 'SQS', 'emails', 'S3 PUT', 'WA text', 'WA template', 'log KB'],
    Object.entries(r.month.steps).map(([name, m]) => [
      name,
      m.invocations,
      m.runs,
      round(m.billedMs, 0),
      round((m.billedMs / 1000) * (r.memoryMb / 1024), 2),
      m.apiRequests,
      round(m.readUnits, 1),
      round(m.writeUnits, 1),
      m.sqsRequests,
      m.emails,
      m.s3Put,
      m.whatsappText,
      m.whatsappTemplate,
      round(m.logBytes / 1024, 1),
    ]),
  );
  const lines = table(
    ['service', 'usage per family per month', 'USD'],
    r.perFamily.map((l) => [l.service, l.usage, money(l.usd)]),
    [0, 1],
  );
  const fixed = table(
    ['per deployment', 'usage per month', 'USD / month', `USD / family (÷${FIXED_SPREAD})`],
    r.fixed.map((l) => [l.service, l.usage, money(l.usd), money(l.usd / FIXED_SPREAD)]),
    [0, 1],
  );
  const t = r.totals;
  const withFixed = t.infra + t.fixedPerFamily;
  return [
    steps,
    '',
    lines,
    '',
    fixed,
    '',
    `Infrastructure per family (AWS, no model, no WhatsApp fees): ${money(t.infra)} + fixed ${money(t.fixedPerFamily)} = ${money(withFixed)}  (goal < $${r.goal.limit}: ${r.goal.met ? 'met' : 'NOT met'})`,
    `With the language model (12 messages, estimated ${r.tokens.input} input / ${r.tokens.output} output tokens): ${money(withFixed + t.model)}`,
    `With WhatsApp fees too (Meta's utility templates): ${money(withFixed + t.model + t.whatsapp)}`,
    `Fixed per deployment: ${money(t.fixedPerDeployment)} a month.`,
    `Biggest item: ${r.biggest.service} (${money(r.biggest.usd)}); biggest infrastructure item: ${r.biggestInfra.service} (${money(r.biggestInfra.usd)}).`,
    whatsappLine(r),
    promptLine(r),
    `Assistant replies (first of each kind): ${Object.entries(r.month.samples)
      .map(([q, a]) => `"${q}" → "${a.replace(/\s+/g, ' ').slice(0, 70)}"`)
      .join('; ')}`,
    `Memory ${r.memoryMb} MB (infra/constructs/api-function.ts). Prices: prices.ts, written ${r.readOn} from memory of the list prices: re-check them. Handler times are this machine against DynamoDB Local (which reports 0 RRU for a Query that finds nothing); model tokens are estimated (chars/4 of the prompt, tools and history the Bedrock engine would send), not measured. Job runs are counted per deployment: a family adds only a run's time and capacity beyond an empty run's.`,
  ].join('\n');
}
