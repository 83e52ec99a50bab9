/**
 * `npm run assistant:train-boundaries`: trains the model that puts back the breaks of a message sent with no
 * punctuation (functions/assistant/understanding/en/boundaries.ts) and writes boundary-model.json beside it.
 *
 * Data: the English phrasebooks' training rows (split.ts) that have punctuation of their own; each gap between two words
 * is a break when the first word ends in . , ! ? ; or :, a full stop when it ends in . ! or ?. Rows written with no
 * punctuation at all are left out: their gaps say nothing of where a break was meant. Two logistic models (is there a
 * break; is it a stop) by stochastic gradient descent from zero weights, gaps in file order, so the file is the same on every run. It prints
 * how the stops it puts in compare with those written: on training rows, by five-fold cross-fitting, and on validation rows.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gapFeatures, stopAt, type BoundaryModel } from '../../functions/assistant/understanding/en/boundaries';
import { phrasings } from './train-long';
import { phrasebookSplit } from './split';

const OUT = join(import.meta.dirname, '..', '..', 'functions', 'assistant', 'understanding', 'en', 'boundary-model.json');
const EPOCHS = 8;
const RATE = 0.2;
const L2 = 0.01;
/** A feature seen fewer times than this is not learnt from (it keeps the file small and the weights steady). */
const MIN_COUNT = 3;
/** A full stop is put in only when the model is this sure of it (break × stop): a wrong one splits a request in two. */
const THRESHOLD = 0.7;

interface Gap {
  features: string[];
  brk: boolean;
  stop: boolean;
  fold: number;
}

function gapsOf(say: string, fold: number): Gap[] {
  const words = say.trim().split(/\s+/);
  if (!/[.,!?;:](?=\s|$)/.test(say)) return [];
  const bare = words.map((w) => w.replace(/[.,!?;:]+$/, '')).filter(Boolean);
  if (bare.length !== words.length) return [];
  return words.slice(0, -1).map((w, i) => ({ features: gapFeatures(bare, i), brk: /[.,!?;:]$/.test(w), stop: /[.!?]$/.test(w), fold }));
}

function fit(gaps: Gap[], label: (g: Gap) => boolean): { bias: number; weights: Record<string, number> } {
  const counts = new Map<string, number>();
  for (const g of gaps) for (const f of g.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const w = new Map<string, number>([...counts].filter(([, n]) => n >= MIN_COUNT).map(([f]) => [f, 0]));
  let bias = 0;
  // Stochastic gradient descent, gaps in file order every epoch, with a rate that falls by epoch.
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = RATE / (1 + epoch);
    for (const g of gaps) {
      const e = predict(g.features, bias, w) - (label(g) ? 1 : 0);
      bias -= rate * e;
      for (const f of g.features) {
        const v = w.get(f);
        if (v !== undefined) w.set(f, v - rate * (e + L2 * v));
      }
    }
  }
  const weights = Object.fromEntries(
    [...w]
      .filter(([, v]) => Math.abs(v) >= 0.01)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([f, v]) => [f, Math.round(v * 1e3) / 1e3]),
  );
  return { bias: Math.round(bias * 1e3) / 1e3, weights };
}

function predict(features: string[], bias: number, w: Map<string, number>) {
  let s = bias;
  for (const f of features) s += w.get(f) ?? 0;
  return 1 / (1 + Math.exp(-s));
}

function train(gaps: Gap[]): BoundaryModel {
  const brk = fit(gaps, (g) => g.brk);
  const stop = fit(
    gaps.filter((g) => g.brk),
    (g) => g.stop,
  );
  return { bias: brk.bias, weights: brk.weights, stopBias: stop.bias, stopWeights: stop.weights, threshold: THRESHOLD };
}

/** Of the full stops the model puts in, how many were a stop (or any break) as written; of the stops written, how many it finds. */
function report(name: string, gaps: Gap[], modelOf: (g: Gap) => BoundaryModel) {
  let put = 0;
  let stops = 0;
  let breaks = 0;
  const written = gaps.filter((g) => g.stop).length;
  for (const g of gaps) {
    if (!stopAt(g.features, modelOf(g))) continue;
    put++;
    if (g.stop) stops++;
    if (g.brk) breaks++;
  }
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(b, 1)).toFixed(1)}%`;
  console.log(
    `${name}: ${gaps.length} gaps, ${written} stops written; ${put} put in: a stop as written ${pct(stops, put)}, a break as written ${pct(breaks, put)}, stops found ${pct(stops, written)}`,
  );
}

async function main() {
  const phrases = await phrasings();
  const training = phrases.filter((p) => phrasebookSplit(p.say) === 'training').flatMap((p, i) => gapsOf(p.say, i % 5));
  const validation = phrases.filter((p) => phrasebookSplit(p.say) === 'validation').flatMap((p) => gapsOf(p.say, 0));
  const model = train(training);
  writeFileSync(OUT, `${JSON.stringify(model)}\n`);
  console.log(`→ ${OUT}: ${Object.keys(model.weights).length} + ${Object.keys(model.stopWeights).length} weights`);
  const folds = [0, 1, 2, 3, 4].map((k) => train(training.filter((g) => g.fold !== k)));
  report('training', training, () => model);
  report('training, cross-fitted', training, (g) => folds[g.fold]);
  report('validation', validation, () => model);
}

if (process.argv[1]?.endsWith('train-boundaries.ts')) void main();
