import type { SubscriptionType } from '../../../../../shared/constants';
import { PLANS, PLAN_LABELS, type PaidPlan } from '../../../../../shared/plans';

/** What the plan cards show (docs/decisions/0006): prices and texts come from shared/plans.ts. */
export interface PlanCard {
  id: PaidPlan;
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
  /** The label of the choose button (each unique, so screen readers can tell them apart). */
  cta: string;
}

export function formatPrice(amountCents: number): string {
  const dollars = amountCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

const PERIOD: Record<'month' | 'year' | 'none', string> = { month: 'per month', year: 'per year', none: 'one-time' };

const FEATURES: Record<PaidPlan, string[]> = {
  simplify: ['AI assistant on WhatsApp', 'Family calendar and reminders', 'Documents and homework tracking', 'Basic family profiles'],
  simplify_plus: ['Everything in Simplify', 'All WhatsApp features for one year', '200 daily requests', 'VARK & DiSC assessments included'],
  assessment_pack: ['VARK learning style assessments', 'DiSC personality assessments', 'Reports for every family member', 'Lifetime access'],
};

const CTA: Record<PaidPlan, string> = {
  simplify: 'Choose Simplify',
  simplify_plus: 'Choose Simplify+',
  assessment_pack: 'Buy Assessment Pack',
};

export const PLAN_CARDS: PlanCard[] = (['simplify', 'simplify_plus', 'assessment_pack'] as const).map((id) => {
  const plan = PLANS[id];
  return {
    id,
    name: plan.name,
    price: formatPrice(plan.amountCents),
    period: PERIOD[plan.interval ?? 'none'],
    description: id === 'assessment_pack' ? 'Lifetime VARK & DiSC assessments' : plan.description,
    features: FEATURES[id],
    popular: id === 'simplify_plus',
    cta: CTA[id],
  };
});

/** The plan a user is on: subscription_type, else the status data's type; none or free is free (docs/decisions/0006). */
export function effectivePlan(userType: SubscriptionType | null | undefined, statusType?: SubscriptionType | null): SubscriptionType {
  const type = userType && userType !== 'free' ? userType : statusType;
  return type && type in PLAN_LABELS ? type : 'free';
}

/** The dashboard plan card texts of docs/decisions/0006. */
export const PLAN_SUMMARY: Record<SubscriptionType, { title: string; detail: string }> = {
  simplify: { title: 'Simplify Active', detail: '$10/month - Full AI assistance active' },
  simplify_plus: { title: 'Simplify+ Active', detail: '$99/year - All WhatsApp features for 1 year' },
  assessment_pack: { title: 'Assessment Pack', detail: 'VARK & DiSC assessments available' },
  free: { title: 'Free Plan', detail: 'Limited features - Upgrade for full access' },
};

/** 'Dec 22, 2026' from epoch seconds, epoch milliseconds or a date string; null when unreadable. */
export function formatPeriodEnd(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (typeof value === 'number') date = new Date(value < 1e11 ? value * 1000 : value);
  else if (/^\d+$/.test(value)) date = new Date(Number(value) < 1e11 ? Number(value) * 1000 : Number(value));
  else date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The name in the welcome text of the payment success page (variant B). */
export function welcomePlanName(type: SubscriptionType | null | undefined): string {
  if (type === 'simplify_plus') return 'Simplify Plus';
  if (type === 'assessment_pack') return 'Assessment Pack';
  return 'Simplify';
}

export const PAYMENT_REDIRECT_SECONDS = 5;
export const SUCCESS_REDIRECT_MS = 2_000;

/** A readable plan name from the ?plan= value (an id such as simplify_plus, or a free text name). */
export function planNameFromQuery(plan: string): string {
  const key = plan
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/\+$/, '_plus');
  if (key in PLAN_LABELS) return PLAN_LABELS[key as SubscriptionType];
  return plan.trim().slice(0, 60) || 'Simplify';
}

export function activationMessage(plan: string): string {
  return `Hi! I just paid for the ${planNameFromQuery(plan)} plan on Simplify. Please activate my subscription.`;
}

/** The activation chat (variant A); `number` is the assistant's, from GET /api/config. */
export function whatsappChatUrl(plan: string, number: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(activationMessage(plan))}`;
}
