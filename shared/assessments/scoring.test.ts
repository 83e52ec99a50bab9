import { describe, expect, it } from 'vitest';
import { discAgeGroup, scoreDisc, scoreVark, varkAgeGroup } from './scoring';
import type { DiscStyle, VarkStyle } from './types';

const many = <S>(pairs: Array<[S, number]>): S[] => pairs.flatMap(([s, n]) => Array<S>(n).fill(s));

describe('scoreVark', () => {
  it('breaks ties in the order Visual, Auditory, Reading/Writing, Kinesthetic', () => {
    expect(
      scoreVark(
        many<VarkStyle>([
          ['kinesthetic', 5],
          ['auditory', 5],
          ['readingWriting', 5],
          ['visual', 5],
        ]),
      ).dominantStyle,
    ).toBe('visual');
    expect(
      scoreVark(
        many<VarkStyle>([
          ['kinesthetic', 6],
          ['readingWriting', 6],
          ['auditory', 6],
          ['visual', 2],
        ]),
      ).dominantStyle,
    ).toBe('auditory');
    expect(
      scoreVark(
        many<VarkStyle>([
          ['kinesthetic', 7],
          ['readingWriting', 7],
          ['auditory', 3],
          ['visual', 3],
        ]),
      ).dominantStyle,
    ).toBe('readingWriting');
  });

  it('flags multimodal when exactly 3 styles reach 20%, not when only 2 do', () => {
    const three = scoreVark(
      many<VarkStyle>([
        ['visual', 9],
        ['auditory', 4],
        ['readingWriting', 4],
        ['kinesthetic', 3],
      ]),
    );
    expect(three.percentages).toEqual({ visual: 45, auditory: 20, readingWriting: 20, kinesthetic: 15 });
    expect(three.isMultimodal).toBe(true);
    const two = scoreVark(
      many<VarkStyle>([
        ['visual', 10],
        ['auditory', 4],
        ['readingWriting', 3],
        ['kinesthetic', 3],
      ]),
    );
    expect(two.isMultimodal).toBe(false);
  });

  it("labels an 'X and Y Blend' when the top two are within 10 points, not at 11", () => {
    const ten = scoreVark(
      many<VarkStyle>([
        ['visual', 40],
        ['auditory', 30],
        ['readingWriting', 15],
        ['kinesthetic', 15],
      ]),
    );
    expect(ten.label).toBe('Visual and Auditory Blend');
    const eleven = scoreVark(
      many<VarkStyle>([
        ['visual', 41],
        ['auditory', 30],
        ['readingWriting', 15],
        ['kinesthetic', 14],
      ]),
    );
    expect(eleven.label).toBe('Visual');
    expect(eleven.secondaryStyle).toBe('auditory');
  });

  it('counts every answer and reports the total', () => {
    const r = scoreVark(
      many<VarkStyle>([
        ['kinesthetic', 12],
        ['visual', 8],
      ]),
    );
    expect(r.scores).toEqual({ visual: 8, auditory: 0, readingWriting: 0, kinesthetic: 12 });
    expect(r.totalQuestions).toBe(20);
    expect(r.dominantStyle).toBe('kinesthetic');
  });
});

describe('scoreDisc', () => {
  it('picks the highest style with ties in D, I, S, C order and a secondary style', () => {
    const r = scoreDisc(
      many<DiscStyle>([
        ['cautious', 6],
        ['supportive', 6],
        ['influential', 4],
        ['dominant', 4],
      ]),
    );
    expect(r.dominantStyle).toBe('supportive');
    expect(r.secondaryStyle).toBe('cautious');
    expect(r.percentages).toEqual({ dominant: 20, influential: 20, supportive: 30, cautious: 30 });
  });
  it('has no secondary style when only one style was chosen', () => {
    expect(scoreDisc(many<DiscStyle>([['dominant', 20]])).secondaryStyle).toBeNull();
  });
});

describe('age groups', () => {
  it('splits VARK at 13 with a default age of 12', () => {
    expect(varkAgeGroup(12)).toBe('6-12');
    expect(varkAgeGroup(13)).toBe('13-18');
    expect(varkAgeGroup(null)).toBe('6-12');
  });
  it('splits DiSC at 12 or less', () => {
    expect(discAgeGroup(12)).toBe('6-12');
    expect(discAgeGroup(13)).toBe('13+');
    expect(discAgeGroup(45)).toBe('13+');
  });
});
