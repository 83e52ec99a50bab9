import { DateTime } from 'luxon';
import { isoOf, usesMonthFirst, type Wall } from '../dates';
import { pattern, type Said } from './text';

/**
 * Days in Arabic: اليوم، الليلة، بكرة/بكره/غدًا، بعد بكرة، the weekdays (الخميس، يوم الخميس، هالخميس، الخميس الجاي),
 * بعد يومين، ٢٠ مارس / ٢٠ آذار، ٢٠/٣، يوم ١٥; and the spans questions ask about (هالأسبوع، الأسبوع الجاي، نهاية
 * الأسبوع، الشهر الجاي). The rules are the English ones (read-when.ts): a weekday is the coming one (today
 * included); "الجاي" after a weekday is the coming one too, never today; a date without a year is the next one.
 */

const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';
export const NEXT = '(?:ال)?(?:جاي|جايه|جايي|قادم|قادمه|مقبل|مقبله|اللي جاي|الي جاي|اللي جايه|الي جايه|الياي|اليايه)';

/** Weekday stems after "ال" (luxon numbering, Monday = 1). */
export const WEEKDAYS: Array<[number, string]> = [
  [1, 'اثنين|اتنين|ثنين'],
  [2, 'ثلاثاء|ثلاثا|تلاتا|تلات|تلاتاء|ثلوث'],
  [3, 'اربعاء|اربعا|اربع'],
  [4, 'خميس'],
  [5, 'جمعه'],
  [6, 'سبت'],
  [7, 'احد|حد'],
];
const STEMS = WEEKDAYS.map(([, w]) => w).join('|');
/** "الخميس", "يوم الخميس", "هالخميس", "والخميس", "خميس" (the unambiguous ones bare). */
export const WEEKDAY = `(?:(?:و|ب|ف)?(?:ها)?(?:ال|لل)|يوم\\s+(?:ال)?|(?<![\\p{L}])(?=خميس|سبت|ثلاثاء|اربعاء))(${STEMS})`;
export const weekdayNumber = (stem: string) => WEEKDAYS.find(([, w]) => new RegExp(`^(?:${w})$`, 'u').test(stem))![0];

const MONTHS: Array<[number, string]> = [
  [1, 'يناير|جانفي|كانون الثاني'],
  [2, 'فبراير|فيفري|شباط'],
  [3, 'مارس|اذار'],
  [4, 'ابريل|افريل|نيسان'],
  [5, 'مايو|ماي|ايار'],
  [6, 'يونيو|يونيه|جوان|حزيران'],
  [7, 'يوليو|يوليه|جويليه|تموز'],
  [8, 'اغسطس|اوت|اب'],
  [9, 'سبتمبر|ايلول'],
  [10, 'اكتوبر|تشرين الاول'],
  [11, 'نوفمبر|تشرين الثاني'],
  [12, 'ديسمبر|كانون الاول'],
];
const MONTH = MONTHS.map(([, w]) => w).join('|');

export type Range = { fromDate: string; toDate: string };

export interface ArDay {
  date: string;
  /** The day came from a weekday name alone, so a week later is also that day. */
  weekdayOnly: boolean;
}

/** A date without a year: the next one on or after today. */
function nextDate(wall: Wall, month: number, day: number, year?: number): string | null {
  let d = DateTime.fromObject({ year: year ?? wall.today.year, month, day }, { zone: 'UTC' });
  if (!d.isValid) return null;
  if (!year && isoOf(d) < isoOf(wall.today)) d = d.plus({ years: 1 });
  return isoOf(d);
}

