import { DateTime } from 'luxon';
import { isoOf, type Wall } from '../dates';
import { isoWeekday, monthNumber, MONTHS, WEEKDAY } from './date-words';
import { MONTH_RE, NUMBER_RE, numberWord, ordinalWord } from './number-words';

/** Clock times and weekdays as people say and type them, spelled the way chrono reads them. */

/** "half past 4", "quarter past 4", "quarter to 5" as clock times chrono reads. */
export function spellClockWords(text: string): string {
  return (
    text
      // ("quarter past 9 in the morning", read first as "quarter past 9am")
      .replace(/\bhalf past (\d{1,2})(?=\s*(?:am|pm)\b|\b)/gi, (_all, h: string) => `${h}:30`)
      .replace(/\b(?:a )?quarter pas(?:t|sed) (\d{1,2})(?=\s*(?:am|pm)\b|\b)/gi, (_all, h: string) => `${h}:15`)
      .replace(/\b(?:a )?quarter to (\d{1,2})(?=\s*(?:am|pm)\b|\b)/gi, (all, h: string) => (Number(h) > 1 ? `${Number(h) - 1}:45` : all))
      // "ten past eleven", "twenty passed eight" (heard so), "20 to 4" ("10 to 2" is left alone: it is as often a span of
      // hours, unless "at" says it is a time: "at ten to five"; "3:20 to 4:20" is a span, its minutes no clock of their own)
      .replace(
        new RegExp(`(?<![:.]\\d*)\\b(5|10|20|25|five|ten|twenty|twenty[- ]five)(?: minutes| mins)? pas(?:t|sed) (\\d{1,2}|${NUMBER_RE})\\b`, 'gi'),
        (all, m: string, h: string) => clock(h, Number(m) || numberWord(m), 0, all),
      )
      .replace(
        new RegExp(`(?<![:.]\\d*)\\b(20|25|twenty|twenty[- ]five|(?<=\\bat )(?:5|10|five|ten))(?: minutes| mins)? to (\\d{1,2}|${NUMBER_RE})\\b`, 'gi'),
        (all, m: string, h: string) => clock(h, -(Number(m) || numberWord(m) || 0), -1, all),
      )
  );
}

const DAY_WORD = `(?:today|tonight|tomorrow|${WEEKDAY})`;
const NOT_AN_HOUR_AFTER = `(?!\\s*(?:st|nd|rd|th|am|pm|a\\.m|p\\.m|o'?clock|hours?|hrs?|h|minutes?|mins?|m|people|kids|adults|guests|of|[-–/]|to|(?:till|until)(?! (?:the )?end\\b)|and|or|&|x)\\b|[:.]?\\d|\\s*[-–/])`;
/**
 * "assembly tomorrow 9", "leo swim 4 thurs": an hour said beside a day with no "at" is its time, when no other time is
 * said ("a table for 4 tomorrow at 7" keeps its 4 people).
 */
export function spellBareHours(text: string): string {
  // "saturday night 7 30", "the 19th 3 45": a clock said in two numbers after the day
  text = text.replace(
    new RegExp(
      `\\b(${DAY_WORD}|morning|afternoon|evening|night|the \\d{1,2}(?:st|nd|rd|th)|${MONTH_RE} \\d{4})\\s+((?:[1-9]|1[0-2])) ([0-5][05])\\b(?!\\s*(?:[-–]|minutes?|mins?))`,
      'i',
    ),
    '$1 at $2:$3',
  );
  if (/\b(?:at|@)\s*\d|\d\s*(?:am|pm|a\.m|p\.m)\b|\d[:.]\d{2}\s*(?:-|–|to)/i.test(text)) return text;
  const hour = `((?:[1-9]|1[0-2])(?:[:.][0-5]\\d)?)`;
  const spelt = text
    .replace(new RegExp(`\\b(${DAY_WORD})\\s+${hour}\\b${NOT_AN_HOUR_AFTER}(?!\\s+${MONTH_RE})`, 'i'), '$1 at $2')
    .replace(
      new RegExp(`(?<!\\b(?:the|on|for|of|x|by|every|in|and|or|to|till|until|between|from)\\s+|[\\d:.–-]\\s*)${hour}\\s+(${DAY_WORD})\\b`, 'i'),
      'at $1 $2',
    );
  // "sleepover sat, drop off 6", "grandmas sun lunch 12", "in a week lunch with marco 12": a bare hour closing a message
  // that named its day, when nothing says it counts something else ("court 3", "a table for 4", "year 5")
  return spelt !== text
    ? spelt
    : text.replace(
        new RegExp(`^(?=.*\\b(?:${DAY_WORD}|week|weekend|\\d{1,2}(?:st|nd|rd|th))\\b)(.*?[\\p{L},]\\s+)${hour}\\s*[.!]*$`, 'iu'),
        (all, before: string, h: string) => (COUNTED.test(before) ? all : `${before}at ${h}`),
      );
}
/** Words after which a closing number counts or names something, or is already a time said another way ("after 3"). */
const COUNTED =
  /\b(?:after|before|past|since|over|for|x|of|to|and|or|aged?|ages|under|u|court|courts|room|gate|level|bus|platform|table|lane|field|oval|pitch|chapter|page|grade|year|yr|years|class|number|no|size|team|week|term|day|the|every|in|by|till|until|between|from|than|about|around|only|just|top|row|seat|door|unit|apt|flat|house|block|stage|round|heat|lap|game|match|set|bay|ward|bed|box|group|stream)\s+$/i;

