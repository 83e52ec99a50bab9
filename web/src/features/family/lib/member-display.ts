import { ageFromBirthDate, isChild, PERSONALITY_TYPE_LABELS } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';

/** "son" → "Son", "ib-primary" → "Ib primary": a readable option label. */
export function optionLabel(value: string): string {
  const spaced = value.replace(/[-_]+/g, ' ');
  const upper: Record<string, string> = { ib: 'IB', cbse: 'CBSE', icse: 'ICSE', igcse: 'IGCSE' };
  return spaced
    .split(' ')
    .map((w, i) => upper[w] ?? (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ');
}

export const MAX_INTERESTS_SHOWN = 3;

/** The first three interests and how many more there are ('+N more'). */
export function visibleInterests(list: readonly string[] | null | undefined, max = MAX_INTERESTS_SHOWN) {
  const all = (list ?? []).filter((s) => typeof s === 'string' && s.trim());
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}

export const memberAge = (m: FamilyMember) => m.current_age ?? ageFromBirthDate(m.date_of_birth ?? m.dateOfBirth);
export const memberIsChild = (m: FamilyMember) => isChild(m);
export const relationshipLabel = (r: string | null | undefined) => (r ? optionLabel(r.toLowerCase()) : '');
export const personalityLabel = (p: string | null | undefined) => (p ? (PERSONALITY_TYPE_LABELS[p] ?? p) : null);
export const curriculumLabel = (c: string | null | undefined) => (c ? optionLabel(c) : null);

/** One formatter for every card: `toLocaleDateString` with options builds a new one (slow) on each call. */
let addedDateFormat: Intl.DateTimeFormat | undefined;

/** A stored date as e.g. "5 Mar 2025"; empty for missing or unreadable dates. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  addedDateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return addedDateFormat.format(t);
}
