import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { removeAccountLink } from '../api/account-links';

/** Remove an accepted link after confirmation (docs/decisions/0003). */
export function RemoveLinkButton({ linkId, name, onRemoved }: { linkId: string; name: string; onRemoved: () => unknown }) {
  const [open, setOpen] = useState(false);
  const { _ } = useLingui();
  const confirm = async () => {
    try {
      await removeAccountLink(linkId);
      setOpen(false);
      notify({ title: _('links.remove.doneTitle'), description: _('links.remove.doneBody', { name }), type: 'success' });
      await onRemoved();
    } catch (error) {
      setOpen(false);
      notify({ title: _('links.remove.failedTitle'), description: serverErrorMessage(error) ?? _('links.tryAgain'), type: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      holdWhileBusy
      trigger={
        <Button size="sm" variant="outline" color="red.700" borderColor="red.300" aria-label={_('links.remove.aria', { name })}>
          {_('links.remove.button')}
        </Button>
      }
      title={_('links.remove.title')}
      description={_('links.remove.confirmation')}
      confirmLabel={_('links.remove.confirm')}
      busyLabel={_('links.remove.busy')}
      onConfirm={confirm}
    />
  );
}
