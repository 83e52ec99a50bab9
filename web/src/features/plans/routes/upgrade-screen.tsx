import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import type { PaidPlan } from '../../../../../shared/plans';
import { Page } from '../../../components/ui/page';
import { notify } from '../../../components/ui/toaster';
import { translateKnown } from '../../../i18n/known-text';
import { ApiError, serverErrorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/user';
import { createCheckoutSession } from '../api/subscription';
import { SubscriptionControl } from '../components/subscription-control';
import { PlanCard } from '../components/plan-card';
import { redirectTo } from '../lib/browser';
import { PLAN_CARDS, PLAN_LABEL_KEYS } from '../lib/plan-catalog';

const CHECKOUT_FAILED = 'Failed to create checkout session';

/** The toast text for a failed checkout (docs/decisions/0006), in English: the screen shows it through translateKnown. */
export function checkoutErrorText(error: unknown): string {
  const server = serverErrorMessage(error);
  if (server) return server;
  if (error instanceof ApiError) return CHECKOUT_FAILED;
  if (error instanceof Error && error.message === CHECKOUT_FAILED) return CHECKOUT_FAILED;
  return 'Something went wrong. Please try again.';
}

/** /upgrade (docs/decisions/0006): plan cards, the current subscription, checkout. */
export function UpgradeScreen() {
  const { user, isAuthenticated } = useUser();
  const [pending, setPending] = useState<PaidPlan | null>(null);
  const currentId = useId();
  const currentType = user?.subscription_type ?? 'free';
  const { _ } = useLingui();

  const choose = async (plan: PaidPlan) => {
    if (!isAuthenticated) {
      notify({ title: _('plans.authRequiredTitle'), description: _('plans.authRequiredBody'), type: 'destructive' });
      return;
    }
    setPending(plan);
    try {
      const { url } = await createCheckoutSession(plan);
      if (!url) throw new Error(CHECKOUT_FAILED);
      redirectTo(url);
    } catch (error) {
      notify({ title: _('plans.upgradeFailedTitle'), description: translateKnown(checkoutErrorText(error)), type: 'destructive' });
      setPending(null);
    }
  };

  return (
    <Page title={_('plans.pageTitle')} description={_('plans.pageDescription')}>
      {currentType !== 'free' && (
        <Card.Root as="section" aria-labelledby={currentId} bg="white">
          <Card.Header>
            <Heading as="h2" size="lg" id={currentId}>
              {_('plans.current.title')}
            </Heading>
            <Text color="fg.muted">
              <Trans id="plans.current.body" values={{ plan: _(PLAN_LABEL_KEYS[currentType]) }} components={{ 0: <strong /> }} />
            </Text>
          </Card.Header>
          <Card.Body>
            <SubscriptionControl user={user} hideUpgrade />
          </Card.Body>
        </Card.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="stretch">
        {PLAN_CARDS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === currentType}
            loading={pending === plan.id}
            disabled={pending !== null && pending !== plan.id}
            onChoose={() => void choose(plan.id)}
          />
        ))}
      </SimpleGrid>
    </Page>
  );
}

export default UpgradeScreen;
