import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classOfTool, type IntentClass } from '../../functions/assistant/understanding/intent-classes';
import { PHRASES, type Phrase } from '../../tests/assistant/phrasebook.data';
import { AR_CONTEXT, ALL_AR_PHRASES } from '../../tests/assistant/phrasebook-ar-all.data';
import { ALL_EN_PHRASES } from '../../tests/assistant/english-phrasebooks.data';
import { pairSplit, PARALLEL_REMINDERS } from '../../tests/assistant/reminders-parallel-all.data';
import type { CorpusRecord } from '../bench/corpus-score';
import type { IntentRow } from './build';
import { phrasebookSplit } from './split';

const DIR = join(import.meta.dirname, '..', '..', 'tests', 'assistant');
/** The product's own spoken-style sets, labelled as the public corpus is. */
const SPOKEN = ['spoken-requests.data.json', 'spoken-requests-2.data.json'];
export const CORPUS_CLASSES: Record<string, IntentClass> = {
  calendar_set: 'event_add',
  calendar_query: 'event_query',
  calendar_remove: 'event_remove',
  calendar_update: 'event_change',
  reminder_set: 'reminder_add',
  reminder_query: 'reminder_query',
  lists_createoradd: 'list_add',
  lists_query: 'list_query',
  lists_remove: 'list_remove',
};

/** A phrasebook's phrasings as labelled rows (a question-back expectation teaches nothing). */
const phraseRows = (phrases: Phrase[], extra: Partial<IntentRow> & { source: string }): IntentRow[] =>
  phrases.flatMap((phrase) => {
    if (!('tool' in phrase.expect)) return [];
    const tool = Array.isArray(phrase.expect.tool) ? phrase.expect.tool[0] : phrase.expect.tool;
    return [{ text: phrase.say, label: classOfTool(tool, phrase.expect.input), ...extra }];
  });

/**
 * The Arabic phrasebooks and the Arabic half of the parallel reminders, with their own names and their tests' split.
 * (The English half is not learnt: it left the English validation rate no better.)
 */
export const arabicRows = (): IntentRow[] => {
  const arabic = { source: 'phrasebook-ar', names: AR_CONTEXT.memberNames };
  const pairs = PARALLEL_REMINDERS.ar.map((phrase, i) => ({ phrase, split: pairSplit(i) }));
  return [
    ...phraseRows(ALL_AR_PHRASES, arabic).map((r) => ({ ...r, split: phrasebookSplit(r.text) })),
    ...pairs.flatMap(({ phrase, split }) => phraseRows([phrase], arabic).map((r) => ({ ...r, split }))),
  ];
};

/** The product's phrasebooks and spoken-style sets as labelled rows. */
export function productRows(): IntentRow[] {
  const rows: IntentRow[] = [...phraseRows(PHRASES, { source: 'phrasebook' }), ...arabicRows()];
  for (const file of SPOKEN)
    for (const r of JSON.parse(readFileSync(join(DIR, file), 'utf8')) as CorpusRecord[])
      rows.push({ text: r.text, label: CORPUS_CLASSES[r.intent] ?? 'other', source: 'spoken' });
  return rows;
}

/**
 * Every English phrasebook as the family-kind model learns it, in the phrasebook test's own split: a request's kind,
 * and a message that should be asked about (nothing to act on) as "other", with help, thanks and the like.
 */
export const familyRows = (): IntentRow[] =>
  ALL_EN_PHRASES.map((phrase) => {
    const label = 'tool' in phrase.expect ? classOfTool([phrase.expect.tool].flat()[0], phrase.expect.input) : 'other';
    return { text: phrase.say, label, source: 'family', split: phrasebookSplit(phrase.say) };
  });
