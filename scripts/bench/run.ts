process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { assistantLatency, assistantTable, type AssistantResult } from './assistant';
import { coldStart, coldTable, type ColdResult } from './cold-start';
import { corpusParts, corpusSection, type CorpusParts } from './corpus-kinds';
import { costBench } from './cost';
import type { CostResult } from './cost-pricing';
import { costTable } from './cost-table';
import type { DbResult } from './db-measure';
import { dbTable } from './db-report';
import { dbRoundTrips } from './db-round-trips';
import { documentsBench, documentsTable, type DocumentsResult } from './documents';
import { httpLoad, httpTable, type HttpResult } from './http-load';
import { remindersBench, remindersTable, type RemindersResult } from './reminders';
import { load1, machine, table, type Budget } from './report';
import { startBenchStack, type BenchStack } from './stack';
import { subscriptionsBench, subscriptionsTable, type SubscriptionsResult } from './subscriptions';
import { summariesBench, summariesTable, type SummariesResult } from './summaries';
import { buildWeb, webBudgetSizes, type WebResult } from './web';
import { lighthouseRuns } from './web-lighthouse-runs';
import { webBudgets, webTable } from './web-report';
import { parseArgs, type Section } from './args';
import { workerBench, workerTable, type WorkerResult } from './worker';

/**
 * `npm run bench [-- cold db http web assistant reminders summaries documents subscriptions corpus worker cost] [--runs=9] [--duration=10] [--no-lighthouse] [--lighthouse-runs=3] [--lighthouse-pages=/auth,/] [--misses N] [--files=a.data.ts,b.data.ts] [--show]`
 * (`--misses N`: N wrong answers per intent of the `corpus` section, training part only; `--lighthouse-pages`: `/` is the dashboard, `ar` is /auth and the dashboard in Arabic;
 * `--files`: the `worker` section scores these phrasebook files instead of the repository's phrasebooks with a BEFORE export; `--show`: its training misses.)
 * Measures the performance budgets of shared/DESIGN.md and writes bench-results/latest.json.
 * Not part of `npm test`: it takes a few minutes and its numbers depend on the machine.
 */

