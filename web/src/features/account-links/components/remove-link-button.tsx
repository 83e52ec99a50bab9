import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { removeAccountLink } from '../api/account-links';

export const REMOVE_CONFIRMATION = 'Are you sure you want to remove this account link? This cannot be undone.';

/** Remove an accepted link after confirmation (part 2, 4 "Account link status" and 8). */
export function RemoveLinkButton({ linkId, name, onRemoved }: { linkId: string; name: string; onRemoved: () => unknown }) {
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);

  const confirm = async () => {
    setRemoving(true);
    try {
      await removeAccountLink(linkId);
      setOpen(false);
      notify({ title: 'Link Removed', description: `You and ${name} no longer share children or assessments.`, type: 'success' });
      await onRemoved();
    } catch (error) {
      setOpen(false);
      notify({ title: 'Failed to Remove Link', description: serverErrorMessage(error) ?? 'Please try again', type: 'destructive' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !removing && setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" color="red.700" borderColor="red.300" aria-label={`Remove link with ${name}`}>
          Remove
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Remove Account Link</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{REMOVE_CONFIRMATION}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={removing}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button bg="red.700" color="white" _hover={{ bg: 'red.800' }} loading={removing} loadingText="Removing..." onClick={() => void confirm()}>
                Remove Link
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
