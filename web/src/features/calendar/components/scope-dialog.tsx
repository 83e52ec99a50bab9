import { Button, Dialog, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DANGER_BUTTON, QuestionDialog } from '../../../components/ui/confirm-dialog';

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
    <QuestionDialog
      role={action === 'delete' ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`${verb} repeating event`}
      description={
        <>
          &ldquo;{eventTitle}&rdquo; repeats. Do you want to {verb.toLowerCase()} this event only, or all events in the series?
        </>
      }
      footer={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w={{ base: 'full', sm: 'auto' }}>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button variant="outline" loading={busy === 'occurrence'} disabled={busy !== null} onClick={() => void choose('occurrence')}>
            This event only
          </Button>
          <Button {...(action === 'delete' ? DANGER_BUTTON : {})} loading={busy === 'series'} disabled={busy !== null} onClick={() => void choose('series')}>
            All events in the series
          </Button>
        </Stack>
      }
    />
  );
}
