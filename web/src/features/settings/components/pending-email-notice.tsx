import { Alert, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { cancelEmailChange, resendEmailChange } from '../../../lib/account';
import { USER_KEY } from '../../../lib/user';

/** An email change waiting for the new address: send the link again, or keep the current address. */
export function PendingEmailNotice({ pendingEmail }: { pendingEmail: string }) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<'resend' | 'cancel' | null>(null);
  const run = async (which: 'resend' | 'cancel') => {
    setBusy(which);
    try {
      if (which === 'resend') {
        const res = await resendEmailChange();
        notify({ title: 'Confirmation sent', description: res?.message ?? `We sent a new link to ${pendingEmail}.`, type: 'success' });
      } else {
        const updated = await cancelEmailChange();
        await (updated ? mutate(USER_KEY, updated, { revalidate: false }) : mutate(USER_KEY));
        notify({ title: 'Email change cancelled', description: 'Your account keeps its current email.', type: 'success' });
      }
    } catch (error) {
      notify({
        title: which === 'resend' ? 'Resend Failed' : 'Cancel Failed',
        description: serverErrorMessage(error) ?? 'Please try again.',
        type: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Alert.Root status="info" mb="4" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Waiting for confirmation from {pendingEmail}</Alert.Title>
        <Alert.Description>Open the link we sent there to finish the change. Until then you sign in with your current email.</Alert.Description>
      </Alert.Content>
      <HStack>
        <Button size="sm" variant="outline" loading={busy === 'resend'} onClick={() => run('resend')}>
          Resend
        </Button>
        <Button size="sm" variant="ghost" loading={busy === 'cancel'} onClick={() => run('cancel')}>
          Cancel
        </Button>
      </HStack>
    </Alert.Root>
  );
}
