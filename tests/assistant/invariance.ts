import { interpret } from '../../functions/assistant/understanding/engine';
import { mismatch, PHRASEBOOK_CONTEXT } from './phrasebook';
import type { Phrase } from './phrasebook.data';

/**
 * Changes that keep a message's meaning, as parents' own messages vary: a greeting before it, "&" or "n" for "and",
 * kisses or thanks after it, texting's short forms. A change should never change the reading.
 */
export const CHANGES: Record<string, (s: string) => string> = {
  'a greeting before it': (s) => `Hi Simplify, ${s}`,
  '"hi" before it': (s) => `hi ${s}`,
  '"sorry to bother you" before it': (s) => `sorry to bother you, ${s}`,
  '"ok so" before it': (s) => `ok so ${s}`,
  '"&" for "and"': (s) => s.replace(/\band\b/g, '&'),
  '"n" for "and"': (s) => s.replace(/\band\b/g, 'n'),
  'a kiss after it': (s) => `${s.replace(/[.!]+$/, '')} x`,
  '"pls" after it': (s) => `${s.replace(/[.!]+$/, '')} pls`,
  '"Thank you!" after it': (s) => `${s.replace(/[.!]+$/, '')}. Thank you!`,
  '"u" and "r"': (s) => s.replace(/\byou\b/g, 'u').replace(/\bare\b/g, 'r'),
  '"tonite"': (s) => s.replace(/\btonight\b/gi, 'tonite'),
  'all in lower case': (s) => s.toLowerCase(),
  'no apostrophes': (s) => s.replace(/'/g, ''),
  'no final question mark': (s) => s.replace(/\?+\s*$/, ''),
  'no punctuation at all': (s) =>
    s
      .replace(/[.,!?;:]+(?=\s|$)/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
};

/** Of the phrasings read right, how many a change touches, and which of those it makes read wrong. */
export function underChange(right: Phrase[], change: (s: string) => string) {
  const touched = right.filter((p) => change(p.say) !== p.say);
  const broken = touched.filter((p) => mismatch(p.expect, interpret(change(p.say), PHRASEBOOK_CONTEXT)) !== null).map((p) => change(p.say));
  return { touched: touched.length, broken };
}

export const readRight = (phrases: Phrase[]) => phrases.filter((p) => mismatch(p.expect, interpret(p.say, PHRASEBOOK_CONTEXT)) === null);

/** A phrasebook file's phrasings, whatever its list is called. */
export const phrasesOf = (book: Record<string, unknown>) => (Object.values(book).find(Array.isArray) ?? []) as Phrase[];
