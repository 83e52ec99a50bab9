import { useLingui } from '@lingui/react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  planLabel: string;
  cancelling: boolean;
  onConfirm: () => void;
  /** Where the focus goes when the dialog closes: the Cancel Subscription button. */
  finalFocusEl: () => HTMLElement | null;
}

/** "Cancel your subscription?" (docs/decisions/0006): loaded when the Cancel Subscription button is first pressed. */
export function CancelSubscriptionDialog({ open, onOpenChange, planLabel, cancelling, onConfirm, finalFocusEl }: CancelSubscriptionDialogProps) {
  const { _ } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      title={_('plans.cancelDialog.title')}
      description={_('plans.cancelDialog.body', { plan: planLabel })}
      cancelLabel={_('plans.cancelDialog.keep')}
      confirmLabel={_('plans.cancelDialog.confirm')}
      busyLabel={_('plans.cancelDialog.busy')}
      busy={cancelling}
      onConfirm={onConfirm}
    />
  );
}

export default CancelSubscriptionDialog;
