import { Box, Button, Card, Flex, Heading, SimpleGrid, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VARK_STYLE_LABELS, VARK_STYLES } from '../../../../../shared/assessments/types';
import { isChild, ageFromBirthDate } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { useFamilyMemberList, useVarkAccess, useVarkAssessments, type VarkAssessment } from '../api/vark';
import { ErrorCard } from '../components/error-card';
import { StatusBadge } from '../components/status-badge';
import { assessmentScores, formatDate, memberVarkAgeGroup, varkProfile } from '../lib/vark-profile';

const TITLE = 'VARK Learning Style Assessment';
const DESCRIPTION = 'Find out how each child learns best: visual, auditory, reading/writing or kinesthetic.';

/** Display-only marketing figures (part 2, 9). */
const DISTRIBUTION: Record<(typeof VARK_STYLES)[number], number> = { visual: 29, auditory: 34, readingWriting: 25, kinesthetic: 12 };

const STYLE_BLURBS: Record<(typeof VARK_STYLES)[number], string> = {
  visual: 'Learns through pictures, diagrams, colors and demonstrations.',
  auditory: 'Learns through listening, talking things through and explaining.',
  readingWriting: 'Learns through reading, writing, lists and notes.',
  kinesthetic: 'Learns through hands-on practice, movement and real examples.',
};

export function takeHref(query: Record<string, string>): string {
  return `${paths.varkTake.getHref()}?${new URLSearchParams(query).toString()}`;
}

export function resultsHref(id: string): string {
  return `${paths.varkResults.getHref()}?id=${encodeURIComponent(id)}`;
}

