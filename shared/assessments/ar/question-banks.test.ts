import { describe, expect, it } from 'vitest';
import { DISC_QUESTIONS } from '../disc-questions';
import { DISC_AGE_GROUPS, VARK_AGE_GROUPS } from '../types';
import { VARK_QUESTIONS } from '../vark-questions';
import { DISC_QUESTIONS_AR } from './disc-questions';
import { VARK_QUESTIONS_AR } from './vark-questions';

interface AnyQuestion {
  id: string;
  question: string;
  answers: Record<string, string>;
  category?: string;
}

const pairs: { name: string; en: readonly AnyQuestion[]; ar: readonly AnyQuestion[] }[] = [
  ...VARK_AGE_GROUPS.map((g) => ({ name: `VARK ${g}`, en: VARK_QUESTIONS[g], ar: VARK_QUESTIONS_AR[g] })),
  ...DISC_AGE_GROUPS.map((g) => ({ name: `DiSC ${g}`, en: DISC_QUESTIONS[g], ar: DISC_QUESTIONS_AR[g] })),
];

const textsOf = (q: AnyQuestion) => [q.question, ...Object.values(q.answers), ...(q.category === undefined ? [] : [q.category])];

describe('Arabic question banks', () => {
  it('cover the same age groups as the English ones', () => {
    expect(Object.keys(VARK_QUESTIONS_AR)).toEqual(Object.keys(VARK_QUESTIONS));
    expect(Object.keys(DISC_QUESTIONS_AR)).toEqual(Object.keys(DISC_QUESTIONS));
  });

  for (const { name, en, ar } of pairs) {
    describe(name, () => {
      it('has the same question ids in the same order', () => {
        expect(ar.map((q) => q.id)).toEqual(en.map((q) => q.id));
      });

      it('has the same answer keys in the same display order for every question', () => {
        en.forEach((q, i) => expect(Object.keys(ar[i].answers), q.id).toEqual(Object.keys(q.answers)));
      });

      it('gives a category exactly where the English bank does', () => {
        en.forEach((q, i) => expect(typeof ar[i].category, q.id).toBe(typeof q.category));
      });

      it('is written in Arabic: every text has Arabic letters and no Latin ones, and no markup', () => {
        for (const q of ar) {
          for (const text of textsOf(q)) {
            expect(text.trim(), q.id).not.toBe('');
            expect(text, q.id).toMatch(/\p{Script=Arabic}/u);
            expect(text, q.id).not.toMatch(/\p{Script=Latin}/u);
            expect(text, q.id).not.toMatch(/[<>]/);
          }
        }
      });

      it('gives every question four different answers, none copying its own question', () => {
        for (const q of ar) {
          const answers = Object.values(q.answers).map((t) => t.trim());
          expect(new Set(answers).size, q.id).toBe(answers.length);
          expect(answers, q.id).not.toContain(q.question.trim());
        }
      });
    });
  }

  it('has no duplicate question texts, within or across banks', () => {
    const texts = pairs.flatMap((p) => p.ar.map((q) => q.question.trim()));
    expect(texts).toHaveLength(80);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('translates each DiSC category one way: the same English category always reads the same in Arabic, and two never share one', () => {
    const toArabic = new Map<string, Set<string>>();
    const toEnglish = new Map<string, Set<string>>();
    for (const g of DISC_AGE_GROUPS) {
      DISC_QUESTIONS[g].forEach((q, i) => {
        const arabic = DISC_QUESTIONS_AR[g][i].category;
        toArabic.set(q.category, (toArabic.get(q.category) ?? new Set()).add(arabic));
        toEnglish.set(arabic, (toEnglish.get(arabic) ?? new Set()).add(q.category));
      });
    }
    for (const [english, arabic] of toArabic) expect([...arabic], english).toHaveLength(1);
    for (const [arabic, english] of toEnglish) expect([...english], arabic).toHaveLength(1);
  });
});
