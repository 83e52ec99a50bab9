import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Formik } from 'formik';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { isNetworkError, serverErrorMessage, serverFieldErrors } from '../../../lib/api-client';
import { resetPasswordFormSchema } from '../../../lib/form-schemas';
import { resetPassword } from '../api/email-requests';
import { AuthShell } from '../../../components/ui/auth-shell';
import { LinkProblem } from '../components/link-problem';
import { useLinkToken } from '../hooks/use-link-token';
import { linkProblemMessage } from '../lib/link-errors';
import { AuthFormBody } from '../components/auth-form-body';

/** /reset-password?token=…: choose a new password; the token is used only when the form is sent. */
export function ResetPasswordScreen() {
  const { token, problem, setProblem } = useLinkToken();
  const [done, setDone] = useState<string | null>(null);
  const { _ } = useLingui();

  if (problem) {
    return (
      <LinkProblem message={problem}>
        <Stack gap="3">
          <ButtonLink to={paths.forgotPassword.getHref()}>{_('reset.requestNew')}</ButtonLink>
          <ButtonLink to={paths.auth.getHref()} variant="outline">
            {_('magic.back')}
          </ButtonLink>
        </Stack>
      </LinkProblem>
    );
  }

  if (done) {
    return (
      <AuthShell title={_('reset.doneTitle')}>
        <Stack gap="5" textAlign="center">
          <Text role="status">{done}</Text>
          <ButtonLink to={paths.auth.getHref()}>{_('register.signIn')}</ButtonLink>
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={_('reset.title')} subtitle={_('reset.subtitle')}>
      <Formik
        initialValues={{ newPassword: '', confirmPassword: '' }}
        validationSchema={resetPasswordFormSchema}
        onSubmit={async (values, helpers) => {
          try {
            const res = await resetPassword(token, values.newPassword);
            setDone(res?.message ?? _('reset.done'));
          } catch (error) {
            const fieldMessage = serverFieldErrors(error)?.newPassword;
            if (fieldMessage) {
              helpers.setFieldError('newPassword', fieldMessage);
              return;
            }
            const message = linkProblemMessage(error);
            if (message) setProblem(message);
            else if (isNetworkError(error)) notify({ title: _('failure.connectionTitle'), description: _('common.networkErrorBody'), type: 'destructive' });
            else
              notify({
                title: _('forgot.failedTitle'),
                description: serverErrorMessage(error) ?? _('reset.failedBody'),
                type: 'destructive',
              });
          }
        }}
      >
        {({ isSubmitting }) => (
          <AuthFormBody submit={_('reset.submit')} submitting={_('reset.saving')} isSubmitting={isSubmitting}>
            <NewPasswordFields name="newPassword" label={_('reset.newPassword')} confirmLabel={_('reset.confirm')} revealable />
          </AuthFormBody>
        )}
      </Formik>
    </AuthShell>
  );
}

export default ResetPasswordScreen;
