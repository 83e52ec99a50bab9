import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { deleteDiscAssessment } from '../api/disc';

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
    </svg>
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
