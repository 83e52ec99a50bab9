export { SubscriptionControl } from './components/subscription-control';
export { SubscriptionManagementSection } from './components/subscription-management-section';
export { useActivateFromQuery } from './hooks/use-activate-from-query';
export { useSubscriptionStatus, useRefreshBilling, SUBSCRIPTION_STATUS_KEY } from './api/subscription';
export { PLAN_SUMMARY, effectivePlan } from './lib/plan-catalog';
