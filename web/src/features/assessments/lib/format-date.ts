import { currentLanguage, intlLocale } from '../../../i18n/language';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Report dates read 'MMM dd, yyyy' (ADR 0004), e.g. 'Mar 03, 2026', in the browser's timezone; in Arabic, the
 * Arabic month name with Latin digits (03 مارس 2026).
 */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  if (currentLanguage() === 'ar') return d.toLocaleDateString(intlLocale(), { day: '2-digit', month: 'long', year: 'numeric' });
  return `${MONTHS[d.getMonth()]} ${String(d.getDate()).padStart(2, '0')}, ${d.getFullYear()}`;
}
