import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { TextField } from '../../../components/ui/form-fields';
import { notify } from '../../../components/ui/toaster';
import { isNetworkError, serverErrorMessage } from '../../../lib/api-client';
import { emailOnlyFormSchema } from '../../../lib/form-schemas';
import { requestPasswordReset } from '../api/email-requests';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  finalFocusEl?: () => HTMLElement | null;
}

/** "Forgot password?": asks for the email address and sends a reset link (part 2, 5 and 8). */
export function ForgotPasswordDialog({ open, onOpenChange, finalFocusEl }: ForgotPasswordDialogProps) {
  const setOpen = onOpenChange;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" finalFocusEl={finalFocusEl}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Formik
              initialValues={{ email: '' }}
              validationSchema={emailOnlyFormSchema}
              onSubmit={async (values, helpers) => {
                const { email } = emailOnlyFormSchema.cast(values);
                try {
                  await requestPasswordReset(email);
                  notify({ title: 'Reset Link Sent', description: 'Check your email for password reset instructions.', type: 'success' });
                  helpers.resetForm();
                  setOpen(false);
                } catch (error) {
                  if (isNetworkError(error)) {
                    notify({ title: 'Error', description: 'Failed to send reset email. Please try again.', type: 'destructive' });
                  } else {
                    notify({ title: 'Reset Failed', description: serverErrorMessage(error) ?? 'Failed to send reset email', type: 'destructive' });
                  }
                }
              }}
            >
              {({ isSubmitting }) => (
                <Form noValidate>
                  <Dialog.Header>
                    <Dialog.Title>Reset your password</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      <Dialog.Description asChild>
                        <Text color="fg.muted">Enter the email address of your account and we will send you a link to choose a new password.</Text>
                      </Dialog.Description>
                      <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline" type="button">
                        Cancel
                      </Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" loading={isSubmitting} loadingText="Sending...">
                      Send Reset Link
                    </Button>
                  </Dialog.Footer>
                </Form>
              )}
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default ForgotPasswordDialog;
