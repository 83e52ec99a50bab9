import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AuthShell } from '../../../components/ui/auth-shell';
import { RegisterForm } from '../components/register-form';
import { ButtonLink } from '../../../components/ui/button-link';

/** /register: the create-account screen, then the check-your-email panel. */
export function RegisterScreen() {
  const [email, setEmail] = useState<string | null>(null);

  if (email) {
    return (
      <AuthShell title="Check Your Email">
        <Stack gap="5" textAlign="center">
          <Text role="status">
            We sent a verification link to <strong>{email}</strong>. Open the link in that email to verify your account, then sign in.
          </Text>
          <Text color="fg.muted" fontSize="sm">
            Nothing there? Look in your spam folder, or go back and check the address.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
            <ButtonLink to={paths.login.getHref()}>Return to Login</ButtonLink>
            <Button variant="outline" onClick={() => setEmail(null)}>
              Try Again
            </Button>
          </Stack>
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Create Your Account"
      subtitle="Set up Simplify for your family in a couple of minutes."
      maxW="lg"
      footer={
        <Text>
          Already have an account?{' '}
          <Link asChild color="teal.800" fontWeight="medium">
            <RouterLink to={paths.login.getHref()}>Sign in</RouterLink>
          </Link>
        </Text>
      }
    >
      <RegisterForm onRegistered={setEmail} />
    </AuthShell>
  );
}

export default RegisterScreen;