/** "h:mm" from an hour (digits or a word) and minutes past it, or the text as it was when it is no clock. */
function clock(hour: string, minutes: number | null, hourShift: number, all: string): string {
  const h = (Number(hour) || numberWord(hour) || 0) + hourShift;
  const m = minutes == null ? null : (minutes + 60) % 60;
  return h >= 1 && h <= 12 && m != null ? `${h}:${String(m).padStart(2, '0')}` : all;
}

/** The nth given weekday (1 = Monday) of the month that starts on `first`; n -1 is its last. */
function nthOfMonth(first: DateTime, weekday: number, n: number): DateTime | undefined {
  const days = Array.from({ length: first.daysInMonth ?? 28 }, (_, i) => first.plus({ days: i })).filter((d) => d.weekday === weekday);
  return n > 0 ? days[n - 1] : days.at(-1);
}

/** "first" or "1st" counts from the start of the month, "last" (-1) from its end. */
const nthNumber = (nth: string) => ordinalWord(nth) ?? (parseInt(nth, 10) || -1);

/** "the first monday of april", "last friday in june": that day, the next time it comes. */
export function spellNthWeekday(text: string, wall: Wall): string {
  const re = new RegExp(`\\b(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|last) (${WEEKDAY}) (?:of|in) (${MONTHS.join('|')})\\b`, 'gi');
  const spelled = text.replace(re, (all, nth: string, day: string, month: string) => {
    const weekday = isoWeekday(day);
    const n = nthNumber(nth);
    const m = MONTHS.findIndex((x) => x.toLowerCase() === month.toLowerCase()) + 1;
    for (const year of [wall.today.year, wall.today.year + 1]) {
      const date = nthOfMonth(DateTime.fromObject({ year, month: m, day: 1 }, { zone: 'UTC' }), weekday, n);
      if (date && isoOf(date) >= isoOf(wall.today)) return date.toFormat('d LLLL yyyy');
    }
    return all;
  });
  // "the first tuesday of the month" (a monthly series): its next one
  const monthly = new RegExp(`\\b(?:on )?(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|last) (${WEEKDAY}) (?:of|in) (?:each|every|the) month\\b`, 'gi');
  return spelled.replace(monthly, (all, nth: string, day: string) => {
    const n = nthNumber(nth);
    for (let ahead = 0; ahead < 3; ahead++) {
      const date = nthOfMonth(wall.today.startOf('month').plus({ months: ahead }), isoWeekday(day), n);
      if (date && isoOf(date) >= isoOf(wall.today)) return `on ${date.toFormat('d LLLL yyyy')}`;
    }
    return all;
  });
}

/**
 * "17 March, Tuesday", "March 17 (Tue)", "17 March 2026, a Tuesday": a weekday told after a date that falls on it
 * only confirms the date, so it is dropped (read alone it would be the coming Tuesday). One that disagrees stays.
 */
export function dropConfirmingWeekday(text: string, wall: Wall): string {
  const date = `((\\d{1,2})(?:st|nd|rd|th)? (?:of )?(${MONTH_RE})|(${MONTH_RE}) (\\d{1,2})(?:st|nd|rd|th)?)\\b(?:,? (\\d{4}))?`;
  const told = `(?:\\s*,\\s*|\\s+)(?:(?:which is|that's|it's) )?(?:a )?(${WEEKDAY})\\b|\\s*\\((${WEEKDAY})\\)`;
  return text.replace(
    new RegExp(`\\b${date}(?:${told})(?!\\s*(?:the\\b|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b))`, 'gi'),
    (all, said: string, d1?: string, m1?: string, m2?: string, d2?: string, y?: string, w1?: string, w2?: string) => {
      const at = (year: number) => DateTime.fromObject({ year, month: monthNumber(m1 ?? m2 ?? ''), day: Number(d1 ?? d2) }, { zone: 'UTC' });
      let day = at(y ? Number(y) : wall.today.year);
      if (!y && day.isValid && isoOf(day) < isoOf(wall.today)) day = at(wall.today.year + 1);
      return day.isValid && day.weekday === isoWeekday(w1 ?? w2 ?? '') ? `${said}${y ? ` ${y}` : ''}` : all;
    },
  );
}

/**
 * "ortho 11/3 1545", "11 march 1545": after a day of a month, four figures are its time, not a year, unless they are a
 * year this century could mean (2000–2039).
 */
export const timeAfterDate = (text: string) =>
  text.replace(
    new RegExp(
      String.raw`\b(\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTH_RE})|(?:${MONTH_RE}) \d{1,2}(?:st|nd|rd|th)?),? ((?:[01]\d|2[0-3])[0-5]\d)\b(?![:.]\d)`,
      'gi',
    ),
    (all, date: string, hhmm: string) => (/^20[0-3]\d$/.test(hhmm) ? all : `${date} at ${hhmm.slice(0, 2)}:${hhmm.slice(2)}`),
  );
