import type { SubscriptionType } from '../../../../../shared/constants';
import { PLANS, PLAN_LABELS, type PaidPlan } from '../../../../../shared/plans';
import { intlLocale } from '../../../i18n/language';

/**
 * What the plan cards show (docs/decisions/0006): prices come from shared/plans.ts, texts from the catalogue
 * (plans.*: its English is shared/plans.ts' names and descriptions), so the fields below are its keys.
 */
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

/** The catalogue keys of the plans' names (PLAN_LABELS' English); Simplify and Simplify+ are the product's names in every language. */
export const PLAN_LABEL_KEYS: Record<SubscriptionType, string> = {
  free: 'plans.label.free',
  simplify: 'plans.label.simplify_same',
  simplify_plus: 'plans.label.simplifyPlus_same',
  assessment_pack: 'plans.label.assessmentPack',
};

export function formatPrice(amountCents: number): string {
  const dollars = amountCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

const PERIOD: Record<'month' | 'year' | 'none', string> = { month: 'plans.period.month', year: 'plans.period.year', none: 'plans.period.none' };

const DESCRIPTION: Record<PaidPlan, string> = {
  simplify: 'plans.description.simplify',
  simplify_plus: 'plans.description.simplifyPlus',
  assessment_pack: 'plans.description.assessmentPack',
};

const FEATURES: Record<PaidPlan, string[]> = {
  simplify: ['assistant', 'calendar', 'documents', 'profiles'].map((f) => `plans.feature.simplify.${f}`),
  simplify_plus: ['everything', 'whatsapp', 'requests', 'assessments'].map((f) => `plans.feature.plus.${f}`),
  assessment_pack: ['vark', 'disc', 'reports', 'lifetime'].map((f) => `plans.feature.pack.${f}`),
};

const CTA: Record<PaidPlan, string> = {
  simplify: 'plans.cta.simplify',
  simplify_plus: 'plans.cta.simplifyPlus',
  assessment_pack: 'plans.cta.assessmentPack',
};

export const PLAN_CARDS: PlanCard[] = (['simplify', 'simplify_plus', 'assessment_pack'] as const).map((id) => {
  const plan = PLANS[id];
  return {
    id,
    name: PLAN_LABEL_KEYS[id],
    price: formatPrice(plan.amountCents),
    period: PERIOD[plan.interval ?? 'none'],
    description: DESCRIPTION[id],
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

/** The keys of the plan card texts of docs/decisions/0006 (Simplify Active, $10/month - Full AI assistance active, ...). */
export const PLAN_SUMMARY: Record<SubscriptionType, { title: string; detail: string }> = {
  simplify: { title: 'plans.summary.simplifyTitle', detail: 'plans.summary.simplifyDetail' },
  simplify_plus: { title: 'plans.summary.plusTitle', detail: 'plans.summary.plusDetail' },
  assessment_pack: { title: 'plans.summary.packTitle', detail: 'plans.summary.packDetail' },
  free: { title: 'plans.summary.freeTitle', detail: 'plans.summary.freeDetail' },
};

/** 'Dec 22, 2026' (in the language shown) from epoch seconds, epoch milliseconds or a date string; null when unreadable. */
export function formatPeriodEnd(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (typeof value === 'number') date = new Date(value < 1e11 ? value * 1000 : value);
  else if (/^\d+$/.test(value)) date = new Date(Number(value) < 1e11 ? Number(value) * 1000 : Number(value));
  else date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The key of the name in the welcome text of the payment success page (variant B). */
export function welcomePlanKey(type: SubscriptionType | null | undefined): string {
  if (type === 'simplify_plus') return 'plans.label.simplifyPlusLong_same';
  if (type === 'assessment_pack') return PLAN_LABEL_KEYS.assessment_pack;
  return PLAN_LABEL_KEYS.simplify;
}

export const PAYMENT_REDIRECT_SECONDS = 5;
export const SUCCESS_REDIRECT_MS = 2_000;

/** The plan a ?plan= value names (an id such as simplify_plus, or a name such as Simplify+), if any. */
function planTypeFromQuery(plan: string): SubscriptionType | null {
  const key = plan
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/\+$/, '_plus');
  return key in PLAN_LABELS ? (key as SubscriptionType) : null;
}

/** A readable plan name from the ?plan= value (an id such as simplify_plus, or a free text name). */
export function planNameFromQuery(plan: string, label: (type: SubscriptionType) => string = (type) => PLAN_LABELS[type]): string {
  const type = planTypeFromQuery(plan);
  if (type) return label(type);
  return plan.trim().slice(0, 60) || label('simplify');
}

/** The message to the assistant stays English: those are the words its activation request is recognised by. */
export function activationMessage(plan: string): string {
  return `Hi! I just paid for the ${planNameFromQuery(plan)} plan on Simplify. Please activate my subscription.`;
}

/** The activation chat (variant A); `number` is the assistant's, from GET /api/config. */
export function whatsappChatUrl(plan: string, number: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(activationMessage(plan))}`;
}
