import { Alert, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Formik } from 'formik';
import { lazy, Suspense, useRef, useState } from 'react';
import { PasswordField, TextField } from '../../../components/ui/form-fields';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { serverErrorMessage } from '../../../lib/api-client';
import { loginFormSchema } from '../../../lib/form-schemas';
import { resendVerification } from '../api/email-requests';
import { login } from '../api/sign-in';
import { useSessionActions } from '../../../hooks/use-session-actions';
import { clearToken } from '../../../lib/auth-storage';
import { UNVERIFIED_EMAIL_MESSAGE, isUnverifiedEmailError, signInFailure } from '../lib/failure-messages';
import { ButtonLink } from '../../../components/ui/button-link';
import { translateKnown, translateNotice } from '../../../i18n/known-text';
import { AuthFormBody } from './auth-form-body';

/** The dialog's code loads when someone asks for it. */
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

function ForgotPassword({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [requested, setRequested] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const { _ } = useLingui();
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        color="teal.800"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {_('signIn.forgot')}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={open} onOpenChange={setOpen} finalFocusEl={() => trigger.current} />
        </Suspense>
      )}
    </>
  );
}

interface SignInFormProps {
  initialEmail?: string;
  /** Opens the Forgot password dialog at once (the link from an expired reset email). */
  forgotOpen?: boolean;
}

/** The Sign In tab: email and password, a magic-link option and the Forgot password dialog. */
export function SignInForm({ initialEmail = '', forgotOpen = false }: SignInFormProps) {
  const { startSession } = useSessionActions();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { _ } = useLingui();

  const resend = async () => {
    if (!unverifiedEmail) return;
    setResending(true);
    try {
      const res = await resendVerification(unverifiedEmail);
      notify({ title: _('signIn.resentTitle'), description: res.message ?? _('signIn.resentBody', { email: unverifiedEmail }), type: 'success' });
    } catch (error) {
      notify({ title: _('signIn.resendFailedTitle'), description: serverErrorMessage(error) ?? _('signIn.resendFailedBody'), type: 'destructive' });
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack gap="5">
      <Formik
        initialValues={{ email: initialEmail, password: '' }}
        validationSchema={loginFormSchema}
        onSubmit={async (values) => {
          setUnverifiedEmail(null);
          const body = loginFormSchema.cast(values);
          try {
            const session = await login({ email: body.email, password: body.password });
            await startSession(session);
          } catch (error) {
            clearToken();
            if (isUnverifiedEmailError(error)) setUnverifiedEmail(body.email);
            notify({ ...translateNotice(signInFailure(error)), type: 'info' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <AuthFormBody submit={_('signIn.submit')} submitting={_('signIn.submitting')} isSubmitting={isSubmitting}>
            <TextField name="email" label={_('common.email')} type="email" autoComplete="email" placeholder={_('common.emailPlaceholder')} />
            <PasswordField name="password" label={_('common.password')} autoComplete="current-password" revealable />
          </AuthFormBody>
        )}
      </Formik>

      {unverifiedEmail && (
        <Alert.Root status="warning" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Description>{translateKnown(UNVERIFIED_EMAIL_MESSAGE)}</Alert.Description>
            <Button size="sm" variant="outline" alignSelf="flex-start" loading={resending} onClick={resend} bg="white">
              {_('signIn.resend')}
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}

      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
        <ButtonLink to={paths.magicLink.getHref()} variant="outline">
          {_('signIn.magicLink')}
        </ButtonLink>
        <ForgotPassword defaultOpen={forgotOpen} />
      </Stack>
    </Stack>
  );
}
