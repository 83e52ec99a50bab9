import { PLAN_LABELS } from '../../../../../shared/plans';

/** Display formats for the admin dashboard. The API sends money as US dollars (8.25). */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/** 8.25 → "$8.25", 1234 → "$1,234.00". */
export const formatUsd = (dollars: number) => usd.format(finite(dollars));

export const formatCount = (n: number) => count.format(finite(n));

/** A percentage as the API sends it: 40 → "40%", 33.333 → "33.3%". */
export const formatPercent = (value: number) => `${percent.format(finite(value))}%`;

/** "Jan 5, 2025"; the raw text when it is not a date. */
export function formatDay(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : day.format(date);
}

export function planLabel(type: string | null | undefined): string {
  if (!type) return PLAN_LABELS.free;
  return (PLAN_LABELS as Record<string, string>)[type] ?? type;
}

/** "past_due" → "Past due". */
export function statusLabel(status: string | null | undefined): string {
  const text = (status ?? '').replace(/_/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : 'Unknown';
}

export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((p) => p && p.trim()).join(' ');
}
