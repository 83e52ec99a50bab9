import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { paths } from '../../../config/paths';

/**
 * One member on an Overview tab: name, a detail line, then Start Assessment (Continue Assessment when one is
 * already in progress, so it does not read as starting over), or Upgrade Required without access.
 */
export function MemberStartCard({
  member,
  details,
  capitalize = false,
  hasAccess,
  starting = false,
  inProgress = false,
  onStart,
}: {
  member: FamilyMember;
  details: ReactNode;
  capitalize?: boolean;
  hasAccess: boolean;
  starting?: boolean;
  inProgress?: boolean;
  onStart: () => void;
}) {
  const navigate = useNavigate();
  const id = useId();
  const { _ } = useLingui();
  return (
    <Card.Root as="article" aria-labelledby={id} bg="white" size="sm">
      <Card.Body gap="3">
        <Stack gap="0">
          <Heading as="h3" size="md" id={id}>
            {member.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm" textTransform={capitalize ? 'capitalize' : undefined}>
            {details}
          </Text>
        </Stack>
        {hasAccess ? (
          <Button
            alignSelf="flex-start"
            size="sm"
            bg="teal.700"
            color="white"
            _hover={{ bg: 'teal.800' }}
            loading={starting}
            loadingText={_('assessments.start.starting')}
            onClick={onStart}
          >
            {inProgress ? _('assessments.start.continue') : _('assessments.start.start')}
          </Button>
        ) : (
          <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => navigate(paths.upgrade.getHref())}>
            {_('assessments.upgradeRequired')}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
