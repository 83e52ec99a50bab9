import { Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordField } from '../../../components/ui/form-fields';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { notify } from '../../../components/ui/toaster';
import { translateKnown } from '../../../i18n/known-text';
import { serverErrorMessage } from '../../../lib/api-client';
import { changePasswordFormSchema } from '../../../lib/form-schemas';
import { paths } from '../../../config/paths';
import { useSessionActions } from '../../../hooks/use-session-actions';
import { changePassword, logoutAll } from '../../../lib/account';
import { SettingsSection } from './settings-section';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (docs/decisions/0011): PUT /api/auth/password; other sessions end on the server. */
export function ChangePasswordSection() {
  const { _ } = useLingui();
  return (
    <SettingsSection title={_('settings.passwordTitle')} description={_('settings.passwordDescription')}>
      <Formik
        initialValues={empty}
        validationSchema={changePasswordFormSchema}
        onSubmit={async (values, helpers) => {
          try {
            await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
            notify({ title: _('settings.passwordUpdated'), description: _('settings.passwordUpdatedBody'), type: 'success' });
            helpers.resetForm({ values: empty });
          } catch (error) {
            notify({
              title: _('settings.passwordFailed'),
              description: translateKnown(serverErrorMessage(error)) ?? _('settings.passwordFailedBody'),
              type: 'destructive',
            });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4" maxW="md">
              <PasswordField name="currentPassword" label={_('settings.currentPassword')} autoComplete="current-password" />
              <NewPasswordFields name="newPassword" label={_('reset.newPassword')} confirmLabel={_('reset.confirm')} />
              <Button type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText={_('settings.updating')}>
                {_('settings.updatePassword')}
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
  const { _ } = useLingui();
  const run = async () => {
    setBusy(true);
    try {
      await logoutAll();
      notify({ title: _('settings.signedOutAll'), description: _('settings.signedOutAllBody'), type: 'success' });
      await signOutLocally();
      navigate(paths.auth.getHref());
    } catch (error) {
      notify({
        title: _('settings.signOutFailed'),
        description: translateKnown(serverErrorMessage(error)) ?? _('settings.signOutFailedBody'),
        type: 'destructive',
      });
      setBusy(false);
    }
  };
  return (
    <Button mt="6" variant="outline" loading={busy} loadingText={_('settings.signingOut')} onClick={run}>
      {_('settings.signOutAll')}
    </Button>
  );
}
