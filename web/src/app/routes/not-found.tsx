import { Heading, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../components/ui/button-link';

export function NotFoundScreen() {
  return (
    <Stack minH="70dvh" align="center" justify="center" gap="4" px="4" textAlign="center">
      <Heading as="h1" size="2xl">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">The page you were looking for does not exist or has moved.</Text>
      <ButtonLink to={paths.home.getHref()}>Go to the home page</ButtonLink>
    </Stack>
  );
}

export default NotFoundScreen;
