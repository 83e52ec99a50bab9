import { Link, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  const { problem, state, run } = useLinkSignIn({
    exchange: verifyEmail,
    failure: { title: _('verify.failedTitle'), description: _('verify.failedBody') },
    // Verifying is when a new account becomes usable: the shared auth flow's register success (8.4).
    welcome: { title: _('verify.welcomeTitle'), description: _('verify.welcomeBody') },
  });

  if (problem) {
    return (
      <LinkProblem message={problem}>
        <ResendVerificationForm />
        <Text textAlign="center">
          <Link asChild color="teal.800" fontWeight="medium">
            <RouterLink to={paths.auth.getHref()}>{_('magic.back')}</RouterLink>
          </Link>
        </Text>
      </LinkProblem>
    );
  }

  return (
    <LinkSignInPanel
      title={_('verify.title')}
      subtitle={_('verify.subtitle')}
      state={state}
      prompt={_('verify.prompt')}
      action={_('verify.action')}
      loadingText={_('verify.loading')}
      doneText={_('verify.done')}
      onAction={run}
    />
  );
}

export default VerifyEmailScreen;
