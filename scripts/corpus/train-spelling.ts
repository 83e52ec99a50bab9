/**
 * The spelling model (en/spelling-model.json), written by `npm run assistant:train` (train-intent.ts): the words requests use most, learnt
 * from the training parts of the public corpora and the English phrasebooks, and the real English words one slip away
 * from each of them (from the `word-list` package's dictionary), so that "chnage" is read as "change" while "charge",
 * a word of its own, stays. Deterministic: the same data gives the same file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import wordListPath from 'word-list';
import { SLIP_LIMITS, slipOf, type SpellingModelFile } from '../../functions/assistant/understanding/en/edit-distance';
import type { IntentRow } from './build';
import { splitOfRow } from './split';

export const SPELLING_MODEL = join(import.meta.dirname, '..', '..', 'functions', 'assistant', 'understanding', 'en', 'spelling-model.json');

/**
 * Day and month names are left to the date readers, which know a slip of one from a name ("marco" is no "march").
 */
const DATE_WORDS = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|september|october|november|december)$/;
/** Words in at least this many training requests are the ones a slip is read as. */
const FREQUENT = 10;

export function trainSpelling(rows: IntentRow[]): SpellingModelFile {
  const count = new Map<string, number>();
  for (const row of rows.filter((r) => splitOfRow(r) === 'training' && r.source !== 'phrasebook-ar'))
    for (const word of new Set(row.text.toLowerCase().match(/[a-z]+/g) ?? [])) count.set(word, (count.get(word) ?? 0) + 1);
  const dictionary = readFileSync(wordListPath, 'utf8').split('\n').filter(Boolean);
  const real = new Set(dictionary);
  // A word people use often that is no dictionary word ("tmrw", "pls") is not something others are slips of
  const words = [...count]
    .filter(([w, n]) => n >= FREQUENT && w.length >= SLIP_LIMITS.shortest && real.has(w) && !DATE_WORDS.test(w))
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const near = new Set<string>();
  for (const [w] of words) for (const other of dictionary) if (other !== w && slipOf(other, w)) near.add(other);
  return { words: Object.fromEntries(words), real: [...near].sort() };
}
