import { FormDialog } from '../../../components/ui/form-dialog';
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

/** "Forgot password?": asks for the email address and sends a reset link (docs/decisions/0002). */
export function ForgotPasswordDialog({ open, onOpenChange, finalFocusEl }: ForgotPasswordDialogProps) {
  const setOpen = onOpenChange;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      finalFocusEl={finalFocusEl}
      size="md"
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
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
      submitLabel="Send Reset Link"
      pendingLabel="Sending..."
    >
      <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
    </FormDialog>
  );
}

export default ForgotPasswordDialog;
