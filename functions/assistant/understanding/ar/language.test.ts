import { describe, expect, it } from 'vitest';
import { AR_CONTEXT } from '../../../../tests/assistant/phrasebook-ar.data';
import { arbitrate } from '../arbiter';
import type { IntentGuess } from '../intent-model';
import { readFollowUp } from '../read-follow-up';
import type { Interpretation } from '../types';
import { eitherOrInArabic } from '../../../../tests/helpers/arabic-either';
import { arabic } from './language';
import { messageOf } from './message';

describe('the either/or question in Arabic', () => {
  const asked = eitherOrInArabic(AR_CONTEXT);

  it('asks in Arabic with its two readings, and reads each from the message alone', () => {
    expect(asked.clarify).toBe('هل أعرض قائمة التسوق، أم أعرض تذكيراتك؟ ردّ بـ 1 أو 2.');
    expect(asked.pending).toMatchObject({ ask: 'either', input: { kinds: ['list_query', 'reminder_query'] } });
  });

  it('is answered by number, by ordinal or by a word of one reading only', () => {
    const meant = (answer: string) => {
      const got = readFollowUp(answer, asked.pending, AR_CONTEXT);
      return got && 'meant' in got && 'tool' in got.meant ? got.meant.tool : null;
    };
    expect(meant('١')).toBe('showList');
    expect(meant('2')).toBe('listReminders');
    expect(meant('الثاني')).toBe('listReminders');
    expect(meant('التذكيرات')).toBe('listReminders');
    expect(meant('القائمة')).toBe('showList');
    // "اعرض" names both readings: not an answer
    expect(meant('اعرض')).toBeNull();
  });

  it('offers no question when a reading cannot be said, and says it does not understand instead', () => {
    const guess: IntentGuess = { label: 'other', p: 0.9, ranked: [{ label: 'other', p: 0.9 }] as IntentGuess['ranked'] };
    const meant: Interpretation = arbitrate([], guess, arabic(messageOf('الطقس حار', AR_CONTEXT)), AR_CONTEXT.now);
    expect(meant).toEqual({ tool: 'help', input: { reason: 'not-understood' } });
  });
});
