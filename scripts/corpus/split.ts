/**
 * The fixed split of the training data: a request is in the validation fifth when the FNV-1a hash of its
 * normalised text ends in 8 or 9 (mod 10). Training learns from the rest only; the validation rate is read, and
 * nothing is ever fixed from a validation request.
 */
export type Split = 'training' | 'validation';

function hashOf(text: string): number {
  const normal = text.toLowerCase().replace(/\s+/g, ' ').trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < normal.length; i++) {
    hash ^= normal.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const splitOf = (text: string): Split => (hashOf(text) % 10 >= 8 ? 'validation' : 'training');

/** Folds of the training part, for cross-fitting (cross-fit.ts): by the same hash's higher digits. */
export const FOLDS = 5;
export const foldOf = (text: string): number => Math.floor(hashOf(text) / 10) % FOLDS;

/**
 * The Arabic phrasebooks' own split (their tests read it): the validation fifth is where the FNV-1a hash of the
 * phrasing's UTF-8 bytes is 0 mod 5. The model keeps to it, so what the phrasebook test validates on was not learnt.
 */
export function phrasebookSplit(say: string): Split {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(say)) hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  return hash % 5 === 0 ? 'validation' : 'training';
}

/** A labelled row's part: its own when it carries one, else by its text. */
export const splitOfRow = (row: { text: string; split?: Split }): Split => row.split ?? splitOf(row.text);
