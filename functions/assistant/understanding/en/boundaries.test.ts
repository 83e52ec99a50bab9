import { describe, expect, it } from 'vitest';
import { withBoundaries } from './boundaries';

describe('the breaks of a message sent with no punctuation', () => {
  it('puts a full stop back between what is told and what is asked', () => {
    expect(withBoundaries('The school says no nuts at all this term Can you take the peanut butter off the shopping list')).toBe(
      'The school says no nuts at all this term. Can you take the peanut butter off the shopping list',
    );
  });

  it('reads a message with punctuation of its own, or a short one, as written', () => {
    const told = 'The school says no nuts at all this term, can you take the peanut butter off the shopping list';
    expect(withBoundaries(told)).toBe(told);
    expect(withBoundaries('cancel swimming thanks')).toBe('cancel swimming thanks');
  });

  it('never breaks inside quotes or after a word that leads on', () => {
    const words = 'the school says no nuts at all this term Can you take';
    expect(withBoundaries(`add ${words} to my list`)).toContain('term. Can');
    expect(withBoundaries(`add "${words}" to my list`)).toBe(`add "${words}" to my list`);
    expect(withBoundaries('put write thank you cards on my to do list')).toBe('put write thank you cards on my to do list');
  });

  it('gives the same message the same breaks every time', () => {
    const said = 'Mia wants to come to the Sharks game too Can you add her to it';
    expect(withBoundaries(said)).toBe(withBoundaries(said));
  });
});
