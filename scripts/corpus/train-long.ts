/**
 * `npm run assistant:train-long`: trains the ranker that chooses between the readings of a message of several
 * sentences (functions/assistant/understanding/en/long-message.ts) and writes long-message-model.json beside it.
 *
 * Data: the English phrasebooks' rows of two or more sentences (tests/assistant/phrasebook*.data.ts), split by the
 * phrasebooks' own fixed hash (split.ts). It learns from the training part only: a softmax over each message's
 * readings that puts the weight on the right ones. It prints the training part's rate before and after, the same
 * by five-fold cross-fitting (each fold ranked by weights that never saw it), and the validation part's rate.
 * Deterministic: full-batch gradient descent from zero weights, rows in file order.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readingsOf } from '../../functions/assistant/understanding/engine';
import { pickReading, scoreOf, type Candidate } from '../../functions/assistant/understanding/en/long-message';
import { pickTitle, thingWords, titleOptions, type TitleOption } from '../../functions/assistant/understanding/en/long-title';
import { sentencesOf } from '../../functions/assistant/understanding/en/request-after-context';
import { mismatch, PHRASEBOOK_CONTEXT } from '../../tests/assistant/phrasebook';
import type { Phrase } from '../../tests/assistant/phrasebook.data';
import { phrasebookSplit } from './split';

const TESTS = join(import.meta.dirname, '..', '..', 'tests', 'assistant');
const OUT = join(import.meta.dirname, '..', '..', 'functions', 'assistant', 'understanding', 'en', 'long-message-model.json');
const TITLE_OUT = join(import.meta.dirname, '..', '..', 'functions', 'assistant', 'understanding', 'en', 'long-title-model.json');
const STEPS = 400;
const RATE = 0.5;
const L2 = 0.01;
const TITLE_SLACK = 4;
/** A chosen title may run this many words past the shortest right one ("Little Kickers football" for "kickers"). */
const CHOSEN_SLACK = 2;

interface Row {
  say: string;
  expect: Phrase['expect'];
  fold: number;
  candidates: Candidate[];
  right: boolean[];
  /** What the phrasebook check says of each reading (it is what the rates below report). */
  done: boolean[];
}

/** Every English phrasebook's phrasings (the Arabic ones have their own reader; family-2 is part of family). */
export async function phrasings(): Promise<Phrase[]> {
  const files = readdirSync(TESTS).filter((f) => /^phrasebook.*\.data\.ts$/.test(f) && !/-ar|family-2\./.test(f));
  const all: Phrase[] = [];
  for (const f of files.sort()) all.push(...((await import(join(TESTS, f))) as { PHRASES: Phrase[] }).PHRASES);
  return all;
}

export function rowsOf(phrases: Phrase[]): Row[] {
  return phrases.flatMap((p, i) => {
    const candidates = readingsOf(p.say, PHRASEBOOK_CONTEXT);
    if (!candidates) return [];
    const done = candidates.map((c) => mismatch(p.expect, c.told ?? c.reading) === null);
    // The check takes any title holding the expected words; of the new events it takes, the ranker learns the plainest
    // titles (within TITLE_SLACK words of the shortest), so that news told around a request stays out of the title.
    // (The words a change or a cancel looks for are never shown, so their length is left alone.)
    const words = candidates.map((c) => ('tool' in c.reading && c.reading.tool === 'createEvent' ? Math.round((c.features.titleWords ?? 0) * 8) : 0));
    const fewest = Math.min(...words.filter((_, i) => done[i]));
    const right = done.map((d, i) => d && words[i] <= fewest + TITLE_SLACK);
    return [{ say: p.say, expect: p.expect, fold: i % 5, candidates, right, done }];
  });
}

/**
 * Word → log odds of naming the thing meant rather than standing around it, from the one-sentence training rows that
 * name a thing (a new event's title, the words a change, a cancel or a search looks for). Rows of several sentences,
 * which the title model learns from, are left out, so its cross-fitted rate is not flattered.
 */
