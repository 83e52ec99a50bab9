import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { PLAN_LABELS } from '../../../../../shared/plans';
import { notify } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/user';
import { cancelSubscription, createCustomerPortal, useRefreshBilling, useSubscriptionStatus } from '../api/subscription';
import { openPendingTab } from '../lib/browser';
import { effectivePlan, formatPeriodEnd } from '../lib/plan-catalog';
import { TooltipIconButton } from '../../../components/ui/tooltip';
import { LineIcon } from '../../../components/ui/line-icon';

/** The confirmation dialog's code loads when Cancel Subscription is first pressed. */
const CancelSubscriptionDialog = lazy(() => import('./cancel-subscription-dialog'));

export const BILLING_HINT = "No active subscription found. You'll need an active subscription to access the billing portal.";

interface SubscriptionControlProps {
  /** The signed-in user; read from the session when not given. */
  user?: PublicUser | null;
  /** Hides Upgrade/Subscribe, e.g. on the /upgrade page itself. */
  hideUpgrade?: boolean;
  /** Hides the billing hint (SubscriptionManagementSection shows it itself). */
  hideBillingHint?: boolean;
  /** The billing-portal failure text: the dashboard's Manage wording by default, Settings passes its own (8.6). */
  portalFailure?: string;
}

export const MANAGE_FAILURE = 'Failed to open subscription management. Please try again.';
export const SETTINGS_PORTAL_FAILURE = 'Failed to access billing portal.';

function RefreshIcon() {
  return (
    <LineIcon>
      <path d="M21 12a9 9 0 1 1-2.64-6.36" />
      <path d="M21 3v6h-6" />
    </LineIcon>
  );
}

/** The subscription control of docs/decisions/0006: plan badge, expiry, cancel, manage, refresh and upgrade. */
export function SubscriptionControl({
  user: userProp,
  hideUpgrade = false,
  hideBillingHint = false,
  portalFailure = MANAGE_FAILURE,
}: SubscriptionControlProps) {
  const session = useUser();
  const user = userProp ?? session.user;
  const { status, isLoading } = useSubscriptionStatus();
  const refreshBilling = useRefreshBilling();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmRequested, setConfirmRequested] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [cancelling, setCancelling] = useState(false);
  const [opening, setOpening] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const plan = effectivePlan(user?.subscription_type, status?.subscriptionType);
  const stripe = status?.subscriptionStatus ?? null;
  const cancelled = Boolean(stripe?.cancel_at_period_end);
  const expires = cancelled ? formatPeriodEnd(stripe?.current_period_end) : null;
  const showCancel = Boolean(stripe) && !cancelled && plan !== 'assessment_pack' && plan !== 'free';
  const isFree = plan === 'free';
  // Subscribe for everyone without a running subscription (2.10), Assessment Pack owners included:
  // the pack is a one-time purchase. Until Stripe's status is read, the user record decides.
  const subscribed = stripe
    ? stripe.status === 'active' || stripe.status === 'trialing'
    : (plan === 'simplify' || plan === 'simplify_plus') && user?.subscription_status === 'active';
  const showHint = !stripe && !isLoading;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshBilling();
    } finally {
      setRefreshing(false);
    }
  };

  const confirmCancel = async () => {
    setCancelling(true);
    try {
      await cancelSubscription();
      setConfirmOpen(false);
      notify({ title: 'Subscription Cancelled', description: 'Your subscription will remain active until the end of the current billing period.' });
      await refreshBilling();
    } catch {
      notify({ title: 'Cancellation Failed', description: 'Failed to cancel subscription. Please try again.', type: 'destructive' });
    } finally {
      setCancelling(false);
    }
  };

  const openPortal = async () => {
    // The tab opens inside the click: one opened after the await would be stopped by popup blockers.
    const tab = openPendingTab();
    setOpening(true);
    try {
      const { url } = await createCustomerPortal();
      if (!url) throw new Error('No billing portal address');
      tab.go(url);
    } catch {
      tab.close();
      notify({ title: 'Billing Portal Error', description: portalFailure, type: 'destructive' });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Stack gap="3" data-testid="subscription-control">
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontWeight="medium">Plan:</Text>
        <Badge bg={isFree ? 'gray.200' : 'blue.700'} color={isFree ? 'gray.900' : 'white'} size="md">
          {PLAN_LABELS[plan]}
        </Badge>
        {!isFree && (stripe?.status === 'active' || (!stripe && user?.subscription_status === 'active')) && (
          <Badge bg="green.100" color="green.900" size="md">
            Active
          </Badge>
        )}
        {expires && (
          <Badge bg="orange.100" color="orange.900" size="md">
            Expires {expires}
          </Badge>
        )}
      </Flex>
      <Flex gap="2" wrap="wrap" align="center">
        {showCancel && (
          <>
            <Button
              ref={cancelButton}
              variant="outline"
              color="red.700"
              borderColor="red.300"
              size="sm"
              aria-haspopup="dialog"
              aria-expanded={confirmOpen}
              onClick={() => {
                setConfirmRequested(true);
                setConfirmOpen(true);
              }}
            >
              Cancel Subscription
            </Button>
            {confirmRequested && (
              <Suspense fallback={null}>
                <CancelSubscriptionDialog
                  open={confirmOpen}
                  onOpenChange={setConfirmOpen}
                  planLabel={PLAN_LABELS[plan]}
                  cancelling={cancelling}
                  onConfirm={confirmCancel}
                  finalFocusEl={() => cancelButton.current}
                />
              </Suspense>
            )}
          </>
        )}
        <Button variant="outline" size="sm" onClick={openPortal} disabled={!stripe} loading={opening} loadingText="Opening...">
          Manage Subscription
        </Button>
        <TooltipIconButton label="Refresh subscription" variant="ghost" size="sm" onClick={refresh} loading={refreshing}>
          <RefreshIcon />
        </TooltipIconButton>
        {!hideUpgrade && plan !== 'simplify_plus' && (
          <Button asChild size="sm" bg="blue.700" color="white" _hover={{ bg: 'blue.800' }}>
            <RouterLink to={paths.upgrade.getHref()}>{subscribed ? 'Upgrade' : 'Subscribe'}</RouterLink>
          </Button>
        )}
      </Flex>
      {!hideBillingHint && showHint && (
        <Text fontSize="sm" color="fg.muted">
          {BILLING_HINT}
        </Text>
      )}
    </Stack>
  );
}
