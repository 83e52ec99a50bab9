import { describe, expect, it } from 'vitest';
import { buildDiscReport, renderDiscReportHtml } from './disc-report';
import { scoreDisc, scoreVark } from './scoring';
import { DISC_AGE_GROUPS, DISC_STYLES, VARK_AGE_GROUPS, VARK_STYLES, type DiscReport, type DiscStyle, type VarkReport, type VarkStyle } from './types';
import { buildVarkReport } from './vark-report';

function answers<S extends string>(counts: Partial<Record<S, number>>): S[] {
  return (Object.entries(counts) as [S, number][]).flatMap(([style, n]) => Array.from({ length: n }, () => style));
}

/** 14 answers for the given style and 2 for each other one: 70% / 10% / 10% / 10%. */
function pureVark(style: VarkStyle) {
  return scoreVark(answers<VarkStyle>({ ...Object.fromEntries(VARK_STYLES.map((s) => [s, 2])), [style]: 14 }));
}

function varkText(r: VarkReport): string[] {
  return [r.introduction, r.learningProfile, r.overview, ...r.teachingTips, ...r.homeSupport, r.conclusion];
}

function shared(a: readonly string[], b: readonly string[]): string[] {
  return a.filter((x) => b.includes(x));
}

const NAME = 'Maya Lopez';