function AccessRequiredCard() {
  const navigate = useNavigate();
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} bg="white" maxW="2xl">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id={id}>
          Access Required
        </Heading>
        <Text>
          VARK learning style assessments are included with Simplify+ and the Assessment Pack. Upgrade to discover how each of your children learns best and
          get a full report with teaching tips and ideas for home.
        </Text>
        <Button alignSelf="flex-start" bg="teal.700" color="white" _hover={{ bg: 'teal.800' }} onClick={() => navigate(paths.upgrade.getHref())}>
          Upgrade Now
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function ChildCard({ member, hasAccess }: { member: FamilyMember; hasAccess: boolean }) {
  const navigate = useNavigate();
  const id = useId();
  const ageGroup = memberVarkAgeGroup(member);
  const age = ageFromBirthDate(member.date_of_birth ?? member.dateOfBirth ?? null);
  return (
    <Card.Root as="article" aria-labelledby={id} bg="white" size="sm">
      <Card.Body gap="3">
        <Stack gap="0">
          <Heading as="h3" size="md" id={id}>
            {member.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {age !== null ? `Age ${age} · ` : ''}Ages {ageGroup} questions
          </Text>
        </Stack>
        {hasAccess ? (
          <Button
            alignSelf="flex-start"
            size="sm"
            bg="teal.700"
            color="white"
            _hover={{ bg: 'teal.800' }}
            onClick={() => navigate(takeHref({ familyMemberId: member.id, ageGroup }))}
          >
            Start Assessment
          </Button>
        ) : (
          <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => navigate(paths.upgrade.getHref())}>
            Upgrade Required
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ChildrenSection({ hasAccess }: { hasAccess: boolean }) {
  const { members, error, isLoading } = useFamilyMemberList();
  const navigate = useNavigate();
  const headingId = useId();
  const children = (members ?? []).filter((m) => isChild(m));
  let body;
  if (isLoading && !members) body = <Spinner aria-label="Loading children" />;
  else if (error || !members) body = <Text color="red.800">Unable to load your family members. Please try again later.</Text>;
  else if (children.length === 0)
    body = (
      <Stack gap="2" align="flex-start">
        <Text color="fg.muted">No children yet. Add a child to your family to start an assessment.</Text>
        <Button size="sm" variant="outline" onClick={() => navigate(paths.home.getHref())}>
          Add a Child
        </Button>
      </Stack>
    );
  else
    body = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {children.map((m) => (
          <ChildCard key={m.id} member={m} hasAccess={hasAccess} />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" size="lg" id={headingId}>
        Start an Assessment
      </Heading>
      {body}
    </Stack>
  );
}

/** The action of a row: Resume, View Results, or a disabled Pending (part 2, "VARK dashboard"). */
function RowAction({ assessment }: { assessment: VarkAssessment }) {
  const navigate = useNavigate();
  if (assessment.status === 'in_progress') {
    const memberId = assessment.familyMemberId ?? assessment.family_member_id ?? '';
    return (
      <Button
        size="sm"
        variant="outline"
        onClick={() => navigate(takeHref({ familyMemberId: String(memberId), ageGroup: assessment.age_group ?? '6-12', resumeId: assessment.id }))}
      >
        Resume
      </Button>
    );
  }
  if (assessment.status === 'completed') {
    return (
      <Button size="sm" variant="outline" onClick={() => navigate(resultsHref(assessment.id))}>
        View Results
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" disabled>
      Pending
    </Button>
  );
}

function styleText(a: VarkAssessment): string | null {
  const scores = assessmentScores(a);
  if (!scores) return null;
  return varkProfile({ scores, percentages: a.percentages, isMultimodal: a.isMultimodal ?? a.is_multimodal, styleLabel: a.styleLabel, totalQuestions: a.totalQuestions }).headline;
}

function AssessmentRow({ assessment }: { assessment: VarkAssessment }) {
  const id = useId();
  const created = formatDate(assessment.created_at);
  const completed = formatDate(assessment.completed_at);
  const style = assessment.status === 'completed' ? styleText(assessment) : null;
  return (
    <Card.Root as="li" bg="white" size="sm">
      <Card.Body>
        <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3" direction={{ base: 'column', md: 'row' }}>
          <Stack gap="1">
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h3" size="sm" id={id}>
                {assessment.member_name || 'Family member'}
              </Heading>
              <StatusBadge status={assessment.status} />
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              Ages {assessment.age_group ?? '6-12'}
              {assessment.status === 'in_progress' && assessment.totalQuestions ? ` · ${assessment.answeredCount ?? 0}/${assessment.totalQuestions} questions` : ''}
              {completed ? ` · Completed ${completed}` : created ? ` · Started ${created}` : ''}
            </Text>
            {style && <Text fontSize="sm">Learning style: {style}</Text>}
          </Stack>
          <RowAction assessment={assessment} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function AssessmentList({ assessments, empty }: { assessments: VarkAssessment[]; empty: string }) {
  if (assessments.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {assessments.map((a) => (
        <AssessmentRow key={a.id} assessment={a} />
      ))}
    </Stack>
  );
}

function Overview({ hasAccess }: { hasAccess: boolean }) {
  const id = useId();
  return (
    <Stack gap="8">
      <ChildrenSection hasAccess={hasAccess} />
      <Stack as="section" aria-labelledby={id} gap="4">
        <Heading as="h2" size="lg" id={id}>
          About the VARK Assessment
        </Heading>
        <Text>
          VARK looks at four ways of taking in information. The assessment takes 10-15 minutes, has 20 questions, and uses separate question sets for ages
          6-12 and 13-18. Each child gets a report with teaching tips and ideas for supporting learning at home.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {VARK_STYLES.map((s) => (
            <Box key={s} borderWidth="1px" borderRadius="md" p="4" bg="white">
              <Text fontWeight="semibold">
                {VARK_STYLE_LABELS[s]} <Text as="span" color="fg.muted" fontWeight="normal">· about {DISTRIBUTION[s]}% of learners</Text>
              </Text>
              <Text fontSize="sm">{STYLE_BLURBS[s]}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

function Pricing() {
  const navigate = useNavigate();
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" size="lg" id={id}>
        Pricing
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root as="article" bg="white">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              Standalone Assessment
            </Heading>
            <Text fontSize="3xl" fontWeight="bold">
              $49
            </Text>
            <Text>per child assessment</Text>
            <Text fontSize="sm" color="fg.muted">
              One VARK assessment and its full report for one child.
            </Text>
          </Card.Body>
        </Card.Root>
        <Card.Root as="article" bg="white">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              Assessment Add-on
            </Heading>
            <Text fontSize="3xl" fontWeight="bold">
              $99
            </Text>
            <Text>add-on</Text>
            <Text fontSize="sm" color="fg.muted">
              VARK and DiSC assessments for the whole family, with lifetime access.
            </Text>
            <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => navigate(paths.upgrade.getHref())}>
              See Plans
            </Button>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}

/** /vark-assessment (part 2, "VARK dashboard"). */
export function VarkDashboardScreen() {
  const navigate = useNavigate();
  const { assessments, error, isLoading } = useVarkAssessments();
  const access = useVarkAccess();
  const [tab, setTab] = useState('overview');
  const listId = useId();
  const resultsId = useId();

  const back = (
    <Button variant="outline" alignSelf={{ base: 'flex-start', md: 'center' }} onClick={() => navigate(paths.home.getHref())}>
      Back
    </Button>
  );

  let content;
  if ((isLoading && !assessments && !error) || access.isLoading) {
    content = (
      <Flex justify="center" py="10">
        <Spinner aria-label="Loading VARK assessments" />
      </Flex>
    );
  } else if (error || !assessments) {
    content = <ErrorCard message="Unable to load VARK assessments. Please try again later." />;
  } else if (assessments.length === 0 && !access.hasAccess) {
    content = <AccessRequiredCard />;
  } else {
    const sorted = [...assessments].sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')));
    const completed = sorted.filter((a) => a.status === 'completed');
    content = (
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="assessments">Assessments</Tabs.Trigger>
          <Tabs.Trigger value="results">Results</Tabs.Trigger>
          <Tabs.Trigger value="pricing">Pricing</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" pt="6">
          <Overview hasAccess={access.hasAccess} />
        </Tabs.Content>
        <Tabs.Content value="assessments" pt="6">
          <Stack as="section" aria-labelledby={listId} gap="4">
            <Heading as="h2" size="lg" id={listId}>
              Assessments
            </Heading>
            <AssessmentList assessments={sorted} empty="No assessments yet. Start one from the Overview tab." />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="results" pt="6">
          <Stack as="section" aria-labelledby={resultsId} gap="4">
            <Heading as="h2" size="lg" id={resultsId}>
              Results
            </Heading>
            <AssessmentList assessments={completed} empty="No completed assessments yet." />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="pricing" pt="6">
          <Pricing />
        </Tabs.Content>
      </Tabs.Root>
    );
  }

  return (
    <Page title={TITLE} description={DESCRIPTION} actions={back}>
      {content}
    </Page>
  );
}

export default VarkDashboardScreen;
