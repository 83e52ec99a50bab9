import { classOfTool } from '../../functions/assistant/understanding/intent-classes';
import type { IntentModelFile } from '../../functions/assistant/understanding/intent-model';
import { ALL_EN_PHRASES } from '../../tests/assistant/english-phrasebooks.data';
import { mismatch, PHRASEBOOK_CONTEXT } from '../../tests/assistant/phrasebook';
import { phrasebookSplit, type Split } from '../corpus/split';
import { round, table } from './report';

/**
 * The English phrasebooks (all but the long ones) as the phrasebook test reads them, each expectation whole, per kind
 * of request and part of the phrasebooks' own split. With the corpora present, a training phrasing is read with a
 * family-kind model that never learnt it (cross-fit.ts), so the training rate is not flattered by that model.
 */
export interface PhrasebookRow {
  kind: string;
  parts: Record<Split, { count: number; right: number }>;
}

export async function phrasebookBench(familyFor?: (text: string) => IntentModelFile | undefined): Promise<PhrasebookRow[]> {
  const { interpret } = await import('../../functions/assistant/understanding/engine');
  const { useIntentModel } = await import('../../functions/assistant/understanding/intent');
  const rows = new Map<string, PhrasebookRow>();
  for (const phrase of ALL_EN_PHRASES) {
    const kind = 'tool' in phrase.expect ? classOfTool([phrase.expect.tool].flat()[0], phrase.expect.input) : 'question back';
    const row = rows.get(kind) ?? { kind, parts: { training: { count: 0, right: 0 }, validation: { count: 0, right: 0 } } };
    rows.set(kind, row);
    const part = row.parts[phrasebookSplit(phrase.say)];
    useIntentModel('family', familyFor?.(phrase.say));
    try {
      part.count++;
      if (mismatch(phrase.expect, interpret(phrase.say, PHRASEBOOK_CONTEXT)) === null) part.right++;
    } finally {
      useIntentModel('family');
    }
  }
  return [...rows.values()].sort((a, b) => b.parts.training.count - a.parts.training.count);
}

const pct = (part: { count: number; right: number }) => (part.count ? (100 * part.right) / part.count : NaN);

export function phrasebookTable(rows: PhrasebookRow[]): string {
  const all = rows.reduce(
    (t, r) => ({
      kind: 'all',
      parts: {
        training: { count: t.parts.training.count + r.parts.training.count, right: t.parts.training.right + r.parts.training.right },
        validation: { count: t.parts.validation.count + r.parts.validation.count, right: t.parts.validation.right + r.parts.validation.right },
      },
    }),
    { kind: 'all', parts: { training: { count: 0, right: 0 }, validation: { count: 0, right: 0 } } },
  );
  const line = ({ kind, parts: { training, validation } }: PhrasebookRow) => [
    kind,
    training.count,
    `${round(pct(training), 1)}%`,
    validation.count,
    validation.count ? `${round(pct(validation), 1)}%` : '-',
    validation.count ? round(pct(training) - pct(validation), 1) : '-',
  ];
  return table(['kind', 'training', 'training rate', 'validation', 'validation rate', 'gap (points)'], [...rows, all].map(line), [0]);
}
