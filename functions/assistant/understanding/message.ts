import type { Wall } from './dates';
import type { MemberMatch } from './types';

/**
 * A message as every intent reader sees it: the text without greetings and politeness, its lower-case form,
 * the account's wall clock and family, and the member it names (read once, on first use).
 */
export interface EngineContext {
  timezone: string;
  now: Date;
  memberNames: string[];
  /** The members who are children ("both kids", "the children" name them); empty when unknown. */
  childNames?: string[];
  /** The members whose relationship is son, and daughter ("the boys", "my daughter" name them); empty when unknown. */
  sons?: string[];
  daughters?: string[];
}

export interface Message {
  /** The whole message, normalised. */
  full: string;
  /** Without greetings, a wake word and politeness in front. */
  text: string;
  /** `text` in lower case without closing punctuation. */
  lower: string;
  /** A question, or a request to be told or shown something ("tell me…", "show me…", "is…"): never filed. */
  asking: boolean;
  ctx: EngineContext;
  wall: Wall;
  names: string[];
  readonly member: MemberMatch;
}

/** Longer messages are not requests the engine can read (the help text answers them). */
export const MAX_TEXT = 500;

/** Bidi marks and zero-width characters out, typographic apostrophes straightened, spaces collapsed. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

// Control characters other than tab and line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const MARKUP = /<\/?[a-z][^>]*>|&#?\w+;|\bjavascript:/i;

/** Nothing a parent would file: no letter or digit (emoji only), control characters, markup, or a script the engine does not read. */
export function unreadable(raw: string, full: string, arabic: boolean): boolean {
  if (CONTROL.test(raw) || MARKUP.test(full)) return true;
  if (arabic) return false;
  const letters = full.match(/\p{L}/gu) ?? [];
  if (!letters.length) return !/\p{N}/u.test(full);
  const latin = full.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return latin < letters.length / 2;
}
