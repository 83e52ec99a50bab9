import { Button } from '@chakra-ui/react';
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
  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawInvitation(linkId);
      notify({ title: 'Invitation Withdrawn', description: `The invitation to ${name} no longer works.`, type: 'success' });
      await onWithdrawn();
    } catch (error) {
      notify({ title: 'Failed to Withdraw Invitation', description: serverErrorMessage(error) ?? 'Please try again', type: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Withdraw invitation to ${name}`}
      loading={busy}
      loadingText="Withdrawing..."
      onClick={() => void withdraw()}
    >
      Withdraw
    </Button>
  );
}
