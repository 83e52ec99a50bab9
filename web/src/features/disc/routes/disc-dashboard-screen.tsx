import { Box, Button, Card, Flex, Heading, Link, SimpleGrid, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { discAgeGroup } from '../../../../../shared/assessments/scoring';
import { DISC_LETTERS, DISC_STYLE_LABELS, DISC_STYLES } from '../../../../../shared/assessments/types';
import { ageFromBirthDate } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { ApiError, errorStatus, serverErrorMessage } from '../../../lib/api-client';
import { notify } from '../../../components/ui/toaster';
import { useFamilyMemberList } from '../../vark/api/vark';
import { ErrorCard } from '../../vark/components/error-card';
import { StatusBadge } from '../../vark/components/status-badge';
import { formatDate } from '../../vark/lib/vark-profile';
import { startDiscAssessment, useDiscAccess, useDiscAssessments, type DiscAssessment } from '../api/disc';
import { DeleteAssessmentButton } from '../components/delete-assessment-button';

const TITLE = 'DiSC Personality Assessment';
const DESCRIPTION = "Understand each family member's personality style.";

/** Display-only marketing figures (part 2, 9). */
const DISTRIBUTION = { dominant: 18, influential: 28, supportive: 40, cautious: 14 } as const;

const STYLE_BLURBS = {
  dominant: 'Direct, decisive and driven by results and challenge.',
  influential: 'Outgoing, enthusiastic and energized by people.',
  supportive: 'Patient, loyal and focused on harmony and helping.',
  cautious: 'Careful, precise and guided by quality and accuracy.',
} as const;

function memberAgeGroup(m: FamilyMember): '6-12' | '13+' {
  return discAgeGroup(ageFromBirthDate(m.date_of_birth ?? m.dateOfBirth ?? null));
}

/** The spec's start-failure toast text for VARK (part 2, 8), used for DiSC too. */
const START_FAILED = 'Failed to start assessment. Please try again.';

/** Start failures are logged as part 2, 8 has it ('Failed to start DiSC assessment: {status} - {body}') and shown in a toast. */
function logStartFailure(error: unknown) {
  const status = errorStatus(error) ?? 0;
  const body = error instanceof ApiError ? error.bodyText : error instanceof Error ? error.message : String(error);
  console.warn(`Failed to start DiSC assessment: ${status} - ${body}`);
}

function MemberCard({ member, hasAccess, starting, onStart }: { member: FamilyMember; hasAccess: boolean; starting: boolean; onStart: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const age = ageFromBirthDate(member.date_of_birth ?? member.dateOfBirth ?? null);
  return (
    <Card.Root as="article" aria-labelledby={id} bg="white" size="sm">
      <Card.Body gap="3">
        <Stack gap="0">
          <Heading as="h3" size="md" id={id}>
            {member.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm" textTransform="capitalize">
            {[member.relationship, age !== null ? `age ${age}` : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {hasAccess ? (
          <Button alignSelf="flex-start" size="sm" bg="teal.700" color="white" _hover={{ bg: 'teal.800' }} loading={starting} loadingText="Starting..." onClick={onStart}>
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

function Counts({ assessments }: { assessments: DiscAssessment[] }) {
  const id = useId();
  const items: Array<[string, number]> = [
    ['Total assessments', assessments.length],
    ['Completed', assessments.filter((a) => a.status === 'completed').length],
    ['In progress', assessments.filter((a) => a.status === 'in_progress').length],
  ];
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id} mb="4">
        Summary
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
        {items.map(([label, value]) => (
          <Box key={label} bg="white" borderWidth="1px" borderRadius="md" p="4">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function AssessmentRow({ assessment, onDeleted }: { assessment: DiscAssessment; onDeleted: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const name = assessment.member_name || 'Family member';
  const total = assessment.totalQuestions ?? 20;
  const when = formatDate(assessment.completed_at) ?? formatDate(assessment.created_at);
  return (
    <Card.Root as="li" bg="white" size="sm">
      <Card.Body>
        <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3" direction={{ base: 'column', md: 'row' }}>
          <Stack gap="1">
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h3" size="sm">
                {name}
              </Heading>
              <StatusBadge status={assessment.status} />
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {`${assessment.answeredCount ?? 0}/${total} questions`}
              {when ? ` · ${assessment.status === 'completed' ? 'Completed' : 'Started'} ${when}` : ''}
            </Text>
            {assessment.status === 'completed' && assessment.primary_style && <Text fontSize="sm">Primary style: {assessment.primary_style}</Text>}
          </Stack>
          <Flex gap="2" wrap="wrap">
            {assessment.status === 'in_progress' && (
              <Button size="sm" variant="outline" onClick={() => navigate(paths.discTake.getHref(assessment.id))}>
                Continue
              </Button>
            )}
            {assessment.status === 'completed' && (
              <Button size="sm" variant="outline" onClick={() => navigate(paths.discResults.getHref(assessment.id))}>
                View Report
              </Button>
            )}
            {/* A linked adult sees a shared child's assessment; only the owning account may delete it. */}
            {!assessment.shared && <DeleteAssessmentButton id={assessment.id} memberName={name} onDeleted={onDeleted} />}
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function AssessmentList({ assessments, empty, onDeleted }: { assessments: DiscAssessment[]; empty: string; onDeleted: () => Promise<unknown> }) {
  if (assessments.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {assessments.map((a) => (
        <AssessmentRow key={a.id} assessment={a} onDeleted={onDeleted} />
      ))}
    </Stack>
  );
}

function UpgradeCallout() {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} bg="teal.50" borderColor="teal.200">
      <Card.Body gap="2">
        <Heading as="h2" size="md" id={id}>
          Unlock DiSC Assessments
        </Heading>
        <Text>DiSC assessments are included with Simplify+ and the Assessment Pack.</Text>
        <Link asChild color="teal.800" fontWeight="semibold" alignSelf="flex-start">
          <RouterLink to={paths.upgrade.getHref()}>View plans and upgrade</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

function MembersSection({ hasAccess, startingId, onStart }: { hasAccess: boolean; startingId: string | null; onStart: (m: FamilyMember) => void }) {
  const { members, error, isLoading } = useFamilyMemberList();
  const id = useId();
  let body;
  if (isLoading && !members) body = <Spinner aria-label="Loading family members" />;
  else if (error || !members) body = <Text color="red.800">Unable to load your family members. Please try again later.</Text>;
  else if (members.length === 0) body = <Text color="fg.muted">No family members yet.</Text>;
  else
    body = (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {members.map((m) => (
          <MemberCard key={m.id} member={m} hasAccess={hasAccess} starting={startingId === m.id} onStart={() => onStart(m)} />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" size="lg" id={id}>
        Family Members
      </Heading>
      {body}
      <Link asChild color="teal.800" fontWeight="medium" alignSelf="flex-start">
        <RouterLink to={paths.home.getHref()}>Add family members</RouterLink>
      </Link>
    </Stack>
  );
}

/** /disc-assessment (part 2, "DiSC dashboard"). */
export function DiscDashboardScreen() {
  const navigate = useNavigate();
  const { assessments, error, isLoading, mutate } = useDiscAssessments();
  const access = useDiscAccess();
  const [upgradeNeeded, setUpgradeNeeded] = useState(false);
  const [startingId, setStartingId] = useState<string | null>(null);
  const [tab, setTab] = useState('overview');
  const listId = useId();
  const resultsId = useId();
  const aboutId = useId();
  const hasAccess = access.hasAccess && !upgradeNeeded;

  const start = async (member: FamilyMember) => {
    if (startingId) return;
    setStartingId(member.id);
    try {
      const started = await startDiscAssessment(member.id, memberAgeGroup(member));
      void mutate();
      navigate(paths.discTake.getHref(started.assessment.id));
    } catch (err) {
      logStartFailure(err);
      if (errorStatus(err) === 403) {
        setUpgradeNeeded(true);
        notify({ title: 'Upgrade Required', description: serverErrorMessage(err) ?? 'DiSC assessments are included with Simplify+ or the Assessment Pack.', type: 'destructive' });
      } else {
        notify({ title: 'Error', description: START_FAILED, type: 'destructive' });
      }
      setStartingId(null);
    }
  };

  let content;
  if ((isLoading && !assessments && !error) || access.isLoading) {
    content = (
      <Flex justify="center" py="10">
        <Spinner aria-label="Loading DiSC assessments" />
      </Flex>
    );
  } else if (error || !assessments) {
    content = <ErrorCard message="Unable to load DiSC assessments. Please try again later." />;
  } else {
    const sorted = [...assessments].sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')));
    const completed = sorted.filter((a) => a.status === 'completed');
    const refresh = () => mutate();
    content = (
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line">
        <Tabs.List>
          <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
          <Tabs.Trigger value="assessments">Assessments</Tabs.Trigger>
          <Tabs.Trigger value="results">Results</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" pt="6">
          <Stack gap="8">
            {!hasAccess && <UpgradeCallout />}
            <Counts assessments={sorted} />
            <MembersSection hasAccess={hasAccess} startingId={startingId} onStart={(m) => void start(m)} />
            <Stack as="section" aria-labelledby={aboutId} gap="4">
              <Heading as="h2" size="lg" id={aboutId}>
                About DiSC
              </Heading>
              <Text>
                DiSC describes four behavioral styles. The assessment has 20 questions and takes about 12-18 minutes, with separate questions for ages 12 and
                under and 13 and over.
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {DISC_STYLES.map((s) => (
                  <Box key={s} borderWidth="1px" borderRadius="md" p="4" bg="white">
                    <Text fontWeight="semibold">
                      {DISC_STYLE_LABELS[s]} ({DISC_LETTERS[s]}){' '}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        · about {DISTRIBUTION[s]}% of people
                      </Text>
                    </Text>
                    <Text fontSize="sm">{STYLE_BLURBS[s]}</Text>
                  </Box>
                ))}
              </SimpleGrid>
            </Stack>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="assessments" pt="6">
          <Stack as="section" aria-labelledby={listId} gap="4">
            <Heading as="h2" size="lg" id={listId}>
              Assessments
            </Heading>
            <AssessmentList assessments={sorted} empty="No DiSC assessments yet. Start one from the Overview tab." onDeleted={refresh} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="results" pt="6">
          <Stack as="section" aria-labelledby={resultsId} gap="4">
            <Heading as="h2" size="lg" id={resultsId}>
              Results
            </Heading>
            <AssessmentList assessments={completed} empty="No completed DiSC assessments yet." onDeleted={refresh} />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    );
  }

  return (
    <Page
      title={TITLE}
      description={DESCRIPTION}
      actions={
        <Button variant="outline" alignSelf={{ base: 'flex-start', md: 'center' }} onClick={() => navigate(paths.home.getHref())}>
          Back
        </Button>
      }
    >
      {content}
    </Page>
  );
}

export default DiscDashboardScreen;
