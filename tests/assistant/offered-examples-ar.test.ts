import { describe, expect, it } from 'vitest';
import { ARABIC } from '../../functions/assistant/replies/ar';
import { interpret } from '../../functions/assistant/understanding/engine';
import { AR_CONTEXT } from './phrasebook-ar.data';

/** Every example an Arabic reply offers is itself understood: a parent who copies it gets what it shows. */
const quoted = (text: string) => [...text.matchAll(/«([^»]+)»/g)].map((m) => m[1]);

describe('the examples the assistant offers in Arabic', () => {
  const examples = [...new Set([...quoted(ARABIC.help), ...quoted(ARABIC.notUnderstood)])];

  it('offers examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
  });

  it.each(examples)('help example «%s» is read as a request', (example) => {
    const meant = interpret(example, AR_CONTEXT);
    expect(meant).not.toEqual({ tool: 'help', input: { reason: 'not-understood' } });
    expect('clarify' in meant).toBe(false);
  });
});
