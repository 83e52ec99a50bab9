import { Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FullScreenSpinner } from '../../../components/ui/full-screen-spinner';
import { AuthShell } from '../../../components/ui/auth-shell';
import { SignInForm } from '../components/sign-in-form';

/** The registration form (with the location picker) loads when the Sign Up tab is opened. */
const SignUpPanel = lazy(() => import('../components/sign-up-panel'));

type AuthTab = 'signin' | 'signup';

/** /auth, and what every signed-in-only path shows when nobody is signed in. */
export function AuthScreen() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [signInEmail, setSignInEmail] = useState('');
  const { _ } = useLingui();

  return (
    <AuthShell title={_('auth.title')} subtitle={_('auth.subtitle')} maxW="lg">
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as AuthTab)} lazyMount unmountOnExit variant="enclosed" fitted>
        <Tabs.List mb="6">
          <Tabs.Trigger value="signin">{_('auth.tabSignIn')}</Tabs.Trigger>
          <Tabs.Trigger value="signup">{_('auth.tabSignUp')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin" pt="0">
          <SignInForm initialEmail={signInEmail} forgotOpen={params.has('forgot')} />
        </Tabs.Content>
        <Tabs.Content value="signup" pt="0">
          <Suspense fallback={<FullScreenSpinner />}>
            <SignUpPanel
              onContinue={(email) => {
                setSignInEmail(email);
                setTab('signin');
              }}
            />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </AuthShell>
  );
}

export default AuthScreen;