describe('buildVarkReport', () => {
  for (const ageGroup of VARK_AGE_GROUPS) {
    for (const style of VARK_STYLES) {
      it(`${ageGroup}, ${style}: fills every section, uses the first name and mentions the percentages`, () => {
        const result = pureVark(style);
        expect(result.dominantStyle).toBe(style);
        expect(result.label.endsWith('Blend')).toBe(false);
        expect(result.isMultimodal).toBe(false);
        const r = buildVarkReport({ name: NAME, ageGroup, result });
        for (const text of varkText(r)) expect(text.trim().length).toBeGreaterThan(10);
        expect(r.teachingTips.length).toBeGreaterThanOrEqual(4);
        expect(r.teachingTips.length).toBeLessThanOrEqual(6);
        expect(r.homeSupport.length).toBeGreaterThanOrEqual(4);
        expect(r.homeSupport.length).toBeLessThanOrEqual(6);
        for (const section of [r.introduction, r.learningProfile, r.overview, r.conclusion]) expect(section).toContain('Maya');
        expect(varkText(r).join(' ')).not.toContain('Lopez');
        expect(r.learningProfile).toContain('70%');
        expect(r.learningProfile).toContain('10%');
        expect(new Set(r.teachingTips).size).toBe(r.teachingTips.length);
        expect(new Set(r.homeSupport).size).toBe(r.homeSupport.length);
        for (const text of varkText(r)) expect(text).not.toMatch(/[<>]/);
      });
    }

    it(`${ageGroup}: different dominant styles share no tips and have different overviews`, () => {
      const reports = VARK_STYLES.map((s) => buildVarkReport({ name: NAME, ageGroup, result: pureVark(s) }));
      for (let i = 0; i < reports.length; i++) {
        for (let j = i + 1; j < reports.length; j++) {
          expect(shared(reports[i].teachingTips, reports[j].teachingTips)).toEqual([]);
          expect(shared(reports[i].homeSupport, reports[j].homeSupport)).toEqual([]);
          expect(reports[i].overview).not.toBe(reports[j].overview);
          expect(reports[i].conclusion).not.toBe(reports[j].conclusion);
        }
      }
    });

    it(`${ageGroup}: a Visual and Kinesthetic blend gets its own tips, not the pure ones`, () => {
      const blend = scoreVark(answers<VarkStyle>({ visual: 9, kinesthetic: 8, auditory: 2, readingWriting: 1 }));
      expect(blend.label).toBe('Visual and Kinesthetic Blend');
      expect(blend.isMultimodal).toBe(false);
      const r = buildVarkReport({ name: NAME, ageGroup, result: blend });
      const visual = buildVarkReport({ name: NAME, ageGroup, result: pureVark('visual') });
      const kinesthetic = buildVarkReport({ name: NAME, ageGroup, result: pureVark('kinesthetic') });
      for (const pure of [visual, kinesthetic]) {
        expect(shared(r.teachingTips, pure.teachingTips)).toEqual([]);
        expect(shared(r.homeSupport, pure.homeSupport)).toEqual([]);
        expect(r.overview).not.toBe(pure.overview);
      }
      expect(r.learningProfile).toContain('Visual and Kinesthetic Blend');
      expect(r.learningProfile).toContain('45%');
      expect(r.learningProfile).toContain('40%');
    });

    it(`${ageGroup}: the pair decides the blend content, whichever style leads`, () => {
      const vk = buildVarkReport({
        name: NAME,
        ageGroup,
        result: scoreVark(answers<VarkStyle>({ visual: 9, kinesthetic: 8, auditory: 2, readingWriting: 1 })),
      });
      const kv = buildVarkReport({
        name: NAME,
        ageGroup,
        result: scoreVark(answers<VarkStyle>({ kinesthetic: 9, visual: 8, auditory: 2, readingWriting: 1 })),
      });
      const va = buildVarkReport({
        name: NAME,
        ageGroup,
        result: scoreVark(answers<VarkStyle>({ visual: 9, auditory: 8, kinesthetic: 2, readingWriting: 1 })),
      });
      expect(kv.teachingTips).toEqual(vk.teachingTips);
      expect(shared(va.teachingTips, vk.teachingTips)).toEqual([]);
    });

    it(`${ageGroup}: every blend pair has its own content`, () => {
      const tips = new Set<string>();
      let total = 0;
      for (const a of VARK_STYLES) {
        for (const b of VARK_STYLES) {
          if (VARK_STYLES.indexOf(b) <= VARK_STYLES.indexOf(a)) continue;
          const others = VARK_STYLES.filter((s) => s !== a && s !== b);
          const result = scoreVark(answers<VarkStyle>({ [a]: 9, [b]: 8, [others[0]]: 2, [others[1]]: 1 } as Partial<Record<VarkStyle, number>>));
          expect(result.label.endsWith('Blend')).toBe(true);
          const r = buildVarkReport({ name: NAME, ageGroup, result });
          r.teachingTips.forEach((t) => tips.add(t));
          total += r.teachingTips.length;
        }
      }
      expect(tips.size).toBe(total);
    });

    it(`${ageGroup}: a multimodal result gets multimodal content and names the strong styles`, () => {
      const result = scoreVark(answers<VarkStyle>({ visual: 7, auditory: 6, readingWriting: 5, kinesthetic: 2 }));
      expect(result.isMultimodal).toBe(true);
      const r = buildVarkReport({ name: NAME, ageGroup, result });
      const pure = buildVarkReport({ name: NAME, ageGroup, result: pureVark('visual') });
      expect(r.overview).toMatch(/multimodal/i);
      expect(r.learningProfile).toMatch(/multimodal/i);
      expect(r.overview).toContain('Reading/Writing (25%)');
      expect(r.teachingTips.filter((t) => !pure.teachingTips.includes(t)).length).toBeGreaterThanOrEqual(3);
      expect(r.teachingTips.length).toBeGreaterThanOrEqual(4);
      expect(r.teachingTips.length).toBeLessThanOrEqual(6);
    });
  }

  it('words the report differently for 6-12 and 13-18', () => {
    for (const style of VARK_STYLES) {
      const child = buildVarkReport({ name: NAME, ageGroup: '6-12', result: pureVark(style) });
      const teen = buildVarkReport({ name: NAME, ageGroup: '13-18', result: pureVark(style) });
      expect(child.introduction).not.toBe(teen.introduction);
      expect(child.overview).not.toBe(teen.overview);
      expect(child.conclusion).not.toBe(teen.conclusion);
      expect(shared(child.teachingTips, teen.teachingTips)).toEqual([]);
      expect(shared(child.homeSupport, teen.homeSupport)).toEqual([]);
    }
    const blend = scoreVark(answers<VarkStyle>({ auditory: 9, readingWriting: 8, visual: 2, kinesthetic: 1 }));
    const child = buildVarkReport({ name: NAME, ageGroup: '6-12', result: blend });
    const teen = buildVarkReport({ name: NAME, ageGroup: '13-18', result: blend });
    expect(shared(child.teachingTips, teen.teachingTips)).toEqual([]);
  });

  it('falls back to a neutral subject when the name is blank', () => {
    const r = buildVarkReport({ name: '   ', ageGroup: '6-12', result: pureVark('auditory') });
    expect(r.introduction).toContain('This learner');
  });
});

/** 12 answers for the dominant style and 8 for the secondary (or 20 for the dominant alone). */
function discResult(dominant: DiscStyle, secondary?: DiscStyle) {
  return scoreDisc(
    answers<DiscStyle>(
      secondary ? ({ [dominant]: 12, [secondary]: 8 } as Partial<Record<DiscStyle, number>>) : ({ [dominant]: 20 } as Partial<Record<DiscStyle, number>>),
    ),
  );
}

function discLists(r: DiscReport): string[][] {
  return [r.strengths, r.challenges, r.motivators, r.stressors];
}

