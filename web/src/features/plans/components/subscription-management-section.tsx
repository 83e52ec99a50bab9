import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { useUser } from '../../../lib/user';
import { useSubscriptionStatus } from '../api/subscription';
import { effectivePlan, PLAN_SUMMARY } from '../lib/plan-catalog';
import { BILLING_HINT, SETTINGS_PORTAL_FAILURE, SubscriptionControl } from './subscription-control';

/** The settings page's Subscription Management section (docs/decisions/0006): the plan, its controls and the billing hint. */
export function SubscriptionManagementSection({ user: userProp }: { user?: PublicUser | null }) {
  const headingId = useId();
  const session = useUser();
  const user = userProp ?? session.user;
  const { status, isLoading } = useSubscriptionStatus();
  const plan = effectivePlan(user?.subscription_type, status?.subscriptionType);
  const summary = PLAN_SUMMARY[plan];
  return (
    <Card.Root as="section" bg="white" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          Subscription Management
        </Heading>
        <Text color="fg.muted">Your plan, billing and renewal.</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text>
            <strong>{summary.title}</strong>{' '}
            <Text as="span" color="fg.muted">
              ({summary.detail})
            </Text>
          </Text>
          <SubscriptionControl user={user} hideBillingHint portalFailure={SETTINGS_PORTAL_FAILURE} />
          {!status?.subscriptionStatus && !isLoading && (
            <Text fontSize="sm" color="fg.muted">
              {BILLING_HINT}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
