import { Box, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DISC_STYLES } from '../../../../../shared/assessments/types';
import { ageFromBirthDate } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { StatCard } from '../../../components/ui/stat-card';
import { paths } from '../../../config/paths';
import { MemberStartCard } from '../../assessments/components/member-start-card';
import { MemberGrid } from '../../assessments/components/member-grid';
import { TitledSection } from '../../assessments/components/titled-section';
import { StyleShares } from '../../assessments/components/style-shares';
import type { DiscAssessment } from '../api/disc';
import { discStyleWithLetter } from '../lib/disc-names';
import { useLanguage } from '../../../i18n/language';

/** Display-only marketing figures (ADR 0004). */
const DISTRIBUTION = { dominant: 18, influential: 28, supportive: 40, cautious: 14 } as const;

/** The four styles with their share and description, in the current language. */
function useStyles() {
  const { _ } = useLingui();
  return DISC_STYLES.map((s) => ({
    key: s,
    name: discStyleWithLetter(s),
    share: _('assessments.disc.share', { percent: DISTRIBUTION[s] }),
    blurb: _(`assessments.disc.blurb.${s}`),
  }));
}

export interface StartProps {
  hasAccess: boolean;
  startingId: string | null;
  onStart: (m: FamilyMember) => void;
}

function MemberCard({ member, hasAccess, starting, onStart }: { member: FamilyMember; hasAccess: boolean; starting: boolean; onStart: () => void }) {
  const age = ageFromBirthDate(member.date_of_birth ?? member.dateOfBirth ?? null);
  const { _, i18n } = useLingui();
  // English shows the relationship as stored (capitalised by CSS); Arabic uses the family screens' names for it.
  const relationKey = `family.relationship.${member.relationship}`;
  const relationship = useLanguage() === 'ar' && i18n.messages[relationKey] ? _(relationKey) : member.relationship;
  const details = [relationship, age !== null ? _('assessments.disc.memberAge', { age }) : null].filter(Boolean).join(' · ');
  return <MemberStartCard member={member} details={details} capitalize hasAccess={hasAccess} starting={starting} onStart={onStart} />;
}

function Counts({ assessments }: { assessments: DiscAssessment[] }) {
  const id = useId();
  const { _ } = useLingui();
  const items: Array<[string, number]> = [
    [_('assessments.disc.total'), assessments.length],
    [_('assessments.disc.completed'), assessments.filter((a) => a.status === 'completed').length],
    [_('assessments.disc.inProgress'), assessments.filter((a) => a.status === 'in_progress').length],
  ];
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id} mb="4">
        {_('assessments.disc.summary')}
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
  const { _ } = useLingui();
  return (
    <Card.Root as="section" aria-labelledby={id} bg="teal.50" borderColor="teal.200">
      <Card.Body gap="2">
        <Heading as="h2" size="md" id={id}>
          {_('assessments.disc.unlock')}
        </Heading>
        <Text>{_('assessments.disc.unlockText')}</Text>
        <Link asChild color="teal.800" fontWeight="semibold" alignSelf="flex-start">
          <RouterLink to={paths.upgrade.getHref()}>{_('assessments.disc.viewPlans')}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

/** DiSC is for anyone in the family, and the children shared through account links. */
function MembersSection({ hasAccess, startingId, onStart }: StartProps) {
  const { _ } = useLingui();
  return (
    <TitledSection title={_('assessments.disc.members')}>
      <MemberGrid
        loadingLabel={_('assessments.disc.loadingMembers')}
        empty={<Text color="fg.muted">{_('assessments.disc.noMembers')}</Text>}
        card={(m) => <MemberCard member={m} hasAccess={hasAccess} starting={startingId === m.id} onStart={() => onStart(m)} />}
      />
      <Link asChild color="teal.800" fontWeight="medium" alignSelf="flex-start">
        <RouterLink to={paths.home.getHref()}>{_('assessments.disc.addMembers')}</RouterLink>
      </Link>
    </TitledSection>
  );
}

/** The Overview tab: the upgrade callout without access, the counts, whom to start for, then what DiSC is. */
export function DiscOverview({ assessments, ...start }: StartProps & { assessments: DiscAssessment[] }) {
  const { _ } = useLingui();
  const styles = useStyles();
  return (
    <Stack gap="8">
      {!start.hasAccess && <UpgradeCallout />}
      <Counts assessments={assessments} />
      <MembersSection {...start} />
      <TitledSection title={_('assessments.disc.about')}>
        <Text>{_('assessments.disc.aboutText')}</Text>
        <StyleShares styles={styles} />
      </TitledSection>
    </Stack>
  );
}
