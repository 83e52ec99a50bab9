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
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      title="Cancel your subscription?"
      description={`Your ${planLabel} plan stays active until the end of the current billing period, then it will not renew.`}
      cancelLabel="Keep Subscription"
      confirmLabel="Yes, cancel subscription"
      busyLabel="Cancelling..."
      busy={cancelling}
      onConfirm={onConfirm}
    />
  );
}

export default CancelSubscriptionDialog;
