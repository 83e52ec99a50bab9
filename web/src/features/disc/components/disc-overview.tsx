import { Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DISC_LETTERS, DISC_STYLE_LABELS, DISC_STYLES } from '../../../../../shared/assessments/types';
import { ageFromBirthDate } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { StatCard } from '../../../components/ui/stat-card';
import { paths } from '../../../config/paths';
import { MemberStartCard } from '../../assessments/components/member-start-card';
import { MemberGrid } from '../../assessments/components/member-grid';
import { TitledSection } from '../../assessments/components/titled-section';
import { StyleShares } from '../../assessments/components/style-shares';
import type { DiscAssessment } from '../api/disc';

/** Display-only marketing figures (ADR 0004). */
const DISTRIBUTION = { dominant: 18, influential: 28, supportive: 40, cautious: 14 } as const;

const STYLE_BLURBS = {
  dominant: 'Direct, decisive and driven by results and challenge.',
  influential: 'Outgoing, enthusiastic and energized by people.',
  supportive: 'Patient, loyal and focused on harmony and helping.',
  cautious: 'Careful, precise and guided by quality and accuracy.',
} as const;

const STYLES = DISC_STYLES.map((s) => ({
  key: s,
  name: `${DISC_STYLE_LABELS[s]} (${DISC_LETTERS[s]})`,
  share: `about ${DISTRIBUTION[s]}% of people`,
  blurb: STYLE_BLURBS[s],
}));

export interface StartProps {
  hasAccess: boolean;
  startingId: string | null;
  onStart: (m: FamilyMember) => void;
}

function MemberCard({ member, hasAccess, starting, onStart }: { member: FamilyMember; hasAccess: boolean; starting: boolean; onStart: () => void }) {
  const age = ageFromBirthDate(member.date_of_birth ?? member.dateOfBirth ?? null);
  const details = [member.relationship, age !== null ? `age ${age}` : null].filter(Boolean).join(' · ');
  return <MemberStartCard member={member} details={details} capitalize hasAccess={hasAccess} starting={starting} onStart={onStart} />;
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
          <StatCard key={label} label={label} value={value} term />
        ))}
      </SimpleGrid>
    </Box>
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

/** DiSC is for anyone in the family, and the children shared through account links. */
function MembersSection({ hasAccess, startingId, onStart }: StartProps) {
  return (
    <TitledSection title="Family Members">
      <MemberGrid
        loadingLabel="Loading family members"
        empty={<Text color="fg.muted">No family members yet.</Text>}
        card={(m) => <MemberCard member={m} hasAccess={hasAccess} starting={startingId === m.id} onStart={() => onStart(m)} />}
      />
      <Link asChild color="teal.800" fontWeight="medium" alignSelf="flex-start">
        <RouterLink to={paths.home.getHref()}>Add family members</RouterLink>
      </Link>
    </TitledSection>
  );
}

/** The Overview tab: the upgrade callout without access, the counts, whom to start for, then what DiSC is. */
export function DiscOverview({ assessments, ...start }: StartProps & { assessments: DiscAssessment[] }) {
  return (
    <Stack gap="8">
      {!start.hasAccess && <UpgradeCallout />}
      <Counts assessments={assessments} />
      <MembersSection {...start} />
      <TitledSection title="About DiSC">
        <Text>
          DiSC describes four behavioral styles. The assessment has 20 questions and takes about 12-18 minutes, with separate questions for ages 12 and under
          and 13 and over.
        </Text>
        <StyleShares styles={STYLES} />
      </TitledSection>
    </Stack>
  );
}
