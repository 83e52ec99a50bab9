import { randomInt } from 'node:crypto';

// The one-time connect code: its alphabet, how it is shown and sent, and finding it in an inbound text (the flow: connections.ts).

/** No 0/O, 1/I/L: a code read off a screen and retyped is still right. 31^8 ≈ 8.5e11 codes. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const CODE_LIFETIME_SECONDS = 15 * 60;

export const display = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export const connectMessage = (code: string) => `Connect my Simplify account. Code: ${display(code)}`;

export function newCode() {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Normalise a code as a person may have retyped it (lower case, spaces, dash); null if it cannot be one. */
export function canonicalCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const ch of code) if (!ALPHABET.includes(ch)) return null;
  return code;
}

const CODE_IN_TEXT = new RegExp(`(?:^|[^A-Za-z0-9])([${ALPHABET}]{4})[-\\s]([${ALPHABET}]{4})(?![A-Za-z0-9])`, 'i');

/**
 * The code inside an inbound text, if the text looks like a connect message: it mentions a code and holds
 * one in the XXXX-XXXX form. Requiring the word keeps ordinary messages ("hand-made cake") out.
 */
export function findConnectCode(text: string): string | null {
  if (!/\bcode\b/i.test(text)) return null;
  const match = CODE_IN_TEXT.exec(text);
  return match ? canonicalCode(match[1] + match[2]) : null;
}
