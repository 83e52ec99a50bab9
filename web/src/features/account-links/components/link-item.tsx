import { Avatar, Badge, Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { changeLinkCalendar, type AccountLink } from '../api/account-links';
import { nameInitials, otherUserName, statusBadge } from '../lib/link-display';
import { calendarRight, relationshipTypeLabel, sharedAccess, type CalendarRight } from '../lib/relationships';
import { CalendarRightSelect } from './calendar-right-select';
import { RemoveLinkButton } from './remove-link-button';
import { WithdrawInvitationButton } from './withdraw-invitation-button';

/** The toast after the calendar's part of a link changed, by the new right ({name} is the other account's). */
const CHANGED_KEY: Record<CalendarRight, string> = { none: 'links.changed.none', view: 'links.changed.view', edit: 'links.changed.edit' };

/** What a link shares, one line each; the account holder who sent it can change the calendar's part. */
function LinkSharing({ link, onChanged }: { link: AccountLink; onChanged: (link: AccountLink) => unknown }) {
  const [saving, setSaving] = useState<CalendarRight | null>(null);
  const { _ } = useLingui();
  const change = async (right: CalendarRight) => {
    setSaving(right);
    try {
      const result = await changeLinkCalendar(link.id, right);
      notify({ title: _('links.updatedTitle'), description: _(CHANGED_KEY[right], { name: otherUserName(link, _('links.unknownUser')) }), type: 'success' });
      await onChanged(result.accountLink);
    } catch (error) {
      notify({ title: _('links.updateFailedTitle'), description: serverErrorMessage(error) ?? _('links.tryAgain'), type: 'destructive' });
    } finally {
      setSaving(null);
    }
  };
  return (
    <Stack gap="2" mt="1">
      <Stack as="dl" gap="0" fontSize="sm">
        <Text as="dt" fontWeight="semibold">
          {_('links.shares')}
        </Text>
        {sharedAccess(_, link.permissions).map((line) => (
          <Text as="dd" key={line} m="0">
            {line}
          </Text>
        ))}
      </Stack>
      {link.isInitiator && (
        <Box maxW="xs">
          <CalendarRightSelect value={saving ?? calendarRight(link.permissions)} onChange={(right) => void change(right)} disabled={saving !== null} />
        </Box>
      )}
    </Stack>
  );
}

/** One connected account (docs/decisions/0003). */
export function LinkItem({ link, onRemoved, onChanged }: { link: AccountLink; onRemoved: () => unknown; onChanged: (link: AccountLink) => unknown }) {
  const nameId = useId();
  const { _ } = useLingui();
  const name = otherUserName(link, _('links.unknownUser'));
  const email = link.otherUser?.email?.trim() ?? '';
  const photo = link.otherUser?.profile_image_url ?? null;
  const badge = statusBadge(_, link.status);
  const relationship = relationshipTypeLabel(_, link.relationship_type);
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
                  {_('links.initiated')}
                </Text>
              )}
              {link.isInitiator && link.status === 'pending' && (
                <Text fontSize="xs" color="yellow.700">
                  {_('links.waiting')}
                </Text>
              )}
              {link.status !== 'declined' && <LinkSharing link={link} onChanged={onChanged} />}
            </Stack>
          </Flex>
          {link.status === 'accepted' && <RemoveLinkButton linkId={link.id} name={name} onRemoved={onRemoved} />}
          {link.isInitiator && link.status === 'pending' && <WithdrawInvitationButton linkId={link.id} name={name} onWithdrawn={onRemoved} />}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
