import { i18n } from '@lingui/core';
import { intlLocale } from '../../../i18n/language';
import type { Subscription } from '../api/subscriptions';

/** Words and colours for calendars the family follows (docs/decisions/0015). */

/** The names the colour swatches are announced by, for SUBSCRIPTION_COLORS. */
const COLOR_NAMES: Record<string, string> = {
  '#2563eb': 'blue',
  '#16a34a': 'green',
  '#dc2626': 'red',
  '#9333ea': 'purple',
  '#ea580c': 'orange',
  '#0891b2': 'teal',
  '#db2777': 'pink',
  '#4b5563': 'grey',
};

export function colorName(hex: string): string {
  const known = COLOR_NAMES[hex.toLowerCase()];
  return known ? i18n._(`calendar.color.${known}`) : i18n._('calendar.color.other', { hex });
}

/** '1 event', '12 events' (in the current language). */
export function countText(n: number): string {
  return i18n._('calendar.events', { count: n });
}

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** English stays en-US (its dates read 'Nov 27, 2026'); Arabic has Latin digits. */
const locale = () => (intlLocale() === 'en' ? 'en-US' : intlLocale());

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday'; a date for anything older than a week. */
export function relativeTime(iso: string, now: number = Date.now(), timeZone?: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  let amount = Math.round((then - now) / 60_000);
  if (Math.abs(amount) < 1) return i18n._('calendar.justNow');
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' }).format(amount, unit);
    amount = Math.round(amount / size);
  }
  return i18n._('calendar.onDate', { date: exactTime(iso, timeZone, { dateStyle: 'medium' }) });
}

/** The full date and time, for a title attribute beside a relative time. */
export function exactTime(iso: string, timeZone?: string, style: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  try {
    return new Date(iso).toLocaleString(locale(), { ...style, timeZone: timeZone || undefined });
  } catch {
    // An unknown timezone name: the browser's own.
    return new Date(iso).toLocaleString(locale(), style);
  }
}

/** The status line of a subscription that is neither paused nor failing. */
export function statusText(sub: Pick<Subscription, 'eventCount' | 'lastRefreshedAt'>, now?: number, timeZone?: string): string {
  const count = countText(sub.eventCount);
  return sub.lastRefreshedAt
    ? i18n._('calendar.refreshedAgo', { events: count, when: relativeTime(sub.lastRefreshedAt, now, timeZone) })
    : i18n._('calendar.notRefreshed', { events: count });
}

/** The first colour no subscription uses yet, so a new calendar stands out from the others. */
export function nextColor(colors: readonly string[], used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()));
  return colors.find((c) => !taken.has(c)) ?? colors[0];
}
