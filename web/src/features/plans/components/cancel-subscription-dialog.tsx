import { Button, Dialog, Portal } from '@chakra-ui/react';

interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  planLabel: string;
  cancelling: boolean;
  onConfirm: () => void;
  /** Where the focus goes when the dialog closes: the Cancel Subscription button. */
  finalFocusEl: () => HTMLElement | null;
}

/** "Cancel your subscription?" (part 1, 2.10): loaded when the Cancel Subscription button is first pressed. */
export function CancelSubscriptionDialog({ open, onOpenChange, planLabel, cancelling, onConfirm, finalFocusEl }: CancelSubscriptionDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" finalFocusEl={finalFocusEl}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Cancel your subscription?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Your {planLabel} plan stays active until the end of the current billing period, then it will not renew.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep Subscription</Button>
              </Dialog.ActionTrigger>
              <Button bg="red.700" color="white" _hover={{ bg: 'red.800' }} loading={cancelling} loadingText="Cancelling..." onClick={onConfirm}>
                Yes, cancel subscription
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default CancelSubscriptionDialog;
