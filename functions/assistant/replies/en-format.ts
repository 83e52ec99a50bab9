import { DateTime } from 'luxon';

/** English dates, times, durations and lists as the assistant writes them. */

export const time = (hhmm: string) => DateTime.fromFormat(hhmm, 'HH:mm', { zone: 'UTC' }).toFormat('h:mm a');
export const date = (iso: string) => DateTime.fromISO(iso, { zone: 'UTC' }).toFormat('ccc d LLL yyyy');
export const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));
export const ordinal = (d: number) => `${d}${['th', 'st', 'nd', 'rd'][d % 10 > 3 || Math.floor(d / 10) === 1 ? 0 : d % 10]}`;

export function duration(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return `${minutes / 1440} day${minutes > 1440 ? 's' : ''}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hour${h > 1 ? 's' : ''}` : '', m ? `${m} minute${m > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}
