import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Shown to free users only (2.3). */
export function UpgradeBanner() {
  const { _ } = useLingui();
  return (
    <Card.Root as="section" aria-label={_('home.upgradeTitle')} bg="blue.50" borderColor="blue.200" variant="outline">
      <Card.Body>
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'center' }}>
          <Stack gap="1">
            <Card.Title as="h2" color="blue.900">
              {_('home.upgradeTitle')}
            </Card.Title>
            <Text color="blue.900">{_('home.upgradeBody')}</Text>
          </Stack>
          <Button asChild colorPalette="blue" bg="blue.700" color="white">
            <RouterLink to={paths.upgrade.getHref()}>{_('home.upgradeNow')}</RouterLink>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
