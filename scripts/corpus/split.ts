/**
 * The fixed split of the training data: a request is in the validation fifth when the FNV-1a hash of its
 * normalised text ends in 8 or 9 (mod 10). Training learns from the rest only; the validation rate is read, and
 * nothing is ever fixed from a validation request.
 */
export type Split = 'training' | 'validation';

export function splitOf(text: string): Split {
  const normal = text.toLowerCase().replace(/\s+/g, ' ').trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < normal.length; i++) {
    hash ^= normal.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 10 >= 8 ? 'validation' : 'training';
}
