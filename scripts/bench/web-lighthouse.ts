import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kb, load1, median, round } from './report';
import { root } from './web';

/** One page through Lighthouse (performance + accessibility), its report written to bench-results/, and the median of several runs. */

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

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive'] as const;

export async function runLighthouse(
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
export async function medianOf(runs: number, once: () => Promise<Omit<LighthouseRun, 'runs' | 'loadAverage'>>): Promise<LighthouseRun> {
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
