import { useLingui } from '@lingui/react';
import { lazy, useRef, useState } from 'react';
import { ChakraIsland } from '../../../app/chakra-island';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { notify } from '../../../components/ui/toaster';
import '../../../components/ui/plain.css';
import { PlainButton, PlainButtonLink } from '../../../components/ui/plain-button';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/user';
import { cancelSubscription, createCustomerPortal, useRefreshBilling, useSubscriptionStatus } from '../api/subscription';
import { openPendingTab } from '../lib/browser';
import { translateKnown } from '../../../i18n/known-text';
import { effectivePlan, formatPeriodEnd, PLAN_LABEL_KEYS } from '../lib/plan-catalog';
import { TooltipIconButton } from '../../../components/ui/tooltip';
import { LineIcon } from '../../../components/ui/line-icon';

/** The confirmation dialog's code (and Chakra, in its island) loads when Cancel Subscription is first pressed. */
const CancelSubscriptionDialog = lazy(() => import('./cancel-subscription-dialog'));

interface SubscriptionControlProps {
  /** The signed-in user; read from the session when not given. */
  user?: PublicUser | null;
  /** Hides Upgrade/Subscribe, e.g. on the /upgrade page itself. */
  hideUpgrade?: boolean;
  /** Hides the billing hint (SubscriptionManagementSection shows it itself). */
  hideBillingHint?: boolean;
  /** The billing-portal failure text (English, as the catalogue has it): the dashboard's Manage wording by default, Settings passes its own (8.6). */
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

/**
 * The subscription control of docs/decisions/0006: plan badge, expiry, cancel, manage, refresh and upgrade.
 * Plain elements with Chakra's look (plain.css): it is part of the dashboard's first view (docs/decisions/0013).
 */
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
  const { _ } = useLingui();

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
      notify({ title: _('plans.control.cancelledTitle'), description: _('plans.control.cancelledBody') });
      await refreshBilling();
    } catch {
      notify({ title: _('plans.control.cancelFailedTitle'), description: _('plans.control.cancelFailedBody'), type: 'destructive' });
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
      notify({ title: _('plans.control.portalErrorTitle'), description: translateKnown(portalFailure), type: 'destructive' });
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className="pc-stack pc-gap-3" data-testid="subscription-control">
      <div className="pc-row pc-gap-2 pc-flex-wrap">
        <p className="pc-medium">{_('plans.control.plan')}</p>
        <span className={`pc-badge pc-badge--md ${isFree ? 'pc-badge--plan-free' : 'pc-badge--plan-paid'}`}>{_(PLAN_LABEL_KEYS[plan])}</span>
        {!isFree && (stripe?.status === 'active' || (!stripe && user?.subscription_status === 'active')) && (
          <span className="pc-badge pc-badge--md pc-badge--active">{_('plans.control.active')}</span>
        )}
        {expires && <span className="pc-badge pc-badge--md pc-badge--expires">{_('plans.control.expires', { date: expires })}</span>}
      </div>
      <div className="pc-row pc-gap-2 pc-flex-wrap">
        {showCancel && (
          <>
            <PlainButton
              ref={cancelButton}
              variant="outline"
              size="sm"
              className="pc-button--danger"
              aria-haspopup="dialog"
              aria-expanded={confirmOpen}
              onClick={() => {
                setConfirmRequested(true);
                setConfirmOpen(true);
              }}
            >
              {_('plans.control.cancel')}
            </PlainButton>
            {confirmRequested && (
              <ChakraIsland>
                <CancelSubscriptionDialog
                  open={confirmOpen}
                  onOpenChange={setConfirmOpen}
                  planLabel={_(PLAN_LABEL_KEYS[plan])}
                  cancelling={cancelling}
                  onConfirm={confirmCancel}
                  finalFocusEl={() => cancelButton.current}
                />
              </ChakraIsland>
            )}
          </>
        )}
        {/* A Free account has nothing to manage: Subscribe (below) is its way on, not a button that can never work. */}
        {!(isFree && !stripe) && (
          <PlainButton variant="outline" size="sm" onClick={openPortal} disabled={!stripe} loading={opening} loadingText={_('plans.control.opening')}>
            {_('plans.control.manage')}
          </PlainButton>
        )}
        <TooltipIconButton label={_('plans.control.refresh')} variant="ghost" size="sm" onClick={refresh} loading={refreshing}>
          <RefreshIcon />
        </TooltipIconButton>
        {!hideUpgrade && plan !== 'simplify_plus' && (
          <PlainButtonLink size="sm" className="pc-button--brand" to={paths.upgrade.getHref()}>
            {subscribed ? _('plans.control.upgrade') : _('plans.control.subscribe')}
          </PlainButtonLink>
        )}
      </div>
      {!hideBillingHint && showHint && <p className="pc-sm pc-muted">{_('plans.control.billingHint')}</p>}
    </div>
  );
}
