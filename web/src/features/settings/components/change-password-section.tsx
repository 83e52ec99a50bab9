import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '../../../components/ui/form-fields';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { changePasswordFormSchema } from '../../../lib/form-schemas';
import { paths } from '../../../config/paths';
import { useSessionActions } from '../../../hooks/use-session-actions';
import { changePassword, logoutAll } from '../../../lib/account';
import { SettingsSection } from './settings-section';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (docs/decisions/0011): PUT /api/auth/password; other sessions end on the server. */
export function ChangePasswordSection() {
  return (
    <SettingsSection title="Change Password" description="Signing in elsewhere ends when you change it.">
      <Formik
        initialValues={empty}
        validationSchema={changePasswordFormSchema}
        onSubmit={async (values, helpers) => {
          try {
            await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
            notify({ title: 'Password Updated', description: 'Your password has been changed.', type: 'success' });
            helpers.resetForm({ values: empty });
          } catch (error) {
            notify({ title: 'Password Update Failed', description: serverErrorMessage(error) ?? 'Failed to update password.', type: 'destructive' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4" maxW="md">
              <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" />
              <NewPasswordFields name="newPassword" label="New password" confirmLabel="Confirm new password" />
              <Button type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText="Updating...">
                Update Password
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      <SignOutEverywhere />
    </SettingsSection>
  );
}

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
function SignOutEverywhere() {
  const [busy, setBusy] = useState(false);
  const { signOutLocally } = useSessionActions();
  const navigate = useNavigate();
  const run = async () => {
    setBusy(true);
    try {
      await logoutAll();
      notify({ title: 'Signed out everywhere', description: 'Every device, this one included, has been signed out.', type: 'success' });
      await signOutLocally();
      navigate(paths.auth.getHref());
    } catch (error) {
      notify({ title: 'Sign-out Failed', description: serverErrorMessage(error) ?? 'Failed to sign out of all devices.', type: 'destructive' });
      setBusy(false);
    }
  };
  return (
    <Button mt="6" variant="outline" loading={busy} loadingText="Signing out..." onClick={run}>
      Sign out of all devices
    </Button>
  );
}
