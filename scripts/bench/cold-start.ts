import { build } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { queueWorkers, routes, scheduledJobs } from '../../functions/routes';
import { budget, kb, median, round, table, type Budget } from './report';
import { LOADED_BESIDE } from '../../infra/constructs/api-function';

/**
 * Cold start: every handler bundled as infra/constructs/api-function.ts bundles it (the options
 * NodejsFunction passes to esbuild), then `import()` timed in a fresh Node process per sample.
 */

const root = resolve(import.meta.dirname, '../..');
/**
 * The budget's "minimal handler bundled the same way": the smallest handler this codebase can have, the
 * shared wrapper (functions/http.ts: validation, JWT + session check, DynamoDB client, errors, log line)
 * around a use case that does nothing. What it costs, every handler costs; the ratio shows what routes add.
 */
export const MINIMAL = '(minimal handler)';
/** For reference: a bare function with no imports (Node's own cost of importing a module). */
export const EMPTY = '(empty function)';
export const HEALTH = 'system/health';
/** The intent model on its own: its module imported and one message read, to show what loading it costs. */
export const MODEL = '(intent model: load + first reading)';
const WORKER = 'assistant/conversation/worker';

/** The esbuild options aws-lambda-nodejs derives from ApiFunction's `bundling` props (ESM, minify, node22, pdf.js left beside). */
export const lambdaBundling = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  minify: true,
  sourcemap: false,
  mainFields: ['module', 'main'],
  banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
  external: [...LOADED_BESIDE] as string[],
  logLevel: 'warning',
} as const;

export interface ColdRow {
  handler: string;
  kb: number;
  importMs: number;
  processMs: number;
  samples: number[];
  vsMinimal: number;
  vsEmpty: number;
  vsHealth: number;
}

export interface ColdResult {
  runs: number;
  rows: ColdRow[];
  heaviest: ColdRow;
  budgets: Budget[];
}

/** What the Lambda runtime would have in the environment: enough for modules that read config at import. */
const lambdaEnv = {
  TABLE_NAME: 'bench',
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  LOG_LEVEL: 'silent',
};

