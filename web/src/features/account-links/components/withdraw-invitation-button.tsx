import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { withdrawInvitation } from '../api/account-links';

/**
 * Take back a pending invitation: the link goes for both accounts and the emailed link stops
 * working. No confirmation: the invitation can simply be sent again.
 */
export function WithdrawInvitationButton({ linkId, name, onWithdrawn }: { linkId: string; name: string; onWithdrawn: () => unknown }) {
  const [busy, setBusy] = useState(false);
  const { _ } = useLingui();
  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawInvitation(linkId);
      notify({ title: _('links.withdraw.doneTitle'), description: _('links.withdraw.doneBody', { name }), type: 'success' });
      await onWithdrawn();
    } catch (error) {
      notify({ title: _('links.withdraw.failedTitle'), description: serverErrorMessage(error) ?? _('links.tryAgain'), type: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={_('links.withdraw.aria', { name })}
      loading={busy}
      loadingText={_('links.withdraw.busy')}
      onClick={() => void withdraw()}
    >
      {_('links.withdraw.button')}
    </Button>
  );
}
