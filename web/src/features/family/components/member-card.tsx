import { Avatar, Badge, Box, Button, Card, Flex, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { initials, learningStyleLabel } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { paths } from '../../../config/paths';
import { curriculumLabel, formatDate, memberAge, memberIsChild, personalityLabel, relationshipLabel, visibleInterests } from '../lib/member-display';

interface MemberCardProps {
  member: FamilyMember;
  onEdit: (member: FamilyMember) => void;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontSize="sm">{children}</Text>
    </Box>
  );
}

/** One family member (docs/decisions/0009). Every value is rendered as text. Memoised: a card re-renders only when its member changes. */
export const MemberCard = memo(function MemberCard({ member, onEdit }: MemberCardProps) {
  const child = memberIsChild(member);
  const age = memberAge(member);
  const style = learningStyleLabel(member.learning_style);
  const personality = personalityLabel(member.personality_type);
  const interests = visibleInterests(member.general_interests);
  const likes = member.academic_interests ?? [];
  const challenges = member.academic_challenges ?? [];
  const school = [member.school_name, member.year_level, curriculumLabel(member.curriculum)].filter(Boolean).join(' · ');
  const added = formatDate(member.created_at);

  return (
    <Card.Root as="article" aria-label={member.name} size="sm" variant="outline">
      <Card.Header>
        <Flex gap="3" align="center">
          <Avatar.Root colorPalette={child ? 'blue' : 'purple'} size="md">
            <Avatar.Fallback aria-hidden="true">{initials(member.name)}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="0" flex="1" minW="0">
            <Card.Title as="h4" truncate>
              {member.name}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {[age !== null ? `Age ${age}` : null, relationshipLabel(member.relationship)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Badge colorPalette={child ? 'blue' : 'purple'} variant="subtle">
            {child ? 'Child' : 'Adult'}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {added && (
            <Text fontSize="xs" color="fg.muted">
              Added {added}
            </Text>
          )}
          {child && school && <Detail label="School">{school}</Detail>}
          {(style || personality) && <Detail label="Learning preferences">{[style, personality].filter(Boolean).join(' · ')}</Detail>}
          {interests.shown.length > 0 && (
            <Box>
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                Interests
              </Text>
              <Wrap gap="1" mt="1">
                {interests.shown.map((i) => (
                  <Badge key={i} variant="outline">
                    {i}
                  </Badge>
                ))}
                {interests.more > 0 && <Badge variant="subtle">+{interests.more} more</Badge>}
              </Wrap>
            </Box>
          )}
          {likes.length > 0 && <Detail label="Academic likes">{likes.join(', ')}</Detail>}
          {challenges.length > 0 && <Detail label="Challenges">{challenges.join(', ')}</Detail>}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.familyMember.getHref(member.id)} aria-label={`View ${member.name}`}>
              View
            </RouterLink>
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Edit ${member.name}`} onClick={() => onEdit(member)}>
            Edit
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
});
