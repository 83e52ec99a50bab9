import lighthouse from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { STORAGE_KEYS } from '../../shared/constants';
import { freePort } from '../../tests/helpers/ports';
import { budget, kb, load1, median, round, table, type Budget } from './report';
import { addFamily, addMonthOfEvents, httpApi, signUp } from './seed';
import type { BenchStack } from './stack';

/**
 * Web: the gzip size of the JavaScript each first page needs (from the Vite manifest, as
 * web/scripts/auth-bundle-size.ts counts it), and Lighthouse (performance + accessibility) on /auth
 * and on the signed-in dashboard.
 */

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';
const JS_BUDGET_KB = 200;
const PERF_BUDGET = 90;

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface PageJs {
  page: string;
  chunks: number;
  rawKb: number;
  gzipKb: number;
  files: string[];
}

export interface LighthouseRun {
  page: string;
  url: string;
  finalUrl: string;
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  scriptTransferKb: number;
  /** Lighthouse's CPU benchmark of this machine at run time (lower = slower or busier). */
  benchmarkIndex: number;
  failedA11yAudits: string[];
  report: string;
  /** How many Lighthouse runs the figures are the median of (per figure), and the 1-minute load average before them. */
  runs: number;
  loadAverage: number;
  note?: string;
}

export interface WebResult {
  sizes: PageJs[];
  lighthouse?: LighthouseRun[] | { skipped: string };
  budgets?: Budget[];
}

export function buildWeb(): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`vite build failed (exit ${code})`))));
  });
}

const readManifest = () => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Entry + its static imports + the given lazy chunks with theirs: the JavaScript that page runs first. */
function pageJs(manifest: Record<string, ManifestChunk>, page: string, lazyModules: string[]): PageJs {
  const keys = new Set<string>();
  const add = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const dep of manifest[key]?.imports ?? []) add(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('No entry chunk in web/dist/.vite/manifest.json');
  add(entry);
  for (const suffix of lazyModules) {
    // A source file's chunk, or a chunk group by name (Chakra's core is the `chakra` group of web/vite.config.ts).
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix)) ?? Object.keys(manifest).find((k) => manifest[k].name === suffix);
    if (!key) throw new Error(`No chunk for ${suffix} in the manifest`);
    add(key);
  }
  let raw = 0;
  let gz = 0;
  const files: string[] = [];
  for (const key of keys) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const body = readFileSync(join(dist, file));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
    files.push(file);
  }
  return { page, chunks: files.length, rawKb: kb(raw), gzipKb: kb(gz), files };
}

export function webBudgetSizes(): PageJs[] {
  const manifest = readManifest();
  return [
    // React DOM is its own file (main.tsx imports it); the sign-in screen is drawn with Chakra, which
    // preload.ts fetches beside it.
    pageJs(manifest, '/auth', ['react-dom', 'features/auth/routes/auth-screen.tsx', 'chakra']),
    pageJs(manifest, '/', ['react-dom', 'app/dashboard/routes/dashboard-screen.tsx']),
    // What a signed-in visit to / also loads: the top bar is its own lazy chunk (signed-in only).
    pageJs(manifest, '/ with top bar', ['react-dom', 'app/dashboard/routes/dashboard-screen.tsx', 'app/layout/top-bar.tsx']),
  ];
}

