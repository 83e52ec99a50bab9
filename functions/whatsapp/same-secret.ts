import { timingSafeEqual } from 'node:crypto';

/** Equal strings, compared in constant time (a token's length is not a secret worth protecting). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
