import type { SubscriptionType } from '../../../../../shared/constants';
import { intlLocale } from '../../../i18n/language';

/**
 * Display formats for the admin dashboard. The API sends money as US dollars (8.25), shown as the plans' prices are
 * ("$8.25") in every language; counts, percentages and dates follow the language shown (Latin digits in Arabic).
 */

/** Lingui's `_` (from useLingui). */
type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The keys of the plans' names (shared/plans.ts' PLAN_LABELS in English); Simplify and Simplify+ are the product's names. */
const PLAN_LABEL_KEYS: Record<SubscriptionType, string> = {
  free: 'admin.plan.free',
  simplify: 'admin.plan.simplify_same',
  simplify_plus: 'admin.plan.simplifyPlus_same',
  assessment_pack: 'admin.plan.assessmentPack',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatters = new Map<string, { count: Intl.NumberFormat; percent: Intl.NumberFormat; day: Intl.DateTimeFormat }>();

/** The formatters of the language shown, made once per language. */
function localFormats() {
  const locale = intlLocale();
  let made = formatters.get(locale);
  if (!made) {
    made = {
      count: new Intl.NumberFormat(locale),
      percent: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }),
      day: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }),
    };
    formatters.set(locale, made);
  }
  return made;
}

const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/** 8.25 → "$8.25", 1234 → "$1,234.00". */
export const formatUsd = (dollars: number) => usd.format(finite(dollars));

export const formatCount = (n: number) => localFormats().count.format(finite(n));

/** A percentage as the API sends it: 40 → "40%", 33.333 → "33.3%". */
export const formatPercent = (value: number) => `${localFormats().percent.format(finite(value))}%`;

/** "Jan 5, 2025"; the raw text when it is not a date. */
export function formatDay(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : localFormats().day.format(date);
}

/** A plan's name; an unknown type is shown as stored, none as Free. */
export function planLabel(_: Translate, type: string | null | undefined): string {
  if (!type) return _(PLAN_LABEL_KEYS.free);
  const key = (PLAN_LABEL_KEYS as Record<string, string | undefined>)[type as SubscriptionType];
  return key ? _(key) : type;
}

/** The payment provider's subscription statuses, as catalogue keys; others are shown as statusLabel words them. */
const STATUS_KEYS: Record<string, string> = {
  active: 'admin.status.active',
  trialing: 'admin.status.trialing',
  past_due: 'admin.status.pastDue',
  canceled: 'admin.status.canceled',
  unpaid: 'admin.status.unpaid',
  incomplete: 'admin.status.incomplete',
  incomplete_expired: 'admin.status.incompleteExpired',
  paused: 'admin.status.paused',
  inactive: 'admin.status.inactive',
};

/** "past_due" → "Past due" (in the language shown). */
export function statusLabel(_: Translate, status: string | null | undefined): string {
  const key = STATUS_KEYS[(status ?? '').trim()];
  if (key) return _(key);
  const text = (status ?? '').replace(/_/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : _('admin.status.unknown');
}

export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((p) => p && p.trim()).join(' ');
}
