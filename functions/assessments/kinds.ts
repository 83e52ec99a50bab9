import { DISC_QUESTIONS_AR } from '../../shared/assessments/ar/disc-questions';
import { VARK_QUESTIONS_AR } from '../../shared/assessments/ar/vark-questions';
import { buildDiscReport, renderDiscReportHtml } from '../../shared/assessments/disc-report';
import { DISC_QUESTIONS } from '../../shared/assessments/disc-questions';
import { discAgeGroup, scoreDisc, scoreVark, varkAgeGroup } from '../../shared/assessments/scoring';
import {
  DISC_STYLES,
  VARK_STYLES,
  type DiscAgeGroup,
  type DiscResult,
  type DiscStyle,
  type VarkAgeGroup,
  type VarkResult,
  type VarkStyle,
} from '../../shared/assessments/types';
import { buildVarkReport } from '../../shared/assessments/vark-report';
import { VARK_QUESTIONS } from '../../shared/assessments/vark-questions';
import type { Language } from '../../shared/constants';
import type { AuthContext } from '../auth/sessions';

/** What differs between VARK and DiSC: the bank, the age split, scoring, the report and what lands on the member. */
export interface Question {
  id: string;
  question: string;
  category?: string;
  answers: Record<string, string>;
}

export interface AssessmentKind {
  kind: 'VARK' | 'DISC';
  entity: 'vark' | 'disc';
  styles: readonly string[];
  ageGroup(age: number | null): string;
  /** The bank of an age group in a language (English unless asked): ids, answer keys and order are the same in each. */
  questions(ageGroup: string, language?: Language): readonly Question[];
  /** Results, the stored report, and the fields written onto the family member. */
  complete(answers: string[], name: string, ageGroup: string): { results: VarkResult | DiscResult; report: unknown; memberFields: Record<string, unknown> };
}

/**
 * The language questions are served in: the caller's profile (read beside the session, `profile: true`), not the
 * language the assessment was started in, so a parent who switches language mid-way reads the rest in the new one.
 * Answers are stored by style key, so they score the same either way.
 */
export const questionLanguage = (auth: AuthContext): Language => (auth.profile?.preferred_language === 'ar' ? 'ar' : 'en');

/** DiSC style (+ secondary) → the member's personality_type value (docs/decisions/0004). */
const PERSONALITY: Record<DiscStyle, string> = { dominant: 'dominant', influential: 'influencing', supportive: 'steady', cautious: 'compliant' };
const PAIRS = new Set(['di', 'dc', 'id', 'is', 'sc', 'si', 'cd', 'cs']);
const LETTER: Record<DiscStyle, string> = { dominant: 'd', influential: 'i', supportive: 's', cautious: 'c' };

export const VARK: AssessmentKind = {
  kind: 'VARK',
  entity: 'vark',
  styles: VARK_STYLES,
  ageGroup: varkAgeGroup,
  questions: (g, language) => (language === 'ar' ? VARK_QUESTIONS_AR : VARK_QUESTIONS)[g as VarkAgeGroup],
  complete(answers, name, ageGroup) {
    const result = scoreVark(answers as VarkStyle[]);
    const report = buildVarkReport({ name, ageGroup: ageGroup as '6-12' | '13-18', result });
    return { results: result, report, memberFields: { learning_style: result.scores } };
  },
};

export const DISC: AssessmentKind = {
  kind: 'DISC',
  entity: 'disc',
  styles: DISC_STYLES,
  ageGroup: discAgeGroup,
  questions: (g, language) => (language === 'ar' ? DISC_QUESTIONS_AR : DISC_QUESTIONS)[g as DiscAgeGroup],
  complete(answers, name, ageGroup) {
    const result = scoreDisc(answers as DiscStyle[]);
    const structured = buildDiscReport({ name, ageGroup: ageGroup as '6-12' | '13+', result });
    const pair = result.secondaryStyle ? `${LETTER[result.dominantStyle]}${LETTER[result.secondaryStyle]}` : '';
    return {
      results: result,
      report: { html: renderDiscReportHtml(structured), structured },
      memberFields: { personality_type: PAIRS.has(pair) ? pair : PERSONALITY[result.dominantStyle] },
    };
  },
};
