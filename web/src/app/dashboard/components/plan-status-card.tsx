import { Badge, Card, Flex, Text } from '@chakra-ui/react';
import { planCardText } from '../lib/plan-card';

/** The plan card (docs/decisions/0006). */
export function PlanStatusCard({ subscriptionType }: { subscriptionType: string | null | undefined }) {
  const plan = planCardText(subscriptionType);
  return (
    <Card.Root as="section" aria-label="Your plan" variant="outline">
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          Your plan
        </Text>
        <Flex align="center" gap="2" wrap="wrap">
          <Card.Title as="h2">{plan.title}</Card.Title>
          {plan.paid && (
            <Badge colorPalette="green" variant="subtle" color="green.800">
              Active
            </Badge>
          )}
        </Flex>
        <Text>{plan.description}</Text>
      </Card.Body>
    </Card.Root>
  );
}
