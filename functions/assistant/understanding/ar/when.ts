import { DateTime } from 'luxon';
import type { RECURRENCES } from '../../../../shared/schemas/calendar';
import { isoOf, minutesOfDay, type Wall } from '../dates';
import { cutClock, cutPartOfDay } from './clock';
import { cutDay, cutRange, weekdayNumber, WEEKDAYS, type Range } from './days';
import { COUNT, numberOf, pattern, Said } from './text';

/**
 * Everything about when, read from an Arabic message and cut out of it: the day (days.ts), the clock time
 * (clock.ts), "طول اليوم", a repeat ("كل خميس"، "كل يوم"), a length ("لمدة ساعة"، "من ٤ إلى ٦"), a reminder
 * ("ذكرني قبلها بساعة"), a time from now ("بعد ساعة"), and the span a question names ("الأسبوع الجاي").
 */

export interface ArWhen {
  date: string | null;
  weekdayOnly: boolean;
  time: string | null;
  /** A part of the day said without a clock time: its usual hour and the hours it covers. */
  part: { usual: string; from: string; to: string } | null;
  range: Range | null;
  allDay: boolean;
  durationMinutes: number | null;
  recurrence: (typeof RECURRENCES)[number];
  weekdays: number[];
  reminderMinutes: number | null;
}

const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';
const LENGTH = `(?:(${COUNT})\\s*)?(ساعه|ساعات|ساعتين|ساعتان|دقيقه|دقايق|دقائق|دقيقتين|يوم|ايام|يومين)(?:\\s*و\\s*(?:ال)?(نص|نصف|ربع))?|(نص|نصف|ربع)\\s*ساعه`;