/** The day a message names, cut out of it; null when it names none. */
export function cutDay(s: Said, wall: Wall, timezone: string): ArDay | null {
  const t = wall.today;
  const at = (days: number) => ({ date: isoOf(t.plus({ days })), weekdayOnly: false });
  if (s.cut(pattern(`${START}(?:و|ب)?بعد\\s+(?:بكره|بكرا|بكرة|غد|الغد|باكر|باجر|بكرى)${END}`))) return at(2);
  const inDays = s.cut(pattern(`${START}(?:و)?بعد\\s+(?:(يومين)|(\\d{1,2}|ثلاث|ثلاثه|اربع|اربعه|خمس|خمسه)\\s*(?:ايام|يوم)|(اسبوع|جمعه)|(اسبوعين))${END}`));
  if (inDays) {
    const n = inDays[1] ? 2 : inDays[3] ? 7 : inDays[4] ? 14 : Number(inDays[2]) || { ثلاث: 3, ثلاثه: 3, اربع: 4, اربعه: 4, خمس: 5, خمسه: 5 }[inDays[2]] || 3;
    return at(n);
  }
  if (s.cut(pattern(`${START}(?:و|ب|ل|لل)?(?:بكره|بكرا|بكرى|غدا|الغد|غد|باكر|باجر|بكير الصبح)${END}`))) return at(1);
  if (s.cut(pattern(`${START}(?:و|ل|ف)?(?:اليوم|الليله|هالليله|الليلة|النهارده|النهاردا|هاليوم|اليوم ده)${END}`))) return at(0);
  // "الخميس الجاي من الأسبوع الجاي": a weekday in next week
  const weekday = s.cut(pattern(`${START}${WEEKDAY}(?:\\s+(${NEXT}|اللي بعده|الي بعده|بعد الجاي))?${END}`));
  if (weekday) {
    const n = weekdayNumber(weekday[1]);
    const nextWeek = s.cut(pattern(`${START}(?:من|في|ب)?\\s*(?:ال)?اسبوع\\s+${NEXT}${END}`));
    if (nextWeek) return { date: isoOf(t.plus({ days: 8 - t.weekday + n - 1 })), weekdayOnly: false };
    let ahead = (n - t.weekday + 7) % 7;
    if (weekday[2] && ahead === 0) ahead = 7;
    if (weekday[2] && /بعد/.test(weekday[2])) ahead += 7;
    return { date: isoOf(t.plus({ days: ahead })), weekdayOnly: !weekday[2] };
  }
  const iso = s.cut(/(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/);
  if (iso) return { date: nextDate(wall, Number(iso[2]), Number(iso[3]), Number(iso[1])) ?? isoOf(t), weekdayOnly: false };
  const numeric = s.cut(/(?<![\d:.])(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?(?![\d:])/);
  if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])];
    const [day, month] = usesMonthFirst(timezone) ? [b, a] : [a, b];
    const year = numeric[3] ? Number(numeric[3].length === 2 ? `20${numeric[3]}` : numeric[3]) : undefined;
    const date = nextDate(wall, month, day, year);
    if (date) return { date, weekdayOnly: false };
  }
  const named = s.cut(pattern(`${START}(?:يوم\\s+|في\\s+)?(\\d{1,2})\\s*(?:من\\s+)?(?:شهر\\s+)?(${MONTH})(?:\\s+(\\d{4}))?${END}`));
  if (named) {
    const month = MONTHS.find(([, w]) => pattern(`^(?:${w})$`).test(named[2]))![0];
    const date = nextDate(wall, month, Number(named[1]), named[3] ? Number(named[3]) : undefined);
    if (date) return { date, weekdayOnly: false };
  }
  // "يوم ١٥", "بتاريخ ١٥", "١٥ الشهر": the next 15th
  const dayOfMonth = s.cut(pattern(`${START}(?:(?:يوم|بتاريخ|تاريخ|في)\\s+(\\d{1,2})(?!\\s*(?:[:.]|ساع|دقي|ايام|يوم))|(\\d{1,2})\\s+(?:ال|هال)شهر)${END}`));
  if (dayOfMonth) {
    const n = Number(dayOfMonth[1] ?? dayOfMonth[2]);
    let d = t.set({ day: Math.min(n, t.daysInMonth ?? 28) });
    if (isoOf(d) < isoOf(t)) d = t.plus({ months: 1 }).set({ day: n });
    if (n >= 1 && n <= 31 && d.isValid) return { date: isoOf(d), weekdayOnly: false };
  }
  return null;
}

/** The span a question names (a week, the weekend, a month), cut out of it; null when it names none. */
export function cutRange(s: Said, wall: Wall): Range | null {
  const t = wall.today;
  const span = (from: DateTime, to: DateTime) => ({ fromDate: isoOf(from), toDate: isoOf(to) });
  const weekend = `(?:نهايه\\s+(?:ال)?اسبوع|اخر\\s+(?:ال)?اسبوع|(?:ال)?ويكند|(?:ال)?ويك\\s?اند|(?:ال)?عطله|(?:ال)?اجازه)`;
  if (s.cut(pattern(`${START}(?:في\\s+|ب)?${weekend}\\s+${NEXT}${END}`))) {
    const saturday = t.plus({ days: ((6 - t.weekday + 7) % 7 || 7) + (t.weekday >= 6 ? 0 : 7) });
    return span(saturday, saturday.plus({ days: 1 }));
  }
  if (s.cut(pattern(`${START}(?:في\\s+|ب|و)?(?:ها|هذه\\s+|هذي\\s+)?${weekend}(?:\\s+(?:هذا|هذه|ده|دي|هاي))?${END}`))) {
    const saturday = t.weekday === 7 ? t : t.plus({ days: (6 - t.weekday + 7) % 7 });
    return span(saturday, t.weekday === 7 ? t : saturday.plus({ days: 1 }));
  }
  if (s.cut(pattern(`${START}(?:في\\s+|ب)?(?:ال)?(?:اسبوع|جمعه)\\s+${NEXT}${END}`))) {
    const monday = t.plus({ days: 8 - t.weekday });
    return span(monday, monday.plus({ days: 6 }));
  }
  if (s.cut(pattern(`${START}(?:في\\s+|ب|و)?(?:هال|هذا\\s+ال|هاد\\s+ال|هادا\\s+ال|ال)اسبوع(?:\\s+(?:هذا|ده|هاد|هادا|دا))?${END}`)))
    return span(t, t.plus({ days: 6 }));
  if (s.cut(pattern(`${START}(?:في\\s+|ب)?(?:ال)?شهر\\s+${NEXT}${END}`))) {
    const first = t.plus({ months: 1 }).startOf('month');
    return span(first, first.endOf('month'));
  }
  if (s.cut(pattern(`${START}(?:في\\s+|ب)?(?:هال|هذا\\s+ال|ال)شهر(?:\\s+(?:هذا|ده|هاد))?${END}`))) return span(t, t.endOf('month'));
  return null;
}
