import { describe, expect, it } from 'vitest';
import { NOT_UNDERSTOOD, HELP_TEXT } from '../../functions/assistant/tools/account-tools';
import { interpret } from '../../functions/assistant/understanding/engine';
import { sameKind } from '../../functions/assistant/understanding/arbiter';
import { ASK_FOR } from '../../functions/assistant/understanding/en/language';
import { classOfTool, type IntentClass } from '../../functions/assistant/understanding/intent-classes';
import { PHRASEBOOK_CONTEXT } from './phrasebook';

/** Every example a reply offers is itself understood: a parent who copies it gets what it shows. */
const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);

describe('the examples the assistant offers', () => {
  it.each([...new Set([...quoted(HELP_TEXT), ...quoted(NOT_UNDERSTOOD)])])('help example "%s" is read as a request', (example) => {
    const meant = interpret(example, PHRASEBOOK_CONTEXT);
    expect(meant).not.toEqual({ tool: 'help', input: { reason: 'not-understood' } });
    expect('clarify' in meant && /Reply 1 or 2/.test(meant.clarify)).toBe(false);
  });

  it.each(Object.entries(ASK_FOR).flatMap(([kind, text]) => quoted(text!).map((example) => [kind, example])))(
    'the %s question\'s example "%s" is that kind of request',
    (kind, example) => {
      const meant = interpret(example, PHRASEBOOK_CONTEXT);
      expect('tool' in meant && sameKind(classOfTool(meant.tool, meant.input), kind as IntentClass)).toBe(true);
    },
  );
});
