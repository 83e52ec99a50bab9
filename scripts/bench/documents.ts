import { budget, round, table, type Budget } from './report';
import { runChild, withBenchServices } from './seed';

/**
 * School documents: a generated 10-page PDF processed end to end (record, unpdf text layer, dates, stored
 * file, ready) against DynamoDB Local and a temporary DOCUMENTS_DIR, in a child process with its own config.
 * The limit: the worker answers up to 10 messages in its 30 s timeout, so one document gets well under 3 s.
 */

const LIMIT_MS = 3000;

export interface DocumentsResult {
  pages: number;
  bytes: number;
  runs: number;
  status: string;
  found: number;
  medianMs: number;
  firstMs: number;
  maxMs: number;
  extractMedianMs: number;
  budgets: Budget[];
}

export async function documentsBench(opts: { log: (line: string) => void; runs?: number }): Promise<DocumentsResult> {
  return withBenchServices({ mail: false, log: opts.log }, async (services) => {
    const run = await runChild<Omit<DocumentsResult, 'budgets'>>('documents-run.ts', services.env, opts.runs ?? 9);
    const ok = run.status === 'ready' && run.found > 0;
    return {
      ...run,
      budgets: [
        budget(
          'school document: a 10-page PDF, upload to ready (median)',
          round(run.medianMs, 0),
          LIMIT_MS,
          'ms',
          ok && run.medianMs < LIMIT_MS,
          ok ? undefined : `status ${run.status}, ${run.found} dates`,
        ),
      ],
    };
  });
}

export function documentsTable(r: DocumentsResult): string {
  return table(
    ['document', 'pages', 'KB', 'dates found', 'runs', 'first ms', 'median ms', 'max ms', 'text + dates only (median ms)'],
    [
      [
        'generated school newsletter (PDF)',
        r.pages,
        round(r.bytes / 1024, 1),
        r.found,
        r.runs,
        round(r.firstMs, 0),
        round(r.medianMs, 0),
        round(r.maxMs, 0),
        round(r.extractMedianMs, 0),
      ],
    ],
  );
}