const log = (line: string) => console.log(`[bench] ${line}`);
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const startedAt = new Date().toISOString();
  const results: {
    cold?: ColdResult;
    db?: DbResult;
    http?: HttpResult;
    web?: WebResult;
    assistant?: AssistantResult;
    reminders?: RemindersResult;
    summaries?: SummariesResult;
    documents?: DocumentsResult;
    subscriptions?: SubscriptionsResult;
    cost?: CostResult;
    worker?: WorkerResult;
  } & Partial<CorpusParts> = {};
  const budgets: Budget[] = [];
  const print = (title: string, body: string) => console.log(`\n## ${title}\n\n${body}\n`);
  const loads: Record<string, { before: number; after?: number }> = {};
  const begin = (section: Section) => (loads[section] = { before: load1() });
  const end = (section: Section) => (loads[section].after = load1());

  if (args.sections.has('cold')) {
    begin('cold');
    results.cold = await coldStart({ runs: args.runs, log });
    budgets.push(...results.cold.budgets);
    end('cold');
    print(`Cold import of each handler bundle (median of ${args.runs} fresh processes; * = slowest)`, coldTable(results.cold));
  }
  if (args.sections.has('db')) {
    begin('db');
    results.db = await dbRoundTrips({ log });
    end('db');
    budgets.push(...results.db.budgets);
    print(`DynamoDB round trips per request (${results.db.seed})`, dbTable(results.db));
    if (results.db.missing.length) console.log(`Not measured: ${results.db.missing.join(', ')}`);
    for (const w of results.db.warnings) console.log(`WARNING ${w}`);
  }
  if (args.sections.has('reminders')) {
    begin('reminders');
    results.reminders = await remindersBench({ log });
    end('reminders');
    budgets.push(...results.reminders.budgets);
    print(
      `Reminder job: ${results.reminders.count} due reminders (${results.reminders.accounts} accounts, seeded in ${(results.reminders.seedMs / 1000).toFixed(1)} s), DynamoDB Local + mail catcher, ${results.reminders.emailsCaught} emails caught`,
      remindersTable(results.reminders),
    );
  }
  if (args.sections.has('subscriptions')) {
    begin('subscriptions');
    results.subscriptions = await subscriptionsBench({ log });
    end('subscriptions');
    budgets.push(...results.subscriptions.budgets);
    print(
      `Calendar subscriptions: ${results.subscriptions.count} feeds of ${results.subscriptions.events} events refreshed by the job (all groups), DynamoDB Local, loopback fetches`,
      subscriptionsTable(results.subscriptions),
    );
  }

  if (args.sections.has('documents')) {
    begin('documents');
    results.documents = await documentsBench({ log, runs: args.runs });
    end('documents');
    budgets.push(...results.documents.budgets);
    print(
      'School documents: a generated 10-page PDF through addDocument (record, unpdf text layer, dates, stored file, ready), DynamoDB Local',
      documentsTable(results.documents),
    );
  }

  if (args.sections.has('summaries')) {
    begin('summaries');
    results.summaries = await summariesBench({ log });
    end('summaries');
    budgets.push(...results.summaries.budgets);
    const s = results.summaries;
    print(
      `Summary jobs: ${s.count} accounts with both summaries on, DynamoDB Local + mail catcher + stand-in Graph API (${s.whatsapp.texts} free-text and ${s.whatsapp.templates} template WhatsApp sends, ${s.emailsCaught} emails caught)`,
      summariesTable(s),
    );
  }

  if (args.sections.has('corpus')) {
    begin('corpus');
    const parts = await corpusParts(args.misses, log);
    Object.assign(results, parts);
    end('corpus');
    if (parts.corpus.error) console.log(`\n## Assistant corpus: not measured: ${parts.corpus.error.split('\n')[0]}`);
    else print(...corpusSection(parts));
  }

  if (args.sections.has('worker')) {
    begin('worker');
    results.worker = await workerBench({ log, files: args.files, show: args.show });
    end('worker');
    print(
      'Assistant through the worker: phrasebook rows with the account as it was before each message (DynamoDB Local), the effect read back through the API; beside it, the engine alone',
      workerTable(results.worker),
    );
  }

  if (args.sections.has('cost')) {
    begin('cost');
    results.cost = await costBench({ log });
    end('cost');
    print('Cost of one active family for a month (DynamoDB Local, real handlers; prices.ts list prices, us-east-1)', costTable(results.cost));
  }

  let stack: BenchStack | undefined;
  try {
    if (args.sections.has('web')) {
      log('building the web app (vite build)...');
      await buildWeb();
      results.web = { sizes: webBudgetSizes() };
    }
    if (args.sections.has('http') || args.sections.has('assistant') || (args.sections.has('web') && args.lighthouse)) {
      log('starting scripts/dev.ts (npm start) on free ports with a temporary DATA_DIR...');
      stack = await startBenchStack(log);
    }
    if (args.sections.has('http')) {
      begin('http');
      results.http = await httpLoad({ stack: stack!, duration: args.duration, log });
      end('http');
      budgets.push(...results.http.budgets);
      for (const w of results.http.warnings) console.log(`WARNING ${w}`);
      print(
        `Local API over HTTP (autocannon, ${args.duration} s per mode; sub-ms percentiles of every 2xx response; ratio = API / bare server)`,
        httpTable(results.http),
      );
    }
    if (args.sections.has('assistant')) {
      begin('assistant');
      results.assistant = await assistantLatency({ stack: stack!, log });
      end('assistant');
      budgets.push(...results.assistant.budgets);
      for (const w of results.assistant.warnings) console.log(`WARNING ${w}`);
      print(
        'WhatsApp assistant through the local stack (webhook acknowledgement; message to reply via queue, worker, engine and the stand-in Graph API)',
        assistantTable(results.assistant),
      );
    }
    if (results.web) {
      begin('web');
      results.web.lighthouse = args.lighthouse
        ? await lighthouseRuns({ stack: stack!, log, runs: args.lighthouseRuns, pages: args.lighthousePages })
        : { skipped: '--no-lighthouse' };
      end('web');
      results.web.budgets = webBudgets(results.web);
      budgets.push(...results.web.budgets);
      print('Web: JavaScript per first page (gzip) and Lighthouse', webTable(results.web));
    }
  } finally {
    await stack?.stop();
  }

  print(
    'Budgets (shared/DESIGN.md)',
    table(
      ['budget', 'value', 'limit', 'pass', 'note'],
      budgets.map((b) => [b.name, `${b.value} ${b.unit}`, `${b.limit} ${b.unit}`, b.pass ? 'yes' : 'NO', clip(b.note ?? '', 110)]),
      [0, 4],
    ),
  );
  const host = machine();
  console.log(
    `Machine: ${host.cpus} x ${host.cpuModel}, ${host.memoryGb} GB, Node ${host.node}. 1-minute load average per section: ${Object.entries(loads)
      .map(([k, v]) => `${k} ${v.before}->${v.after}`)
      .join(', ')}`,
  );
  // Only "before": during a section the benchmark's own processes (DynamoDB Local, the stack, Chromium) load the machine.
  if (Object.values(loads).some((v) => v.before > host.cpus)) {
    console.log(
      `WARNING: the load average exceeded the ${host.cpus} cores before a section started: other work on this machine inflates latencies and cold starts.`,
    );
  }
  const out = resolve(import.meta.dirname, '../../bench-results');
  mkdirSync(out, { recursive: true });
  const file = join(out, 'latest.json');
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt, finishedAt: new Date().toISOString(), machine: host, loadAverage: loads, args: { ...args, sections: [...args.sections] }, budgets, ...results }, null, 2)}\n`,
  );
  log(`wrote ${file}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
