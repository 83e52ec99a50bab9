import { Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Form, Formik } from 'formik';
import { TextField } from '../../../components/ui/form-fields';
import { notify } from '../../../components/ui/toaster';
import { serverErrorMessage } from '../../../lib/api-client';
import { emailOnlyFormSchema } from '../../../lib/form-schemas';
import { resendVerification } from '../api/email-requests';

/** Asks for a fresh verification email (POST /api/auth/resend-verification). */
export function ResendVerificationForm() {
  const { _ } = useLingui();
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={emailOnlyFormSchema}
      onSubmit={async (values) => {
        const { email } = emailOnlyFormSchema.cast(values);
        try {
          const res = await resendVerification(email);
          notify({
            title: _('signIn.resentTitle'),
            description: res?.message ?? _('verify.resentBody', { email }),
            type: 'success',
          });
        } catch (error) {
          notify({ title: _('signIn.resendFailedTitle'), description: serverErrorMessage(error) ?? _('signIn.resendFailedBody'), type: 'destructive' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack gap="4">
            <Text color="fg.muted">{_('verify.resendIntro')}</Text>
            <TextField name="email" label={_('common.email')} type="email" autoComplete="email" placeholder={_('common.emailPlaceholder')} />
            <Button type="submit" loading={isSubmitting} loadingText={_('forgot.pending')} w="full">
              {_('signIn.resend')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
