import type { FamilyMonth } from './cost-month';
import { ASSUME } from './cost-assumptions';
import { FIXED_SPREAD, type CostResult } from './cost-pricing';
import { round, table } from './report';

/** The cost section's printout: the metered steps, the per-family and per-deployment lines, and the totals. */

const money = (usd: number) => (usd >= 0.01 ? `$${usd.toFixed(4)}` : usd >= 0.0001 ? `$${usd.toFixed(5)}` : `$${usd.toFixed(7)}`);

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
