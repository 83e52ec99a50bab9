import { Button, Card, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { translateKnown } from '../../../i18n/known-text';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { regenerateFeed, useCalendarFeed } from '../api/calendar';

/** The private iCalendar address of the family calendar, to subscribe to from a phone or another calendar app. */
export function SubscribeCard() {
  const { url, error, isLoading, mutate } = useCalendarFeed();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { _ } = useLingui();

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify({ title: _('calendar.feed.copied'), type: 'success' });
    } catch {
      notify({ title: _('calendar.feed.copyFailed'), description: _('calendar.feed.copyYourself'), type: 'destructive' });
    }
  }

  async function regenerate() {
    try {
      const fresh = await regenerateFeed();
      await mutate(fresh, { revalidate: false });
      setConfirmOpen(false);
      notify({ title: _('calendar.feed.created'), description: _('calendar.feed.createdBody'), type: 'success' });
    } catch (e) {
      notify({ title: _('calendar.feed.createFailed'), description: translateKnown(serverErrorMessage(e)) ?? _('calendar.tryAgain'), type: 'destructive' });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="calendar-subscribe-title" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="calendar-subscribe-title">
          {_('calendar.feed.title')}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {_('calendar.feed.body')}
          </Text>
          <Field.Root invalid={Boolean(error) && !url}>
            <Field.Label>{_('calendar.feed.address')}</Field.Label>
            <Input
              readOnly
              value={url ?? (isLoading ? _('calendar.feed.loading') : '')}
              onFocus={(e) => e.currentTarget.select()}
              fontFamily="mono"
              fontSize="sm"
              dir="ltr"
            />
            <Field.ErrorText>{_('calendar.feed.loadFailed')}</Field.ErrorText>
          </Field.Root>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" onClick={() => void copy()} disabled={!url}>
              {_('calendar.feed.copy')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirmOpen(true)} disabled={!url}>
              {_('calendar.feed.regenerate')}
            </Button>
          </Flex>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirmOpen}
        title={_('calendar.feed.confirmTitle')}
        description={_('calendar.feed.confirmBody')}
        confirmLabel={_('calendar.feed.confirm')}
        busyLabel={_('calendar.feed.creating')}
        cancelLabel={_('calendar.cancel')}
        onConfirm={regenerate}
        onOpenChange={setConfirmOpen}
      />
    </Card.Root>
  );
}
