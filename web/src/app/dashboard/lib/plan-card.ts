import { i18n } from '@lingui/core';
import type { PublicUser } from '../../../../../shared/schemas/auth';

export interface PlanCardText {
  title: string;
  description: string;
  /** Paid plans show an 'Active' badge. */
  paid: boolean;
}

/** The dashboard plan card texts (docs/decisions/0006) in the current language; no type or free means a free user. */
export function planCardText(type: PublicUser['subscription_type'] | string | null | undefined): PlanCardText {
  switch (type) {
    case 'simplify':
      return { title: i18n._('home.planSimplify'), description: i18n._('home.planSimplifyBody'), paid: true };
    case 'simplify_plus':
      return { title: i18n._('home.planPlus'), description: i18n._('home.planPlusBody'), paid: true };
    case 'assessment_pack':
      return { title: i18n._('home.planPack'), description: i18n._('home.planPackBody'), paid: true };
    default:
      return { title: i18n._('home.planFree'), description: i18n._('home.planFreeBody'), paid: false };
  }
}

export const isFreePlan = (type: string | null | undefined) => !planCardText(type).paid;

/** The WhatsApp assistant comes with Simplify and Simplify+ only (shared/plans.ts): other plans are not offered the chat. */
export const hasAssistant = (type: string | null | undefined) => type === 'simplify' || type === 'simplify_plus';
