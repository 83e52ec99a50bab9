import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { useUser } from '../../../lib/user';
import { useSubscriptionStatus } from '../api/subscription';
import { effectivePlan, PLAN_SUMMARY } from '../lib/plan-catalog';
import { SETTINGS_PORTAL_FAILURE, SubscriptionControl } from './subscription-control';

/** The settings page's Subscription Management section (docs/decisions/0006): the plan, its controls and the billing hint. */
export function SubscriptionManagementSection({ user: userProp }: { user?: PublicUser | null }) {
  const headingId = useId();
  const session = useUser();
  const user = userProp ?? session.user;
  const { status, isLoading } = useSubscriptionStatus();
  const plan = effectivePlan(user?.subscription_type, status?.subscriptionType);
  const summary = PLAN_SUMMARY[plan];
  const { _ } = useLingui();
  return (
    <Card.Root as="section" bg="white" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {_('plans.section.title')}
        </Heading>
        <Text color="fg.muted">{_('plans.section.description')}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text>
            <strong>{_(summary.title)}</strong>{' '}
            <Text as="span" color="fg.muted">
              ({_(summary.detail)})
            </Text>
          </Text>
          <SubscriptionControl user={user} hideBillingHint portalFailure={SETTINGS_PORTAL_FAILURE} />
          {!status?.subscriptionStatus && !isLoading && (
            <Text fontSize="sm" color="fg.muted">
              {_('plans.control.billingHint')}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
