import { Badge, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { PlanCard as PlanCardData } from '../lib/plan-catalog';

interface PlanCardProps {
  plan: PlanCardData;
  current: boolean;
  loading: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** One plan of the /upgrade page: name, price, what it includes, and the choose button. */
export function PlanCard({ plan, current, loading, disabled, onChoose }: PlanCardProps) {
  const headingId = useId();
  const { _ } = useLingui();
  return (
    <Card.Root
      data-plan={plan.id}
      as="article"
      aria-labelledby={headingId}
      bg="white"
      borderWidth={plan.popular ? '2px' : '1px'}
      borderColor={plan.popular ? 'blue.600' : 'border'}
      position="relative"
      data-testid={`plan-${plan.id}`}
    >
      <Card.Header>
        <Stack gap="2">
          {plan.popular && (
            <Badge alignSelf="flex-start" bg="blue.700" color="white" size="md">
              {_('plans.card.popular')}
            </Badge>
          )}
          <Heading as="h2" size="xl" id={headingId}>
            {_(plan.name)}
          </Heading>
          <Text>
            <Text as="span" fontSize="3xl" fontWeight="bold">
              {plan.price}
            </Text>{' '}
            <Text as="span" color="fg.muted">
              {_(plan.period)}
            </Text>
          </Text>
          <Text color="fg.muted">{_(plan.description)}</Text>
        </Stack>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" ps="5">
          {plan.features.map((feature) => (
            <List.Item key={feature}>{_(feature)}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        {current ? (
          <Button width="full" disabled variant="outline">
            {_('plans.card.current')}
          </Button>
        ) : (
          <Button
            width="full"
            bg={plan.popular ? 'blue.700' : 'gray.900'}
            color="white"
            _hover={{ bg: plan.popular ? 'blue.800' : 'gray.700' }}
            loading={loading}
            loadingText={_('plans.card.redirecting')}
            disabled={disabled}
            onClick={onChoose}
          >
            {_(plan.cta)}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
