import { DISC_LETTERS, type DiscAgeGroup, type DiscReport, type DiscResult, type DiscStyle } from '../types';
import { DISC_REPORT_BLENDS_AR } from './disc-report-blends-ar';
import { DISC_REPORT_DI_AR } from './disc-report-di-ar';
import { DISC_REPORT_SC_AR } from './disc-report-sc-ar';

/**
 * The DiSC report in Arabic: the same sections and the same choice of content as the English builder
 * (dominant style and age group, plus what a secondary style adds). Sentences keep the name as an object or
 * possessive where they can, so they read correctly for a girl or a boy.
 */

export interface DiscStyleContentAr {
  description: string;
  strengths: string[];
  challenges: string[];
  motivators: string[];
  stressors: string[];
  workingWithOthers: Record<DiscStyle, string>;
}

export type DiscContentAr = Record<DiscAgeGroup, (n: string) => DiscStyleContentAr>;

export interface DiscBlendAr {
  sentence: (n: string) => string;
  strength: string;
  challenge: string;
  motivator: string;
  stressor: string;
}

export const DISC_STYLE_LABELS_AR: Record<DiscStyle, string> = {
  dominant: 'الحازم',
  influential: 'المؤثّر',
  supportive: 'الداعم',
  cautious: 'المتأنّي',
};

/** The report's headings, for the HTML copy. */
export const DISC_REPORT_HEADINGS_AR = {
  strengths: 'نقاط القوة',
  challenges: 'التحديات',
  motivators: 'المحفّزات',
  stressors: 'مصادر الضغط',
  workingWithOthers: 'التعامل مع الآخرين',
  withStyle: (s: DiscStyle) => `مع أصحاب النمط ${DISC_STYLE_LABELS_AR[s]}:`,
};

const CONTENT: Record<DiscStyle, DiscContentAr> = { ...DISC_REPORT_DI_AR, ...DISC_REPORT_SC_AR };

const AGE_CLOSING: Record<DiscAgeGroup, (n: string) => string> = {
  '6-12': (n) =>
    `هذه ميول لا قوالب: بإمكان ${n} تعلّم نقاط القوة في كل الأنماط، والقوائم التالية تساعد الأسرة على ملاحظة ما يمنح ${n} الثقة في البيت والمدرسة ومع الأصدقاء.`,
  '13+': (n) =>
    `تصف الأنماط تفضيلات لا حدودًا: بإمكان ${n} اكتساب عادات كل الأنماط، والملاحظات التالية تساعد ${n} والمقرّبين على العمل والدراسة والتخطيط معًا بسلاسة أكبر.`,
};

/** The first name, isolated (FSI … PDI) so a Latin or mixed name keeps its place in the Arabic sentence. */
function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? `\u2068${first}\u2069` : 'هذا الشخص';
}

export function buildDiscReportAr(input: { name: string; ageGroup: DiscAgeGroup; result: DiscResult }): DiscReport {
  const { ageGroup, result } = input;
  const n = firstNameOf(input.name);
  const primary = result.dominantStyle;
  const secondary = result.secondaryStyle && result.secondaryStyle !== primary ? result.secondaryStyle : null;
  const base = CONTENT[primary][ageGroup](n);
  const blend = secondary ? DISC_REPORT_BLENDS_AR[primary][secondary] : undefined;

  const styleName = secondary
    ? `النمط ${DISC_STYLE_LABELS_AR[primary]} مع ${DISC_STYLE_LABELS_AR[secondary]} (${DISC_LETTERS[primary]}${DISC_LETTERS[secondary]})`
    : `النمط ${DISC_STYLE_LABELS_AR[primary]} (${DISC_LETTERS[primary]})`;

  const withBlend = (items: string[], extra: string | undefined): string[] => (extra ? [...items, extra] : [...items]);

  return {
    title: `ملف ${n} الشخصي: ${styleName}`,
    styleDescription: [base.description, blend?.sentence(n), AGE_CLOSING[ageGroup](n)].filter(Boolean).join(' '),
    strengths: withBlend(base.strengths, blend?.strength),
    challenges: withBlend(base.challenges, blend?.challenge),
    motivators: withBlend(base.motivators, blend?.motivator),
    stressors: withBlend(base.stressors, blend?.stressor),
    workingWithOthers: { ...base.workingWithOthers },
  };
}
