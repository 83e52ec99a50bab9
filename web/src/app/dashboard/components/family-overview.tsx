import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { MemberCard } from '../../../features/family/components/member-card';
import { memberIsChild } from '../../../features/family/lib/member-display';
import { FamilySummary } from './family-summary';
import { PrimaryAccountCard } from './primary-account-card';

interface FamilyOverviewProps {
  user: PublicUser | null;
  members: FamilyMember[];
  reportCount: number;
  onAddMember: () => void;
  onEditMember: (member: FamilyMember) => void;
  onEditProfile: () => void;
  subscription?: ReactNode;
}

function MemberSection({ title, members, onEdit }: { title: string; members: FamilyMember[]; onEdit: (m: FamilyMember) => void }) {
  return (
    <Stack as="section" aria-label={title} gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {members.length === 0 ? (
        <Text color="fg.muted">No {title.toLowerCase()} added yet.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {members.map((m) => (
            <MemberCard key={m.id} member={m} onEdit={onEdit} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * The Family tab (2.3-2.5): summary, then the overview with the primary account, children and other adults.
 * Memoised (the dashboard passes stable props): other reads arriving on the dashboard do not re-render it.
 */
export const FamilyOverview = memo(function FamilyOverview({
  user,
  members,
  reportCount,
  onAddMember,
  onEditMember,
  onEditProfile,
  subscription,
}: FamilyOverviewProps) {
  const children = members.filter((m) => memberIsChild(m));
  const adults = members.filter((m) => !memberIsChild(m));
  return (
    <Stack gap="8">
      <FamilySummary members={members} />
      <Stack as="section" aria-label="Family Overview" gap="6">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Heading as="h2" size="lg">
            Family Overview
          </Heading>
          {/* Adding is always allowed (no member limit on any plan), so the 'Limit Reached' state never shows. */}
          <Button onClick={onAddMember}>Add Family Member</Button>
        </Flex>
        {user ? (
          <PrimaryAccountCard user={user} memberCount={members.length} reportCount={reportCount} onEdit={onEditProfile} subscription={subscription} />
        ) : (
          <Text color="fg.muted">User data is null</Text>
        )}
        <MemberSection title="Children" members={children} onEdit={onEditMember} />
        <MemberSection title="Other Adults" members={adults} onEdit={onEditMember} />
      </Stack>
    </Stack>
  );
});
