import { Alert, Avatar, Badge, Box, Button, Card, Flex, Heading, SimpleGrid, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { initials } from '../../../../../shared/family';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { errorStatus } from '../../../lib/api-client';
import { useFamilyMember } from '../../../lib/family-members';
import { DocumentsSection } from '../components/documents-section';
import { EditMemberDialog } from '../components/edit-member-dialog';
import { curriculumLabel, formatDate, memberAge, memberIsChild, personalityLabel, relationshipLabel, styleLabel } from '../lib/member-display';
import { ButtonLink } from '../../../components/ui/button-link';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  const { _ } = useLingui();
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Text dir="auto">{value && value.trim() ? value : _('family.notSet')}</Text>
    </Box>
  );
}

function ListRow({ label, items }: { label: string; items: readonly string[] | null | undefined }) {
  const list = items ?? [];
  const { _ } = useLingui();
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      {list.length === 0 ? (
        <Text>{_('family.noneListed')}</Text>
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
  const { _ } = useLingui();
  const gone = errorStatus(error) === 404;

  useEffect(() => {
    if (gone) navigate(paths.home.getHref(), { replace: true });
  }, [gone, navigate]);

  if (isLoading || gone) {
    return (
      <Page title={_('family.memberTitle')}>
        <Flex justify="center" py="10">
          <Spinner aria-label={_('family.loadingMember')} />
        </Flex>
      </Page>
    );
  }

  if (!member) {
    return (
      <Page title={_('family.memberTitle')}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{_('family.loadFailed')}</Alert.Title>
        </Alert.Root>
        <ButtonLink to={paths.home.getHref()} variant="outline" alignSelf="flex-start">
          {_('family.backToDashboard')}
        </ButtonLink>
      </Page>
    );
  }

  const child = memberIsChild(member);
  const age = memberAge(member);
  const added = formatDate(member.created_at);
  return (
    <Page
      title={member.name}
      description={[age !== null ? _('family.age', { age }) : null, relationshipLabel(member.relationship), child ? _('family.child') : _('family.adult')]
        .filter(Boolean)
        .join(' · ')}
      actions={
        <Flex gap="2">
          <ButtonLink to={paths.home.getHref()} variant="outline">
            {_('family.backToDashboard')}
          </ButtonLink>
          <Button onClick={() => setEditOpen(true)}>{_('family.edit')}</Button>
        </Flex>
      }
    >
      <Flex align="center" gap="4">
        <Avatar.Root size="xl" colorPalette={child ? 'blue' : 'purple'}>
          <Avatar.Fallback aria-hidden="true">{initials(member.name)}</Avatar.Fallback>
        </Avatar.Root>
        <Text color="fg.muted">{added ? _('family.addedOn', { date: added }) : _('family.addedRecently')}</Text>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <InfoCard title={_('family.basicDetails')}>
          <Row label={_('family.dateOfBirth')} value={formatDate(member.date_of_birth ?? member.dateOfBirth)} />
          <Row label={_('family.relationship')} value={relationshipLabel(member.relationship)} />
          <Row label={_('family.email')} value={member.email} />
          <Row label={_('family.whatsapp')} value={member.whatsapp_number} />
          <Row label={_('family.location')} value={member.location} />
          <Row label={_('family.timezone')} value={member.timezone} />
        </InfoCard>
        {child && (
          <InfoCard title={_('family.sectionSchool')}>
            <Row label={_('family.schoolName')} value={member.school_name} />
            <Row label={_('family.yearLevel')} value={member.year_level} />
            <Row label={_('family.curriculum')} value={curriculumLabel(member.curriculum)} />
          </InfoCard>
        )}
        <InfoCard title={_('family.learningAndPersonality')}>
          <Row label={_('family.learningStyle')} value={styleLabel(member.learning_style)} />
          <Row label={_('family.personalityType')} value={personalityLabel(member.personality_type)} />
        </InfoCard>
        <InfoCard title={_('family.interestsAndAcademics')}>
          <ListRow label={_('family.generalInterests')} items={member.general_interests} />
          <ListRow label={_('family.academicInterests')} items={member.academic_interests} />
          <ListRow label={_('family.academicChallenges')} items={member.academic_challenges} />
        </InfoCard>
        <DocumentsSection memberId={member.id} readOnly={Boolean((member as { shared?: boolean }).shared)} />
      </SimpleGrid>
      <EditMemberDialog member={member} open={editOpen} onOpenChange={setEditOpen} onDeleted={() => navigate(paths.home.getHref(), { replace: true })} />
    </Page>
  );
}

export default FamilyMemberScreen;
