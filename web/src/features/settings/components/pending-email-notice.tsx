import { Alert, Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { notify } from '../../../components/ui/toaster';
import { translateKnown } from '../../../i18n/known-text';
import { serverErrorMessage } from '../../../lib/api-client';
import { cancelEmailChange, resendEmailChange } from '../../../lib/account';
import { USER_KEY } from '../../../lib/user';

/** An email change waiting for the new address: send the link again, or keep the current address. */
export function PendingEmailNotice({ pendingEmail }: { pendingEmail: string }) {
  const { mutate } = useSWRConfig();
  const { _ } = useLingui();
  const [busy, setBusy] = useState<'resend' | 'cancel' | null>(null);
  const run = async (which: 'resend' | 'cancel') => {
    setBusy(which);
    try {
      if (which === 'resend') {
        const res = await resendEmailChange();
        notify({
          title: _('settings.confirmationSent'),
          description: translateKnown(res?.message) ?? _('settings.newLinkSent', { email: pendingEmail }),
          type: 'success',
        });
      } else {
        const updated = await cancelEmailChange();
        await (updated ? mutate(USER_KEY, updated, { revalidate: false }) : mutate(USER_KEY));
        notify({ title: _('settings.changeCancelled'), description: _('settings.changeCancelledBody'), type: 'success' });
      }
    } catch (error) {
      notify({
        title: which === 'resend' ? _('settings.resendFailed') : _('settings.cancelFailed'),
        description: translateKnown(serverErrorMessage(error)) ?? _('settings.tryAgain'),
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
        <Alert.Title>{_('settings.waitingFor', { email: pendingEmail })}</Alert.Title>
        <Alert.Description>{_('settings.waitingForBody')}</Alert.Description>
      </Alert.Content>
      <HStack>
        <Button size="sm" variant="outline" loading={busy === 'resend'} onClick={() => run('resend')}>
          {_('settings.resend')}
        </Button>
        <Button size="sm" variant="ghost" loading={busy === 'cancel'} onClick={() => run('cancel')}>
          {_('common.cancel')}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
