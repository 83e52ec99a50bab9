import { Button, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthShell } from '../components/auth-shell';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';

type AuthTab = 'signin' | 'signup';

/** /auth, and what every signed-in-only path shows when nobody is signed in. */
export function AuthScreen() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [signInEmail, setSignInEmail] = useState('');

  const switchTab = (next: AuthTab) => {
    setTab(next);
    setRegisteredEmail(null);
  };

  return (
    <AuthShell title="Welcome to Simplify" subtitle="Family profiles, learning insights and a shared calendar in one place." maxW="lg">
      <Tabs.Root value={tab} onValueChange={(e) => switchTab(e.value as AuthTab)} lazyMount unmountOnExit variant="enclosed" fitted>
        <Tabs.List mb="6">
          <Tabs.Trigger value="signin">Sign In</Tabs.Trigger>
          <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin" pt="0">
          <SignInForm initialEmail={signInEmail} forgotOpen={params.has('forgot')} />
        </Tabs.Content>
        <Tabs.Content value="signup" pt="0">
          {registeredEmail ? (
            <Stack gap="4" textAlign="center" role="status">
              <Heading as="h2" size="lg">
                Account Created Successfully
              </Heading>
              <Text>
                We sent a verification link to <strong>{registeredEmail}</strong>. Open it to confirm your email address, then sign in.
              </Text>
              <Button
                onClick={() => {
                  setSignInEmail(registeredEmail);
                  switchTab('signin');
                }}
              >
                Continue to Sign In
              </Button>
            </Stack>
          ) : (
            <RegisterForm onRegistered={setRegisteredEmail} />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </AuthShell>
  );
}

export default AuthScreen;
