import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { VARK_STYLES } from '../../../../../shared/assessments/types';
import { ageFromBirthDate, isChild } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { paths } from '../../../config/paths';
import { MemberStartCard } from '../../assessments/components/member-start-card';
import { MemberGrid } from '../../assessments/components/member-grid';
import { TitledSection } from '../../assessments/components/titled-section';
import { StyleShares } from '../../assessments/components/style-shares';
import { memberVarkAgeGroup } from '../lib/vark-profile';
import { takeHref } from '../lib/vark-hrefs';
import { varkStyleName } from '../lib/vark-label';
import type { VarkAssessment } from '../api/vark';

/** Display-only marketing figures (ADR 0004). */
const DISTRIBUTION: Record<(typeof VARK_STYLES)[number], number> = { visual: 29, auditory: 34, readingWriting: 25, kinesthetic: 12 };

/** The four styles with their share and description, in the current language. */
function useStyles() {
  const { _ } = useLingui();
  return VARK_STYLES.map((s) => ({
    key: s,
    name: varkStyleName(s),
    share: _('assessments.vark.share', { percent: DISTRIBUTION[s] }),
    blurb: _(`assessments.vark.blurb.${s}`),
  }));
}

function ChildCard({ member, hasAccess, open }: { member: FamilyMember; hasAccess: boolean; open?: VarkAssessment }) {
  const navigate = useNavigate();
  const ageGroup = open?.age_group ?? memberVarkAgeGroup(member);
  const age = ageFromBirthDate(member.date_of_birth ?? member.dateOfBirth ?? null);
  const { _ } = useLingui();
  const questions = _('assessments.vark.childQuestions', { ageGroup });
  const details = age !== null ? `${_('assessments.vark.childAge', { age })} · ${questions}` : questions;
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
  const { _ } = useLingui();
  const empty = (
    <Stack gap="2" align="flex-start">
      <Text color="fg.muted">{_('assessments.vark.noChildren')}</Text>
      <Button size="sm" variant="outline" onClick={() => navigate(paths.home.getHref())}>
        {_('assessments.vark.addChild')}
      </Button>
    </Stack>
  );
  return (
    <TitledSection title={_('assessments.vark.startSection')}>
      <MemberGrid
        only={(m) => isChild(m)}
        loadingLabel={_('assessments.vark.loadingChildren')}
        empty={empty}
        card={(m) => <ChildCard member={m} hasAccess={hasAccess} open={openFor(assessments, m.id)} />}
      />
    </TitledSection>
  );
}

/** The Overview tab: whom to start an assessment for, then what VARK is. */
export function VarkOverview({ hasAccess, assessments = [] }: { hasAccess: boolean; assessments?: VarkAssessment[] }) {
  const { _ } = useLingui();
  const styles = useStyles();
  return (
    <Stack gap="8">
      <ChildrenSection hasAccess={hasAccess} assessments={assessments} />
      <TitledSection title={_('assessments.vark.about')}>
        <Text>{_('assessments.vark.aboutText')}</Text>
        <StyleShares styles={styles} />
      </TitledSection>
    </Stack>
  );
}

/** Instead of the tabs when there is nothing to show and no access (ADR 0004). */
export function AccessRequiredCard() {
  const id = useId();
  const navigate = useNavigate();
  const { _ } = useLingui();
  return (
    <Card.Root as="section" aria-labelledby={id} bg="white" maxW="2xl">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id={id}>
          {_('assessments.vark.accessRequired')}
        </Heading>
        <Text>{_('assessments.vark.accessText')}</Text>
        <Button alignSelf="flex-start" bg="teal.700" color="white" _hover={{ bg: 'teal.800' }} onClick={() => navigate(paths.upgrade.getHref())}>
          {_('assessments.vark.upgradeNow')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
