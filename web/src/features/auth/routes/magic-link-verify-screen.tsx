import { Stack } from '@chakra-ui/react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { verifyMagicLink } from '../api/sign-in';
import { LinkProblem } from '../components/link-problem';
import { LinkSignInPanel } from '../components/link-sign-in-panel';
import { useLinkSignIn } from '../hooks/use-link-token';

/** /auth/magic-link/verify?token=…: the "Sign in" button, not the page visit, uses the one-time link. */
export function MagicLinkVerifyScreen() {
  const { problem, state, run } = useLinkSignIn({
    exchange: verifyMagicLink,
    failure: { title: 'Sign-in unsuccessful', description: 'We could not sign you in. Please try again.' },
  });

  if (problem) {
    return (
      <LinkProblem message={problem}>
        <Stack gap="3">
          <ButtonLink to={paths.magicLink.getHref()}>Request a new magic link</ButtonLink>
          <ButtonLink to={paths.auth.getHref()} variant="outline">
            Sign in with a password
          </ButtonLink>
        </Stack>
      </LinkProblem>
    );
  }

  return (
    <LinkSignInPanel
      title="Sign in to Simplify"
      subtitle="Your magic link is ready."
      state={state}
      prompt="Press the button to finish signing in. The link works once."
      action="Sign in"
      loadingText="Signing In..."
      doneText="You are signed in. Taking you to your dashboard…"
      onAction={run}
    />
  );
}

export default MagicLinkVerifyScreen;
