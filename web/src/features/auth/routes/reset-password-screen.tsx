import { Stack, Text } from '@chakra-ui/react';
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

  if (problem) {
    return (
      <LinkProblem message={problem}>
        <Stack gap="3">
          <ButtonLink to={paths.forgotPassword.getHref()}>Request a new reset link</ButtonLink>
          <ButtonLink to={paths.auth.getHref()} variant="outline">
            Back to sign in
          </ButtonLink>
        </Stack>
      </LinkProblem>
    );
  }

  if (done) {
    return (
      <AuthShell title="Password updated">
        <Stack gap="5" textAlign="center">
          <Text role="status">{done}</Text>
          <ButtonLink to={paths.auth.getHref()}>Sign in</ButtonLink>
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password" subtitle="Pick a password you have not used here before.">
      <Formik
        initialValues={{ newPassword: '', confirmPassword: '' }}
        validationSchema={resetPasswordFormSchema}
        onSubmit={async (values, helpers) => {
          try {
            const res = await resetPassword(token, values.newPassword);
            setDone(res?.message ?? 'Your password has been changed. Sign in with your new password.');
          } catch (error) {
            const fieldMessage = serverFieldErrors(error)?.newPassword;
            if (fieldMessage) {
              helpers.setFieldError('newPassword', fieldMessage);
              return;
            }
            const message = linkProblemMessage(error);
            if (message) setProblem(message);
            else if (isNetworkError(error))
              notify({ title: 'Connection issue', description: 'Please check your connection and try again.', type: 'destructive' });
            else
              notify({
                title: 'Reset Failed',
                description: serverErrorMessage(error) ?? 'We could not change your password. Please try again.',
                type: 'destructive',
              });
          }
        }}
      >
        {({ isSubmitting }) => (
          <AuthFormBody submit="Reset Password" submitting="Saving..." isSubmitting={isSubmitting}>
            <NewPasswordFields name="newPassword" label="New password" confirmLabel="Confirm new password" revealable />
          </AuthFormBody>
        )}
      </Formik>
    </AuthShell>
  );
}

export default ResetPasswordScreen;
