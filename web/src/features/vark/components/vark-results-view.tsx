import { Badge, Box, Button, Flex, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { VARK_STYLES, type VarkAgeGroup, type VarkStyle } from '../../../../../shared/assessments/types';
import { paths } from '../../../config/paths';
import { useVarkReport } from '../lib/use-vark-report';
import { formatDate } from '../../assessments/lib/format-date';
import type { VarkProfile } from '../lib/vark-profile';
import { ReportCard, ResultsCard, ResultsLayout } from '../../assessments/components/results-layout';
import { PercentBarChart } from '../../assessments/components/percent-bar-chart';
import { VarkReportView } from './vark-report-view';
import { varkLabelText, varkStyleName } from '../lib/vark-label';

/** Bar fills with at least 4.5:1 contrast on white. */
export const VARK_COLORS: Record<VarkStyle, string> = {
  visual: '#1d4ed8',
  auditory: '#7e22ce',
  readingWriting: '#15803d',
  kinesthetic: '#c2410c',
};

export interface VarkResultsViewProps {
  name: string;
  ageGroup: VarkAgeGroup;
  profile: VarkProfile;
  storedReport?: unknown;
  completedAt?: string | null;
}

/**
 * The VARK results (docs/decisions/0004): the four scores and percentages, a bar chart, the
 * learning style, the comprehensive report and Download PDF. Used by the results page and at the
 * end of the take screen.
 */
export function VarkResultsView({ name, ageGroup, profile, storedReport, completedAt }: VarkResultsViewProps) {
  const { state, retry } = useVarkReport({ stored: storedReport ?? null, name, ageGroup, profile });
  const { _ } = useLingui();
  const completed = formatDate(completedAt);
  const displayName = name.trim() || _('assessments.vark.yourChild');
  const leading = { style: varkStyleName(profile.dominantStyle), percent: profile.percentages[profile.dominantStyle] };

  return (
    <ResultsLayout
      name={displayName}
      details={
        <Text color="fg.muted" fontSize="sm">
          {[
            _('assessments.ages', { ageGroup }),
            completed ? _('assessments.completedOn', { date: completed }) : null,
            profile.totalQuestions ? _('assessments.questionCount', { count: profile.totalQuestions }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      }
      backHref={paths.vark.getHref()}
      backLabel={_('assessments.vark.backToList')}
    >
      <ResultsCard title={_('assessments.vark.learningStyle')} gap="3">
        <Flex gap="3" align="center" wrap="wrap">
          <Badge bg="teal.100" color="teal.900" fontSize="lg" px="3" py="1" whiteSpace="normal" maxW="full" data-testid="vark-style-label">
            {varkLabelText(profile.headline)}
          </Badge>
          {profile.isMultimodal && <Text color="fg.muted">{_('assessments.vark.strongest', { label: varkLabelText(profile.styleLabel) })}</Text>}
        </Flex>
        <Text>{_('assessments.vark.dominant', leading)}</Text>
        {profile.isMultimodal && (
          <Text color="fg.muted" fontSize="sm">
            {_('assessments.vark.multimodalNote', { name: displayName })}
          </Text>
        )}
      </ResultsCard>

      <ResultsCard title={_('assessments.vark.scores')} gap="5">
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4">
          {VARK_STYLES.map((style) => (
            <Box key={style} borderWidth="1px" borderRadius="md" p="3" borderTopWidth="4px" borderTopColor={VARK_COLORS[style]}>
              <Text as="dt" fontSize="sm" color="fg.muted">
                {varkStyleName(style)}
              </Text>
              <Text as="dd" fontSize="2xl" fontWeight="bold" data-testid={`vark-score-${style}`}>
                {profile.scores[style]}
              </Text>
              <Text as="dd" fontSize="sm" data-testid={`vark-percent-${style}`}>
                {profile.percentages[style]}%
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <PercentBarChart
          title={_('assessments.vark.chartTitle')}
          bars={VARK_STYLES.map((style) => ({ key: style, label: varkStyleName(style), percent: profile.percentages[style], color: VARK_COLORS[style] }))}
        />
      </ResultsCard>

      <ReportCard title={_('assessments.vark.report')}>
        {state.status === 'loading' && (
          <Flex align="center" gap="3" role="status">
            <Spinner size="sm" />
            <Text>{_('assessments.vark.generating')}</Text>
          </Flex>
        )}
        {state.status === 'error' && (
          <Stack gap="3" role="alert">
            <Text color="red.800">{_('assessments.vark.reportFailed')}</Text>
            <Button alignSelf="flex-start" variant="outline" size="sm" onClick={retry} data-print-hide="">
              {_('assessments.vark.tryAgain')}
            </Button>
          </Stack>
        )}
        {state.status === 'ready' && <VarkReportView report={state.report} />}
      </ReportCard>
    </ResultsLayout>
  );
}
