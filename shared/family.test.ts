import { describe, expect, it } from 'vitest';
import { ageFromBirthDate, familyCounts, initials, isChild, learningStyleLabel } from './family';

const today = new Date('2026-06-15T12:00:00Z');

describe('age', () => {
  it('is the current year minus the birth year', () => {
    expect(ageFromBirthDate('2008-12-31', today)).toBe(18);
    expect(ageFromBirthDate('2009-01-01', today)).toBe(17);
  });
  it('is null without a birth date', () => {
    expect(ageFromBirthDate(undefined, today)).toBeNull();
    expect(ageFromBirthDate('', today)).toBeNull();
  });
});

describe('isChild', () => {
  it('treats 17 as a child and 18 as an adult by year difference', () => {
    expect(isChild({ relationship: 'other', date_of_birth: '2009-12-31' }, today)).toBe(true);
    expect(isChild({ relationship: 'other', date_of_birth: '2008-01-01' }, today)).toBe(false);
  });
  it('recognises child relationships in any case', () => {
    expect(isChild({ relationship: 'Son', date_of_birth: '1990-01-01' }, today)).toBe(true);
    expect(isChild({ relationship: ' DAUGHTER ' }, today)).toBe(true);
    expect(isChild({ relationship: 'child' }, today)).toBe(true);
  });
  it('treats someone with no birth date and an adult relationship as an adult', () => {
    expect(isChild({ relationship: 'spouse' }, today)).toBe(false);
  });
  it('reads the dateOfBirth spelling too', () => {
    expect(isChild({ relationship: 'sibling', dateOfBirth: '2015-03-03' }, today)).toBe(true);
  });
});

describe('familyCounts', () => {
  it('counts children, adults and members added in the last 30 days', () => {
    const counts = familyCounts(
      [
        { relationship: 'son', created_at: '2026-06-01T00:00:00Z' },
        { relationship: 'spouse', date_of_birth: '1985-01-01', created_at: '2026-05-16T12:00:01Z' },
        { relationship: 'parent', created_at: '2026-05-16T11:59:59Z' },
      ],
      today,
    );
    expect(counts).toEqual({ total: 3, children: 1, adults: 2, recentlyAdded: 2 });
  });
  it('is all zero for an empty family', () => {
    expect(familyCounts([], today)).toEqual({ total: 0, children: 0, adults: 0, recentlyAdded: 0 });
  });
});

describe('initials and learning style labels', () => {
  it('takes at most two initials', () => {
    expect(initials('ana maria lopez')).toBe('AM');
    expect(initials('  Zed ')).toBe('Z');
    expect(initials('')).toBe('');
  });
  it('labels values and joins the top scores of an object', () => {
    expect(learningStyleLabel('visual-reading')).toBe('Visual & Reading/Writing');
    expect(learningStyleLabel({ visual: 7, auditory: 7, readingWriting: 3, kinesthetic: 3 })).toBe('Visual & Auditory');
    expect(learningStyleLabel({ visual: false, kinesthetic: true })).toBe('Kinesthetic');
    expect(learningStyleLabel(null)).toBeNull();
  });
});
