import { Badge, Card, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { planCardText } from '../lib/plan-card';

/** The plan card (docs/decisions/0006). */
export function PlanStatusCard({ subscriptionType }: { subscriptionType: string | null | undefined }) {
  const { _ } = useLingui();
  const plan = planCardText(subscriptionType);
  return (
    <Card.Root as="section" aria-label={_('home.yourPlan')} variant="outline">
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          {_('home.yourPlan')}
        </Text>
        <Flex align="center" gap="2" wrap="wrap">
          <Card.Title as="h2">{plan.title}</Card.Title>
          {plan.paid && (
            <Badge colorPalette="green" variant="subtle" color="green.800">
              {_('home.active')}
            </Badge>
          )}
        </Flex>
        <Text>{plan.description}</Text>
      </Card.Body>
    </Card.Root>
  );
}
