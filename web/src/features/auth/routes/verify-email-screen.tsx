import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../lib/auth-rules';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { serverErrorMessage } from '../../../lib/api-client';
import { verifyEmail } from '../api/sign-in';
import { AuthShell } from '../../../components/ui/auth-shell';
import { LinkProblem } from '../components/link-problem';
import { ResendVerificationForm } from '../components/resend-verification-form';
import { useSessionActions } from '../../../hooks/use-session-actions';
import { linkProblemMessage } from '../lib/link-errors';

/**
 * /verify-email?token=…: opening the page does not use the token (mail scanners open links too);
 * only the button's POST does, and it signs the person in.
 */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { startSession } = useSessionActions();
  const [problem, setProblem] = useState<string | null>(token ? null : MESSAGES.tokenInvalid);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');

  if (problem) {
    return (
      <LinkProblem message={problem}>
        <ResendVerificationForm />
        <Text textAlign="center">
          <Link asChild color="teal.800" fontWeight="medium">
            <RouterLink to={paths.auth.getHref()}>Back to sign in</RouterLink>
          </Link>
        </Text>
      </LinkProblem>
    );
  }

  const verify = async () => {
    setState('busy');
    try {
      const session = await verifyEmail(token);
      setState('done');
      // Verifying is when a new account becomes usable: the shared auth flow's register success (8.4).
      await startSession(session, { title: 'Account created successfully!', description: 'You can now access your dashboard.' });
    } catch (error) {
      setState('idle');
      const message = linkProblemMessage(error);
      if (message) setProblem(message);
      else notify({ title: 'Verification failed', description: serverErrorMessage(error) ?? 'We could not verify your email. Please try again.', type: 'destructive' });
    }
  };

  return (
    <AuthShell title="Verify your email" subtitle="One click and your Simplify account is ready.">
      <Stack gap="4" textAlign="center">
        {state === 'done' ? (
          <Text role="status">Your email is verified. Taking you to your dashboard…</Text>
        ) : (
          <>
            <Text>Confirm that this email address is yours to finish setting up your account. You will be signed in straight away.</Text>
            <Button onClick={verify} loading={state === 'busy'} loadingText="Verifying...">
              Verify my email
            </Button>
          </>
        )}
      </Stack>
    </AuthShell>
  );
}

export default VerifyEmailScreen;
