import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AuthShell } from '../../../components/ui/auth-shell';
import { RegisterForm } from '../components/register-form';
import { ButtonLink } from '../../../components/ui/button-link';

/** /register: the create-account screen, then the check-your-email panel. */
export function RegisterScreen() {
  const [email, setEmail] = useState<string | null>(null);
  const { _ } = useLingui();

  if (email) {
    return (
      <AuthShell title={_('common.checkEmail')}>
        <Stack gap="5" textAlign="center">
          <Text role="status">
            <Trans id="register.sent" values={{ email }} components={{ 0: <strong dir="ltr" /> }} />
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {_('register.spam')}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
            <ButtonLink to={paths.login.getHref()}>{_('register.returnToLogin')}</ButtonLink>
            <Button variant="outline" onClick={() => setEmail(null)}>
              {_('register.tryAgain')}
            </Button>
          </Stack>
        </Stack>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={_('register.title')}
      subtitle={_('register.subtitle')}
      maxW="lg"
      footer={
        <Text>
          {_('register.haveAccount')}{' '}
          <Link asChild color="teal.800" fontWeight="medium">
            <RouterLink to={paths.login.getHref()}>{_('register.signIn')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <RegisterForm onRegistered={setEmail} />
    </AuthShell>
  );
}

export default RegisterScreen;
