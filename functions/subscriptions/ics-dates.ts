/**
 * The date window as day numbers and instants, day arithmetic, and date-time properties read only when their raw
 * text is a real date.
 */
import ICAL from 'ical.js';

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalProperty = InstanceType<typeof ICAL.Property>;

const DAY_MS = 86_400_000;

export interface Window {
  zone: string;
  fromDay: number;
  toDay: number;
  fromMs: number;
  /** Exclusive: the start of the day after `to` in the target timezone. */
  toMs: number;
}

export function dayIndex(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function dayIndexOfIso(iso: string): number {
  return dayIndex(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
}

export function isoOfDayIndex(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function isoDate(time: IcalTime): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

const RAW_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z?)?$/;

/** ical.js rolls impossible values over (month 13 → next January); an unreadable time is checked on its raw text instead. */
export function validRaw(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  const m = RAW_DATE.exec(raw);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  return m[4] === undefined || (Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 60);
}

export function readTime(prop: IcalProperty): IcalTime | null {
  if (!validRaw(prop.jCal[3])) return null;
  const value = prop.getFirstValue();
  return value instanceof ICAL.Time ? value : null;
}
