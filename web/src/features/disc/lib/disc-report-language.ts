import { buildDiscReport } from '../../../../../shared/assessments/disc-report';
import { DISC_LETTERS, DISC_STYLES, type DiscReport, type DiscResult, type DiscStyle } from '../../../../../shared/assessments/types';
import type { Language } from '../../../../../shared/constants';
import type { DiscAssessment, DiscLetter } from '../api/disc';
import { isDiscReport } from '../components/disc-report-view';

const STYLE_OF: Record<DiscLetter, DiscStyle> = { D: 'dominant', I: 'influential', S: 'supportive', C: 'cautious' };
const styleOf = (letter: unknown): DiscStyle | null => (typeof letter === 'string' && letter in STYLE_OF ? STYLE_OF[letter as DiscLetter] : null);

/**
 * The report to show in `language`. The server keeps the English report (reportSections); the Arabic one is built
 * here from the stored results (dominant and secondary style, age group), which decide its content. When those
 * are missing the stored report is shown as it is.
 */
export function discReportFor(assessment: DiscAssessment, language: Language): DiscReport | null {
  const stored = isDiscReport(assessment.reportSections) ? assessment.reportSections : null;
  if (language === 'en') return stored;
  const dominantStyle = styleOf(assessment.dominant_style);
  if (!dominantStyle) return stored;
  const p = assessment.personality_scores ?? {};
  const percentages = Object.fromEntries(DISC_STYLES.map((s) => [s, Number(p[DISC_LETTERS[s]] ?? 0) || 0])) as Record<DiscStyle, number>;
  const result: DiscResult = {
    scores: percentages,
    percentages,
    dominantStyle,
    secondaryStyle: styleOf(assessment.secondary_style),
    totalQuestions: assessment.totalQuestions ?? 0,
  };
  const ageGroup = assessment.age_group === '13+' ? '13+' : '6-12';
  return buildDiscReport({ name: assessment.member_name ?? '', ageGroup, result, language });
}
