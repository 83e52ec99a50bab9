import { readFileSync } from 'node:fs';
import { INTENT_CLASSES, classOfTool } from '../../functions/assistant/understanding/intent-classes';
import type { IntentRow } from '../corpus/build';
import { corpusFile, corpusPresent, MISSING_CORPUS } from '../corpus/files';
import { arabicRows, productRows } from '../corpus/product-rows';
import { AR_CONTEXT } from '../../tests/assistant/phrasebook-ar.data';
import { splitOfRow, type Split } from '../corpus/split';
import { CORPUS_CONTEXT, corpusBench, corpusTable, type CorpusResult } from './corpus';
import { round, table } from './report';
import type { IntentModelFile } from '../../functions/assistant/understanding/intent-model';
import { phrasebookBench, phrasebookTable, type PhrasebookRow } from './corpus-phrasebooks';
import { crossFitted, familyCrossFitted } from '../corpus/cross-fit';

/**
 * The kind of request (intent-classes.ts) on every labelled row the intent model is trained or validated on: the
 * public training splits (HWU64 and CLINC150) and the product's phrasebooks. Two readers per row: the intent model
 * alone, and the whole engine (the kind of its answer; a question back is a miss). Per kind and per part of the
 * fixed split, so the training and validation rates sit side by side.
 */

type Tally = { count: number; model: number; engine: number };
export interface KindRow {
  kind: string;
  parts: Record<Split, Tally>;
}
export interface KindResult {
  rows: KindRow[];
  /** Milliseconds per message: the model alone and the whole engine (median and p99). */
  ms?: { model: [number, number]; engine: [number, number] };
  error?: string;
}

/**
 * English: the public training splits and the English phrasebooks, read in the public corpus's context. Arabic: the
 * Arabic phrasebooks in their own context (Dubai, Arabic names), read by the Arabic model; no corpus needed.
 */
export async function kindBench(language: 'en' | 'ar' = 'en', modelFor?: (text: string) => IntentModelFile | undefined): Promise<KindResult> {
  if (language === 'en' && !corpusPresent('intents')) return { rows: [], error: MISSING_CORPUS };
  const { interpret } = await import('../../functions/assistant/understanding/engine');
  const { classify, useIntentModel } = await import('../../functions/assistant/understanding/intent');
  const { sameKind } = await import('../../functions/assistant/understanding/arbiter');
  const data =
    language === 'ar'
      ? arabicRows()
      : [...(JSON.parse(readFileSync(corpusFile('intents'), 'utf8')) as IntentRow[]), ...productRows().filter((r) => r.source !== 'phrasebook-ar')];
  const context = language === 'ar' ? AR_CONTEXT : { ...CORPUS_CONTEXT, now: new Date(CORPUS_CONTEXT.now) };
  const rows = new Map<string, KindRow>(
    INTENT_CLASSES.map((kind) => [kind, { kind, parts: { training: { count: 0, model: 0, engine: 0 }, validation: { count: 0, model: 0, engine: 0 } } }]),
  );
  const modelMs: number[] = [];
  const engineMs: number[] = [];
  for (const r of data) {
    const tally = rows.get(r.label)!.parts[splitOfRow(r)];
    tally.count++;
    useIntentModel(language, modelFor?.(r.text));
    let t = performance.now();
    if (classify(r.text, context.memberNames, language).label === r.label) tally.model++;
    modelMs.push(performance.now() - t);
    t = performance.now();
    const meant = interpret(r.text, context);
    engineMs.push(performance.now() - t);
    useIntentModel(language);
    if ('tool' in meant && sameKind(classOfTool(meant.tool, meant.input), r.label)) tally.engine++;
  }
  const at = (xs: number[], q: number) => round([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))], 2);
  return { rows: [...rows.values()], ms: { model: [at(modelMs, 0.5), at(modelMs, 0.99)], engine: [at(engineMs, 0.5), at(engineMs, 0.99)] } };
}

const pct = (part: number, whole: number) => (whole ? `${round((100 * part) / whole, 1)}%` : '-');

export function kindTable(r: KindResult): string {
  if (r.error) return `Not measured: ${r.error}`;
  const total = (part: Split) =>
    r.rows.reduce((t, row) => ({ count: t.count + row.parts[part].count, model: t.model + row.parts[part].model, engine: t.engine + row.parts[part].engine }), {
      count: 0,
      model: 0,
      engine: 0,
    });
  const line = (kind: string, t: Tally, v: Tally) => [
    kind,
    t.count,
    pct(t.model, t.count),
    pct(t.engine, t.count),
    v.count,
    pct(v.model, v.count),
    pct(v.engine, v.count),
    t.count && v.count ? round((100 * t.engine) / t.count - (100 * v.engine) / v.count, 1) : '-',
  ];
  const kinds = table(
    ['kind', 'training', 'model', 'engine', 'validation', 'model', 'engine', 'engine gap (points)'],
    [...r.rows.map((row) => line(row.kind, row.parts.training, row.parts.validation)), line('all', total('training'), total('validation'))],
    [0],
  );
  const ms = r.ms
    ? `\nPer message: the model ${r.ms.model[0]} ms median, ${r.ms.model[1]} ms p99; the whole engine ${r.ms.engine[0]} ms median, ${r.ms.engine[1]} ms p99.`
    : '';
  return kinds + ms;
}

export interface CorpusParts {
  corpus: CorpusResult;
  tasks: CorpusResult;
  kinds: KindResult;
  kindsArabic: KindResult;
  phrasebooks: PhrasebookRow[];
}

/** Every part of the corpus section; the training parts read by cross-fitted models (cross-fit.ts). */
export async function corpusParts(misses: number, log: (line: string) => void): Promise<CorpusParts> {
  const modelFor = crossFitted();
  const corpus = await corpusBench({ misses, log, modelFor });
  return {
    corpus,
    tasks: await corpusBench({ corpus: 'tasks', misses, log, modelFor }),
    kinds: await kindBench('en', modelFor),
    kindsArabic: await kindBench('ar'),
    phrasebooks: corpus.error ? [] : await phrasebookBench(familyCrossFitted()),
  };
}

/** The corpus section's heading and text: both public corpora by part of the split, the kind tables, the phrasebooks. */
export function corpusSection({ corpus, tasks, kinds, kindsArabic, phrasebooks }: CorpusParts): [string, string] {
  return [
    `Engine on ${corpus.records} public calendar and list training requests (HWU64's folds without SLURP's held-out text), ${corpus.context.timezone}, now ${corpus.context.now}: by part of the fixed 80/20 split`,
    [
      corpusTable(corpus),
      `## Engine on ${tasks.records} public task requests (CLINC150's train: calendar, meetings, reminders, shopping and to-do lists), same context and split`,
      corpusTable(tasks),
      '## The kind of request on every labelled row (HWU64, CLINC150 train, phrasebooks): the model alone and the engine',
      kindTable(kinds),
      '## The same for Arabic (the Arabic phrasebooks, the Arabic model, Asia/Dubai)',
      kindTable(kindsArabic),
      '## The English phrasebooks, each expectation whole: training phrasings read with a family-kind model that never learnt them',
      phrasebookTable(phrasebooks),
    ].join('\n\n'),
  ];
}
