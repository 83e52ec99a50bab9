import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DISC_LETTERS, DISC_PRIMARY_STYLE_NAMES, DISC_STYLE_LABELS, DISC_STYLES, type DiscStyle } from '../../../../../shared/assessments/types';
import { paths } from '../../../config/paths';
import { DownloadPdfButton } from '../../assessments/components/download-pdf-button';
import { PercentBarChart } from '../../assessments/components/percent-bar-chart';
import { formatDate } from '../../assessments/lib/format-date';
import type { DiscAssessment, DiscLetter } from '../api/disc';
import { DiscReportView, isDiscReport } from './disc-report-view';

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
  const chartId = useId();
  const reportId = useId();
  const percentages = discPercentages(assessment);
  const primary = assessment.primary_style || styleName(assessment.dominant_style);
  const secondary = styleName(assessment.secondary_style);
  const completed = formatDate(assessment.completed_at);
  const name = assessment.member_name?.trim() || 'Your family member';
  const report = isDiscReport(assessment.reportSections) ? assessment.reportSections : null;

  return (
    <Stack gap="6" data-print-root="">
      <Stack gap="1">
        <Text fontSize="lg" fontWeight="semibold">
          Results for {name}
        </Text>
        {completed && (
          <Text color="fg.muted" fontSize="sm">
            Completed {completed}
          </Text>
        )}
      </Stack>

      <Card.Root as="section" aria-labelledby={chartId} bg="white">
        <Card.Body gap="4">
          <Heading as="h2" size="lg" id={chartId}>
            DiSC Profile
          </Heading>
          {primary && <Text>Primary style: {primary}</Text>}
          {secondary && <Text color="fg.muted">Secondary style: {secondary}</Text>}
          {percentages ? (
            <PercentBarChart
              title="DiSC style percentages"
              bars={DISC_STYLES.map((s) => ({ key: s, label: `${DISC_STYLE_LABELS[s]} (${DISC_LETTERS[s]})`, percent: percentages[s], color: DISC_COLORS[s] }))}
            />
          ) : (
            <Text color="fg.muted">Scores are not available yet.</Text>
          )}
        </Card.Body>
      </Card.Root>

      <Card.Root as="section" aria-labelledby={reportId} bg="white">
        <Card.Body gap="5">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="lg" id={reportId}>
              Your DiSC Report
            </Heading>
            <DownloadPdfButton />
          </Flex>
          {report ? <DiscReportView report={report} /> : <Text>Your detailed report will be available shortly.</Text>}
        </Card.Body>
      </Card.Root>

      <Box data-print-hide="">
        <Button asChild variant="outline">
          <RouterLink to={paths.disc.getHref()}>Back to Dashboard</RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}
