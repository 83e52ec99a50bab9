import { describe, expect, it } from 'vitest';
import { parseLearningStyleInput, splitList, toUpdateBody, learningStyleText, emptyMemberValues } from './member-form';
import { visibleInterests } from './member-display';

describe('person form helpers (docs/decisions/0009)', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(splitList(' a, ,b ,, c ')).toEqual(['a', 'b', 'c']);
    expect(splitList('')).toEqual([]);
  });

  it('turns an edited learning style with commas into flags, empty into null, else a string', () => {
    expect(parseLearningStyleInput('visual, Reading/Writing, kinesthetic')).toEqual({ visual: true, readingWriting: true, kinesthetic: true });
    expect(parseLearningStyleInput('   ')).toBeNull();
    expect(parseLearningStyleInput('visual-auditory')).toBe('visual-auditory');
  });

  it('shows stored styles as editable text and sends the style only when it changed', () => {
    expect(learningStyleText({ visual: 3, kinesthetic: 3, auditory: 1 })).toBe('visual, kinesthetic');
    const values = {
      ...emptyMemberValues,
      name: 'Jo',
      date_of_birth: '1985-01-01',
      relationship: 'spouse',
      location: '',
      timezone: 'UTC',
      learning_style: 'visual',
    };
    expect('learning_style' in toUpdateBody(values, 'visual')).toBe(false);
    expect(toUpdateBody({ ...values, learning_style: 'visual, auditory' }, 'visual').learning_style).toEqual({ visual: true, auditory: true });
    expect(toUpdateBody({ ...values, learning_style: '' }, 'visual').learning_style).toBeNull();
    expect(toUpdateBody(values, 'visual').timezone).toBe('UTC');
  });

  it('shows up to 3 interests and counts the rest', () => {
    expect(visibleInterests(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleInterests(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
