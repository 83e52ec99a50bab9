import type { PublicUser } from '../../../../../shared/schemas/auth';

export interface PlanCardText {
  title: string;
  description: string;
  /** Paid plans show an 'Active' badge. */
  paid: boolean;
}

/** The dashboard plan card texts (docs/decisions/0006); no type or free means a free user. */
export function planCardText(type: PublicUser['subscription_type'] | string | null | undefined): PlanCardText {
  switch (type) {
    case 'simplify':
      return { title: 'Simplify Active', description: '$10/month - Full AI assistance active', paid: true };
    case 'simplify_plus':
      return { title: 'Simplify+ Active', description: '$99/year - All WhatsApp features for 1 year', paid: true };
    case 'assessment_pack':
      return { title: 'Assessment Pack', description: 'VARK & DiSC assessments available', paid: true };
    default:
      return { title: 'Free Plan', description: 'Limited features - Upgrade for full access', paid: false };
  }
}

export const isFreePlan = (type: string | null | undefined) => !planCardText(type).paid;

/** The WhatsApp assistant comes with Simplify and Simplify+ only (shared/plans.ts): other plans are not offered the chat. */
export const hasAssistant = (type: string | null | undefined) => type === 'simplify' || type === 'simplify_plus';
