import { budget, table, type Budget } from './report';
import type { WebResult } from './web';

/** The web section's budgets (JavaScript per first page, Lighthouse, the first-paint goals) and its tables. */

const JS_BUDGET_KB = 200;
const PERF_BUDGET = 90;

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
