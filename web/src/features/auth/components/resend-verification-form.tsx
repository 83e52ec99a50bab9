import { Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { TextField } from '../../../components/ui/form-fields';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { emailOnlyFormSchema } from '../../../lib/form-schemas';
import { resendVerification } from '../api/email-requests';

/** Asks for a fresh verification email (POST /api/auth/resend-verification). */
export function ResendVerificationForm() {
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={emailOnlyFormSchema}
      onSubmit={async (values) => {
        const { email } = emailOnlyFormSchema.cast(values);
        try {
          const res = await resendVerification(email);
          notify({
            title: 'Verification email sent',
            description: res?.message ?? `If ${email} has an account waiting for verification, a new link is on its way.`,
            type: 'success',
          });
        } catch (error) {
          notify({ title: 'Could not send the email', description: serverErrorMessage(error) ?? 'Please try again in a moment.', type: 'destructive' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="4">
            <Text color="fg.muted">Enter your email address and we will send you a new verification link.</Text>
            <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
            <Button type="submit" loading={isSubmitting} loadingText="Sending..." w="full">
              Resend verification email
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