describe('buildDiscReport', () => {
  for (const ageGroup of DISC_AGE_GROUPS) {
    it(`${ageGroup}: every dominant style yields its own strengths, challenges and description`, () => {
      const reports = DISC_STYLES.map((s) => buildDiscReport({ name: NAME, ageGroup, result: discResult(s) }));
      for (let i = 0; i < reports.length; i++) {
        for (let j = i + 1; j < reports.length; j++) {
          expect(shared(reports[i].strengths, reports[j].strengths)).toEqual([]);
          expect(shared(reports[i].challenges, reports[j].challenges)).toEqual([]);
          expect(reports[i].styleDescription).not.toBe(reports[j].styleDescription);
          expect(reports[i].title).not.toBe(reports[j].title);
        }
      }
    });

    for (const dominant of DISC_STYLES) {
      for (const secondary of [undefined, ...DISC_STYLES.filter((s) => s !== dominant)]) {
        it(`${ageGroup}, ${dominant}${secondary ? ` + ${secondary}` : ''}: fills every section and names the member`, () => {
          const result = discResult(dominant, secondary);
          expect(result.dominantStyle).toBe(dominant);
          expect(result.secondaryStyle).toBe(secondary ?? null);
          const r = buildDiscReport({ name: NAME, ageGroup, result });
          expect(r.title).toContain('Maya');
          expect(r.styleDescription).toContain('Maya');
          expect(`${r.title} ${r.styleDescription}`).not.toContain('Lopez');
          for (const list of discLists(r)) {
            expect(list.length).toBeGreaterThanOrEqual(3);
            expect(list.length).toBeLessThanOrEqual(5);
            expect(list.every((x) => x.trim().length > 0)).toBe(true);
            expect(new Set(list).size).toBe(list.length);
          }
          expect(Object.keys(r.workingWithOthers).sort()).toEqual([...DISC_STYLES].sort());
          for (const s of DISC_STYLES) expect(r.workingWithOthers[s].trim().length).toBeGreaterThan(10);
          expect(new Set(Object.values(r.workingWithOthers)).size).toBe(4);
        });
      }
    }

    it(`${ageGroup}: the secondary style shapes the report (Dominant + Cautious differs from Dominant + Influential)`, () => {
      const dc = buildDiscReport({ name: NAME, ageGroup, result: discResult('dominant', 'cautious') });
      const di = buildDiscReport({ name: NAME, ageGroup, result: discResult('dominant', 'influential') });
      const d = buildDiscReport({ name: NAME, ageGroup, result: discResult('dominant') });
      expect(dc.title).toContain('(DC)');
      expect(di.title).toContain('(DI)');
      expect(dc.styleDescription).not.toBe(di.styleDescription);
      expect(dc.strengths).not.toEqual(di.strengths);
      expect(dc.challenges).not.toEqual(di.challenges);
      expect(dc.strengths.filter((s) => !d.strengths.includes(s))).toHaveLength(1);
      expect(di.strengths.filter((s) => !dc.strengths.includes(s))).toHaveLength(1);
    });
  }

  it('words the report differently for 6-12 and 13+', () => {
    for (const style of DISC_STYLES) {
      const child = buildDiscReport({ name: NAME, ageGroup: '6-12', result: discResult(style) });
      const adult = buildDiscReport({ name: NAME, ageGroup: '13+', result: discResult(style) });
      expect(child.styleDescription).not.toBe(adult.styleDescription);
      expect(shared(child.strengths, adult.strengths)).toEqual([]);
      for (const s of DISC_STYLES) expect(child.workingWithOthers[s]).not.toBe(adult.workingWithOthers[s]);
    }
  });
});

describe('renderDiscReportHtml', () => {
  const attack = '<img src=x onerror=alert(1)>';

  it('escapes a hostile member name so it shows as text', () => {
    const html = renderDiscReportHtml(buildDiscReport({ name: attack, ageGroup: '13+', result: discResult('influential', 'supportive') }));
    expect(html).toContain('&lt;img');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/<[^>]*onerror/);
  });

  it('escapes every interpolated value, including & " and \'', () => {
    const payload = `A&B "q" 'x' <b>bold</b>`;
    const escaped = 'A&amp;B &quot;q&quot; &#39;x&#39; &lt;b&gt;bold&lt;/b&gt;';
    const report: DiscReport = {
      title: payload,
      styleDescription: payload,
      strengths: [payload],
      challenges: [payload],
      motivators: [payload],
      stressors: [payload],
      workingWithOthers: { dominant: payload, influential: payload, supportive: payload, cautious: payload },
    };
    const html = renderDiscReportHtml(report);
    expect(html.split(escaped)).toHaveLength(1 + 10);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain(`"q"`);
  });

  it('renders a semantic fragment with headings and lists', () => {
    const r = buildDiscReport({ name: NAME, ageGroup: '6-12', result: discResult('cautious', 'supportive') });
    const html = renderDiscReportHtml(r);
    expect(html).toMatch(/^<section class="disc-report"><h2>Maya&#39;s DiSC Profile: Cautious with Supportive \(CS\)<\/h2><p>/);
    for (const heading of ['Strengths', 'Challenges', 'Motivators', 'Stressors', 'Working with others']) expect(html).toContain(`<h3>${heading}</h3>`);
    const items = html.match(/<li>/g) ?? [];
    expect(items).toHaveLength(r.strengths.length + r.challenges.length + r.motivators.length + r.stressors.length + 4);
    expect(html).not.toMatch(/<(script|img|div|br)/);
  });
});
