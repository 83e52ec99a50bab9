import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { verifyEmail } from '../api/sign-in';
import { LinkProblem } from '../components/link-problem';
import { LinkSignInPanel } from '../components/link-sign-in-panel';
import { ResendVerificationForm } from '../components/resend-verification-form';
import { useLinkSignIn } from '../hooks/use-link-token';

/**
 * /verify-email?token=…: opening the page does not use the token (mail scanners open links too);
 * only the button's POST does, and it signs the person in.
 */
export function VerifyEmailScreen() {
  const { problem, state, run } = useLinkSignIn({
    exchange: verifyEmail,
    failure: { title: 'Verification failed', description: 'We could not verify your email. Please try again.' },
    // Verifying is when a new account becomes usable: the shared auth flow's register success (8.4).
    welcome: { title: 'Account created successfully!', description: 'You can now access your dashboard.' },
  });

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

  return (
    <LinkSignInPanel
      title="Verify your email"
      subtitle="One click and your Simplify account is ready."
      state={state}
      prompt="Confirm that this email address is yours to finish setting up your account. You will be signed in straight away."
      action="Verify my email"
      loadingText="Verifying..."
      doneText="Your email is verified. Taking you to your dashboard…"
      onAction={run}
    />
  );
}

export default VerifyEmailScreen;
