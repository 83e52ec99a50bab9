import { interpret } from '../../functions/assistant/understanding/engine';
import type { Expectation, Phrase } from './phrasebook.data';
import { tools } from '../../functions/assistant/tools/tools';
import type { EngineContext } from '../../functions/assistant/understanding/message';
import type { Interpretation } from '../../functions/assistant/understanding/types';

/**
 * The phrasebook check: each phrasing read by the engine and compared with what it should do. Expected
 * inputs are partial (only the keys given are checked); text slots match when the expected words are
 * contained in the engine's, ignoring case; `null` must be null.
 */

/** Wednesday 4 March 2026, 14:00 in Sydney; the phrasebook's dates are worked out from it. */
export const PHRASEBOOK_CONTEXT: EngineContext = {
  timezone: 'Australia/Sydney',
  now: new Date('2026-03-04T03:00:00Z'),
  memberNames: ['Mia Okafor', 'Sam Okafor', 'Leo'],
  // All three are children (10, 7 and 3), as the worker finds them by their birthdays: "both kids" and "the kids" name them.
  childNames: ['Mia Okafor', 'Sam Okafor', 'Leo'],
  // Their profiles say daughter, son and son: "the boys" are Sam and Leo.
  sons: ['Sam Okafor', 'Leo'],
  daughters: ['Mia Okafor'],
};

function partial(expected: unknown, got: unknown, path: string): string | null {
  if (expected === null) return got === null || got === undefined ? null : `${path}: expected null, got ${JSON.stringify(got)}`;
  if (Array.isArray(expected)) {
    if (!Array.isArray(got)) return `${path}: expected a list, got ${JSON.stringify(got)}`;
    if (expected.length !== got.length) return `${path}: expected ${expected.length} items, got ${JSON.stringify(got)}`;
    for (let i = 0; i < expected.length; i++) {
      const wrong = partial(expected[i], got[i], `${path}[${i}]`);
      if (wrong) return wrong;
    }
    return null;
  }
  if (typeof expected === 'object') {
    if (!got || typeof got !== 'object') return `${path}: expected an object, got ${JSON.stringify(got)}`;
    for (const [k, v] of Object.entries(expected as object)) {
      const wrong = partial(v, (got as Record<string, unknown>)[k], `${path}.${k}`);
      if (wrong) return wrong;
    }
    return null;
  }
  if (typeof expected === 'string') {
    if (typeof got !== 'string') return `${path}: expected "${expected}", got ${JSON.stringify(got)}`;
    const loose = (s: string) => s.toLowerCase().replace(/'s\b/g, '').replace(/\s+/g, ' ').trim();
    return loose(got).includes(loose(expected)) ? null : `${path}: expected "${expected}", got "${got}"`;
  }
  return Object.is(expected, got) ? null : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`;
}

/** Why the engine's reading differs from the expectation, or null when it does what was asked. */
export function mismatch(expect: Expectation, got: Interpretation): string | null {
  if ('clarify' in got) return 'clarify' in expect ? null : `expected ${expect.tool}, got a question: ${got.clarify}`;
  // (a message of several requests may do the clear ones and ask about the last: it still asks back)
  if ('clarify' in expect) return got.then?.some((x) => 'clarify' in x) ? null : `expected a question back, got ${got.tool} ${JSON.stringify(got.input)}`;
  const names = Array.isArray(expect.tool) ? expect.tool : [expect.tool];
  if (!names.includes(got.tool)) return `expected ${names.join(' or ')}, got ${got.tool} ${JSON.stringify(got.input)}`;
  if (!tools[got.tool].input.safeParse(got.input).success) return `${got.tool} input is not valid for the tool: ${JSON.stringify(got.input)}`;
  return expect.input ? partial(expect.input, got.input, 'input') : null;
}

export function runPhrasebook(phrases: Phrase[], ctx = PHRASEBOOK_CONTEXT) {
  const misses = phrases.flatMap((p) => {
    const why = mismatch(p.expect, interpret(p.say, ctx));
    return why ? [{ say: p.say, why }] : [];
  });
  return { total: phrases.length, right: phrases.length - misses.length, misses };
}
