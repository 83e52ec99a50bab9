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