async function launchChromium(port: number, profile: string): Promise<ChildProcess> {
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode}) before opening the debugging port`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('Chromium did not open its debugging port in 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive'] as const;

/** Public screens measured signed out (the first-paint goals), and the signed-in dashboard's member count. */
export const PUBLIC_PAGES = ['/auth', '/register', '/auth/magic-link'] as const;
const DASHBOARD_MEMBERS = 20;

async function runLighthouse(
  page: string,
  url: string,
  port: number,
  disableStorageReset: boolean,
  outDir: string,
  expectScript?: string,
): Promise<Omit<LighthouseRun, 'runs' | 'loadAverage'>> {
  const result = await lighthouse(url, {
    port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const slug = page.startsWith('/ ') ? 'dashboard' : page.slice(1).replaceAll('/', '-');
  const report = join(outDir, `lighthouse-${slug}.html`);
  const [html, json] = Array.isArray(result.report) ? result.report : [result.report, ''];
  writeFileSync(report, html);
  writeFileSync(report.replace(/\.html$/, '.json'), json);
  const metrics: Record<string, number> = {};
  for (const id of METRICS) metrics[id] = round(lhr.audits[id]?.numericValue ?? NaN, id === 'cumulative-layout-shift' ? 3 : 0);
  const summary = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> } | undefined)?.items ?? [];
  const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
  const failedA11yAudits = a11yRefs.filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0).map((r) => r.id);
  const run = {
    page,
    url,
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    metrics,
    scriptTransferKb: kb(summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failedA11yAudits,
    report: report.slice(root.length + 1),
  };
  // The dashboard shares its URL with the sign-in screen (RequireAuth); its chunk proves the token was used.
  if (expectScript && !requests.some((r) => r.url.includes(expectScript)))
    throw new Error(`Lighthouse on ${url} did not load ${expectScript}: the stored token was not used`);
  return run;
}

/** `runs` Lighthouse runs of one page: each figure is the median of the runs (as the first-paint goals are stated), the report is the last run's. */
async function medianOf(runs: number, once: () => Promise<Omit<LighthouseRun, 'runs' | 'loadAverage'>>): Promise<LighthouseRun> {
  const loadAverage = load1();
  const all: Array<Omit<LighthouseRun, 'runs' | 'loadAverage'>> = [];
  for (let i = 0; i < runs; i++) all.push(await once());
  const last = all[all.length - 1];
  const mid = (pick: (r: Omit<LighthouseRun, 'runs' | 'loadAverage'>) => number) => median(all.map(pick));
  const metrics: Record<string, number> = {};
  for (const id of METRICS) metrics[id] = mid((r) => r.metrics[id]);
  return {
    ...last,
    performance: mid((r) => r.performance),
    accessibility: mid((r) => r.accessibility),
    metrics,
    scriptTransferKb: mid((r) => r.scriptTransferKb),
    benchmarkIndex: mid((r) => r.benchmarkIndex),
    runs,
    loadAverage,
  };
}

/** Lighthouse on the public screens (fresh storage), then on / with a session token put into localStorage first. */
export async function lighthouseRuns(opts: {
  stack: BenchStack;
  log: (line: string) => void;
  runs?: number;
  /** Only these pages (`/` = the signed-in dashboard); all by default. */
  pages?: string[];
}): Promise<LighthouseRun[]> {
  const { stack, log } = opts;
  const runs = opts.runs ?? 3;
  const wanted = (page: string) => !opts.pages || opts.pages.includes(page);
  for (const page of opts.pages ?? [])
    if (page !== '/' && !(PUBLIC_PAGES as readonly string[]).includes(page))
      throw new Error(`Unknown Lighthouse page ${page}: choose from /, ${PUBLIC_PAGES.join(', ')}`);
  const outDir = join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'simplify-bench-chrome-'));
  const chrome = await launchChromium(port, profile);
  try {
    const results: LighthouseRun[] = [];
    for (const page of PUBLIC_PAGES.filter(wanted)) {
      log(`lighthouse ${page} x${runs} (mobile, simulated throttling)...`);
      results.push(await medianOf(runs, () => runLighthouse(page, `${stack.appUrl}${page}`, port, false, outDir)));
    }
    if (!wanted('/')) return results;

    log(`seeding a signed-in parent (register, emailed link, verify) with ${DASHBOARD_MEMBERS} members and a month of events...`);
    const api = httpApi(stack.apiUrl);
    const user = await signUp(api, stack.mailUrl, { firstName: 'Maya' });
    const members = await addFamily(api, user.token, DASHBOARD_MEMBERS);
    const eventsNote = await addMonthOfEvents(
      api,
      user.token,
      members.map((m) => m.id),
    ).then(
      () => '',
      (e: Error) => `; seeding events failed: ${e.message}`,
    );

    // Lighthouse cannot sign in: put the token in this profile's localStorage, then empty the HTTP cache
    // (before every run: with disableStorageReset Lighthouse keeps the cache of the previous run too).
    const signedIn = async () => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const context = browser.contexts()[0];
      const page = await context.newPage();
      await page.goto(`${stack.appUrl}/favicon.svg`);
      await page.evaluate(([key, token]) => localStorage.setItem(key, token), [STORAGE_KEYS.token, user.token] as const);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
      await browser.close();
    };

    log(`lighthouse / signed in x${runs} (disableStorageReset keeps the token)...`);
    const dashboardChunk = readManifest()[Object.keys(readManifest()).find((k) => k.endsWith('app/dashboard/routes/dashboard-screen.tsx'))!].file;
    const dashboard = await medianOf(runs, async () => {
      await signedIn();
      return runLighthouse('/ (signed in)', `${stack.appUrl}/`, port, true, outDir, dashboardChunk);
    });
    dashboard.note = `${DASHBOARD_MEMBERS} members; token set in localStorage; HTTP cache cleared before each run${eventsNote}`;
    return [...results, dashboard];
  } finally {
    chrome.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(profile, { recursive: true, force: true });
  }
}

export function webBudgets(web: WebResult): Budget[] {
  const out: Budget[] = [];
  for (const s of web.sizes.filter((x) => x.page !== '/ with top bar'))
    out.push(budget(`initial JavaScript for ${s.page} (gzip)`, s.gzipKb, JS_BUDGET_KB, 'KB', s.gzipKb < JS_BUDGET_KB));
  if (Array.isArray(web.lighthouse)) {
    for (const r of web.lighthouse) {
      out.push(
        budget(
          `Lighthouse performance ${r.page}`,
          r.performance,
          PERF_BUDGET,
          'score',
          r.performance >= PERF_BUDGET,
          `LCP ${r.metrics['largest-contentful-paint']} ms, TBT ${r.metrics['total-blocking-time']} ms`,
        ),
      );
      // The first-paint goals (median of the runs).
      const goal = r.page.startsWith('/ ') ? { tbt: 100, perf: 95 } : { tbt: 50, perf: 97 };
      const m = (id: string) => r.metrics[id];
      const note = `median of ${r.runs}, load ${r.loadAverage}`;
      out.push(budget(`first paint ${r.page}: LCP`, m('largest-contentful-paint'), 1800, 'ms', m('largest-contentful-paint') <= 1800, note));
      out.push(budget(`first paint ${r.page}: FCP`, m('first-contentful-paint'), 1200, 'ms', m('first-contentful-paint') <= 1200, note));
      out.push(budget(`first paint ${r.page}: TBT`, m('total-blocking-time'), goal.tbt, 'ms', m('total-blocking-time') <= goal.tbt, note));
      out.push(budget(`first paint ${r.page}: performance`, r.performance, goal.perf, 'score', r.performance >= goal.perf, note));
    }
  }
  return out;
}

export function webTable(web: WebResult): string {
  const sizes = table(
    ['first page', 'JS chunks', 'raw KB', 'gzip KB (-9)'],
    web.sizes.map((s) => [s.page, s.chunks, s.rawKb, s.gzipKb]),
  );
  if (!Array.isArray(web.lighthouse)) return `${sizes}\n\nLighthouse: ${web.lighthouse?.skipped ?? 'not run'}`;
  const lh = table(
    [
      'Lighthouse (mobile, median)',
      'runs',
      'load',
      'perf',
      'a11y',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'SI ms',
      'TTI ms',
      'script KB sent',
      'CPU index',
      'a11y audits failed',
    ],
    web.lighthouse.map((r) => [
      r.page,
      r.runs,
      r.loadAverage,
      r.performance,
      r.accessibility,
      r.metrics['first-contentful-paint'],
      r.metrics['largest-contentful-paint'],
      r.metrics['total-blocking-time'],
      r.metrics['cumulative-layout-shift'],
      r.metrics['speed-index'],
      r.metrics['interactive'],
      r.scriptTransferKb,
      r.benchmarkIndex,
      r.failedA11yAudits.join(' ') || '-',
    ]),
    [0, 13],
  );
  return `${sizes}\n\n${lh}\n\nReports: ${web.lighthouse.map((r) => r.report).join(', ')}`;
}
