import type { Dated } from './say';
import { DAY, HOUR, MINUTE, count, iso, rtl } from './ar-text';

/**
 * Dates, times and durations in Arabic with Latin digits (what parents in the Gulf type on WhatsApp): weekday and
 * month names from ICU's Arabic ("الخميس 5 مارس 2026", "4:30 م"). Dates are calendar days and times wall-clock
 * times, so both are formatted in UTC where nothing shifts them.
 */

const LOCALE = 'ar-u-nu-latn';
// Made on first use: loading ICU's Arabic data costs a cold start ~20 ms that an English reply never needs.
let formats: { dayParts: Intl.DateTimeFormat; clock: Intl.DateTimeFormat } | undefined;
const formatsOf = () =>
  (formats ??= {
    dayParts: new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    clock: new Intl.DateTimeFormat(LOCALE, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  });

const dayOf = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
const partsOf = (isoDate: string) =>
  Object.fromEntries(
    formatsOf()
      .dayParts.formatToParts(dayOf(isoDate))
      .map((p) => [p.type, p.value]),
  );

/** "الخميس 5 مارس 2026", not isolated (a line of its own starts with it). */
export function dateText(isoDate: string): string {
  const p = partsOf(isoDate);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

export const date = (isoDate: string) => iso(dateText(isoDate));

/** "5 مارس". */
export function dayMonth(isoDate: string): string {
  const p = partsOf(isoDate);
  return `${p.day} ${p.month}`;
}

export const weekday = (isoDate: string) => partsOf(isoDate).weekday;

/** "4:30 م" (ص before noon, م from noon), isolated so it reads as one unit. */
export function time(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return iso(
    formatsOf()
      .clock.format(new Date(Date.UTC(2026, 0, 1, h, m)))
      .replace(/\s+/g, ' '),
  );
}

/** "30 دقيقة", "ساعة و30 دقيقة", "يومان"; oblique after a preposition ("قبله بساعتين", "لمدة يومين"). */
export function duration(minutes: number, oblique = false): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return count(minutes / 1440, DAY, oblique);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? count(h, HOUR, oblique) : '', m ? count(m, MINUTE, oblique) : ''].filter(Boolean).join(' و');
}

export const when = (o: Dated, tz: string) =>
  o.allDay || !o.time ? `${date(o.date)}، طوال اليوم` : `${date(o.date)} الساعة ${time(o.time)} (بتوقيت ${iso(tz)})`;

/** "4:00 م – 5:00 م" as one right-to-left unit, so the start reads first in any line. */
export function span(o: Dated & { duration: number }): string {
  if (o.allDay || !o.time) return 'طوال اليوم';
  const [h, m] = o.time.split(':').map(Number);
  const end = (h * 60 + m + o.duration) % 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return rtl(`${time(o.time)} – ${time(`${pad(Math.floor(end / 60))}:${pad(end % 60)}`)}`);
}

/** A weekday as it follows كل: "الثلاثاء" → "ثلاثاء". */
const bare = (day: string) => day.replace(/^ال/, '');

export function repeat(recurrence: string, isoDate: string, weekdays?: string[], until?: string | null): string | null {
  const how = repeatOnly(recurrence, isoDate, weekdays);
  return how && until ? `${how} حتى ${date(until)}` : how;
}

function repeatOnly(recurrence: string, isoDate: string, weekdays?: string[]): string | null {
  const every = recurrence === 'fortnightly' ? 'كل أسبوعين يوم' : 'كل يوم';
  if (weekdays?.length) {
    const days = weekdays.map(bare);
    return `${every} ${days.length > 1 ? `${days.slice(0, -1).join('، ')} و${days.at(-1)}` : days[0]}`;
  }
  if (recurrence === 'daily') return 'كل يوم';
  if (recurrence === 'weekly' || recurrence === 'fortnightly') return `${every} ${bare(weekday(isoDate))}`;
  if (recurrence === 'monthly') return `يوم ${iso(String(dayOf(isoDate).getUTCDate()))} من كل شهر`;
  if (recurrence === 'yearly') return `كل سنة في ${iso(dayMonth(isoDate))}`;
  return null;
}
