import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUser } from '../../auth';

/** /account-link/{token}: open to everyone; accepting needs a signed-in user (accept/decline to be built). */
export function InvitationScreen() {
  const { token } = useParams();
  const { user } = useUser();

  if (!user) {
    return (
      <Container maxW="lg" py="16">
        <Stack gap="4" textAlign="center">
          <Heading as="h1" size="2xl">
            Sign In Required
          </Heading>
          <Text color="fg.muted">Sign in with the email address the invitation was sent to, then open the link again.</Text>
          <Button asChild alignSelf="center">
            <RouterLink to={paths.auth.getHref()}>Sign In to Continue</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container maxW="lg" py="16">
      <Stack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          {token ? 'Account Link Invitation' : 'Invalid Invitation'}
        </Heading>
        <Text color="fg.muted">
          {token ? 'Someone invited you to share children and assessments.' : 'This invitation link is invalid or has expired'}
        </Text>
      </Stack>
    </Container>
  );
}

export default InvitationScreen;
