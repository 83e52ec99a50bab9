import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { removeAccountLink } from '../api/account-links';

export const REMOVE_CONFIRMATION = 'Are you sure you want to remove this account link? This cannot be undone.';

/** Remove an accepted link after confirmation (docs/decisions/0003). */
export function RemoveLinkButton({ linkId, name, onRemoved }: { linkId: string; name: string; onRemoved: () => unknown }) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await removeAccountLink(linkId);
      setOpen(false);
      notify({ title: 'Link Removed', description: `You and ${name} no longer share children or assessments.`, type: 'success' });
      await onRemoved();
    } catch (error) {
      setOpen(false);
      notify({ title: 'Failed to Remove Link', description: serverErrorMessage(error) ?? 'Please try again', type: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      holdWhileBusy
      trigger={
        <Button size="sm" variant="outline" color="red.700" borderColor="red.300" aria-label={`Remove link with ${name}`}>
          Remove
        </Button>
      }
      title="Remove Account Link"
      description={REMOVE_CONFIRMATION}
      confirmLabel="Remove Link"
      busyLabel="Removing..."
      onConfirm={confirm}
    />
  );
}
