import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

export function NotFoundScreen() {
  return (
    <Stack minH="70dvh" align="center" justify="center" gap="4" px="4" textAlign="center">
      <Heading as="h1" size="2xl">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">The page you were looking for does not exist or has moved.</Text>
      <Button asChild>
        <RouterLink to={paths.home.getHref()}>Go to the home page</RouterLink>
      </Button>
    </Stack>
  );
}

export default NotFoundScreen;
