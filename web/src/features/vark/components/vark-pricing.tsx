import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The Pricing tab: display text only (ADR 0004). */
export function VarkPricing() {
  const navigate = useNavigate();
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" size="lg" id={id}>
        Pricing
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root as="article" bg="white">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              Standalone Assessment
            </Heading>
            <Text fontSize="3xl" fontWeight="bold">
              $49
            </Text>
            <Text>per child assessment</Text>
            <Text fontSize="sm" color="fg.muted">
              One VARK assessment and its full report for one child.
            </Text>
          </Card.Body>
        </Card.Root>
        <Card.Root as="article" bg="white">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              Assessment Add-on
            </Heading>
            <Text fontSize="3xl" fontWeight="bold">
              $99
            </Text>
            <Text>add-on</Text>
            <Text fontSize="sm" color="fg.muted">
              VARK and DiSC assessments for the whole family, with lifetime access.
            </Text>
            <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => navigate(paths.upgrade.getHref())}>
              See Plans
            </Button>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
