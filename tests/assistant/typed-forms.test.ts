import { describe, expect, it } from 'vitest';
import { interpret } from '../../functions/assistant/understanding/engine';
import { phrasebookSplit } from '../../scripts/corpus/split';
import { mismatch, PHRASEBOOK_CONTEXT } from './phrasebook';
import type { Phrase } from './phrasebook.data';
import { PHRASES as FAMILY_14 } from './phrasebook-family-14.data';
import { PHRASES as VOICE_14 } from './phrasebook-voice-14.data';
import { PHRASES as LISTS_18 } from './phrasebook-lists-18.data';
import { PHRASES as CHANGES_20 } from './phrasebook-changes-20.data';
import { PHRASES as FAMILY_23 } from './phrasebook-family-23.data';
import { PHRASES as FAMILY_26 } from './phrasebook-family-26.data';
import { PHRASES as FAMILY_29 } from './phrasebook-family-29.data';
import { PHRASES as LONG_41 } from './phrasebook-long-41.data';

/**
 * The same request typed another way is read the same way: thanks at the end of its own sentence, words typed short on
 * a phone, apostrophes left out, a day name or the readers' own words misspelt, "our" for "my", an emoji, a request asked as a question ("can you move…?"). Each training phrasing the engine reads right is typed each way (where the way changes
 * it and leaves the expected words alone); the reading must not change. A metamorphic check: it needs no new
 * expectations, so it covers phrasings nobody wrote down.
 */
const SHORT: Array<[RegExp, string]> = [
  [/\bplease\b/gi, 'pls'],
  [/\byou\b/gi, 'u'],
  [/\btomorrow\b/gi, 'tmrw'],
  [/\bweek\b/gi, 'wk'],
  [/\bthanks\b/gi, 'thx'],
  [/\bbecause\b/gi, 'cos'],
];
/** Each word typed with the slip given (not where the expectation holds the word itself). */
const misspelt =
  (slips: Record<string, string>) =>
  (said: string, expected: string): string | null => {
    const words = Object.keys(slips);
    const typed = words.reduce((out, word) => out.replace(new RegExp(`\\b${word}\\b`, 'gi'), slips[word]), said);
    return typed === said || new RegExp(words.join('|'), 'i').test(expected) ? null : typed;
  };
const WAYS: Record<string, (said: string, expected: string) => string | null> = {
  'thanks at the end': (said) => `${said.replace(/[.!]*$/, '')} thanks!`,
  'words typed short': (said, expected) => {
    if (SHORT.some(([word]) => new RegExp(word.source, 'i').test(expected))) return null;
    const typed = SHORT.reduce((out, [word, short]) => out.replace(word, short), said);
    return typed === said ? null : typed;
  },
  'apostrophes left out': (said, expected) => (/'/.test(said) && !/'/.test(expected) ? said.replace(/'/g, '') : null),
  'a day name misspelt': misspelt({ wednesday: 'wednsday', thursday: 'thurdsay', tomorrow: 'tomorow' }),
  "the readers' words misspelt": misspelt({
    schedule: 'schedual',
    calendar: 'calender',
    appointment: 'apointment',
    reminder: 'remider',
    shopping: 'shoping',
    meeting: 'meetting',
    birthday: 'birthdy',
  }),
  // (not "my list", which is the to-dos, nor "my mistake", which is no part of a request)
  'our for my': (said) => {
    const typed = said.replace(/\bmy\b(?! (?:list|mistake)\b)/gi, 'our');
    return typed === said || /\b(?:i|me|i'm|i've)\b/i.test(said) ? null : typed;
  },
  'an emoji at the end': (said) => `${said} 👍`,
  'the request asked as a question': (said) =>
    /^(?:add|put|move|cancel|remind|delete|remove|book|change|push|make|set|clear|tick|take)\b/i.test(said)
      ? `can you ${said.charAt(0).toLowerCase()}${said.slice(1).replace(/[.!]*$/, '')}?`
      : null,
};

const SETS: Phrase[] = [...FAMILY_14, ...VOICE_14, ...LISTS_18, ...CHANGES_20, ...FAMILY_23, ...FAMILY_26, ...FAMILY_29];
const readRightIn = (sets: Phrase[]) => sets.filter((p) => phrasebookSplit(p.say) === 'training' && !mismatch(p.expect, interpret(p.say, PHRASEBOOK_CONTEXT)));
const readRight = readRightIn(SETS);

describe('a request typed another way', () => {
  it.each(Object.keys(WAYS))('is read the same with %s', (way) => {
    const typed = readRight.flatMap((p) => {
      const text = WAYS[way](p.say, JSON.stringify(p.expect));
      return text ? [{ text, expect: p.expect }] : [];
    });
    const changed = typed.filter((t) => mismatch(t.expect, interpret(t.text, PHRASEBOOK_CONTEXT)));
    if (changed.length) console.log(changed.map((t) => t.text).join('\n'));
    expect(typed.length).toBeGreaterThanOrEqual(40);
    expect(changed.length / typed.length).toBeLessThanOrEqual(0.02);
  });
});

describe('a long message typed another way', () => {
  it('is read the same with an emoji where a sentence ends', () => {
    const typed = readRightIn(LONG_41).flatMap((p) => {
      const text = p.say.replace(/(?<=[a-z0-9])[.!] (?=[A-Z])/, ' 😊 ');
      return text === p.say ? [] : [{ text, expect: p.expect }];
    });
    const changed = typed.filter((t) => mismatch(t.expect, interpret(t.text, PHRASEBOOK_CONTEXT)));
    if (changed.length) console.log(changed.map((t) => t.text).join('\n'));
    expect(typed.length).toBeGreaterThanOrEqual(30);
    expect(changed.length / typed.length).toBeLessThanOrEqual(0.05);
  }, 90_000);
});
