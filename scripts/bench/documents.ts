import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../tests/helpers/ports';
import { ensureTable, startDynamo } from '../local/dynamo';
import { budget, round, table, type Budget } from './report';

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
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'simplify-bench-docs-'));
  let dynamo: ChildProcess | undefined;
  try {
    opts.log('starting DynamoDB Local (in memory) for the documents bench...');
    dynamo = await startDynamo({ port });
    const tableName = `bench-${randomBytes(6).toString('hex')}`;
    await ensureTable(port, tableName);
    const env = { TABLE_NAME: tableName, AWS_REGION: 'us-east-1', DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`, DOCUMENTS_DIR: dir, LOG_LEVEL: 'silent', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
    const run = await new Promise<Omit<DocumentsResult, 'budgets'>>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'documents-run.ts'), String(opts.runs ?? 9)], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (err += d));
      child.on('exit', (code) => {
        const line = out.split('\n').find((l) => l.startsWith('RESULT '));
        if (code === 0 && line) resolve(JSON.parse(line.slice('RESULT '.length)));
        else reject(new Error(`documents bench child exited ${code}: ${err.slice(-2000)}`));
      });
    });
    const ok = run.status === 'ready' && run.found > 0;
    return { ...run, budgets: [budget('school document: a 10-page PDF, upload to ready (median)', round(run.medianMs, 0), LIMIT_MS, 'ms', ok && run.medianMs < LIMIT_MS, ok ? undefined : `status ${run.status}, ${run.found} dates`)] };
  } finally {
    dynamo?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

export function documentsTable(r: DocumentsResult): string {
  return table(
    ['document', 'pages', 'KB', 'dates found', 'runs', 'first ms', 'median ms', 'max ms', 'text + dates only (median ms)'],
    [['generated school newsletter (PDF)', r.pages, round(r.bytes / 1024, 1), r.found, r.runs, round(r.firstMs, 0), round(r.medianMs, 0), round(r.maxMs, 0), round(r.extractMedianMs, 0)]],
  );
}
