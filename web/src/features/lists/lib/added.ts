import { i18n } from '@lingui/core';
import { currentLanguage, intlLocale } from '../../../i18n/language';
import type { ListItem } from '../api/lists';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "just now", "5 min ago", "3 h ago", "yesterday", then the date (in the account's timezone). */
export function whenText(iso: string, now: number, timeZone?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return i18n._('lists.justNow');
  if (ago < HOUR) return i18n._('lists.minutesAgo', { count: Math.floor(ago / MINUTE) });
  const day = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: validZone(timeZone), year: 'numeric', month: '2-digit', day: '2-digit' }).format(t);
  if (day(at) === day(now)) return i18n._('lists.hoursAgo', { count: Math.floor(ago / HOUR) });
  if (day(at) === day(now - 24 * HOUR)) return i18n._('lists.yesterday');
  const sameYear = day(at).slice(0, 4) === day(now).slice(0, 4);
  const locale = currentLanguage() === 'ar' ? intlLocale() : 'en-GB';
  return new Intl.DateTimeFormat(locale, { timeZone: validZone(timeZone), day: 'numeric', month: 'short', year: sameYear ? undefined : 'numeric' }).format(at);
}

function validZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** "Added by Ben ·", "Added by you ·", or "Added" once the person who added it has deleted their account. */
export function addedByText(item: ListItem, userId: string | undefined): string {
  if (!item.addedBy) return i18n._('lists.added');
  if (item.addedBy.id === userId) return i18n._('lists.addedByYou');
  return i18n._('lists.addedBy', { name: item.addedBy.name || i18n._('lists.someone') });
}
