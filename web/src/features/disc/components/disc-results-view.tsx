import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { DISC_PRIMARY_STYLE_NAMES, DISC_STYLES, type DiscStyle } from '../../../../../shared/assessments/types';
import { paths } from '../../../config/paths';
import { ReportCard, ResultsCard, ResultsLayout } from '../../assessments/components/results-layout';
import { PercentBarChart } from '../../assessments/components/percent-bar-chart';
import { formatDate } from '../../assessments/lib/format-date';
import type { DiscAssessment, DiscLetter } from '../api/disc';
import { useLanguage } from '../../../i18n/language';
import { discReportFor } from '../lib/disc-report-language';
import { DiscReportView } from './disc-report-view';
import { discPrimaryText, discStyleWithLetter } from '../lib/disc-names';

/** Bar fills with at least 4.5:1 contrast on white. */
export const DISC_COLORS: Record<DiscStyle, string> = {
  dominant: '#b91c1c',
  influential: '#a16207',
  supportive: '#15803d',
  cautious: '#1d4ed8',
};

const STYLE_OF: Record<DiscLetter, DiscStyle> = { D: 'dominant', I: 'influential', S: 'supportive', C: 'cautious' };

/** D, I, S, C percentages from personality_scores, else the d_score... columns; null when there are none. */
export function discPercentages(a: DiscAssessment): Record<DiscStyle, number> | null {
  const p = a.personality_scores;
  const raw: Record<DiscLetter, unknown> = {
    D: p?.D ?? a.d_score,
    I: p?.I ?? a.i_score,
    S: p?.S ?? a.s_score,
    C: p?.C ?? a.c_score,
  };
  const out = {} as Record<DiscStyle, number>;
  for (const letter of ['D', 'I', 'S', 'C'] as const) {
    const v = Number(raw[letter]);
    if (raw[letter] === null || raw[letter] === undefined || !Number.isFinite(v)) return null;
    out[STYLE_OF[letter]] = v;
  }
  return out;
}

function styleName(letter: DiscLetter | null | undefined): string | null {
  if (!letter || !(letter in STYLE_OF)) return null;
  return DISC_PRIMARY_STYLE_NAMES[STYLE_OF[letter]];
}

/** The completed DiSC assessment: chart, primary style, report and Download PDF. */
export function DiscResultsView({ assessment }: { assessment: DiscAssessment }) {
  const { _ } = useLingui();
  const percentages = discPercentages(assessment);
  const primary = assessment.primary_style || styleName(assessment.dominant_style);
  const secondary = styleName(assessment.secondary_style);
  const completed = formatDate(assessment.completed_at);
  const name = assessment.member_name?.trim() || _('assessments.disc.yourMember');
  const report = discReportFor(assessment, useLanguage());

  return (
    <ResultsLayout
      name={name}
      details={
        completed && (
          <Text color="fg.muted" fontSize="sm">
            {_('assessments.completedOn', { date: completed })}
          </Text>
        )
      }
      backHref={paths.disc.getHref()}
      backLabel={_('assessments.backToDashboard')}
    >
      <ResultsCard title={_('assessments.disc.profile')} gap="4">
        {primary && <Text>{_('assessments.disc.primaryStyle', { style: discPrimaryText(primary) })}</Text>}
        {secondary && <Text color="fg.muted">{_('assessments.disc.secondaryStyle', { style: discPrimaryText(secondary) })}</Text>}
        {percentages ? (
          <PercentBarChart
            title={_('assessments.disc.chartTitle')}
            bars={DISC_STYLES.map((s) => ({ key: s, label: discStyleWithLetter(s), percent: percentages[s], color: DISC_COLORS[s] }))}
          />
        ) : (
          <Text color="fg.muted">{_('assessments.disc.noScores')}</Text>
        )}
      </ResultsCard>

      <ReportCard title={_('assessments.disc.report')}>
        {report ? <DiscReportView report={report} /> : <Text>{_('assessments.disc.reportLater')}</Text>}
      </ReportCard>
    </ResultsLayout>
  );
}
