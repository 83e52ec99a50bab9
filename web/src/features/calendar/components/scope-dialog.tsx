import { Button, Dialog, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
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
      title={action === 'delete' ? _('calendar.scope.deleteTitle') : _('calendar.scope.editTitle')}
      description={_(action === 'delete' ? 'calendar.scope.deleteQuestion' : 'calendar.scope.editQuestion', { title: eventTitle })}
      footer={
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w={{ base: 'full', sm: 'auto' }}>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{_('calendar.cancel')}</Button>
          </Dialog.ActionTrigger>
          <Button variant="outline" loading={busy === 'occurrence'} disabled={busy !== null} onClick={() => void choose('occurrence')}>
            {_('calendar.scope.occurrence')}
          </Button>
          <Button {...(action === 'delete' ? DANGER_BUTTON : {})} loading={busy === 'series'} disabled={busy !== null} onClick={() => void choose('series')}>
            {_('calendar.scope.series')}
          </Button>
        </Stack>
      }
    />
  );
}
