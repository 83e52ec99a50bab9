/**
 * `npm run corpus:fetch`: downloads the public training splits the assistant learns from, checks each file
 * against the checksum recorded in checksums.json, and builds the files the intent training script and the
 * corpus bench read, in CORPUS_DIR (a folder beside the checkout; the data never enters the repository).
 *
 * Sources (licences and attribution: docs/corpora.md):
 * - HWU64 (xliuhw/NLU-Evaluation-Data, CC BY 4.0): the cross-validation training folds. Its utterances are also
 *   the text of SLURP and MASSIVE, whose development and test partitions are held out: every utterance that
 *   appears in SLURP's devel or test partition is dropped, so those splits are only an exclusion list.
 * - CLINC150 (clinc/oos-eval, CC BY 3.0): the `train` split of data_full.json (val and test are never read).
 *
 * Offline: CORPUS_SOURCE_DIR=<dir> reads `<dir>/<owner>/<repo>/<branch>/<path>` instead of downloading; the
 * checksums are checked either way.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, corpusFile } from './files';
import { buildCalendarLists, buildIntentRows, buildTaskRequests, type SourceFiles } from './build';

const CHECKSUMS = JSON.parse(readFileSync(join(import.meta.dirname, 'checksums.json'), 'utf8')) as Record<string, string>;
const RAW = 'https://raw.githubusercontent.com/';

async function read(path: string): Promise<string> {
  const local = process.env.CORPUS_SOURCE_DIR;
  let bytes: Buffer;
  if (local) bytes = readFileSync(join(local, path));
  else {
    const response = await fetch(RAW + path);
    if (!response.ok) throw new Error(`${RAW + path}: HTTP ${response.status}`);
    bytes = Buffer.from(await response.arrayBuffer());
  }
  const sum = createHash('sha256').update(bytes).digest('hex');
  if (sum !== CHECKSUMS[path]) throw new Error(`${path}: checksum ${sum} is not the recorded ${CHECKSUMS[path]}`);
  return bytes.toString('utf8');
}

async function main() {
  const files: SourceFiles = {};
  const paths = Object.keys(CHECKSUMS);
  // A few at a time: 121 small files.
  for (let i = 0; i < paths.length; i += 8) {
    const batch = paths.slice(i, i + 8);
    const texts = await Promise.all(batch.map(read));
    batch.forEach((p, j) => (files[p] = texts[j]));
  }
  mkdirSync(CORPUS_DIR, { recursive: true });
  const calendarLists = buildCalendarLists(files);
  const tasks = buildTaskRequests(files);
  const intents = buildIntentRows(files);
  writeFileSync(corpusFile('calendar-lists'), JSON.stringify(calendarLists));
  writeFileSync(corpusFile('tasks'), JSON.stringify(tasks));
  writeFileSync(corpusFile('intents'), JSON.stringify(intents));
  writeFileSync(
    join(CORPUS_DIR, 'README.md'),
    "Built by `npm run corpus:fetch` from the training splits of HWU64 (CC BY 4.0, Xingkun Liu, Arash Eshghi, Pawel Swietojanski, Verena Rieser) and CLINC150 (CC BY 3.0, Larson et al., Clinc Inc.), without any utterance of SLURP's devel or test partitions. Attribution and terms: docs/corpora.md in the Simplify repository.\n",
  );
  console.log(
    `corpus: ${calendarLists.length} calendar and list requests, ${tasks.length} task requests, ${intents.length} labelled intent rows → ${CORPUS_DIR}`,
  );
}

main().catch((error: unknown) => {
  console.error(`corpus:fetch failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
