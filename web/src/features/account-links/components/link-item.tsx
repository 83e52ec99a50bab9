import { Avatar, Badge, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { AccountLink } from '../api/account-links';
import { nameInitials, otherUserName, statusBadge } from '../lib/link-display';
import { relationshipTypeLabel } from '../lib/relationships';
import { RemoveLinkButton } from './remove-link-button';
import { WithdrawInvitationButton } from './withdraw-invitation-button';

/** One connected account (docs/decisions/0003). */
export function LinkItem({ link, onRemoved }: { link: AccountLink; onRemoved: () => unknown }) {
  const nameId = useId();
  const name = otherUserName(link);
  const email = link.otherUser?.email?.trim() ?? '';
  const photo = link.otherUser?.profile_image_url ?? null;
  const badge = statusBadge(link.status);
  const relationship = relationshipTypeLabel(link.relationship_type);
  return (
    <Card.Root as="li" size="sm" bg="white" aria-labelledby={nameId}>
      <Card.Body>
        <Flex gap="3" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Flex gap="3" align="center" flex="1" minW="0">
            <Avatar.Root colorPalette="blue" size="md">
              <Avatar.Fallback aria-hidden="true">{nameInitials(name)}</Avatar.Fallback>
              {photo && <Avatar.Image src={photo} alt="" />}
            </Avatar.Root>
            <Stack gap="0.5" minW="0">
              <Flex gap="2" align="center" wrap="wrap">
                <Heading as="h3" size="sm" id={nameId} wordBreak="break-word">
                  {name}
                </Heading>
                <Badge bg={`${badge.palette}.100`} color={`${badge.palette}.700`} data-status={link.status}>
                  {badge.label}
                </Badge>
              </Flex>
              {relationship && <Text fontSize="sm">{relationship}</Text>}
              {email && email !== name && (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                  {email}
                </Text>
              )}
              {link.isInitiator && (
                <Text fontSize="xs" color="fg.muted">
                  You initiated this connection
                </Text>
              )}
              {link.isInitiator && link.status === 'pending' && (
                <Text fontSize="xs" color="yellow.700">
                  Waiting for acceptance
                </Text>
              )}
            </Stack>
          </Flex>
          {link.status === 'accepted' && <RemoveLinkButton linkId={link.id} name={name} onRemoved={onRemoved} />}
          {link.isInitiator && link.status === 'pending' && <WithdrawInvitationButton linkId={link.id} name={name} onWithdrawn={onRemoved} />}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
