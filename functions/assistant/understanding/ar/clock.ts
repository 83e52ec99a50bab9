import { NUMBER, numberOf, pattern, type Said } from './text';

/**
 * Clock times in Arabic: "الساعة ٥", "٥:٣٠", "خمسة ونص", "العاشرة والربع", "٥ إلا ربع", "٨ الصبح", "٤ العصر",
 * "٧ مساءً", "5pm". A part of the day fixes am/pm; without one, 1–6 is afternoon, 7–11 morning and 12 noon
 * (as in English). A part of the day said alone gives its usual hour.
 */

/** Parts of the day: the words alone, the short forms only after a number, their effect on an hour, usual hour and span. */
const PARTS = [
  { re: 'الصبح|صباحا|الصباح|صباح|بالصباح|في الصباح|الصبحيه|الفجر|فجرا', short: 'ص|am|a\\.m\\.?', kind: 'am', usual: 9, from: 8, to: 12 },
  { re: 'بعد الظهر|بعد الضهر|العصر|عصرا|بالعصر|العصريه', short: '', kind: 'pm', usual: 16, from: 12, to: 17 },
  { re: 'الظهر|ظهرا|الظهيره|بالظهر|وقت الظهر|الضهر|ضهرا|بالضهر', short: '', kind: 'noon', usual: 12, from: 12, to: 14 },
  { re: 'المغرب|مغربا|بعد المغرب|وقت المغرب', short: '', kind: 'pm', usual: 18, from: 17, to: 20 },
  { re: 'المسا|مساء|المساء|مسا|بالمسا|في المساء|العشيه|عشيه', short: 'م|pm|p\\.m\\.?', kind: 'pm', usual: 18, from: 17, to: 21 },
  { re: 'بالليل|الليل|ليلا|في الليل|بليل', short: '', kind: 'pm', usual: 20, from: 20, to: 23 },
] as const;
const all = (p: (typeof PARTS)[number]) => (p.short ? `${p.re}|${p.short}` : p.re);
const ANY_PART = PARTS.map((p) => all(p)).join('|');
const partOf = (said: string) => PARTS.find((p) => pattern(`^(?:${all(p)})$`).test(said.trim()));

const FRACTION =
  '(?:\\s*و\\s*(?:ال)?(نص|نصف|ربع|ثلث)|\\s*(?:الا|غير)\\s*(?:ال)?(ربع|ثلث|عشره|خمسه)|\\s*و\\s*(\\d{1,2})\\s*(?:دقيقه|دقايق|دقائق|د)?(?![\\p{L}\\p{N}]))';
const AT = '(?:(?:ب|في|على|عل|ع|عال)?\\s*ال\\s?ساعه|ساعه|بالساعه|عالساعه)';
const END = '(?![\\p{L}\\p{N}])';
const START = '(?<![\\p{L}\\p{N}])';

/** "الساعة ٥ ونص العصر", "٥:٣٠ م", "خمسة ونص", "5pm": [hour, minute, fraction, minus-fraction, and-minutes, part]. */
const CLOCK = [
  // after "الساعة": any number, word or ordinal
  pattern(`${START}${AT}\\s*(${NUMBER})(?:[:.](\\d{2}))?${END}(?:${FRACTION})?(?:\\s*(${ANY_PART})${END})?`),
  // digits, alone or with minutes
  pattern(`${START}(\\d{1,2})(?:[:.](\\d{2}))?\\s*(?:(?=am|pm|a\\.m|p\\.m)|${END})(?:${FRACTION})?(?:\\s*(${ANY_PART})${END})?`),
  // a number word with a fraction or a part of the day
  pattern(`${START}(${NUMBER})()${END}(?:${FRACTION})(?:\\s*(${ANY_PART})${END})?`),
  pattern(`${START}(${NUMBER})()${END}()()()\\s*(${ANY_PART})${END}`),
];

const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
const MINUTES: Record<string, number> = { نص: 30, نصف: 30, ربع: 15, ثلث: 20, عشره: 10, خمسه: 5 };

/** An hour said with a part of the day (or none) on the 24-hour clock. */
function onClock(hour: number, part: string | undefined, evening: boolean): number {
  const kind = part ? partOf(part)?.kind : undefined;
  if (kind === 'am') return hour === 12 ? 0 : hour;
  if (kind === 'noon') return hour <= 6 ? hour + 12 : hour;
  if (kind === 'pm') return hour < 12 ? hour + 12 : hour;
  if (hour >= 1 && hour <= 6) return hour + 12;
  if (evening && hour >= 7 && hour <= 11) return hour + 12;
  return hour;
}

/** Dinner and the like: 7–11 without a part of the day is then in the evening. */
const EVENING = pattern('(?<![\\p{L}])(?:ال|لل|ب|و)?(?:عشا|عشاء|سهره|حفله عشاء)(?![\\p{L}])');

/** The first clock time in the message, cut out of it; null when there is none. */
export function cutClock(s: Said): { time: string; index: number; end: number } | null {
  const evening = s.test(EVENING);
  for (const re of CLOCK) {
    const found = re.exec(s.folded);
    if (!found) continue;
    const [, h, mm, plus, minus, andMinutes, part] = found;
    let hour = numberOf(h);
    let minute = mm ? Number(mm) : 0;
    if (hour == null || hour > 24 || minute > 59) continue;
    if (plus) minute = MINUTES[plus];
    // "بين ١٠ و ١٢": two hours, not ten past
    if (andMinutes && /بين\s*$/u.test(s.folded.slice(0, found.index))) {
      const hourEnd = found[0].indexOf(h) + h.length;
      // the "و" goes too, so the second hour ("و٥") reads as the end
      s.blank(found.index, found[0].indexOf('و', hourEnd) + 1);
      return { time: hhmm(onClock(hour, undefined, evening), 0), index: found.index, end: found.index + hourEnd };
    }
    if (andMinutes) minute = Number(andMinutes);
    if (minus) {
      hour = hour === 1 ? 12 : hour - 1;
      minute = 60 - MINUTES[minus];
    }
    // "17:30" is already on the 24-hour clock; "0" or "00" too.
    if (hour <= 12 && !/^0\d/.test(h)) hour = onClock(hour, part, evening);
    if (hour > 23 || minute > 59) continue;
    s.blank(found.index, found[0].length);
    return { time: hhmm(hour, minute), index: found.index, end: found.index + found[0].length };
  }
  return null;
}

/** A part of the day said without a clock time ("بكرة الصبح", "العصر"), cut out: its usual hour and the hours it covers. */
export function cutPartOfDay(s: Said): { usual: string; from: string; to: string } | null {
  for (const p of PARTS) {
    if (s.cut(pattern(`${START}(?:و|ب|ف)?(?:${p.re})${END}`))) return { usual: hhmm(p.usual, 0), from: hhmm(p.from, 0), to: hhmm(p.to, 0) };
  }
  return null;
}
