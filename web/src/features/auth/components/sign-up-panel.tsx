import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { signUpFailure } from '../lib/failure-messages';
import { RegisterForm } from './register-form';

/** The Sign Up tab: the registration form, then 'Account Created Successfully' (reset when the tab changes). */
export function SignUpPanel({ onContinue }: { onContinue: (email: string) => void }) {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { _ } = useLingui();
  if (!registeredEmail) return <RegisterForm onRegistered={setRegisteredEmail} failure={signUpFailure} />;
  return (
    <Stack gap="4" textAlign="center">
      <Heading as="h2" size="lg">
        {_('signUp.created')}
      </Heading>
      <Text role="status">
        <Trans id="signUp.sent" values={{ email: registeredEmail }} components={{ 0: <strong dir="ltr" /> }} />
      </Text>
      <Button onClick={() => onContinue(registeredEmail)}>{_('signUp.continue')}</Button>
    </Stack>
  );
}

export default SignUpPanel;
