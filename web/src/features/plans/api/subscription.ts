import useSWR, { useSWRConfig } from 'swr';
import type { SubscriptionType } from '../../../../../shared/constants';
import type { PaidPlan } from '../../../../../shared/plans';
import { apiJson } from '../../../lib/api-client';
import { USER_KEY, useUser } from '../../../lib/user';

/** Subscription calls (docs/decisions/0006). */

export const SUBSCRIPTION_STATUS_KEY = '/api/subscription-status';

export interface StripeSubscriptionStatus {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  /** Epoch seconds (the spec also allows a date string). */
  current_period_end: number | string | null;
}

export interface SubscriptionStatusResponse {
  userSubscription: { type: SubscriptionType; status: string; endDate: string | number | null };
  subscriptionType: SubscriptionType;
  subscriptionStatus: StripeSubscriptionStatus | null;
}

/** GET /api/subscription-status, only once the user is loaded. */
export function useSubscriptionStatus() {
  const { user } = useUser();
  const { data, error, isLoading, mutate } = useSWR<SubscriptionStatusResponse>(user ? SUBSCRIPTION_STATUS_KEY : null);
  return { status: data, error: error as Error | undefined, isLoading, refresh: () => mutate() };
}

/** Re-reads the user and the subscription status, e.g. after a payment or a cancellation. */
export function useRefreshBilling() {
  const { mutate } = useSWRConfig();
  return () => Promise.allSettled([mutate(USER_KEY), mutate(SUBSCRIPTION_STATUS_KEY)]);
}

export const createCheckoutSession = (subscriptionType: PaidPlan) => apiJson<{ url?: string }>('POST', '/api/create-checkout-session', { subscriptionType });

export const cancelSubscription = () => apiJson<{ success: boolean; message?: string }>('POST', '/api/cancel-subscription');

export const createCustomerPortal = () => apiJson<{ url?: string }>('POST', '/api/create-customer-portal');

export const activateSubscription = (body: { setup_intent?: string; payment_intent?: string }) =>
  apiJson<{ subscriptionType?: SubscriptionType }>('POST', '/api/activate-subscription', body);
