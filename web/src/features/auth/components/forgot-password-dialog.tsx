import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      finalFocusEl={finalFocusEl}
      size="md"
      title={_('forgot.title')}
      description={_('forgot.description')}
      initialValues={{ email: '' }}
      validationSchema={emailOnlyFormSchema}
      onSubmit={async (values, helpers) => {
        const { email } = emailOnlyFormSchema.cast(values);
        try {
          await requestPasswordReset(email);
          notify({ title: _('forgot.sentTitle'), description: _('forgot.sentBody'), type: 'success' });
          helpers.resetForm();
          setOpen(false);
        } catch (error) {
          if (isNetworkError(error)) {
            notify({ title: _('common.error'), description: _('forgot.networkBody'), type: 'destructive' });
          } else {
            notify({ title: _('forgot.failedTitle'), description: serverErrorMessage(error) ?? _('forgot.failedBody'), type: 'destructive' });
          }
        }
      }}
      submitLabel={_('forgot.submit')}
      pendingLabel={_('forgot.pending')}
    >
      <TextField name="email" label={_('common.email')} type="email" autoComplete="email" placeholder={_('common.emailPlaceholder')} />
    </FormDialog>
  );
}

export default ForgotPasswordDialog;
