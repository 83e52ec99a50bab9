import { describe, expect, it } from 'vitest';
import { interpret, readingsOf } from '../../functions/assistant/understanding/engine';
import { pickReading } from '../../functions/assistant/understanding/en/long-message';
import { phrasebookSplit } from '../../scripts/corpus/split';
import { mismatch, PHRASEBOOK_CONTEXT } from './phrasebook';
import { PHRASES as LONG_41 } from './phrasebook-long-41.data';
import { PHRASES as LONG_42 } from './phrasebook-long-42.data';

/**
 * Messages of several sentences (news, reasons and sign-offs around the request), written by people who had not read
 * the engine. Before the ranker the rules alone did what was asked for 50.2% of their training part (and 45.5% of the
 * validation part, which is read as a rate only). The ranker learns from the training part.
 */
describe('messages of several sentences', () => {
  it('are read better by the ranker than by the rules alone', { timeout: 120_000 }, () => {
    const rows = [...LONG_41, ...LONG_42].filter((p) => phrasebookSplit(p.say) === 'training');
    let whole = 0;
    let ranked = 0;
    for (const p of rows) {
      // (a voice note with no stops is one sentence, read by the rules alone either way)
      const candidates = readingsOf(p.say, PHRASEBOOK_CONTEXT);
      const alone = candidates ? candidates.find((c) => c.features.whole === 1)!.reading : interpret(p.say, PHRASEBOOK_CONTEXT);
      whole += mismatch(p.expect, alone) === null ? 1 : 0;
      ranked += mismatch(p.expect, candidates ? pickReading(candidates) : alone) === null ? 1 : 0;
    }
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(ranked / rows.length).toBeGreaterThanOrEqual(0.57);
    expect((ranked - whole) / rows.length).toBeGreaterThanOrEqual(0.06);
  });
});
