import { Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../components/ui/button-link';

export function NotFoundScreen() {
  const { _ } = useLingui();
  return (
    <Stack minH="70dvh" align="center" justify="center" gap="4" px="4" textAlign="center">
      <Heading as="h1" size="2xl">
        {_('home.notFound')}
      </Heading>
      <Text color="fg.muted">{_('home.notFoundBody')}</Text>
      <ButtonLink to={paths.home.getHref()}>{_('home.goHome')}</ButtonLink>
    </Stack>
  );
}

export default NotFoundScreen;
