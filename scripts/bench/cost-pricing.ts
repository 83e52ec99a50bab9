import { queueWorkers, routes, scheduledJobs } from '../../functions/routes';
import { ACCESS_LOG_BYTES, ASSUME } from './cost-assumptions';
import type { FamilyMonth, Meter } from './cost-month';
import { prices } from './prices';
import { round } from './report';

/**
 * The month's meters priced with prices.ts, plus the costs a deployment pays whatever its number of families
 * (scheduled job runs, alarms, secrets), spread over FIXED_SPREAD families.
 */

export const FIXED_SPREAD = 10_000;

export interface Line {
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

const GB = 1024 ** 3;

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
