/** Edits between two words, with a swap of neighbouring letters as one edit (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

export interface SpellingModelFile {
  /** The frequent words, each with the number of training requests it is in. */
  words: Record<string, number>;
  /** Dictionary words one slip from a frequent word. */
  real: string[];
}

export const SLIP_LIMITS = { shortest: 4, longest: 16 };

export function slipOf(typed: string, word: string): boolean {
  if (typed[0] !== word[0] || Math.abs(typed.length - word.length) > 1 || typed.length < SLIP_LIMITS.shortest) return false;
  if (typed.startsWith(word) || word.startsWith(typed)) return false;
  if (word.length === 4 || typed.length === 4)
    return typed.length === word.length && [...typed].sort().join('') === [...word].sort().join('') && editDistance(typed, word) === 1;
  return editDistance(typed, word) <= (word.length >= 9 ? 2 : 1);
}