/** One fresh `node`: time the dynamic import of the bundle from inside, and the whole process from outside. */
function timeImport(file: string): Promise<{ importMs: number; processMs: number }> {
  const script = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(file).href)});process.stdout.write(String(performance.now()-t));`;
  const started = performance.now();
  return new Promise((ok, fail) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { env: { PATH: process.env.PATH, ...lambdaEnv }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) return fail(new Error(`importing ${file} failed: ${stderr || error.message}`));
        ok({ importMs: Number(stdout), processMs: performance.now() - started });
      },
    );
  });
}

export async function coldStart(opts: { runs: number; log: (line: string) => void }): Promise<ColdResult> {
  const dir = mkdtempSync(join(tmpdir(), 'simplify-bench-cold-'));
  try {
    const minimalEntry = join(dir, 'minimal-handler.ts');
    writeFileSync(
      minimalEntry,
      `import { route } from ${JSON.stringify(join(root, 'functions/http.ts'))};\nexport const handler = route({}, async () => ({ ok: true }));\n`,
    );
    const emptyEntry = join(dir, 'empty-function.ts');
    writeFileSync(emptyEntry, "export const handler = async () => ({ statusCode: 200, body: 'ok' });\n");
    const modules = [...new Set([...routes.map((r) => r.handler), ...scheduledJobs.map((j) => j.handler), ...queueWorkers.map((w) => w.handler)])];
    const modelEntry = join(dir, 'intent-model.ts');
    writeFileSync(
      modelEntry,
      `import { classify } from ${JSON.stringify(join(root, 'functions/assistant/understanding/intent.ts'))};\nclassify('add swimming for Mia tomorrow at 4pm', ['Mia']);\nexport const handler = async () => ({ statusCode: 200, body: 'ok' });\n`,
    );
    const entries = [
      { name: MINIMAL, entry: minimalEntry },
      { name: EMPTY, entry: emptyEntry },
      { name: MODEL, entry: modelEntry },
      ...modules.map((m) => ({ name: m, entry: join(root, 'functions', `${m}.ts`) })),
    ];

    opts.log(`bundling ${entries.length} handlers (esbuild, ESM, minified, node22)...`);
    const bundles: Array<{ name: string; file: string; bytes: number }> = [];
    for (const [i, e] of entries.entries()) {
      const file = join(dir, `b${i}`, 'index.mjs');
      // absWorkingDir = the project root, as CDK runs esbuild there.
      await build({ ...lambdaBundling, mainFields: [...lambdaBundling.mainFields], entryPoints: [e.entry], outfile: file, absWorkingDir: root });
      bundles.push({ name: e.name, file, bytes: statSync(file).size });
    }

    // One warm-up pass fills the OS file cache; then every bundle once per round, so drift hits all alike.
    opts.log(`timing import() in a fresh node process: 1 warm-up + ${opts.runs} rounds x ${bundles.length} bundles...`);
    for (const b of bundles) await timeImport(b.file);
    const samples = new Map(bundles.map((b) => [b.name, [] as Array<{ importMs: number; processMs: number }>]));
    for (let r = 0; r < opts.runs; r++) {
      for (const b of bundles) samples.get(b.name)!.push(await timeImport(b.file));
    }

    const med = (name: string) => median(samples.get(name)!.map((s) => s.importMs));
    const minimalMs = med(MINIMAL);
    const emptyMs = med(EMPTY);
    const healthMs = med(HEALTH);
    const rows: ColdRow[] = bundles.map((b) => ({
      handler: b.name,
      kb: kb(b.bytes),
      importMs: round(med(b.name), 1),
      processMs: round(median(samples.get(b.name)!.map((s) => s.processMs)), 1),
      samples: samples.get(b.name)!.map((s) => round(s.importMs, 1)),
      vsMinimal: round(med(b.name) / minimalMs, 2),
      vsEmpty: round(med(b.name) / emptyMs, 2),
      vsHealth: round(med(b.name) / healthMs, 2),
    }));
    const handlersOnly = rows.filter((r) => r.handler !== MINIMAL && r.handler !== EMPTY && r.handler !== MODEL);
    const model = rows.find((r) => r.handler === MODEL)!;
    const modelMs = round(med(MODEL) - emptyMs, 1);
    const worker = rows.find((r) => r.handler === WORKER);
    const heaviest = handlersOnly.reduce((a, b) => (b.importMs > a.importMs ? b : a));
    const biggest = handlersOnly.reduce((a, b) => (b.kb > a.kb ? b : a));
    return {
      runs: opts.runs,
      rows,
      heaviest,
      budgets: [
        budget(
          `cold import: slowest handler (${heaviest.handler}) / minimal handler (wrapper only)`,
          heaviest.vsMinimal,
          1.5,
          'x',
          heaviest.vsMinimal <= 1.5,
          `${heaviest.importMs} ms vs ${round(minimalMs)} ms; largest bundle ${biggest.handler} ${biggest.kb} KB; for reference an empty function imports in ${round(emptyMs)} ms (slowest handler = ${heaviest.vsEmpty}x)`,
        ),
        budget(
          'intent model: load and first reading, over an empty function',
          modelMs,
          100,
          'ms',
          modelMs <= 100,
          `${model.importMs} ms vs ${round(emptyMs)} ms; the model alone bundles to ${model.kb} KB${worker ? `; the assistant worker's bundle ${worker.kb} KB` : ''}`,
        ),
        ...(worker
          ? [budget('assistant worker bundle (with the intent model)', round(worker.kb / 1024, 2), 5, 'MB', worker.kb <= 5 * 1024, `${worker.kb} KB`)]
          : []),
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function coldTable(result: ColdResult): string {
  const sorted = [...result.rows].sort((a, b) => b.importMs - a.importMs);
  return table(
    ['handler bundle', 'KB', 'import ms (median)', 'process ms', 'x minimal', 'x empty fn'],
    sorted.map((r) => [r.handler === result.heaviest.handler ? `${r.handler} *` : r.handler, r.kb, r.importMs, r.processMs, r.vsMinimal, r.vsEmpty]),
  );
}
