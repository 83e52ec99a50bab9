import { describe, expect, it } from 'vitest';
import { DISC_QUESTIONS } from './disc-questions';
import { DISC_AGE_GROUPS, DISC_STYLES, VARK_AGE_GROUPS, VARK_STYLES } from './types';
import { VARK_QUESTIONS } from './vark-questions';

interface AnyQuestion {
  id: string;
  question: string;
  answers: Record<string, string>;
  category?: string;
}

const banks: { name: string; styles: readonly string[]; questions: readonly AnyQuestion[] }[] = [
  ...VARK_AGE_GROUPS.map((g) => ({ name: `VARK ${g}`, styles: VARK_STYLES, questions: VARK_QUESTIONS[g] })),
  ...DISC_AGE_GROUPS.map((g) => ({ name: `DiSC ${g}`, styles: DISC_STYLES, questions: DISC_QUESTIONS[g] })),
];

describe('question banks', () => {
  it('cover exactly the age groups of each assessment', () => {
    expect(Object.keys(VARK_QUESTIONS).sort()).toEqual([...VARK_AGE_GROUPS].sort());
    expect(Object.keys(DISC_QUESTIONS).sort()).toEqual([...DISC_AGE_GROUPS].sort());
  });

  it('have unique ids across every bank', () => {
    const ids = banks.flatMap((b) => b.questions.map((q) => q.id));
    expect(ids).toHaveLength(80);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use the id prefixes of each bank', () => {
    expect(VARK_QUESTIONS['6-12'].every((q) => /^vk-c-\d{2}$/.test(q.id))).toBe(true);
    expect(VARK_QUESTIONS['13-18'].every((q) => /^vk-t-\d{2}$/.test(q.id))).toBe(true);
    expect(DISC_QUESTIONS['6-12'].every((q) => /^dc-c-\d{2}$/.test(q.id))).toBe(true);
    expect(DISC_QUESTIONS['13+'].every((q) => /^dc-a-\d{2}$/.test(q.id))).toBe(true);
  });

  it('have no duplicate question texts, within or across banks', () => {
    const texts = banks.flatMap((b) => b.questions.map((q) => q.question.trim().toLowerCase()));
    expect(new Set(texts).size).toBe(texts.length);
  });

  for (const bank of banks) {
    describe(bank.name, () => {
      it('has 20 questions', () => {
        expect(bank.questions).toHaveLength(20);
      });

      it('gives every question a non-empty text and exactly one answer per style', () => {
        for (const q of bank.questions) {
          expect(q.question.trim(), q.id).not.toBe('');
          expect(Object.keys(q.answers).sort(), q.id).toEqual([...bank.styles].sort());
          const texts = Object.values(q.answers).map((t) => t.trim());
          expect(
            texts.every((t) => t.length > 0),
            q.id,
          ).toBe(true);
          expect(new Set(texts.map((t) => t.toLowerCase())).size, q.id).toBe(bank.styles.length);
        }
      });

      it('varies the key order: every style is shown first at least 3 times', () => {
        const firsts = new Map<string, number>();
        for (const q of bank.questions) {
          const first = Object.keys(q.answers)[0];
          firsts.set(first, (firsts.get(first) ?? 0) + 1);
        }
        for (const style of bank.styles) expect(firsts.get(style) ?? 0, style).toBeGreaterThanOrEqual(3);
        const orders = new Set(bank.questions.map((q) => Object.keys(q.answers).join(',')));
        expect(orders.size).toBeGreaterThan(4);
      });

      it('contains no HTML markup', () => {
        for (const q of bank.questions) {
          for (const text of [q.question, ...Object.values(q.answers), q.category ?? '']) expect(text, q.id).not.toMatch(/[<>]/);
        }
      });
    });
  }

  it('gives every DiSC question a category', () => {
    for (const group of DISC_AGE_GROUPS) {
      for (const q of DISC_QUESTIONS[group]) expect(q.category.trim(), q.id).not.toBe('');
      expect(new Set(DISC_QUESTIONS[group].map((q) => q.category)).size).toBeGreaterThanOrEqual(5);
    }
  });
});
