import { Button, Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog, DANGER_BUTTON } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { translateKnown } from '../../../i18n/known-text';
import { paths } from '../../../config/paths';
import { serverErrorMessage } from '../../../lib/api-client';
import { deleteAccount, useSessionActions } from '../../auth';
import { SettingsSection } from './settings-section';

/** Danger Zone: delete the account after a confirmation with the current password, then leave for / (which shows sign-in). */
export function DangerZoneSection() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { signOutLocally } = useSessionActions();
  const navigate = useNavigate();
  const { _ } = useLingui();

  const confirmDelete = async () => {
    try {
      await deleteAccount(password);
      setOpen(false);
      notify({ title: _('settings.deleted'), description: _('settings.deletedBody') });
      await signOutLocally();
      navigate(paths.home.getHref());
    } catch (error) {
      notify({
        title: _('settings.deleteFailed'),
        description: translateKnown(serverErrorMessage(error)) ?? _('settings.deleteFailedBody'),
        type: 'destructive',
      });
    }
  };

  return (
    <SettingsSection title={_('settings.dangerTitle')} tone="danger" description={_('settings.dangerDescription')}>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setPassword('');
        }}
        trigger={
          <Button {...DANGER_BUTTON} alignSelf="flex-start">
            {_('settings.deleteAccount')}
          </Button>
        }
        title={_('settings.deleteQuestion')}
        description={_('settings.deleteWarning')}
        confirmLabel={_('settings.deleteConfirm')}
        busyLabel={_('settings.deleting')}
        confirmDisabled={!password}
        onConfirm={confirmDelete}
      >
        <Field.Root required>
          <Field.Label>{_('settings.currentPassword')}</Field.Label>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field.Root>
      </ConfirmDialog>
    </SettingsSection>
  );
}
