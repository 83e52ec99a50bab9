import { Button, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/ui/page';
import '../../assessments/components/print.css';
import { paths } from '../../../config/paths';
import { useUser } from '../../auth';
import { useVarkAssessment } from '../api/vark';
import { BackToList } from '../../assessments/components/back-to-list';
import { ErrorCard } from '../../assessments/components/error-card';
import { VarkResultsView } from '../components/vark-results-view';
import { asVarkAgeGroup, assessmentScores, parseResultsData, varkProfile } from '../lib/vark-profile';

function BackLink() {
  const { _ } = useLingui();
  return (
    <Button asChild variant="outline" alignSelf="flex-start">
      <RouterLink to={paths.vark.getHref()}>{_('assessments.vark.returnToList')}</RouterLink>
    </Button>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <ErrorCard message={message}>
      <BackLink />
    </ErrorCard>
  );
}

/** ?id={assessmentId}: the saved assessment and its stored report. */
function SavedResults({ id }: { id: string }) {
  const { assessment, error, isLoading } = useVarkAssessment(id);
  const { _ } = useLingui();
  if (isLoading && !assessment) {
    return (
      <Flex justify="center" py="10">
        <Spinner aria-label={_('assessments.vark.loadingResults')} />
      </Flex>
    );
  }
  if (error || !assessment) return <Failed message={_('assessments.vark.resultsLoadFailed')} />;
  const scores = assessmentScores(assessment);
  if (!scores) return <Failed message={_('assessments.incomplete')} />;
  const profile = varkProfile({
    scores,
    percentages: assessment.percentages,
    isMultimodal: assessment.isMultimodal ?? assessment.is_multimodal,
    styleLabel: assessment.styleLabel,
    totalQuestions: assessment.totalQuestions,
  });
  return (
    <VarkResultsView
      name={assessment.member_name ?? ''}
      ageGroup={asVarkAgeGroup(assessment.age_group)}
      profile={profile}
      storedReport={assessment.report}
      completedAt={assessment.completed_at}
    />
  );
}

/** ?data={encoded JSON}&child={name}: results handed over in the address. */
function SharedResults({ data, child, ageGroup }: { data: string; child: string; ageGroup: string | null }) {
  const { _ } = useLingui();
  const parsed = parseResultsData(data);
  if (!parsed) return <Failed message={_('assessments.vark.resultsLoadFailed')} />;
  if (!parsed.scores) return <Failed message={_('assessments.incomplete')} />;
  const profile = varkProfile({ scores: parsed.scores, percentages: parsed.percentages, totalQuestions: parsed.totalQuestions });
  return <VarkResultsView name={child} ageGroup={asVarkAgeGroup(ageGroup)} profile={profile} />;
}

/** /vark-assessment/results (docs/decisions/0004). */
export function VarkResultsScreen() {
  const { user, isLoading } = useUser();
  const [params] = useSearchParams();
  const id = params.get('id');
  const data = params.get('data');
  const { _ } = useLingui();

  let content: ReactNode;
  if (!user) {
    content = isLoading ? null : (
      <Stack gap="3" align="flex-start">
        <Text>{_('assessments.vark.logInToView')}</Text>
        <Link asChild color="teal.700" fontWeight="medium">
          <RouterLink to={paths.auth.getHref()}>{_('assessments.vark.signIn')}</RouterLink>
        </Link>
      </Stack>
    );
  } else if (id) {
    content = <SavedResults key={id} id={id} />;
  } else if (data) {
    content = <SharedResults data={data} child={params.get('child') ?? ''} ageGroup={params.get('ageGroup')} />;
  } else {
    content = <Failed message={_('assessments.vark.resultsLoadFailed')} />;
  }

  return (
    <Page
      title={_('assessments.vark.resultsTitle')}
      description={_('assessments.vark.resultsDescription')}
      actions={user ? <BackToList to={paths.vark.getHref()} /> : undefined}
    >
      {content}
    </Page>
  );
}

export default VarkResultsScreen;
