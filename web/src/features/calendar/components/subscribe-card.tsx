import { Button, Card, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { regenerateFeed, useCalendarFeed } from '../api/calendar';

/** The private iCalendar address of the family calendar, to subscribe to from a phone or another calendar app. */
export function SubscribeCard() {
  const { url, error, isLoading, mutate } = useCalendarFeed();
  const [confirmOpen, setConfirmOpen] = useState(false);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify({ title: 'Calendar address copied', type: 'success' });
    } catch {
      notify({ title: 'Could not copy the address', description: 'Select the address and copy it yourself.', type: 'destructive' });
    }
  }

  async function regenerate() {
    try {
      const fresh = await regenerateFeed();
      await mutate(fresh, { revalidate: false });
      setConfirmOpen(false);
      notify({ title: 'New calendar address created', description: 'Subscribe again with the new address; the old one no longer works.', type: 'success' });
    } catch (e) {
      notify({ title: 'Failed to create a new address', description: serverErrorMessage(e) ?? 'Please try again.', type: 'destructive' });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="calendar-subscribe-title" size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id="calendar-subscribe-title">
          Subscribe on your phone
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            Copy this address and add it as a subscribed calendar on your phone (on iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar; in Google
            Calendar on the web: Other calendars, From URL) to see your family&apos;s events there.
          </Text>
          <Field.Root invalid={Boolean(error) && !url}>
            <Field.Label>Calendar subscription address</Field.Label>
            <Input readOnly value={url ?? (isLoading ? 'Loading…' : '')} onFocus={(e) => e.currentTarget.select()} fontFamily="mono" fontSize="sm" />
            <Field.ErrorText>We couldn&apos;t load your subscription address. Please try again later.</Field.ErrorText>
          </Field.Root>
          <Flex gap="2" wrap="wrap">
            <Button size="sm" onClick={() => void copy()} disabled={!url}>
              Copy
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirmOpen(true)} disabled={!url}>
              Regenerate
            </Button>
          </Flex>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirmOpen}
        title="Create a new subscription address?"
        description="The old address stops working: any phone or app subscribed with it stops getting updates until you add the new address."
        confirmLabel="Create new address"
        busyLabel="Creating..."
        onConfirm={regenerate}
        onOpenChange={setConfirmOpen}
      />
    </Card.Root>
  );
}
