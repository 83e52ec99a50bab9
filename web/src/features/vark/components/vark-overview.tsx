import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { VARK_STYLE_LABELS, VARK_STYLES } from '../../../../../shared/assessments/types';
import { ageFromBirthDate, isChild } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { paths } from '../../../config/paths';
import { MemberStartCard } from '../../assessments/components/member-start-card';
import { MemberGrid } from '../../assessments/components/member-grid';
import { TitledSection } from '../../assessments/components/titled-section';
import { StyleShares } from '../../assessments/components/style-shares';
import { memberVarkAgeGroup } from '../lib/vark-profile';
import { takeHref } from '../lib/vark-hrefs';
import type { VarkAssessment } from '../api/vark';

/** Display-only marketing figures (ADR 0004). */
const DISTRIBUTION: Record<(typeof VARK_STYLES)[number], number> = { visual: 29, auditory: 34, readingWriting: 25, kinesthetic: 12 };

const STYLE_BLURBS: Record<(typeof VARK_STYLES)[number], string> = {
  visual: 'Learns through pictures, diagrams, colors and demonstrations.',
  auditory: 'Learns through listening, talking things through and explaining.',
  readingWriting: 'Learns through reading, writing, lists and notes.',
  kinesthetic: 'Learns through hands-on practice, movement and real examples.',
};

const STYLES = VARK_STYLES.map((s) => ({ key: s, name: VARK_STYLE_LABELS[s], share: `about ${DISTRIBUTION[s]}% of learners`, blurb: STYLE_BLURBS[s] }));

function ChildCard({ member, hasAccess, open }: { member: FamilyMember; hasAccess: boolean; open?: VarkAssessment }) {
  const navigate = useNavigate();
  const ageGroup = open?.age_group ?? memberVarkAgeGroup(member);
  const age = ageFromBirthDate(member.date_of_birth ?? member.dateOfBirth ?? null);
  const details = `${age !== null ? `Age ${age} · ` : ''}Ages ${ageGroup} questions`;
  return (
    <MemberStartCard
      member={member}
      details={details}
      hasAccess={hasAccess}
      inProgress={Boolean(open)}
      onStart={() => navigate(takeHref({ familyMemberId: member.id, ageGroup, ...(open ? { resumeId: open.id } : {}) }))}
    />
  );
}

/** The child's assessment in progress (the first in the list's order, newest first), which their card continues. */
function openFor(assessments: VarkAssessment[], memberId: string): VarkAssessment | undefined {
  return assessments.find((a) => a.status === 'in_progress' && String(a.familyMemberId ?? a.family_member_id ?? '') === memberId);
}

/** VARK is for children: the family's children and the children shared through account links. */
function ChildrenSection({ hasAccess, assessments }: { hasAccess: boolean; assessments: VarkAssessment[] }) {
  const navigate = useNavigate();
  const empty = (
    <Stack gap="2" align="flex-start">
      <Text color="fg.muted">No children yet. Add a child to your family to start an assessment.</Text>
      <Button size="sm" variant="outline" onClick={() => navigate(paths.home.getHref())}>
        Add a Child
      </Button>
    </Stack>
  );
  return (
    <TitledSection title="Start an Assessment">
      <MemberGrid
        only={(m) => isChild(m)}
        loadingLabel="Loading children"
        empty={empty}
        card={(m) => <ChildCard member={m} hasAccess={hasAccess} open={openFor(assessments, m.id)} />}
      />
    </TitledSection>
  );
}

/** The Overview tab: whom to start an assessment for, then what VARK is. */
export function VarkOverview({ hasAccess, assessments = [] }: { hasAccess: boolean; assessments?: VarkAssessment[] }) {
  return (
    <Stack gap="8">
      <ChildrenSection hasAccess={hasAccess} assessments={assessments} />
      <TitledSection title="About the VARK Assessment">
        <Text>
          VARK looks at four ways of taking in information. The assessment takes 10-15 minutes, has 20 questions, and uses separate question sets for ages 6-12
          and 13-18. Each child gets a report with teaching tips and ideas for supporting learning at home.
        </Text>
        <StyleShares styles={STYLES} />
      </TitledSection>
    </Stack>
  );
}

/** Instead of the tabs when there is nothing to show and no access (ADR 0004). */
export function AccessRequiredCard() {
  const id = useId();
  const navigate = useNavigate();
  return (
    <Card.Root as="section" aria-labelledby={id} bg="white" maxW="2xl">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id={id}>
          Access Required
        </Heading>
        <Text>
          VARK learning style assessments are included with Simplify+ and the Assessment Pack. Upgrade to discover how each of your children learns best and get
          a full report with teaching tips and ideas for home.
        </Text>
        <Button alignSelf="flex-start" bg="teal.700" color="white" _hover={{ bg: 'teal.800' }} onClick={() => navigate(paths.upgrade.getHref())}>
          Upgrade Now
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
