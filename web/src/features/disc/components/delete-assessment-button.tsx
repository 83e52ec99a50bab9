import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { deleteDiscAssessment } from '../api/disc';
import { LineIcon } from '../../../components/ui/line-icon';

function TrashIcon() {
  return (
    <LineIcon>
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
    </LineIcon>
  );
}

/** Delete with a confirmation (docs/decisions/0004); the list is refetched afterwards. */
export function DeleteAssessmentButton({ id, memberName, onDeleted }: { id: string; memberName: string; onDeleted: () => void | Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await deleteDiscAssessment(id);
      setOpen(false);
      await onDeleted();
    } catch {
      notify({ title: 'Error', description: 'Failed to delete DiSC assessment', type: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline" color="red.700" borderColor="red.300" aria-label={`Delete DiSC assessment for ${memberName}`}>
          <TrashIcon />
          Delete
        </Button>
      }
      title="Delete assessment"
      description="Are you sure you want to delete this DiSC assessment?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={confirm}
    />
  );
}
