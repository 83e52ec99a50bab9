import { Button, Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog, DANGER_BUTTON } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
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

  const confirmDelete = async () => {
    try {
      await deleteAccount(password);
      setOpen(false);
      notify({ title: 'Account Deleted', description: 'Your account and all its data have been deleted.' });
      await signOutLocally();
      navigate(paths.home.getHref());
    } catch (error) {
      notify({ title: 'Deletion Failed', description: serverErrorMessage(error) ?? 'Failed to delete account.', type: 'destructive' });
    }
  };

  return (
    <SettingsSection title="Danger Zone" tone="danger" description="Deleting your account cannot be undone.">
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setPassword('');
        }}
        trigger={
          <Button {...DANGER_BUTTON} alignSelf="flex-start">
            Delete Account
          </Button>
        }
        title="Are you absolutely sure?"
        description="This permanently deletes your account, your family profiles, assessments, calendar and any active subscription. You cannot get them back."
        confirmLabel="Yes, delete my account"
        busyLabel="Deleting..."
        confirmDisabled={!password}
        onConfirm={confirmDelete}
      >
        <Field.Root required>
          <Field.Label>Current password</Field.Label>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field.Root>
      </ConfirmDialog>
    </SettingsSection>
  );
}
