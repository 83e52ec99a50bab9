import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { signUpFailure } from '../lib/failure-messages';
import { RegisterForm } from './register-form';

/** The Sign Up tab: the registration form, then 'Account Created Successfully' (reset when the tab changes). */
export function SignUpPanel({ onContinue }: { onContinue: (email: string) => void }) {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  if (!registeredEmail) return <RegisterForm onRegistered={setRegisteredEmail} failure={signUpFailure} />;
  return (
    <Stack gap="4" textAlign="center">
      <Heading as="h2" size="lg">
        Account Created Successfully
      </Heading>
      <Text role="status">
        We sent a verification link to <strong>{registeredEmail}</strong>. Open it to confirm your email address, then sign in.
      </Text>
      <Button onClick={() => onContinue(registeredEmail)}>Continue to Sign In</Button>
    </Stack>
  );
}

export default SignUpPanel;
