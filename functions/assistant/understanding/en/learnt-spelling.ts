import { editDistance, slipOf, SLIP_LIMITS, type SpellingModelFile } from './edit-distance';
import model from './spelling-model.json';

/**
 * Slips read as the words requests use most (spelling-model.json, learnt by scripts/corpus/train-spelling.ts): "chnage",
 * "homwork", "vacination", "thnaks" are read as "change", "homework", "vaccination", "thanks". A slip starts with the
 * word's letter and is one edit away from it (two for words of nine letters or more; a swap of neighbours is one edit);
 * a four-letter word only when two neighbours are swapped ("onyl"). Real words one slip from a frequent word ("charge",
 * "plate") and forms of a word ("scheduled") stay as typed.
 */
const WORDS = Object.entries((model as SpellingModelFile).words);
const KNOWN = new Set([...(model as SpellingModelFile).real, ...WORDS.map(([w]) => w)]);

/** The word a slip was meant as, or the word itself. */
function meant(typed: string): string {
  const w = typed.toLowerCase();
  if (KNOWN.has(w) || w.length > SLIP_LIMITS.longest) return typed;
  // (the fewest edits first, then the word used most)
  const best = WORDS.filter(([k]) => slipOf(w, k))
    .map(([k, n]) => ({ k, n, edits: editDistance(w, k) }))
    .sort((a, b) => a.edits - b.edits || b.n - a.n)[0];
  return best?.k ?? typed;
}

/**
 * A message with its slips read as the frequent words. Members' names stay, and so does a capitalised word after the
 * first (a name: "Marco", "Steven").
 */
export function fixLearntSpelling(text: string, memberNames: string[] = []): string {
  const names = new Set(memberNames.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const shouting = text === text.toUpperCase();
  return text.replace(/\b[A-Za-z]{4,}\b/g, (word, at: number) =>
    names.has(word.toLowerCase()) || (at > 0 && !shouting && /^[A-Z]/.test(word)) ? word : meant(word),
  );
}
