/**
 * `npm run assistant:train`: trains the intent model and writes functions/assistant/understanding/intent-model.json.
 *
 * Data: the public training splits built by `npm run corpus:fetch` and the product's own phrasebooks
 * (tests/assistant/). Every row is in the training or the validation part by a fixed hash of its text (split.ts);
 * the model learns from the training part only and the script prints both parts' accuracy per class.
 * Deterministic: the same data gives the same file (fixed order, seeded shuffle, no clock in the weights).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTENT_CLASSES, type IntentClass } from '../../functions/assistant/understanding/intent-classes';
import { features, loadModel, predict, type IntentModelFile } from '../../functions/assistant/understanding/intent-model';
import type { IntentRow } from './build';
import { corpusFile, corpusPresent, MISSING_CORPUS } from './files';
import { familyRows, productRows } from './product-rows';
import { splitOfRow } from './split';
import { SPELLING_MODEL, trainSpelling } from './train-spelling';

const DIR = join(import.meta.dirname, '..', '..', 'functions', 'assistant', 'understanding');
/**
 * One model per language (intent.ts says why): English from the public corpora and the English phrasebooks; and the
 * family-kind model beside the English one (decision 0016).
 */
const MODELS = [
  { language: 'English', out: join(DIR, 'intent-model.json'), rows: (all: IntentRow[]) => all.filter((r) => r.source !== 'phrasebook-ar') },
  { language: 'Arabic', out: join(DIR, 'intent-model-ar.json'), rows: (all: IntentRow[]) => all.filter((r) => r.source === 'phrasebook-ar') },
  // Family messages, so that how families write is not outweighed by the corpora's requests, and the corpora's requests
  // of no kind the assistant does, so that it knows what is not a family request (family-kind.ts)
  { language: 'English family kinds', out: join(DIR, 'en', 'family-kind-model.json'), rows: (all: IntentRow[]) => familyModelRows(all) },
];
const EPOCHS = 30;
const RATE = 0.3;
const L2 = 1e-3;
const MIN_COUNT = 2;
const SCALE = 2000;
/** The member names of the public corpora and the English phrasebooks (an Arabic row carries its own). */
const NAMES = ['Mia', 'Sam', 'Leo'];

/** Mulberry32: a small seeded generator, so every run shuffles the same way. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The public corpora's rows (the product's own rows carry their own sources). */
const PUBLIC = new Set(['hwu64', 'clinc150']);
/** The family-kind model's rows: every family phrasing, and the public corpora's requests of no kind (out of scope). */
export const familyModelRows = (all: IntentRow[]): IntentRow[] => [...familyRows(), ...all.filter((r) => r.label === 'other' && PUBLIC.has(r.source))];

export function trainingRows(): IntentRow[] {
  const publicRows = JSON.parse(readFileSync(corpusFile('intents'), 'utf8')) as IntentRow[];
  return [...publicRows, ...productRows()];
}

export interface TrainingSettings {
  epochs: number;
  rate: number;
  l2: number;
  minCount: number;
}
export const SETTINGS: TrainingSettings = { epochs: EPOCHS, rate: RATE, l2: L2, minCount: MIN_COUNT };

export function train(rows: IntentRow[], settings: TrainingSettings = SETTINGS): IntentModelFile {
  const { epochs: EPOCHS, rate: RATE, l2: L2, minCount: MIN_COUNT } = settings;
  const classes = [...INTENT_CLASSES] as IntentClass[];
  const k = classes.length;
  const examples = rows.map((r) => ({ f: features(r.text, r.names ?? NAMES), y: classes.indexOf(r.label) }));
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of e.f) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts.entries()]
    .filter(([, n]) => n >= MIN_COUNT)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const encoded = examples.map((e) => ({ x: e.f.map((f) => index.get(f)).filter((i): i is number => i !== undefined), y: e.y }));
  // Classes weighted so that a small class counts as much as a large one, softened (square root).
  const perClass = classes.map((_, c) => encoded.filter((e) => e.y === c).length || 1);
  const classWeight = perClass.map((n) => Math.sqrt(encoded.length / k / n));
  const w = new Float64Array(vocabulary.length * k);
  const g2 = new Float64Array(vocabulary.length * k).fill(1e-8);
  const bias = new Float64Array(k);
  const random = seeded(20260304);
  const order = encoded.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const n of order) {
      const { x, y } = encoded[n];
      const scores = Array.from(bias);
      for (const i of x) for (let c = 0; c < k; c++) scores[c] += w[i * k + c];
      const max = Math.max(...scores);
      const exp = scores.map((s) => Math.exp(s - max));
      const sum = exp.reduce((a, b) => a + b, 0);
      for (let c = 0; c < k; c++) {
        const grad = (exp[c] / sum - (c === y ? 1 : 0)) * classWeight[y];
        bias[c] -= 0.05 * grad;
        for (const i of x) {
          const at = i * k + c;
          const g = grad + L2 * w[at];
          g2[at] += g * g;
          w[at] -= (RATE * g) / Math.sqrt(g2[at]);
        }
      }
    }
  }
  const quantised = Int16Array.from(w, (v) => Math.max(-32767, Math.min(32767, Math.round(v * SCALE))));
  return {
    classes,
    features: vocabulary,
    weights: Buffer.from(quantised.buffer).toString('base64'),
    bias: Array.from(bias, (b) => Math.round(b * 1e4) / 1e4),
    scale: SCALE,
    trainedAt: new Date().toISOString().slice(0, 10),
  };
}

function main() {
  if (!corpusPresent('intents')) {
    console.error(MISSING_CORPUS);
    process.exit(1);
  }
  const all = trainingRows();
  for (const { language, out, rows } of MODELS) {
    const mine = rows(all);
    const training = mine.filter((r) => splitOfRow(r) === 'training');
    const validation = mine.filter((r) => splitOfRow(r) === 'validation');
    const file = train(training);
    writeFileSync(out, `${JSON.stringify(file)}\n`);
    const model = loadModel(file);
    const right = (r: IntentRow) => predict(model, r.text, r.names ?? NAMES).label === r.label;
    const rate = (part: IntentRow[]) => (part.length ? `${((100 * part.filter(right).length) / part.length).toFixed(1)}% of ${part.length}` : '-');
    console.log(
      `\n${language} intent model: ${file.features.length} features, ${training.length} training rows, ${validation.length} validation rows → ${out}`,
    );
    console.log('class | training | validation');
    for (const c of INTENT_CLASSES) console.log(`${c} | ${rate(training.filter((r) => r.label === c))} | ${rate(validation.filter((r) => r.label === c))}`);
    console.log(`all | ${rate(training)} | ${rate(validation)}`);
  }
  // (the English phrasebooks once each, in their own split: productRows carries the first one under the corpora's hash)
  const spelling = trainSpelling([...all.filter((r) => r.source !== 'phrasebook'), ...familyRows()]);
  writeFileSync(SPELLING_MODEL, `${JSON.stringify(spelling)}\n`);
  console.log(`\nSpelling model: ${Object.keys(spelling.words).length} words, ${spelling.real.length} real words near them → ${SPELLING_MODEL}`);
}

if (process.argv[1]?.endsWith('train-intent.ts')) main();
