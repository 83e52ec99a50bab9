import { describe, expect, it } from 'vitest';
import { buildDiscReport, renderDiscReportHtml } from '../disc-report';
import { scoreDisc, scoreVark } from '../scoring';
import { DISC_AGE_GROUPS, DISC_STYLES, VARK_AGE_GROUPS, VARK_STYLES, type DiscStyle, type VarkResult, type VarkStyle } from '../types';
import { buildVarkReport } from '../vark-report';

const NAME = 'Maya Lopez';
const ISOLATED = '\u2068Maya\u2069';

function answers<S extends string>(counts: Partial<Record<S, number>>): S[] {
  return (Object.entries(counts) as [S, number][]).flatMap(([style, n]) => Array.from({ length: n }, () => style));
}

/** The keys, list lengths and value types of a report, with the text left out. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** Arabic text: Arabic letters present, no Latin letter once the isolated name is taken out, isolates balanced. */
function expectArabic(text: string, allowedLatin: RegExp | null = null) {
  expect(text).toMatch(/[\u0600-\u06FF]/);
  expect(text).not.toContain('Lopez');
  let rest = text.split(ISOLATED).join('');
  if (allowedLatin) rest = rest.replace(allowedLatin, '');
  expect(rest, text).not.toMatch(/[A-Za-z]/);
  expect(rest, text).not.toMatch(/[\u2068\u2069<>]/);
}

/** Every VARK case the builder tells apart: pure, each blend in both orders, multimodal led by a pure style or a blend, no answers. */
function varkCases(): Array<[string, VarkResult]> {
  const out: Array<[string, VarkResult]> = [];
  for (const a of VARK_STYLES) {
    const others = VARK_STYLES.filter((s) => s !== a);
    out.push([`pure ${a}`, scoreVark(answers<VarkStyle>({ [a]: 14, [others[0]]: 2, [others[1]]: 2, [others[2]]: 2 }))]);
    out.push([`multimodal led by ${a}`, scoreVark(answers<VarkStyle>({ [a]: 10, [others[0]]: 4, [others[1]]: 4, [others[2]]: 2 }))]);
    for (const b of others) {
      const [c, d] = others.filter((s) => s !== b);
      out.push([`blend ${a}+${b}`, scoreVark(answers<VarkStyle>({ [a]: 9, [b]: 8, [c]: 2, [d]: 1 }))]);
      out.push([`multimodal blend ${a}+${b}`, scoreVark(answers<VarkStyle>({ [a]: 6, [b]: 5, [c]: 5, [d]: 4 }))]);
    }
  }
  out.push(['no answers', scoreVark([])]);
  return out;
}

describe('buildVarkReport in Arabic', () => {
  const cases = varkCases();

  it('covers pure, blended and multimodal results', () => {
    expect(cases.some(([, r]) => r.isMultimodal && r.label.endsWith('Blend'))).toBe(true);
    expect(cases.some(([, r]) => r.isMultimodal && !r.label.endsWith('Blend'))).toBe(true);
    expect(cases.some(([, r]) => !r.isMultimodal && r.label.endsWith('Blend'))).toBe(true);
  });

  for (const ageGroup of VARK_AGE_GROUPS) {
    for (const [label, result] of cases) {
      it(`${ageGroup}, ${label}: same shape as English, Arabic text, the first name isolated`, () => {
        const en = buildVarkReport({ name: NAME, ageGroup, result });
        const ar = buildVarkReport({ name: NAME, ageGroup, result, language: 'ar' });
        expect(shape(ar)).toEqual(shape(en));
        for (const text of texts(ar)) {
          expect(text.trim().length).toBeGreaterThan(10);
          expectArabic(text);
        }
        for (const section of [ar.introduction, ar.learningProfile, ar.overview, ar.conclusion]) expect(section).toContain(ISOLATED);
        expect(new Set(ar.teachingTips).size).toBe(ar.teachingTips.length);
        expect(new Set(ar.homeSupport).size).toBe(ar.homeSupport.length);
        for (const s of VARK_STYLES) if (result.totalQuestions) expect(ar.learningProfile).toContain(`${result.percentages[s]}%`);
      });
    }

    it(`${ageGroup}: different leading styles and blends get different Arabic content`, () => {
      const reports = cases
        .filter(([l]) => l.startsWith('pure') || l.startsWith('blend'))
        .map(([, result]) => buildVarkReport({ name: NAME, ageGroup, result, language: 'ar' }));
      const overviews = new Set(reports.map((r) => r.overview));
      // Blends of the same pair share their content whichever style leads: 4 pure + 6 pairs.
      expect(overviews.size).toBe(10);
      const pure = VARK_STYLES.map((s) => buildVarkReport({ name: NAME, ageGroup, result: cases.find(([l]) => l === `pure ${s}`)![1], language: 'ar' }));
      const tips = pure.flatMap((r) => [...r.teachingTips, ...r.homeSupport]);
      expect(new Set(tips).size).toBe(tips.length);
    });
  }

  it('falls back to an Arabic word, not a Latin one, without a name', () => {
    const r = buildVarkReport({ name: '  ', ageGroup: '6-12', result: cases[0][1], language: 'ar' });
    for (const text of texts(r)) expect(text).not.toMatch(/[A-Za-z\u2068\u2069]/);
  });
});

describe('buildDiscReport in Arabic', () => {
  for (const ageGroup of DISC_AGE_GROUPS) {
    for (const primary of DISC_STYLES) {
      for (const secondary of [null, ...DISC_STYLES.filter((s) => s !== primary)] as Array<DiscStyle | null>) {
        it(`${ageGroup}, ${primary}${secondary ? ` + ${secondary}` : ''}: same shape as English, Arabic text, the name isolated`, () => {
          const result = scoreDisc(answers<DiscStyle>(secondary ? { [primary]: 10, [secondary]: 5 } : { [primary]: 10 }));
          expect(result.dominantStyle).toBe(primary);
          expect(result.secondaryStyle).toBe(secondary);
          const en = buildDiscReport({ name: NAME, ageGroup, result });
          const ar = buildDiscReport({ name: NAME, ageGroup, result, language: 'ar' });
          expect(shape(ar)).toEqual(shape(en));
          // The letters are the one Latin part, as in English: "(DI)".
          const letters = en.title.match(/\(([DISC]{1,2})\)$/)![1];
          expect(ar.title).toContain(`(${letters})`);
          expectArabic(ar.title, new RegExp(`\\(${letters}\\)`));
          for (const text of texts({ ...ar, title: undefined })) expectArabic(text);
          expect(ar.title).toContain(ISOLATED);
          expect(ar.styleDescription).toContain(ISOLATED);
          expect(ar.styleDescription).not.toBe(en.styleDescription);
        });
      }
    }
  }

  it('keeps the English HTML by default and writes Arabic headings for Arabic, escaping every value', () => {
    const result = scoreDisc(answers<DiscStyle>({ cautious: 6, supportive: 3 }));
    const en = renderDiscReportHtml(buildDiscReport({ name: NAME, ageGroup: '13+', result }));
    expect(en).toContain('<h3>Strengths</h3>');
    const ar = renderDiscReportHtml(buildDiscReport({ name: '<b>Maya</b>', ageGroup: '13+', result, language: 'ar' }), 'ar');
    expect(ar).toContain('<h3>نقاط القوة</h3>');
    expect(ar).toContain('مع أصحاب النمط الحازم:');
    expect(ar).toContain('&lt;b&gt;Maya&lt;/b&gt;');
    expect(ar).not.toContain('<b>');
    expect(ar).not.toMatch(/Strengths|Working with/);
  });
});
