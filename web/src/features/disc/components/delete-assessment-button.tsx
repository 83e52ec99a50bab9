import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  const confirm = async () => {
    try {
      await deleteDiscAssessment(id);
      setOpen(false);
      await onDeleted();
    } catch {
      notify({ title: _('assessments.error'), description: _('assessments.disc.deleteFailed'), type: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline" color="red.700" borderColor="red.300" aria-label={_('assessments.disc.deleteFor', { name: memberName })}>
          <TrashIcon />
          {_('assessments.disc.delete')}
        </Button>
      }
      title={_('assessments.disc.deleteTitle')}
      description={_('assessments.disc.deleteQuestion')}
      confirmLabel={_('assessments.disc.delete')}
      busyLabel={_('assessments.disc.deleting')}
      cancelLabel={_('assessments.disc.cancel')}
      onConfirm={confirm}
    />
  );
}
