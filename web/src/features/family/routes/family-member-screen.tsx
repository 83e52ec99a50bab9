import { Alert, Avatar, Badge, Box, Button, Card, Flex, Heading, SimpleGrid, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { initials, learningStyleLabel } from '../../../../../shared/family';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { errorStatus } from '../../../lib/api-client';
import { useFamilyMember } from '../../../lib/family-members';
import { DocumentsSection } from '../components/documents-section';
import { EditMemberDialog } from '../components/edit-member-dialog';
import { curriculumLabel, formatDate, memberAge, memberIsChild, personalityLabel, relationshipLabel } from '../lib/member-display';
import { ButtonLink } from '../../../components/ui/button-link';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Text>{value && value.trim() ? value : 'Not set'}</Text>
    </Box>
  );
}

function ListRow({ label, items }: { label: string; items: readonly string[] | null | undefined }) {
  const list = items ?? [];
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      {list.length === 0 ? (
        <Text>None listed</Text>
      ) : (
        <Wrap gap="1" mt="1">
          {list.map((i) => (
            <Badge key={i} variant="outline">
              {i}
            </Badge>
          ))}
        </Wrap>
      )}
    </Box>
  );
}

/** /family/{id}: one member's details; leaves for / when the member no longer exists (4.3). */
/** One titled card of the member's details. */
function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function FamilyMemberScreen() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { member, error, isLoading } = useFamilyMember(id);
  const [editOpen, setEditOpen] = useState(false);
  const gone = errorStatus(error) === 404;

  useEffect(() => {
    if (gone) navigate(paths.home.getHref(), { replace: true });
  }, [gone, navigate]);

  if (isLoading || gone) {
    return (
      <Page title="Family Member">
        <Flex justify="center" py="10">
          <Spinner aria-label="Loading family member" />
        </Flex>
      </Page>
    );
  }

  if (!member) {
    return (
      <Page title="Family Member">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>We couldn&apos;t load this family member. Please try again.</Alert.Title>
        </Alert.Root>
        <ButtonLink to={paths.home.getHref()} variant="outline" alignSelf="flex-start">
          Back to dashboard
        </ButtonLink>
      </Page>
    );
  }

  const child = memberIsChild(member);
  const age = memberAge(member);
  return (
    <Page
      title={member.name}
      description={[age !== null ? `Age ${age}` : null, relationshipLabel(member.relationship), child ? 'Child' : 'Adult'].filter(Boolean).join(' · ')}
      actions={
        <Flex gap="2">
          <ButtonLink to={paths.home.getHref()} variant="outline">
            Back to dashboard
          </ButtonLink>
          <Button onClick={() => setEditOpen(true)}>Edit</Button>
        </Flex>
      }
    >
      <Flex align="center" gap="4">
        <Avatar.Root size="xl" colorPalette={child ? 'blue' : 'purple'}>
          <Avatar.Fallback aria-hidden="true">{initials(member.name)}</Avatar.Fallback>
        </Avatar.Root>
        <Text color="fg.muted">Added {formatDate(member.created_at) || 'recently'}</Text>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <InfoCard title="Basic details">
          <Row label="Date of birth" value={formatDate(member.date_of_birth ?? member.dateOfBirth)} />
          <Row label="Relationship" value={relationshipLabel(member.relationship)} />
          <Row label="Email" value={member.email} />
          <Row label="WhatsApp number" value={member.whatsapp_number} />
          <Row label="Location" value={member.location} />
          <Row label="Timezone" value={member.timezone} />
        </InfoCard>
        {child && (
          <InfoCard title="School">
            <Row label="School name" value={member.school_name} />
            <Row label="Year level" value={member.year_level} />
            <Row label="Curriculum" value={curriculumLabel(member.curriculum)} />
          </InfoCard>
        )}
        <InfoCard title="Learning & personality">
          <Row label="Learning style" value={learningStyleLabel(member.learning_style)} />
          <Row label="Personality type" value={personalityLabel(member.personality_type)} />
        </InfoCard>
        <InfoCard title="Interests & academics">
          <ListRow label="General interests" items={member.general_interests} />
          <ListRow label="Academic interests" items={member.academic_interests} />
          <ListRow label="Academic challenges" items={member.academic_challenges} />
        </InfoCard>
        <DocumentsSection memberId={member.id} readOnly={Boolean((member as { shared?: boolean }).shared)} />
      </SimpleGrid>
      <EditMemberDialog member={member} open={editOpen} onOpenChange={setEditOpen} onDeleted={() => navigate(paths.home.getHref(), { replace: true })} />
    </Page>
  );
}

export default FamilyMemberScreen;
