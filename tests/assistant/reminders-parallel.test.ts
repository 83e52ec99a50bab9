import { describe, expect, it } from 'vitest';
import { PHRASEBOOK_CONTEXT, runPhrasebook } from './phrasebook';
import { AR_CONTEXT } from './phrasebook-ar.data';
import { pairSplit, PARALLEL_REMINDERS } from './reminders-parallel-all.data';

/**
 * The same reminder requests in English and in Arabic (set, before an event, list, cancel, change), written in
 * pairs by someone who had not read the engine. Arabic must do as well as English, not only well: the rates are
 * compared pair by pair on the same requests. The validation fifth (by the phrasings' hash, the intent models'
 * split too) is only ever read as a rate.
 */
const part = (split: 'training' | 'validation') => {
  const keep = PARALLEL_REMINDERS.en.map((_, i) => pairSplit(i) === split);
  return { en: PARALLEL_REMINDERS.en.filter((_, i) => keep[i]), ar: PARALLEL_REMINDERS.ar.filter((_, i) => keep[i]) };
};
const rate = (r: { right: number; total: number }) => (100 * r.right) / r.total;

describe('reminders in English and in Arabic', () => {
  it('pairs each English request with its Arabic one', () => {
    expect(PARALLEL_REMINDERS.en.length).toBe(PARALLEL_REMINDERS.ar.length);
    expect(PARALLEL_REMINDERS.en.length).toBeGreaterThanOrEqual(80);
    const tool = (p: (typeof PARALLEL_REMINDERS.en)[number]) => JSON.stringify('tool' in p.expect ? p.expect.tool : 'a question back');
    expect(PARALLEL_REMINDERS.ar.map(tool)).toEqual(PARALLEL_REMINDERS.en.map(tool));
  });

  it('does what was asked for 90% of the training pairs in each language, Arabic within 5 points of English', () => {
    const { en, ar } = part('training');
    const english = runPhrasebook(en, PHRASEBOOK_CONTEXT);
    const arabic = runPhrasebook(ar, AR_CONTEXT);
    console.log(`reminders, training: English ${english.right}/${english.total}, Arabic ${arabic.right}/${arabic.total}`);
    if (rate(arabic) < 90 || rate(english) < 90) console.log([...english.misses, ...arabic.misses].map((m) => `${m.say}\n    ${m.why}`).join('\n'));
    expect(rate(english)).toBeGreaterThanOrEqual(90);
    expect(rate(arabic)).toBeGreaterThanOrEqual(90);
    expect(rate(english) - rate(arabic)).toBeLessThanOrEqual(5);
  });

  // Only the rates are read: the misses are never shown.
  it('reads the validation pairs in both languages', () => {
    const { en, ar } = part('validation');
    const english = runPhrasebook(en, PHRASEBOOK_CONTEXT);
    const arabic = runPhrasebook(ar, AR_CONTEXT);
    console.log(`reminders, validation: English ${english.right}/${english.total}, Arabic ${arabic.right}/${arabic.total}`);
    expect(english.total).toBeGreaterThan(0);
    expect(rate(arabic)).toBeGreaterThanOrEqual(70);
  });
});
