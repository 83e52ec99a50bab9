process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { db, tableName } from '../../functions/data/client';
import { keys } from '../../functions/data/keys';
import { addDocument } from '../../functions/documents/documents';
import { documentText, findDates } from '../../functions/documents/extract';
import { samplePdf } from '../local/sample-pdf';

/**
 * The documents benchmark's child process (scripts/bench/documents.ts starts it with the table and a
 * temporary DOCUMENTS_DIR in its environment): a generated 10-page school letter, processed `runs` times
 * through the same addDocument the worker and the upload route call (record, text layer, dates, file,
 * ready), plus the text extraction and date finding alone. Prints one `RESULT {...}` line.
 */

const runs = Number(process.argv[2] ?? 9);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function tenPageLetter(): Buffer {
  const pages: string[][] = [];
  for (let p = 0; p < 10; p++) {
    const lines = [`Harbour Primary School - newsletter page ${p + 1}`, 'Dear parents and carers,'];
    for (let l = 0; l < 38; l++) {
      // Every fourth line carries a date (some with a time); the rest is ordinary letter text.
      if (l % 4 === 0) lines.push(`Class ${(l % 6) + 1} event ${p}-${l} on ${(l % 27) + 1} ${MONTHS[(p + l) % 12]} 2027${l % 8 === 0 ? ' at 9:30' : ''}`);
      else lines.push('Please remember to label uniform, bring a water bottle and read together for twenty minutes each evening.');
    }
    pages.push(lines);
  }
  return samplePdf(pages);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const userId = randomUUID();
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.user(userId), entity: 'user', id: userId, timezone: 'Europe/London' } }));
  const pdf = tenPageLetter();
  const now = new Date('2026-11-23T12:00:00Z');
  const whole: number[] = [];
  const extract: number[] = [];
  let found = 0;
  let status = '';
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const doc = await addDocument({ userId, memberId: 'benchmember', fileName: 'newsletter.pdf', bytes: pdf, source: 'web', timezone: 'Europe/London', now });
    whole.push(performance.now() - t);
    found = doc.found_dates.length;
    status = doc.status;
    t = performance.now();
    findDates(await documentText(pdf, 'application/pdf'), 'Europe/London', now, 'newsletter');
    extract.push(performance.now() - t);
  }
  console.log(
    `RESULT ${JSON.stringify({ pages: 10, bytes: pdf.length, runs, status, found, medianMs: median(whole), firstMs: whole[0], maxMs: Math.max(...whole), extractMedianMs: median(extract) })}`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
