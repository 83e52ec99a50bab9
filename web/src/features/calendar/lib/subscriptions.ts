import type { Subscription } from '../api/subscriptions';

/** Words and colours for calendars the family follows (docs/decisions/0015). */

/** The names the colour swatches are announced by, for SUBSCRIPTION_COLORS. */
const COLOR_NAMES: Record<string, string> = {
  '#2563eb': 'Blue',
  '#16a34a': 'Green',
  '#dc2626': 'Red',
  '#9333ea': 'Purple',
  '#ea580c': 'Orange',
  '#0891b2': 'Teal',
  '#db2777': 'Pink',
  '#4b5563': 'Grey',
};

export function colorName(hex: string): string {
  return COLOR_NAMES[hex.toLowerCase()] ?? `Colour ${hex}`;
}

/** '1 event', '12 events'. */
export function countText(n: number, noun = 'event'): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday'; a date for anything older than a week. */
export function relativeTime(iso: string, now: number = Date.now(), timeZone?: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return iso;
  let amount = Math.round((then - now) / 60_000);
  if (Math.abs(amount) < 1) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return RELATIVE.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return `on ${exactTime(iso, timeZone, { dateStyle: 'medium' })}`;
}

/** The full date and time, for a title attribute beside a relative time. */
export function exactTime(iso: string, timeZone?: string, style: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  try {
    return new Date(iso).toLocaleString('en-US', { ...style, timeZone: timeZone || undefined });
  } catch {
    // An unknown timezone name: the browser's own.
    return new Date(iso).toLocaleString('en-US', style);
  }
}

/** The status line of a subscription that is neither paused nor failing. */
export function statusText(sub: Pick<Subscription, 'eventCount' | 'lastRefreshedAt'>, now?: number, timeZone?: string): string {
  const count = countText(sub.eventCount);
  return sub.lastRefreshedAt ? `${count} · refreshed ${relativeTime(sub.lastRefreshedAt, now, timeZone)}` : `${count} · not refreshed yet`;
}

/** The first colour no subscription uses yet, so a new calendar stands out from the others. */
export function nextColor(colors: readonly string[], used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()));
  return colors.find((c) => !taken.has(c)) ?? colors[0];
}