/** Minutes in "ساعة ونص", "٣٠ دقيقة", "ساعتين", "نص ساعة", "يوم". */
function clockMinutes(m: RegExpExecArray, at: number): number {
  const [n, unit, plus, half] = m.slice(at, at + 4);
  if (half) return half === 'ربع' ? 15 : 30;
  const count = n ? (numberOf(n) ?? 1) : /ين|ان$/.test(unit) ? 2 : 1;
  const per = /^د/.test(unit) ? 1 : /^(?:يوم|ايام)/.test(unit) ? 1440 : 60;
  return count * per + (plus ? (plus === 'ربع' ? 15 : 30) : 0);
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function cutRepeat(s: Said, w: ArWhen) {
  const stems = WEEKDAYS.map(([, x]) => x).join('|');
  const days = s.cut(pattern(`${START}(?:و)?كل\\s+(?:يوم\\s+)?(?:ال)?(${stems})((?:\\s*(?:و|,)\\s*(?:يوم\\s+)?(?:ال)?(?:${stems}))*)${END}`));
  if (days) {
    w.recurrence = 'weekly';
    const more = [...days[2].matchAll(new RegExp(`(?:ال)?(${stems})(?![\\p{L}])`, 'gu'))].map((x) => x[1]);
    w.weekdays = [days[1], ...more].map(weekdayNumber);
    return;
  }
  const every: Array<[(typeof RECURRENCES)[number], string]> = [
    ['fortnightly', 'كل اسبوعين'],
    ['daily', 'كل يوم|يوميا|كل الايام'],
    ['weekly', 'كل اسبوع|اسبوعيا|كل جمعه'],
    ['monthly', 'كل شهر|شهريا'],
    ['yearly', 'كل سنه|كل عام|سنويا|كل سنة'],
  ];
  for (const [recurrence, words] of every) if (s.cut(pattern(`${START}(?:و)?(?:${words})${END}`))) w.recurrence = recurrence;
}

/** "ذكرني قبلها بساعة", "مع تذكير قبل ٣٠ دقيقة": the reminder's offset, cut out. */
export function cutReminder(s: Said, w: { reminderMinutes: number | null }) {
  const reminder =
    s.cut(pattern(`${START}(?:و|,)?\\s*(?:ذكرني|ذكريني|ذكرنا|نبهني|فكرني|نبهيني)\\s+(?:قبلها|قبله|قبل|قبل الموعد)\\s*(?:ب)?(?:${LENGTH})${END}`)) ??
    s.cut(pattern(`${START}(?:و|,)?\\s*(?:مع\\s+)?(?:تذكير|تنبيه)\\s+(?:قبلها|قبله|قبل)\\s*(?:ب)?(?:${LENGTH})${END}`));
  if (reminder) w.reminderMinutes = clockMinutes(reminder, 1);
}

/** The when of a message, cut out of it. */
export function cutWhen(s: Said, wall: Wall, timezone: string): ArWhen {
  const w: ArWhen = {
    date: null,
    weekdayOnly: false,
    time: null,
    part: null,
    range: null,
    allDay: false,
    durationMinutes: null,
    recurrence: 'none',
    weekdays: [],
    reminderMinutes: null,
  };
  if (
    s.cut(
      pattern(
        `${START}(?:(?:ل|ع|على)?\\s*(?:طول|طوال|طيله)\\s+(?:ال)?(?:يوم|نهار)|كل\\s+ال(?:يوم|نهار)|(?:ال)?(?:يوم|نهار)\\s+(?:كله|كامل|بكامله|بطوله)|يوم\\s+كامل)${END}`,
      ),
    )
  )
    w.allDay = true;
  cutReminder(s, w);
  const length = s.cut(pattern(`${START}(?:لمده|مدته|مدتها|مده|على مدى|يستمر|تستمر|لفتره)\\s+(?:${LENGTH})${END}`));
  if (length) w.durationMinutes = clockMinutes(length, 1);
  cutRepeat(s, w);
  const fromNow = s.cut(pattern(`${START}(?:و)?بعد\\s+(?:${LENGTH})${END}`));
  if (fromNow && /يوم|ايام/.test(fromNow[2] ?? '')) {
    const days = clockMinutes(fromNow, 1) / 1440;
    Object.assign(w, { date: isoOf(wall.today.plus({ days })) });
  } else if (fromNow) {
    const at = wall.now.plus({ minutes: clockMinutes(fromNow, 1) });
    return { ...w, date: isoOf(at.startOf('day')), time: at.toFormat('HH:mm') };
  }
  w.range = cutRange(s, wall) ?? cutDaySpan(s, wall, timezone);
  // "الليلة الساعة ٨": tonight's hours are in the evening
  const tonight = s.test(pattern(`${START}(?:و|ل|ف)?(?:الليله|هالليله)${END}`));
  const day = cutDay(s, wall, timezone);
  if (day) Object.assign(w, day);
  // "من ٤ إلى ٦": a start and an end
  const first = cutClock(s);
  w.time = first?.time ?? null;
  const hour = Number(w.time?.slice(0, 2));
  if (tonight && hour >= 7 && hour <= 11) w.time = `${hour + 12}${w.time!.slice(2)}`;
  if (first) {
    const probe = s.copy();
    const end = cutClock(probe);
    const gap = end ? s.folded.slice(first.end, end.index) : '';
    if (end && end.index >= first.end && /^\s*(?:الي|ل|لل|لين|حتي|لحد|لغايه|للساعه|و|-|–)?\s*$/u.test(gap)) {
      Object.assign(s, { typed: probe.typed, folded: probe.folded });
      s.blank(first.end, gap.length);
      let span = minutesOfDay(end.time) - minutesOfDay(first.time);
      if (span <= 0 && span + 720 > 0) span += 720;
      if (span > 0) w.durationMinutes = span;
    }
    const from = /(?<![\p{L}\p{N}])من\s*$/u.exec(s.folded.slice(0, first.index));
    if (from && w.durationMinutes) s.blank(from.index, from[0].length);
  }
  if (!w.time) w.part = cutPartOfDay(s);
  else cutPartOfDay(s);
  if (!w.date && w.weekdays.length) {
    const ahead = (n: number) => (n - wall.today.weekday + 7) % 7;
    const first = [...w.weekdays].sort((a, b) => ahead(a) - ahead(b))[0];
    Object.assign(w, { date: isoOf(wall.today.plus({ days: ahead(first) })), weekdayOnly: true });
  }
  return w;
}

/** "من يوم الاثنين إلى يوم الأربعاء", "من ١٠ لين ١٢ مارس": the first day, and the last read after the joint. */
const DAY_SPAN = pattern(`${START}من\\s+((?:يوم\\s+)?\\S+(?:\\s+\\S+)?)\\s+(?:الى|لين|لحد|حتي|لغايه)\\s+((?:يوم\\s+)?\\S+(?:\\s+\\S+)?)${END}`);
function cutDaySpan(s: Said, wall: Wall, timezone: string): Range | null {
  const found = DAY_SPAN.exec(s.folded);
  if (!found) return null;
  const from = cutDay(new Said(found[1]), wall, timezone)?.date;
  let to = cutDay(new Said(found[2]), wall, timezone)?.date;
  if (!from || !to) return null;
  // "من الاثنين إلى الأربعاء" on a Wednesday: the Wednesday after that Monday
  while (to < from) to = isoOf(DateTime.fromISO(to).plus({ days: 7 }));
  s.blank(found.index, found[0].length);
  return { fromDate: from, toDate: to };
}

export const hasWhen = (w: ArWhen) => Boolean(w.date || w.range || w.time || w.part || w.allDay || w.recurrence !== 'none');
export { hhmm as minutesToTime };
