import { build } from 'esbuild';
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lambdaBundling } from '../../scripts/bench/cold-start';
import { shipPdfJs } from './api-function';

// A bundle made as the Lambda's is (pdf.js left out), with the after-bundling command run on it: a PDF is still read.
const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'simplify-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundled(name: string) {
  const entry = join(dir, `${name}.ts`);
  writeFileSync(
    entry,
    `import { documentText } from ${JSON.stringify(join(root, 'functions/documents/extract.ts'))};
import { samplePdf } from ${JSON.stringify(join(root, 'scripts/local/sample-pdf.ts'))};
process.stdout.write(await documentText(samplePdf([['Swimming carnival Friday 13 March']]), 'application/pdf'));\n`,
  );
  const out = join(dir, name);
  await build({ ...lambdaBundling, mainFields: [...lambdaBundling.mainFields], entryPoints: [entry], outfile: join(out, 'index.mjs'), absWorkingDir: root });
  return out;
}

const run = (out: string) =>
  execFileSync(process.execPath, [join(out, 'index.mjs')], { env: { PATH: process.env.PATH, TABLE_NAME: 't', AWS_REGION: 'us-east-1' }, encoding: 'utf8' });

describe('the Lambda bundle and pdf.js beside it', () => {
  it('reads a PDF with pdf.js shipped beside the bundle, and not without it', async () => {
    const shipped = await bundled('shipped');
    execSync(shipPdfJs(root, shipped), { shell: '/bin/bash' });
    expect(run(shipped)).toContain('Swimming carnival Friday 13 March');

    const bare = await bundled('bare');
    expect(() => run(bare)).toThrow(/damaged/);
  }, 60_000);
});
