import { i18n } from '@lingui/core';
import { ageFromBirthDate, isChild, learningStyleLabel, PERSONALITY_TYPE_LABELS } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { translateKnown } from '../../../i18n/known-text';
import { currentLanguage, intlLocale } from '../../../i18n/language';

/** A stored option's shown label in the current language; a value the catalogue does not know keeps its English label. */
function optionText(key: string, english: string): string {
  return i18n.messages[key] ? i18n._(key) : english;
}

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
export const relationshipLabel = (r: string | null | undefined) =>
  r ? optionText(`family.relationship.${r.toLowerCase()}`, optionLabel(r.toLowerCase())) : '';
export const personalityLabel = (p: string | null | undefined) => (p ? optionText(`family.personality.${p}`, PERSONALITY_TYPE_LABELS[p] ?? p) : null);
export const curriculumLabel = (c: string | null | undefined) => (c ? optionText(`family.curriculum.${c}`, optionLabel(c)) : null);

/** The learning style's label (shared/family.ts writes it in English, styles joined with ' & '), each style translated. */
export function styleLabel(style: unknown): string | null {
  const english = learningStyleLabel(style);
  if (!english || currentLanguage() === 'en') return english;
  return english
    .split(' & ')
    .map((name) => translateKnown(name))
    .join(' و');
}

/** en-GB's short month names (September is "Sept" there). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A stored date as e.g. "5 Mar 2025" (in Arabic, "5 مارس 2025") (the local day, as en-GB's Intl format writes it); empty for
 * missing or unreadable dates. Built by hand: the first Intl.DateTimeFormat of a page loads its locale
 * data, which costs about 190 ms of the dashboard's main thread on a throttled phone.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t);
  // Arabic month names come from Intl (only an Arabic page pays for its locale data).
  if (currentLanguage() === 'ar') return d.toLocaleDateString(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric' });
  return `${d.getDate()} ${SHORT_MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}