export function thingsOf(phrases: Phrase[]): Record<string, number> {
  const inName = new Map<string, number>();
  const around = new Map<string, number>();
  for (const p of phrases) {
    if ('clarify' in p.expect || sentencesOf(p.say).length > 1) continue;
    const input = (p.expect.input ?? {}) as Record<string, unknown>;
    const named = input.title ?? (input.target as { words?: unknown } | undefined)?.words ?? input.words;
    if (typeof named !== 'string') continue;
    const thing = thingWords(named).filter((t) => t.length >= 3);
    for (const w of new Set(thingWords(p.say))) {
      const counts = w.length >= 3 && thing.some((t) => w.startsWith(t) || t.startsWith(w)) ? inName : around;
      counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  const n = (m: Map<string, number>, w: string) => m.get(w) ?? 0;
  const words = [...new Set([...inName.keys(), ...around.keys()])].filter((w) => n(inName, w) + n(around, w) >= 2).sort();
  return Object.fromEntries(words.map((w) => [w, Math.round(100 * Math.log((n(inName, w) + 0.5) / (n(around, w) + 0.5))) / 100]));
}

interface TitleRow {
  kind: 'title' | 'target';
  fold: number;
  candidates: TitleOption[];
  right: boolean[];
  done: boolean[];
}

/**
 * The new events the ranker picks for rows that expect one with a title, with their title options. The reading's own
 * title is right whenever the check takes it, so the model learns to replace a title that misses the thing, not to
 * shorten one that holds it (shortening cost a tenth of the right titles when tried); another option is right when the
 * check takes it and it is within CHOSEN_SLACK words of the shortest such.
 */
export function titleRowsOf(rows: Row[], weights: Record<string, number>, things: Record<string, number>): TitleRow[] {
  return rows.flatMap((r) => {
    if (!('tool' in r.expect)) return [];
    const expected = (r.expect.input ?? {}) as { title?: unknown; target?: { words?: unknown } };
    const reading = pickReading(r.candidates, weights);
    if (!('tool' in reading) || reading.then?.length) return [];
    const input = reading.input as Record<string, unknown>;
    const target = input.target as Record<string, unknown> | undefined;
    const tools = ([] as string[]).concat(r.expect.tool);
    const kind =
      reading.tool === 'createEvent' && typeof expected.title === 'string'
        ? 'title'
        : ['cancelEvent', 'updateEvent'].includes(reading.tool) &&
            tools.includes(reading.tool) &&
            typeof expected.target?.words === 'string' &&
            typeof target?.words === 'string'
          ? 'target'
          : null;
    if (!kind) return [];
    const own = String(kind === 'title' ? input.title : target?.words);
    const candidates = titleOptions(r.say, own, PHRASEBOOK_CONTEXT, things, kind === 'target');
    const withThing = (thing: string) => (kind === 'title' ? { ...input, title: thing } : { ...input, target: { ...target, words: thing } });
    const expect = kind === 'title' ? { title: expected.title } : { target: { words: expected.target?.words } };
    const done = candidates.map((o) => mismatch({ tool: reading.tool, input: expect }, { ...reading, input: withThing(o.title) }) === null);
    const words = candidates.map((o) => o.title.split(/\s+/).length);
    const fewest = Math.min(...words.filter((_, i) => done[i]));
    return [{ kind, fold: r.fold, candidates, done, right: done.map((d, i) => d && (i === 0 || words[i] <= fewest + CHOSEN_SLACK)) }];
  });
}

/** Softmax over each row's readings; the loss is minus the log of the weight on its right readings. */
export function fit(rows: { candidates: { features: Record<string, number> }[]; right: boolean[] }[]): Record<string, number> {
  const useful = rows.filter((r) => r.right.some(Boolean) && !r.right.every(Boolean));
  const names = [...new Set(useful.flatMap((r) => r.candidates.flatMap((c) => Object.keys(c.features))))].sort();
  const w: Record<string, number> = Object.fromEntries(names.map((k) => [k, 0]));
  for (let step = 0; step < STEPS; step++) {
    const grad: Record<string, number> = Object.fromEntries(names.map((k) => [k, L2 * w[k]]));
    for (const r of useful) {
      const s = r.candidates.map((c) => scoreOf(c, w));
      const max = Math.max(...s);
      const e = s.map((x) => Math.exp(x - max));
      const z = e.reduce((a, b) => a + b, 0);
      const zRight = e.reduce((a, x, i) => a + (r.right[i] ? x : 0), 0);
      r.candidates.forEach((c, i) => {
        // d(-log(zRight/z))/dscore_i = p_i - (right_i ? q_i : 0)
        const g = e[i] / z - (r.right[i] ? e[i] / zRight : 0);
        for (const [k, v] of Object.entries(c.features)) grad[k] += (g * v) / useful.length;
      });
    }
    for (const k of names) w[k] -= RATE * grad[k];
  }
  return Object.fromEntries(names.map((k) => [k, Math.round(w[k] * 1e4) / 1e4]));
}

const rate = (rows: Row[], pick: (r: Row) => number) =>
  rows.length ? `${((100 * rows.filter((r) => r.done[pick(r)]).length) / rows.length).toFixed(1)}% of ${rows.length}` : '-';
const wholeOf = (r: Row) => r.candidates.findIndex((c) => c.features.whole === 1);
const rankedBy = (w: Record<string, number>) => (r: Row) => r.candidates.findIndex((c) => c.reading === pickReading(r.candidates, w));

async function main() {
  const phrases = await phrasings();
  const training = rowsOf(phrases.filter((p) => phrasebookSplit(p.say) === 'training'));
  const validation = rowsOf(phrases.filter((p) => phrasebookSplit(p.say) === 'validation'));
  const weights = fit(training);
  writeFileSync(OUT, `${JSON.stringify({ weights }, null, 1)}\n`);
  const crossFitted = (r: Row) => r.candidates.findIndex((c) => c.reading === pickReading(r.candidates, folds[r.fold]));
  const folds = [0, 1, 2, 3, 4].map((k) => fit(training.filter((r) => r.fold !== k)));
  const reachable = (rows: Row[]) => rows.filter((r) => r.done.some(Boolean)).length;
  console.log(`Messages of several sentences: ${training.length} training, ${validation.length} validation → ${OUT}`);
  console.log(
    `training: whole reading ${rate(training, wholeOf)}, ranked ${rate(training, rankedBy(weights))}, cross-fitted ${rate(training, crossFitted)}, some reading right ${reachable(training)}`,
  );
  console.log(`validation: whole reading ${rate(validation, wholeOf)}, ranked ${rate(validation, rankedBy(weights))}`);
  const longTitles = (rows: Row[], pick: (r: Row) => number) => rows.filter((r) => (r.candidates[pick(r)]?.features['create|titleWords'] ?? 0) * 8 > 6).length;
  console.log(
    `new events titled in over six words: ${longTitles(training, crossFitted)} cross-fitted training, ${longTitles(validation, rankedBy(weights))} validation`,
  );
  const things = thingsOf(phrases.filter((p) => phrasebookSplit(p.say) === 'training'));
  const titleTraining = titleRowsOf(training, weights, things);
  const titleValidation = titleRowsOf(validation, weights, things);
  const titleWeights = fit(titleTraining);
  writeFileSync(TITLE_OUT, `${JSON.stringify({ weights: titleWeights, things }, null, 1)}\n`);
  const titleFolds = [0, 1, 2, 3, 4].map((k) => fit(titleTraining.filter((r) => r.fold !== k)));
  const titled = (rows: TitleRow[], pick: (r: TitleRow) => TitleOption) =>
    rows.length ? `${((100 * rows.filter((r) => r.done[r.candidates.indexOf(pick(r))]).length) / rows.length).toFixed(1)}% of ${rows.length}` : '-';
  const own = (r: TitleRow) => r.candidates[0];
  const chosen = (r: TitleRow) => pickTitle(r.candidates, titleWeights);
  const crossChosen = (r: TitleRow) => pickTitle(r.candidates, titleFolds[r.fold]);
  const wordsOf = (rows: TitleRow[], pick: (r: TitleRow) => TitleOption) =>
    (rows.reduce((n, r) => n + pick(r).title.split(/\s+/).length, 0) / Math.max(rows.length, 1)).toFixed(1);
  console.log(`the thing named in several sentences (${Object.keys(things).length} words known) → ${TITLE_OUT}`);
  for (const kind of ['title', 'target'] as const) {
    const [t, v] = [titleTraining.filter((r) => r.kind === kind), titleValidation.filter((r) => r.kind === kind)];
    console.log(`  ${kind === 'title' ? 'new events’ titles' : 'words a change or a cancel looks for'}:`);
    console.log(
      `    training: own ${titled(t, own)}, chosen ${titled(t, chosen)}, cross-fitted ${titled(t, crossChosen)}; validation: own ${titled(v, own)}, chosen ${titled(v, chosen)}`,
    );
    console.log(`    words, training / validation: own ${wordsOf(t, own)} / ${wordsOf(v, own)}, chosen ${wordsOf(t, chosen)} / ${wordsOf(v, chosen)}`);
  }
  console.log(
    Object.entries(titleWeights)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  );
  console.log(
    Object.entries(weights)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  );
}

if (process.argv[1]?.endsWith('train-long.ts')) void main();
