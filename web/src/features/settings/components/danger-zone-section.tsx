import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { serverErrorMessage } from '../../../lib/api-client';
import { deleteAccount, useSessionActions } from '../../auth';
import { SettingsSection } from './settings-section';

/** Danger Zone: delete the account after a confirmation with the current password, then leave for / (which shows sign-in). */
export function DangerZoneSection() {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const { signOutLocally } = useSessionActions();
  const navigate = useNavigate();

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await deleteAccount(password);
      setOpen(false);
      notify({ title: 'Account Deleted', description: 'Your account and all its data have been deleted.' });
      await signOutLocally();
      navigate(paths.home.getHref());
    } catch (error) {
      notify({ title: 'Deletion Failed', description: serverErrorMessage(error) ?? 'Failed to delete account.', type: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <SettingsSection title="Danger Zone" tone="danger" description="Deleting your account cannot be undone.">
      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(e) => {
          setOpen(e.open);
          if (!e.open) setPassword('');
        }}
        placement="center"
      >
        <Dialog.Trigger asChild>
          <Button bg="red.700" color="white" _hover={{ bg: 'red.800' }} alignSelf="flex-start">
            Delete Account
          </Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Are you absolutely sure?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text>
                      This permanently deletes your account, your family profiles, assessments, calendar and any active subscription. You cannot get
                      them back.
                    </Text>
                  </Dialog.Description>
                  <Field.Root required>
                    <Field.Label>Current password</Field.Label>
                    <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button bg="red.700" color="white" _hover={{ bg: 'red.800' }} loading={deleting} loadingText="Deleting..." disabled={!password} onClick={confirmDelete}>
                  Yes, delete my account
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </SettingsSection>
  );
}
