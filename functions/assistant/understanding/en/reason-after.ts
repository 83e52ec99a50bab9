import type { Interpretation } from '../types';
import { notUnderstood } from './intents';

/**
 * Where a comment after the request starts: a clause of its own ("…, he's starting in the little ones' class", "…?
 * easier to do both", "… - candle lighting's early", "…, reckon he's old enough now").
 */
const REASON =
  /(?:[,;?!]|\s[-–—])\s+(?=(?:he|she|they|we|it|i|you|u|that|there)(?:'s|'re|'ll|'ve|'m|'d|\s+(?:is|are|was|were|has|have|will|can|needs?|wants?|got|said|says))\b|(?:because|cos|coz|since|as|reckon|easier|heaps|dead|hope|thanks|thank)\b)/i;

/** A comment that says when, how long, who, or that something changed is part of the request ("…, it will be for 90 minutes"). */
const DETAIL =
  /\d|\b(?:mon|tue|wed|thu|fri|sat|sun)\w*|\b(?:today|tomorrow|tonight|morning|afternoon|arvo|evening|noon|minutes?|mins?|hours?|hrs?|instead|moved?|now|place|off|cancel\w*|both|all|too|also|well)\b/i;

/** The words a reading took from the message as its thing: a title, a search's words, a target's words. */
function wordsOf(x: Interpretation): string {
  if (!('tool' in x)) return '';
  const i = x.input as { title?: string; words?: string | null; target?: { words?: string | null } };
  return String(i.title ?? i.words ?? i.target?.words ?? '').toLowerCase();
}
const content = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];

/**
 * "Add Leo to Mia's dentist thing on the 12th? easier to do both", "pop Leo onto Mia's swimming lesson Monday arvo too,
 * reckon he's old enough now": a comment after the request is no part of it. When the reading took the comment's words
 * as its thing, or read nothing, the request is read again without the comment; the new reading stands when it is
 * understood and its thing no longer carries the comment.
 */
export function withoutReason(said: string, names: string[], meant: Interpretation, read: (text: string) => Interpretation): Interpretation {
  const at = REASON.exec(said);
  if (!at || at.index < 8 || 'then' in meant || ('clarify' in meant && meant.pending)) return meant;
  const rest = said.slice(at.index);
  const named = names.some((n) => rest.toLowerCase().includes(n.split(' ')[0].toLowerCase()));
  if (DETAIL.test(rest) || named) return meant;
  const tail = content(rest);
  const took = wordsOf(meant);
  const leaked = tail.some((w) => took.includes(w));
  if (!leaked && !notUnderstood(meant) && !('clarify' in meant)) return meant;
  const again = read(said.slice(0, at.index));
  if (notUnderstood(again) || 'clarify' in again) return meant;
  const kept = wordsOf(again);
  return tail.some((w) => kept.includes(w)) ? meant : again;
}
