import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';

export type SeriesScope = 'occurrence' | 'series';

interface ScopeDialogProps {
  open: boolean;
  /** What is asked: to edit or to delete an occurrence of a repeating event. */
  action: 'edit' | 'delete';
  eventTitle: string;
  onChoose: (scope: SeriesScope) => void | Promise<void>;
  onClose: () => void;
}

/** For an occurrence of a repeating event: 'This event only' or 'All events in the series'. */
export function ScopeDialog({ open, action, eventTitle, onChoose, onClose }: ScopeDialogProps) {
  const [busy, setBusy] = useState<SeriesScope | null>(null);
  const verb = action === 'delete' ? 'Delete' : 'Edit';
  async function choose(scope: SeriesScope) {
    setBusy(scope);
    try {
      await onChoose(scope);
    } finally {
      setBusy(null);
    }
  }
  return (
    <Dialog.Root role={action === 'delete' ? 'alertdialog' : 'dialog'} open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{verb} repeating event</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                &ldquo;{eventTitle}&rdquo; repeats. Do you want to {verb.toLowerCase()} this event only, or all events in the series?
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w={{ base: 'full', sm: 'auto' }}>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button variant="outline" loading={busy === 'occurrence'} disabled={busy !== null} onClick={() => void choose('occurrence')}>
                  This event only
                </Button>
                <Button
                  bg={action === 'delete' ? 'red.700' : undefined}
                  _hover={action === 'delete' ? { bg: 'red.800' } : undefined}
                  color={action === 'delete' ? 'white' : undefined}
                  loading={busy === 'series'}
                  disabled={busy !== null}
                  onClick={() => void choose('series')}
                >
                  All events in the series
                </Button>
              </Stack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
}

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({ open, title, description, confirmLabel, busyLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button bg="red.700" color="white" _hover={{ bg: 'red.800' }} loading={busy} loadingText={busyLabel} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
