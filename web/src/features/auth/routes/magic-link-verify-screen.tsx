import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../lib/auth-rules';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { serverErrorMessage } from '../../../lib/api-client';
import { verifyMagicLink } from '../api/sign-in';
import { AuthShell } from '../../../components/ui/auth-shell';
import { LinkProblem } from '../components/link-problem';
import { useSessionActions } from '../../../hooks/use-session-actions';
import { linkProblemMessage } from '../lib/link-errors';

/** /auth/magic-link/verify?token=…: the "Sign in" button, not the page visit, uses the one-time link. */
export function MagicLinkVerifyScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { startSession } = useSessionActions();
  const [problem, setProblem] = useState<string | null>(token ? null : MESSAGES.tokenInvalid);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');

  if (problem) {
    return (
      <LinkProblem message={problem}>
        <Stack gap="3">
          <Button asChild>
            <RouterLink to={paths.magicLink.getHref()}>Request a new magic link</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.auth.getHref()}>Sign in with a password</RouterLink>
          </Button>
        </Stack>
      </LinkProblem>
    );
  }

  const signIn = async () => {
    setState('busy');
    try {
      const session = await verifyMagicLink(token);
      setState('done');
      await startSession(session);
    } catch (error) {
      setState('idle');
      const message = linkProblemMessage(error);
      if (message) setProblem(message);
      else notify({ title: 'Sign-in unsuccessful', description: serverErrorMessage(error) ?? 'We could not sign you in. Please try again.', type: 'destructive' });
    }
  };

  return (
    <AuthShell title="Sign in to Simplify" subtitle="Your magic link is ready.">
      <Stack gap="4" textAlign="center">
        {state === 'done' ? (
          <Text role="status">You are signed in. Taking you to your dashboard…</Text>
        ) : (
          <>
            <Text>Press the button to finish signing in. The link works once.</Text>
            <Button onClick={signIn} loading={state === 'busy'} loadingText="Signing In...">
              Sign in
            </Button>
          </>
        )}
      </Stack>
    </AuthShell>
  );
}

export default MagicLinkVerifyScreen;
