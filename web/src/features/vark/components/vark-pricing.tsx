import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The Pricing tab: display text only (ADR 0004). */
export function VarkPricing() {
  const navigate = useNavigate();
  const id = useId();
  const { _ } = useLingui();
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" size="lg" id={id}>
        {_('assessments.vark.tab.pricing')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root as="article" bg="white">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              {_('assessments.vark.pricing.standalone')}
            </Heading>
            <Text fontSize="3xl" fontWeight="bold">
              $49
            </Text>
            <Text>{_('assessments.vark.pricing.perChild')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {_('assessments.vark.pricing.standaloneText')}
            </Text>
          </Card.Body>
        </Card.Root>
        <Card.Root as="article" bg="white">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              {_('assessments.vark.pricing.addOn')}
            </Heading>
            <Text fontSize="3xl" fontWeight="bold">
              $99
            </Text>
            <Text>{_('assessments.vark.pricing.addOnUnit')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {_('assessments.vark.pricing.addOnText')}
            </Text>
            <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => navigate(paths.upgrade.getHref())}>
              {_('assessments.vark.pricing.seePlans')}
            </Button>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
