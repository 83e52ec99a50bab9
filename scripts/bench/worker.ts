import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Phrase } from '../../tests/assistant/phrasebook.data';
import { phrasebookSplit, type Split } from '../corpus/split';
import { round, table } from './report';
import { withInProcessHandlers } from './in-process';
import type { Before } from './worker-account';

/**
 * The assistant as a parent meets it: every phrasebook row that comes with the account as it was before the message
 * (a phrasebook's BEFORE export) is filed into a real account on DynamoDB Local, the message goes through answer()
 * (the worker's path) on the phrasebooks' reference clock, a confirm asked for deleting a repeating event is answered
 * YES, and the effect is read back through the API (worker-judge.ts). Beside it, whether the engine alone read the
 * row right (the phrasebook test's check), so the two can be compared. Training and validation parts side by side;
 * `--show` prints the training part's misses only.
 */

const DIR = resolve(import.meta.dirname, '../../tests/assistant');
type Part = { count: number; engine: number; worker: number };
export interface WorkerRow {
  name: string;
  parts: Record<Split, Part>;
  /** A file's rows in order, 1 done and 0 not: two runs compare row by row (fixed, broken) without the rows being read. */
  done?: string;
}
export interface WorkerResult {
  files: WorkerRow[];
  kinds: WorkerRow[];
}

/** The phrasebooks that carry a BEFORE export, or the files named with --files= (a held-out set kept outside the repository). */
async function phrasebooks(files?: string[]) {
  const paths =
    files ??
    readdirSync(DIR)
      .filter((f) => /^phrasebook-.*\.data\.ts$/.test(f))
      .map((f) => join(DIR, f));
  const out: Array<{ name: string; phrases: Phrase[]; before: Record<string, Before> }> = [];
  for (const path of paths) {
    const mod = (await import(resolve(path))) as { PHRASES?: Phrase[]; BEFORE?: Record<string, Before> };
    if (mod.PHRASES && (mod.BEFORE || files)) out.push({ name: basename(path).replace(/\.data\.ts$/, ''), phrases: mod.PHRASES, before: mod.BEFORE ?? {} });
  }
  return out;
}

const emptyParts = (): Record<Split, Part> => ({ training: { count: 0, engine: 0, worker: 0 }, validation: { count: 0, engine: 0, worker: 0 } });

export async function workerBench(opts: { log: (line: string) => void; files?: string[]; show: boolean }): Promise<WorkerResult> {
  const books = await phrasebooks(opts.files);
  if (!books.length) throw new Error('no phrasebook with a BEFORE export');
  return withInProcessHandlers(opts.log, (mailUrl) => scoreRows(books, mailUrl, opts));
}

async function scoreRows(books: Awaited<ReturnType<typeof phrasebooks>>, mailUrl: string, opts: { log: (line: string) => void; show: boolean }) {
  // Imported only now: these modules must see the environment set above.
  const { call } = await import('../../tests/helpers/api');
  const { answer, answerFollowUp } = await import('../../functions/assistant/conversation/assistant');
  const { interpret } = await import('../../functions/assistant/understanding/engine');
  const { mismatch, PHRASEBOOK_CONTEXT } = await import('../../tests/assistant/phrasebook');
  const { benchFamily } = await import('./worker-account');
  const { judge } = await import('./worker-judge');
  const family = await benchFamily(call, mailUrl);
  const now = new Date(PHRASEBOOK_CONTEXT.now);
  const kinds = new Map<string, WorkerRow>();
  const files: WorkerRow[] = [];
  for (const book of books) {
    opts.log(`${book.name}: ${book.phrases.length} rows...`);
    const row: WorkerRow = { name: book.name, parts: emptyParts(), done: '' };
    files.push(row);
    for (const phrase of book.phrases) {
      const split = phrasebookSplit(phrase.say);
      const before = book.before[phrase.say] ?? {};
      await family.wipe();
      await family.file(before);
      const pre = await family.read();
      let reply = await answer(family.userId, phrase.say, now);
      // A parent asked to confirm deleting a repeating event says yes: the effect is what that leads to.
      if (reply.pending && /Reply YES to delete/.test(reply.text)) reply = (await answerFollowUp(family.userId, 'yes', reply.pending, now)) ?? reply;
      const post = await family.read();
      let why: string | null;
      if ('clarify' in phrase.expect) why = JSON.stringify(pre) === JSON.stringify(post) && reply.text.includes('?') ? null : 'expected a question back';
      else {
        const { tool, input } = phrase.expect;
        const whys = [tool].flat().map((t) => judge({ tool: t, input, before, pre, post, replyTool: reply.tool, ids: family.ids }));
        why = whys.includes(null) ? null : whys.join(' / ');
      }
      row.done += why ? '0' : '1';
      const engineRight = mismatch(phrase.expect, interpret(phrase.say, PHRASEBOOK_CONTEXT)) === null;
      const kind = 'clarify' in phrase.expect ? 'question back' : [phrase.expect.tool].flat()[0];
      const kindRow = kinds.get(kind) ?? { name: kind, parts: emptyParts() };
      kinds.set(kind, kindRow);
      for (const part of [row.parts[split], kindRow.parts[split]]) {
        part.count++;
        if (engineRight) part.engine++;
        if (!why) part.worker++;
      }
      if (opts.show && why && split === 'training')
        console.log(`✗ ${phrase.say}\n    got  [${reply.tool}] ${reply.text.replace(/\n/g, ' ⏎ ').slice(0, 240)}\n    why  ${why}`);
    }
  }
  return { files, kinds: [...kinds.values()].sort((a, b) => b.parts.training.count - a.parts.training.count) };
}

const rate = (right: number, count: number) => (count ? `${round((100 * right) / count)}% of ${count}` : '-');

export function workerTable(result: WorkerResult): string {
  const all = emptyParts();
  for (const f of result.files)
    for (const s of ['training', 'validation'] as const) for (const k of ['count', 'engine', 'worker'] as const) all[s][k] += f.parts[s][k];
  const line = (r: WorkerRow) => [
    r.name,
    rate(r.parts.training.worker, r.parts.training.count),
    rate(r.parts.validation.worker, r.parts.validation.count),
    rate(r.parts.training.engine, r.parts.training.count),
    rate(r.parts.validation.engine, r.parts.validation.count),
  ];
  return table(
    ['rows', 'done, training', 'done, validation', 'read right, training', 'read right, validation'],
    [...result.files.map(line), ...result.kinds.map(line), line({ name: 'all', parts: all })],
  );
}
