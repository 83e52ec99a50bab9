import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { verifyMagicLink } from '../api/sign-in';
import { LinkProblem } from '../components/link-problem';
import { LinkSignInPanel } from '../components/link-sign-in-panel';
import { useLinkSignIn } from '../hooks/use-link-token';

/** /auth/magic-link/verify?token=…: the "Sign in" button, not the page visit, uses the one-time link. */
export function MagicLinkVerifyScreen() {
  const { _ } = useLingui();
  const { problem, state, run } = useLinkSignIn({
    exchange: verifyMagicLink,
    failure: { title: _('failure.signInTitle'), description: _('magicVerify.failedBody') },
  });

  if (problem) {
    return (
      <LinkProblem message={problem}>
        <Stack gap="3">
          <ButtonLink to={paths.magicLink.getHref()}>{_('magicVerify.requestNew')}</ButtonLink>
          <ButtonLink to={paths.auth.getHref()} variant="outline">
            {_('magicVerify.withPassword')}
          </ButtonLink>
        </Stack>
      </LinkProblem>
    );
  }

  return (
    <LinkSignInPanel
      title={_('magicVerify.title')}
      subtitle={_('magicVerify.subtitle')}
      state={state}
      prompt={_('magicVerify.prompt')}
      action={_('register.signIn')}
      loadingText={_('signIn.submitting')}
      doneText={_('magicVerify.done')}
      onAction={run}
    />
  );
}

export default MagicLinkVerifyScreen;
