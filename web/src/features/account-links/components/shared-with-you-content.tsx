import { Alert, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ageFromBirthDate } from '../../../../../shared/family';
import { paths } from '../../../config/paths';
import type { SharedFamilyMember } from '../api/account-links';

function ownerName(member: SharedFamilyMember): string {
  return [member.owner?.first_name, member.owner?.last_name]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

function SharedChildCard({ member }: { member: SharedFamilyMember }) {
  const nameId = useId();
  const age = member.current_age ?? ageFromBirthDate(member.date_of_birth ?? member.dateOfBirth);
  const owner = ownerName(member);
  const { _ } = useLingui();
  return (
    <Card.Root as="li" size="sm" bg="white" aria-labelledby={nameId}>
      <Card.Body gap="1">
        <Heading as="h3" size="sm" id={nameId}>
          <Link asChild color="teal.800" fontWeight="semibold">
            <RouterLink to={paths.familyMember.getHref(member.id)}>{member.name}</RouterLink>
          </Link>
        </Heading>
        {age !== null && <Text fontSize="sm">{_('links.shared.age', { age })}</Text>}
        {member.school_name && <Text fontSize="sm">{member.school_name}</Text>}
        <Text fontSize="sm" color="fg.muted">
          {owner ? _('links.shared.by', { owner }) : _('links.shared.byLinked')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function InvitationLink({ path, children }: { path: string; children?: ReactNode }) {
  return (
    <Link asChild color="blue.800" fontWeight="semibold" textDecoration="underline">
      <RouterLink to={path}>{children}</RouterLink>
    </Link>
  );
}

/** A link back to an invitation opened before signing in (kept for this browser tab). */
function PendingInvitationNotice({ path }: { path: string }) {
  const { _ } = useLingui();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{_('links.shared.pendingTitle')}</Alert.Title>
        <Alert.Description>
          <Trans id="links.shared.pendingBody" components={{ 0: <InvitationLink path={path} /> }} />
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** What SharedWithYou shows, drawn with Chakra: rendered inside a ChakraIsland, and loaded with it. */
export default function SharedWithYouContent({ shared, pendingInvitation }: { shared: SharedFamilyMember[]; pendingInvitation: string | null }) {
  const headingId = useId();
  const { _ } = useLingui();
  return (
    <Stack gap="4">
      {pendingInvitation && <PendingInvitationNotice path={pendingInvitation} />}
      {shared.length > 0 && (
        <Stack as="section" aria-labelledby={headingId} gap="4">
          <Heading as="h2" size="lg" id={headingId}>
            {_('links.shared.heading')}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" m="0" p="0">
            {shared.map((member) => (
              <SharedChildCard key={member.id} member={member} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
