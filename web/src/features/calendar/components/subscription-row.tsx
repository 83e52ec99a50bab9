import { Alert, Box, Button, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { translateKnown } from '../../../i18n/known-text';
import { notify } from '../../../components/ui/toaster';
import { errorStatus, serverErrorMessage } from '../../../lib/api-client';
import { refreshSubscription, updateSubscription, useSubscriptionsCache, type Subscription } from '../api/subscriptions';
import { useRefreshEvents } from '../api/calendar';
import { countText, exactTime, statusText } from '../lib/subscriptions';

interface SubscriptionRowProps {
  sub: Subscription;
  memberName: string | null;
  timeZone?: string;
  onEdit: () => void;
  onDelete: () => void;
}

function Status({ sub, timeZone }: { sub: Subscription; timeZone?: string }) {
  const { _ } = useLingui();
  if (sub.paused) {
    return (
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {_('calendar.follow.paused')}
      </Text>
    );
  }
  if (sub.status === 'error' && sub.error) {
    return (
      <Alert.Root status="warning" size="sm" py="2" role="alert">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{translateKnown(sub.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted" title={sub.lastRefreshedAt ? exactTime(sub.lastRefreshedAt, timeZone) : undefined}>
      {statusText(sub, Date.now(), timeZone)}
    </Text>
  );
}

/**
 * One followed calendar: colour, name, member, masked address, status, and its actions. The row has the id
 * `calendar-<id>` (and takes focus), so an event's "From …" link can lead to it.
 */
export function SubscriptionRow({ sub, memberName, timeZone, onEdit, onDelete }: SubscriptionRowProps) {
  const cache = useSubscriptionsCache();
  const refreshEvents = useRefreshEvents();
  const [busy, setBusy] = useState<'refresh' | 'pause' | null>(null);
  const { _ } = useLingui();

  async function refresh() {
    setBusy('refresh');
    try {
      const result = await refreshSubscription(sub.id);
      await cache.patch(sub.id, { status: result.status, eventCount: result.eventCount, lastRefreshedAt: result.lastRefreshedAt, error: result.error ?? null });
      if (result.status === 'error')
        notify({ title: _('calendar.follow.refreshFailed', { name: sub.name }), description: translateKnown(result.error), type: 'destructive' });
      else notify({ title: _('calendar.follow.refreshed', { name: sub.name, events: countText(result.eventCount) }), type: 'success' });
      await refreshEvents();
    } catch (error) {
      // A 429 (refreshed within the last minute) says when to try again, in the server's words.
      const fallback = errorStatus(error) === 429 ? _('calendar.tryAgainMinute') : _('calendar.tryAgain');
      notify({
        title: _('calendar.follow.refreshFailed', { name: sub.name }),
        description: translateKnown(serverErrorMessage(error)) ?? fallback,
        type: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  async function togglePause() {
    const paused = !sub.paused;
    setBusy('pause');
    try {
      await cache.put(await updateSubscription(sub.id, { paused }));
      notify({ title: _(paused ? 'calendar.follow.pausedToast' : 'calendar.follow.resumedToast', { name: sub.name }), type: 'success' });
      // A paused calendar's events leave the month; resumed ones come back.
      await refreshEvents();
    } catch (error) {
      notify({
        title: _(paused ? 'calendar.follow.pauseFailed' : 'calendar.follow.resumeFailed', { name: sub.name }),
        description: translateKnown(serverErrorMessage(error)) ?? _('calendar.tryAgain'),
        type: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Box
      as="li"
      id={`calendar-${sub.id}`}
      tabIndex={-1}
      data-status={sub.status}
      borderWidth="1px"
      borderColor="border"
      borderInlineStartWidth="4px"
      borderInlineStartColor={sub.color}
      borderRadius="md"
      p="3"
      scrollMarginTop="20"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.700' }}
    >
      <Stack gap="1.5">
        <Flex align="center" gap="2" minW="0">
          <chakra.span w="3" h="3" borderRadius="full" bg={sub.color} flexShrink={0} aria-hidden="true" />
          <Heading as="h3" size="sm" minW="0" overflowWrap="anywhere">
            {sub.name}
          </Heading>
        </Flex>
        {memberName && (
          <Text fontSize="sm" color="gray.700">
            {_('calendar.forPeople', { people: memberName })}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere" dir="ltr" textAlign="start">
          {sub.address}
        </Text>
        <Status sub={sub} timeZone={timeZone} />
        <Flex gap="2" wrap="wrap" mt="1">
          <Button
            size="xs"
            variant="outline"
            aria-label={_('calendar.follow.refreshNamed', { name: sub.name })}
            loading={busy === 'refresh'}
            loadingText={_('calendar.follow.refreshing')}
            disabled={sub.paused || busy !== null}
            onClick={() => void refresh()}
          >
            {_('calendar.follow.refreshNow')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            aria-label={_(sub.paused ? 'calendar.follow.resumeNamed' : 'calendar.follow.pauseNamed', { name: sub.name })}
            loading={busy === 'pause'}
            disabled={busy !== null}
            onClick={() => void togglePause()}
          >
            {sub.paused ? _('calendar.follow.resume') : _('calendar.follow.pause')}
          </Button>
          <Button size="xs" variant="outline" aria-label={_('calendar.follow.editNamed', { name: sub.name })} onClick={onEdit}>
            {_('calendar.edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.700"
            borderColor="red.300"
            aria-label={_('calendar.follow.deleteNamed', { name: sub.name })}
            onClick={onDelete}
          >
            {_('calendar.delete')}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
