import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';

/** The red look of a button that does something that cannot be undone. */
export const DANGER_BUTTON = { bg: 'red.700', color: 'white', _hover: { bg: 'red.800' } } as const;

interface QuestionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'alertdialog' when an answer destroys something. */
  role?: 'alertdialog' | 'dialog';
  title: ReactNode;
  description: ReactNode;
  /** More of the body, below the description (e.g. a password field). */
  children?: ReactNode;
  /** The button that opens the dialog, if the dialog brings its own. */
  trigger?: ReactNode;
  /** The answers. */
  footer: ReactNode;
  finalFocusEl?: () => HTMLElement | null;
}

/** A short question in a dialog, answered with the buttons of its footer. */
export function QuestionDialog({ open, onOpenChange, role = 'alertdialog', title, description, children, trigger, footer, finalFocusEl }: QuestionDialogProps) {
  const text = <Dialog.Description>{description}</Dialog.Description>;
  return (
    <Dialog.Root role={role} open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" finalFocusEl={finalFocusEl}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {children ? (
                <Stack gap="4">
                  {text}
                  {children}
                </Stack>
              ) : (
                text
              )}
            </Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ConfirmDialogProps extends Omit<QuestionDialogProps, 'role' | 'footer'> {
  confirmLabel: string;
  /** The confirm button's text while the action runs. */
  busyLabel: string;
  /** Runs the action; while its promise is pending the confirm button shows busyLabel. */
  onConfirm: () => void | Promise<unknown>;
  /** For an action whose progress the caller tracks itself. */
  busy?: boolean;
  confirmDisabled?: boolean;
  cancelLabel?: string;
  /** While the action runs, Cancel is disabled and the dialog stays open. */
  holdWhileBusy?: boolean;
}

/** "Delete X?": Cancel, or a red button that does what cannot be undone. */
export function ConfirmDialog({
  confirmLabel,
  busyLabel,
  onConfirm,
  busy,
  confirmDisabled,
  cancelLabel,
  holdWhileBusy = false,
  ...question
}: ConfirmDialogProps) {
  const { _ } = useLingui();
  const [running, setRunning] = useState(false);
  const pending = busy ?? running;
  const hold = holdWhileBusy && pending;
  async function confirm() {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
    }
  }
  return (
    <QuestionDialog
      {...question}
      onOpenChange={(open) => !hold && question.onOpenChange(open)}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={hold}>
              {cancelLabel ?? _('common.cancel')}
            </Button>
          </Dialog.ActionTrigger>
          <Button {...DANGER_BUTTON} loading={pending} loadingText={busyLabel} disabled={confirmDisabled} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
