import type { SubscriptionType } from './constants';

/** Plans (docs/decisions/0006). Amounts are US cents. */
export type PaidPlan = Exclude<SubscriptionType, 'free'>;
export const PAID_PLANS = ['simplify', 'simplify_plus', 'assessment_pack'] as const satisfies readonly PaidPlan[];

export interface PlanInfo {
  id: PaidPlan;
  name: string;
  amountCents: number;
  interval: 'month' | 'year' | null;
  description: string;
}

export const PLANS: Record<PaidPlan, PlanInfo> = {
  simplify: {
    id: 'simplify',
    name: 'Simplify',
    amountCents: 1000,
    interval: 'month',
    description: 'AI assistant on WhatsApp, calendar, documents, homework tracking and basic profiles',
  },
  simplify_plus: {
    id: 'simplify_plus',
    name: 'Simplify+',
    amountCents: 9900,
    interval: 'year',
    description: 'All WhatsApp features for one year, 200 daily requests',
  },
  assessment_pack: {
    id: 'assessment_pack',
    name: 'Assessment Pack',
    amountCents: 9900,
    interval: null,
    description: 'VARK and DiSC assessments with lifetime access',
  },
};

export const PLAN_LABELS: Record<SubscriptionType, string> = {
  free: 'Free',
  simplify: 'Simplify',
  simplify_plus: 'Simplify+',
  assessment_pack: 'Assessment Pack',
};

/** A subscription as the account keeps it (mirrored from Stripe). */
export interface SubscriptionState {
  plan: 'simplify' | 'simplify_plus';
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: number | null;
}

export interface BillingState {
  subscriptions?: Record<string, SubscriptionState>;
  assessment_pack?: boolean;
}

/** Statuses in which Stripe still provides the service. */
const LIVE = new Set(['active', 'trialing', 'past_due']);
export const isLive = (s: SubscriptionState) => LIVE.has(s.status);

/** The subscription_type shown to the client: Simplify+ active, else Simplify active, else the pack, else free. */
export function subscriptionType(b: BillingState): SubscriptionType {
  const subs = Object.values(b.subscriptions ?? {});
  if (subs.some((s) => s.plan === 'simplify_plus' && isLive(s))) return 'simplify_plus';
  if (subs.some((s) => s.plan === 'simplify' && isLive(s))) return 'simplify';
  if (b.assessment_pack) return 'assessment_pack';
  return 'free';
}

/** The subscription that decides the plan shown (the one the status, badges and cancel act on). */
export function currentSubscription(b: BillingState): [string, SubscriptionState] | null {
  const entries = Object.entries(b.subscriptions ?? {}).filter(([, s]) => isLive(s));
  return entries.find(([, s]) => s.plan === 'simplify_plus') ?? entries.find(([, s]) => s.plan === 'simplify') ?? null;
}

/** Assessment access: an active Simplify+ subscription or the Assessment Pack. */
export function hasAssessmentAccess(b: BillingState): boolean {
  return Boolean(b.assessment_pack) || Object.values(b.subscriptions ?? {}).some((s) => s.plan === 'simplify_plus' && isLive(s));
}
