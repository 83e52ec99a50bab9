import { SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { useFamilyMemberList } from '../api/family-member-list';

interface MemberGridProps {
  /** Who may be listed (all family members when absent). */
  only?: (member: FamilyMember) => boolean;
  loadingLabel: string;
  /** Shown when there is no one to list. */
  empty: ReactNode;
  card: (member: FamilyMember) => ReactNode;
}

/** The members an assessment can be started for, with the loading, failed and empty states. */
export function MemberGrid({ only, loadingLabel, empty, card }: MemberGridProps) {
  const { members: all, error, isLoading } = useFamilyMemberList();
  const { _ } = useLingui();
  const members = only ? all?.filter(only) : all;
  if (isLoading && !members) return <Spinner aria-label={loadingLabel} />;
  if (error || !members) return <Text color="red.800">{_('assessments.membersLoadFailed')}</Text>;
  if (members.length === 0) return <>{empty}</>;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {members.map((m) => (
        <Fragment key={m.id}>{card(m)}</Fragment>
      ))}
    </SimpleGrid>
  );
}
