import { Button, Card, Flex, Heading, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { translateKnown } from '../../../i18n/known-text';
import { useLocation } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { useRefreshEvents } from '../api/calendar';
import { deleteSubscription, MAX_SUBSCRIPTIONS, SUBSCRIPTION_COLORS, useSubscriptions, useSubscriptionsCache, type Subscription } from '../api/subscriptions';
import { useOpenedOnce } from '../hooks';
import { nextColor } from '../lib/subscriptions';
import { ImportIcsField } from './import-ics-field';
import type { SubscriptionDialogMode } from './subscription-dialog';
import { SubscriptionRow } from './subscription-row';

/** The add/edit form (formik, yup, the swatches) loads when first opened. */
const SubscriptionDialog = lazy(() => import('./subscription-dialog'));

interface SubscriptionsCardProps {
  members: ReadonlyArray<{ id: string; name: string }> | undefined;
  timeZone?: string;
}

/** Brings the row named by the address's `#calendar-<id>` into view once the list is there. */
function useRowFromHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash.startsWith('#calendar-')) return;
    const row = document.getElementById(decodeURIComponent(hash.slice(1)));
    row?.scrollIntoView({ block: 'center' });
    row?.focus({ preventScroll: true });
  }, [ready, hash]);
}

/**
 * "Calendars you follow" (docs/decisions/0015): school terms, club fixtures, a parent's Google or Outlook
 * calendar, shown inside the family calendar; and a one-off .ics import.
 */
export function SubscriptionsCard({ members, timeZone }: SubscriptionsCardProps) {
  const { subscriptions, error, isLoading, mutate } = useSubscriptions();
  const cache = useSubscriptionsCache();
  const { _ } = useLingui();
  const refreshEvents = useRefreshEvents();
  // The mode and the calendar asked about stay set while their dialogs close, so their text does not change.
  const [mode, setMode] = useState<SubscriptionDialogMode | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const formRequested = useOpenedOnce(formOpen);
  const [deleting, setDeleting] = useState<Subscription | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  useRowFromHash(Boolean(subscriptions));

  const full = (subscriptions?.length ?? 0) >= MAX_SUBSCRIPTIONS;
  const memberName = (id: string | null) => (id ? (members?.find((m) => m.id === id)?.name ?? null) : null);

  function openForm(next: SubscriptionDialogMode) {
    setMode(next);
    setFormOpen(true);
  }

  async function remove(sub: Subscription) {
    try {
      await deleteSubscription(sub.id);
      await cache.drop(sub.id);
      setConfirmOpen(false);
      notify({ title: _('calendar.follow.deleted'), type: 'success' });
      await refreshEvents();
    } catch (e) {
      notify({ title: _('calendar.follow.deleteFailed'), description: translateKnown(serverErrorMessage(e)) ?? _('calendar.tryAgain'), type: 'destructive' });
    }
  }

  let list;
  if (!subscriptions && isLoading) {
    list = (
      <Flex justify="center" py="4">
        <Spinner aria-label={_('calendar.follow.loading')} />
      </Flex>
    );
  } else if (!subscriptions) {
    list = <LoadErrorAlert title={_('calendar.follow.loadFailed')} error={error} onRetry={() => void mutate()} />;
  } else if (subscriptions.length === 0) {
    list = <Text color="fg.muted">{_('calendar.follow.none')}</Text>;
  } else {
    list = (
      <Stack as="ul" gap="3" listStyleType="none" aria-labelledby="calendars-title">
        {subscriptions.map((sub) => (
          <SubscriptionRow
            key={sub.id}
            sub={sub}
            memberName={memberName(sub.memberId)}
            timeZone={timeZone}
            onEdit={() => openForm({ kind: 'edit', sub })}
            onDelete={() => {
              setDeleting(sub);
              setConfirmOpen(true);
            }}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Card.Root as="section" id="calendars" aria-labelledby="calendars-title" size="sm" scrollMarginTop="20">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id="calendars-title">
            {_('calendar.follow.title')}
          </Heading>
          <Button
            size="sm"
            disabled={!subscriptions || full}
            onClick={() => openForm({ kind: 'new', color: nextColor(SUBSCRIPTION_COLORS, subscriptions?.map((s) => s.color) ?? []) })}
          >
            {_('calendar.follow.add')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {_('calendar.follow.intro')}
          </Text>
          {full && (
            <Text fontSize="sm" color="gray.700">
              {_('calendar.follow.full', { max: MAX_SUBSCRIPTIONS })}
            </Text>
          )}
          {list}
          <Separator />
          <ImportIcsField members={members ?? []} />
        </Stack>
      </Card.Body>
      {formRequested && (
        <Suspense fallback={null}>
          <SubscriptionDialog open={formOpen} mode={mode} members={members ?? []} onOpenChange={setFormOpen} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={_('calendar.follow.deleteTitle', { name: deleting?.name ?? '' })}
        description={_('calendar.follow.deleteBody')}
        confirmLabel={_('calendar.follow.deleteConfirm')}
        busyLabel={_('calendar.deleting')}
        cancelLabel={_('calendar.cancel')}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onOpenChange={(open) => !open && setConfirmOpen(false)}
      />
    </Card.Root>
  );
}

export default SubscriptionsCard;
