import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../lib/auth-rules';
import { PasswordField } from '../../../components/ui/form-fields';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { isNetworkError, serverErrorMessage, serverFieldErrors } from '../../../lib/api-client';
import { resetPasswordFormSchema } from '../../../lib/form-schemas';
import { resetPassword } from '../api/email-requests';
import { AuthShell } from '../../../components/ui/auth-shell';
import { LinkProblem } from '../components/link-problem';
import { linkProblemMessage } from '../lib/link-errors';

/** /reset-password?token=…: choose a new password; the token is used only when the form is sent. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [problem, setProblem] = useState<string | null>(token ? null : MESSAGES.tokenInvalid);
  const [done, setDone] = useState<string | null>(null);

  if (problem) {
    return (
      <LinkProblem message={problem}>
        <Stack gap="3">
          <Button asChild>
            <RouterLink to={paths.forgotPassword.getHref()}>Request a new reset link</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.auth.getHref()}>Back to sign in</RouterLink>
          </Button>
        </Stack>
      </LinkProblem>
    );
  }

  if (done) {
    return (
      <AuthShell title="Password updated">
        <Stack gap="5" textAlign="center">
          <Text role="status">{done}</Text>
          <Button asChild>
            <RouterLink to={paths.auth.getHref()}>Sign in</RouterLink>
          </Button>
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
            else if (isNetworkError(error)) notify({ title: 'Connection issue', description: 'Please check your connection and try again.', type: 'destructive' });
            else notify({ title: 'Reset Failed', description: serverErrorMessage(error) ?? 'We could not change your password. Please try again.', type: 'destructive' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4">
              <PasswordField
                name="newPassword"
                label="New password"
                autoComplete="new-password"
                revealable
                hint="At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character."
              />
              <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
              <Button type="submit" loading={isSubmitting} loadingText="Saving..." w="full">
                Reset Password
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthShell>
  );
}

export default ResetPasswordScreen;
