import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';

/**
 * Dates for the assistant, always on the account's wall clock (its IANA timezone), never the server's:
 * chrono-node reads the words, luxon does the calendar arithmetic.
 *
 * Rules (docs/behaviour.md):
 * - "3/4": month/day when the account's timezone is in the Americas (`America/*`, `US/*`, `Canada/*`),
 *   day/month everywhere else.
 * - A time without am/pm: 1–6 is afternoon (4 → 4:00 PM), 7–11 morning, 12 noon; 24-hour times as written.
 * - "Friday" / "this Friday" is the coming Friday (today if today is Friday); "next Friday" is the Friday of next week.
 * - A date without a year is the next one on or after today; "the 12th" the next 12th on or after today. "this week" is today and the 6 days after it;
 *   "next week" Monday to Sunday of next week; "weekend" the coming Saturday and Sunday, "next weekend" the one after; "this month" today to its end; "next month" all of it.
 */

export const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)';
/** Words after which "evening" etc. is a time ("tomorrow evening"), not part of a name ("parent evening"). */
const PART_OF_DAY_CONTEXT = new RegExp(`\\b(?:this|tomorrow|today|in the|every|on|at|day|${WEEKDAY})\\s$`, 'i');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const isoOf = (d: DateTime) => d.toISODate()!;
export const usesMonthFirst = (timezone: string) => /^(America|US|Canada)\//.test(timezone);

export interface Wall {
  today: DateTime;
  now: DateTime;
}

/** The account's wall clock now (an unknown timezone falls back to UTC). */
export function wallClock(timezone: string, at: Date): Wall {
  const now = DateTime.fromJSDate(at, { zone: timezone });
  const safe = now.isValid ? now : DateTime.fromJSDate(at, { zone: 'UTC' });
  return { now: safe, today: safe.startOf('day') };
}

/** Numeric dates ("3/4", "03.04.2026") rewritten as "4 March [2026]" by the account's locale rule, so chrono cannot misread them. */
function spellNumericDates(text: string, timezone: string): string {
  return text.replace(
    /(?<![\d/.:])(?<!\bat )(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?(?![\d/.:])(?!\s*(?:am|pm|a\.m|p\.m|o'?clock)\b)/gi,
    (all, a: string, b: string, y?: string) => {
      const [month, day] = usesMonthFirst(timezone) ? [Number(a), Number(b)] : [Number(b), Number(a)];
      if (month < 1 || month > 12 || day < 1 || day > 31) return all;
      const year = y ? (y.length === 2 ? 2000 + Number(y) : Number(y)) : null;
      return `${day} ${MONTHS[month - 1]}${year ? ` ${year}` : ''}`;
    },
  );
}

/** What an ordinal counts when it is not a day of the month: "the fifth floor", "the first item", "his 5th birthday". */
const NOT_A_DAY =
  '(?:floor|time|times|item|items|one|ones|grade|row|place|person|house|street|avenue|week|weekend|month|year|birthday|anniversary|round|period|class|lesson|game|quarter)\\b';

/** Holidays on a fixed day (month, day), and the American ones on the nth weekday of a month (month, weekday 1–7, nth; -1 the last). */
const HOLIDAYS: Array<[RegExp, (year: number, american: boolean) => DateTime | null]> = [
  [/christmas eve/, (y) => DateTime.utc(y, 12, 24)],
  [/christmas(?: day)?|xmas/, (y) => DateTime.utc(y, 12, 25)],
  [/boxing day/, (y) => DateTime.utc(y, 12, 26)],
  [/new year'?s eve/, (y) => DateTime.utc(y, 12, 31)],
  [/new year'?s(?: day)?/, (y) => DateTime.utc(y, 1, 1)],
  [/valentine'?s(?: day)?/, (y) => DateTime.utc(y, 2, 14)],
  [/(?:saint|st\.?) patrick'?s day/, (y) => DateTime.utc(y, 3, 17)],
  [/halloween/, (y) => DateTime.utc(y, 10, 31)],
  [/independence day/, (y, us) => (us ? DateTime.utc(y, 7, 4) : null)],
  [/thanksgiving(?: day)?/, (y, us) => (us ? nthWeekday(y, 11, 4, 4) : null)],
  [/mother'?s day/, (y, us) => (us ? nthWeekday(y, 5, 7, 2) : null)],
  [/father'?s day/, (y, us) => (us ? nthWeekday(y, 6, 7, 3) : null)],
  [/memorial day/, (y, us) => (us ? nthWeekday(y, 5, 1, -1) : null)],
  [/labou?r day/, (y, us) => (us ? nthWeekday(y, 9, 1, 1) : null)],
];
function nthWeekday(year: number, month: number, weekday: number, nth: number): DateTime {
  if (nth < 0) {
    const last = DateTime.utc(year, month, 1).endOf('month').startOf('day');
    return last.minus({ days: (last.weekday - weekday + 7) % 7 });
  }
  const first = DateTime.utc(year, month, 1);
  return first.plus({ days: ((weekday - first.weekday + 7) % 7) + 7 * (nth - 1) });
}

/**
 * "on christmas eve" → its next date. After "on", "for", "by" … the holiday is only the day; otherwise it also
 * names the event ("thanksgiving dinner at four"), so the date is added after it and the words stay.
 */
function spellHolidays(text: string, wall: Wall, timezone: string, named: boolean): string {
  const american = usesMonthFirst(timezone);
  let out = text;
  for (const [re, dayOf] of HOLIDAYS) {
    const found = new RegExp(`\\b((?:on|for|by|until|till|before|this|next) (?:the )?)?(${re.source})\\b`, 'i').exec(out);
    if (!found || (!found[1] && !named)) continue;
    let day = dayOf(wall.today.year, american);
    if (day && isoOf(day) < isoOf(wall.today)) day = dayOf(wall.today.year + 1, american);
    if (!day) continue;
    const spelled = `on ${day.day} ${MONTHS[day.month - 1]} ${day.year}`;
    out = found[1]
      ? `${out.slice(0, found.index)}${spelled}${out.slice(found.index + found[0].length)}`
      : `${out.slice(0, found.index + found[0].length)} ${spelled}${out.slice(found.index + found[0].length)}`;
    break;
  }
  return out;
}

/** "on the 12th": the next 12th on or after today, spelled with its month. */
function spellDayOfMonth(text: string, wall: Wall): string {
  return text
    .replace(/\b(?:(?:on|for|by) )?(?:the )?(\d{1,2})(?:st|nd|rd|th) of (this|next) month\b/gi, (all, n: string, which: string) => {
      const month = /next/i.test(which) ? wall.today.plus({ months: 1 }) : wall.today;
      const d = DateTime.fromObject({ year: month.year, month: month.month, day: Number(n) }, { zone: 'UTC' });
      return d.isValid ? `on ${d.day} ${MONTHS[d.month - 1]} ${d.year}` : all;
    })
    .replace(
      new RegExp(`\\b(?:(?:on |for |by |until |till )?the |(?:on|for|by|until|till) )(\\d{1,2})(?:st|nd|rd|th)\\b(?! of\\b)(?!\\s+${NOT_A_DAY})`, 'gi'),
      (all, n: string) => {
        const day = Number(n);
        if (day < 1 || day > 31) return all;
        for (let ahead = 0; ahead < 3; ahead++) {
          const month = wall.today.plus({ months: ahead });
          const d = DateTime.fromObject({ year: month.year, month: month.month, day }, { zone: 'UTC' });
          if (d.isValid && isoOf(d) >= isoOf(wall.today)) return `on ${day} ${MONTHS[d.month - 1]} ${d.year}`;
        }
        return all;
      },
    );
}

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50 };
const ORDINAL_UNITS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const ORDINAL_TENS: Record<string, number> = { twentieth: 20, thirtieth: 30 };
const UNIT_RE = UNITS.join('|');
const NUMBER_RE = `(?:(?:twenty|thirty|forty|fifty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|${UNIT_RE})`;
const ORDINAL_RE = `(?:(?:twenty|thirty)[- ](?:${ORDINAL_UNITS.slice(1, 10).join('|')})|twentieth|thirtieth|${ORDINAL_UNITS.slice(1).join('|')})`;
const MONTH_RE =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** "twenty five" → 25; null when it is not a number word. */
function numberWord(words: string): number | null {
  const parts = words.toLowerCase().split(/[- ]+/);
  if (parts.length === 1) {
    const unit = UNITS.indexOf(parts[0]);
    return unit >= 0 ? unit : (TENS[parts[0]] ?? null);
  }
  const tens = TENS[parts[0]];
  const unit = UNITS.indexOf(parts[1]);
  return tens && unit > 0 && unit < 10 ? tens + unit : null;
}

function ordinalWord(words: string): number | null {
  const parts = words.toLowerCase().split(/[- ]+/);
  if (parts.length === 1) {
    const unit = ORDINAL_UNITS.indexOf(parts[0]);
    return unit > 0 ? unit : (ORDINAL_TENS[parts[0]] ?? null);
  }
  const tens = TENS[parts[0]];
  const unit = ORDINAL_UNITS.indexOf(parts[1]);
  return tens && unit > 0 && unit < 10 ? tens + unit : null;
}

const suffix = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');
const MERIDIEM = "(?:a\\.?m\\.?|p\\.?m\\.?|o'?\\s?clock|oclock|in the (?:morning|afternoon|evening)|at night|tonight)";

/**
 * Spoken numbers as digits where they name a time or a day: "ten am" → "10 am", "two thirty pm" → "2:30 pm",
 * "at six" → "at 6", "feb four" → "feb 4", "the thirteenth" → "the 13th", "july seventh" → "july 7th",
 * "two o'clock" → "2:00". Other number words ("two days before", "in three weeks") are left to chrono.
 */
export function spellSpokenNumbers(text: string): string {
  const clock = (h: string, m?: string) => {
    const hour = numberWord(h) ?? Number(h);
    const minute = m === undefined ? null : /^o[h ]/i.test(m) ? numberWord(m.replace(/^o[h]?\s*/i, '')) : (numberWord(m) ?? Number(m));
    if (!(hour >= 0 && hour <= 23) || (minute !== null && !(minute >= 0 && minute <= 59))) return null;
    return minute === null ? `${hour}` : `${hour}:${String(minute).padStart(2, '0')}`;
  };
  const MINUTE_RE = `(?:o[h]?\\s+(?:${UNIT_RE})|${NUMBER_RE}|\\d{2})`;
  return (
    text
      // "twelve noon", "five hundred and thirty pm", "three and forty five pm": spoken clock forms
      .replace(new RegExp(`\\b(?:twelve|12)\\s+(?:noon|midday)\\b`, 'gi'), 'noon')
      .replace(new RegExp(`\\b(${NUMBER_RE}) hundred(?: and)? (${NUMBER_RE})\\b`, 'gi'), (all, h: string, mi: string) => {
        const t = clock(h, mi);
        return t ?? all;
      })
      .replace(new RegExp(`\\b(${NUMBER_RE}) and (${NUMBER_RE})(?=\\s*(?:am|pm)\\b)`, 'gi'), (all, h: string, mi: string) => clock(h, mi) ?? all)
      // "four hundred pm", "at two hundred": whole hours said the military way
      .replace(new RegExp(`\\b(${NUMBER_RE}) hundred(?: hours)?\\b(?! and)`, 'gi'), (all, n: string) => {
        const v = numberWord(n);
        return v !== null && v <= 23 ? `${v}:00` : all;
      })
      .replace(/\bby (\d{1,2}(?::\d{2})?\s*(?:am|pm)?)(?![\d:])/gi, 'at $1')
      // "two thirty pm", "ten am", "six o'clock", "seven in the evening"
      .replace(
        new RegExp(`\\b(${NUMBER_RE}|\\d{1,2})(?:\\s+(${MINUTE_RE}))?\\s*(${MERIDIEM})(?![\\p{L}])`, 'giu'),
        (all, h: string, m: string | undefined, mer: string) => {
          if (/^\d+$/.test(h) && m === undefined) return all.replace(/o'?\s?clock|oclock/i, ':00').replace(/\s+:00/, ':00');
          const t = clock(h, m);
          if (!t) return all;
          return /clock/i.test(mer) ? `${t.includes(':') ? t : `${t}:00`}` : `${t} ${mer}`;
        },
      )
      // "at ten", "at two thirty", "by six", "from four to six", "until five"
      .replace(
        new RegExp(`\\b(at|by|from|to|till|until|til|before|after|around|about)\\s+(${NUMBER_RE})(?:\\s+(${MINUTE_RE}))?(?![\\p{L}])`, 'giu'),
        (all, prep: string, h: string, m?: string) => {
          const hour = numberWord(h);
          if (hour === null || hour < 1 || hour > 12) return all;
          const t = clock(h, m);
          // "by eleven": a deadline is filed at that time
          return t ? `${/^by$/i.test(prep) ? 'at' : prep} ${t}` : all;
        },
      )
      // "between three and five"
      .replace(new RegExp(`\\bbetween (${NUMBER_RE}) and (${NUMBER_RE})\\b`, 'gi'), (all, a: string, b: string) => {
        const [from, to] = [numberWord(a), numberWord(b)];
        return from && to && from <= 12 && to <= 12 ? `between ${from} and ${to}` : all;
      })
      // "thursday ten thirty", "tomorrow two fifteen": a spoken clock right after a day
      .replace(
        new RegExp(
          `\\b(today|tonight|tomorrow|${WEEKDAY}s?) (${NUMBER_RE}) (o[h]?\\s+(?:${UNIT_RE})|ten|fifteen|twenty|thirty|forty|fifty|(?:twenty|thirty|forty|fifty)[- ](?:one|two|three|four|five|six|seven|eight|nine))(?![\\p{L}])(?! (?:minutes?|mins?|hours?)\\b)`,
          'giu',
        ),
        (all, day: string, h: string, mi: string) => {
          const hour = numberWord(h);
          const t = hour !== null && hour >= 1 && hour <= 12 ? clock(h, mi) : null;
          return t ? `${day} at ${t}` : all;
        },
      )
      // "a reminder for twelve thirty": a clock time after "for" only with its minutes ("for two hours" is a length)
      .replace(
        new RegExp(
          `\\bfor (${NUMBER_RE}) (o[h]?\\s+(?:${UNIT_RE})|ten|fifteen|twenty|thirty|forty|fifty|(?:twenty|thirty|forty|fifty)[- ](?:one|two|three|four|five|six|seven|eight|nine))(?![\\p{L}])(?! (?:minutes?|mins?|hours?|hrs?|days?|weeks?|people|of)\\b)`,
          'giu',
        ),
        (all, h: string, mi: string) => {
          const hour = numberWord(h);
          const t = hour !== null && hour >= 1 && hour <= 12 ? clock(h, mi) : null;
          return t ? `at ${t}` : all;
        },
      )
      // "twenty past three", "ten to six"
      .replace(
        new RegExp(`(?<!\\bfrom )\\b(five|ten|twenty|twenty[- ]five) (past|to|til) (${NUMBER_RE}|\\d{1,2})\\b`, 'gi'),
        (all, mi: string, dir: string, h: string) => {
          const minute = numberWord(mi) ?? Number(mi);
          const hour = numberWord(h) ?? Number(h);
          if (!(minute > 0 && minute < 60 && hour >= 1 && hour <= 12)) return all;
          return /past/i.test(dir) ? `${hour}:${String(minute).padStart(2, '0')}` : `${hour === 1 ? 12 : hour - 1}:${String(60 - minute).padStart(2, '0')}`;
        },
      )
      // British "half six" is 6:30
      .replace(new RegExp(`\\bhalf (${NUMBER_RE}|\\d{1,2})\\b(?! (?:hours?|minutes?|days?))`, 'gi'), (all, h: string) => {
        const hour = numberWord(h) ?? Number(h);
        return hour >= 1 && hour <= 12 ? `${hour}:30` : all;
      })
      // "half past five", "quarter to six" with spoken hours
      .replace(new RegExp(`\\b((?:half|(?:a )?quarter) (?:past|to)) (${NUMBER_RE})\\b`, 'gi'), (all, lead: string, h: string) => {
        const hour = numberWord(h);
        return hour !== null && hour >= 1 && hour <= 12 ? `${lead} ${hour}` : all;
      })
      // "feb four", "march twenty first", "april twelfth", "the thirteenth", "13th of may"
      .replace(
        new RegExp(`(?<!\\bof |\\d(?:st|nd|rd|th) )\\b(${MONTH_RE})\\s+(?:the\\s+)?(${ORDINAL_RE}|${NUMBER_RE})\\b`, 'gi'),
        (all, month: string, n: string) => {
          const day = ordinalWord(n) ?? numberWord(n);
          return day && day <= 31 ? `${month} ${day}${suffix(day)}` : all;
        },
      )
      .replace(new RegExp(`\\b(${ORDINAL_RE}|${NUMBER_RE})\\s+(?:of\\s+)?(${MONTH_RE})\\b`, 'gi'), (all, n: string, month: string) => {
        const day = ordinalWord(n) ?? numberWord(n);
        return day && day <= 31 ? `${day}${suffix(day)} of ${month}` : all;
      })
      .replace(new RegExp(`\\bthe\\s+(${ORDINAL_RE})\\b(?!\\s+${NOT_A_DAY})`, 'gi'), (all, n: string) => {
        const day = ordinalWord(n);
        return day && day <= 31 ? `the ${day}${suffix(day)}` : all;
      })
      // "on twenty third", "on the fifteen": a day of the month said without its month
      .replace(new RegExp(`\\b(on|for|by|until|till) (${ORDINAL_RE})\\b`, 'gi'), (all, prep: string, n: string) => {
        const day = ordinalWord(n);
        return day && day <= 31 ? `${prep} the ${day}${suffix(day)}` : all;
      })
      .replace(
        new RegExp(
          `\\b(on|for|by|until|till) the (${NUMBER_RE})\\b(?!\\s*(?:am|pm|a\\.m|p\\.m|o'?clock|:|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|people|of (?:us|them)|ten|fifteen|twenty|thirty|forty|fifty)\\b)`,
          'gi',
        ),
        (all, prep: string, n: string) => {
          const day = numberWord(n);
          return day && day <= 31 ? `${prep} the ${day}${suffix(day)}` : all;
        },
      )
      // "june 1st two thousand twenty seven", "5th of may twenty twenty six": the year said after the date
      .replace(
        new RegExp(
          `(\\b${MONTH_RE} \\d{1,2}(?:st|nd|rd|th)|\\b\\d{1,2}(?:st|nd|rd|th) of ${MONTH_RE}),? (?:two thousand(?: and)? |twenty )(${NUMBER_RE})\\b`,
          'gi',
        ),
        (all, date: string, n: string) => {
          const year = numberWord(n);
          return year !== null && year < 100 ? `${date} ${2000 + year}` : all;
        },
      )
      .replace(/\b(?:noon|midday|mid-day|lunchtime|lunch time)\b/gi, '12pm')
      // "in fifteen minutes", "in two hours": chrono reads the digits
      .replace(new RegExp(`\\bin (${NUMBER_RE}) (minutes?|mins?|hours?|hrs?|days?|weeks?)\\b`, 'gi'), (all, n: string, unit: string) => {
        const v = numberWord(n);
        return v === null ? all : `in ${v} ${unit}`;
      })
      // military style: "eight hundred" → 8:00, "sixteen hundred hours" → 16:00, "sixteen fifteen" after "at"
      .replace(new RegExp(`\\b(${NUMBER_RE}) hundred(?: hours)?\\b`, 'gi'), (all, n: string) => {
        const v = numberWord(n);
        return v !== null && v <= 23 ? `${v}:00` : all;
      })
      .replace(
        new RegExp(
          `\\b(at|by|from|until|till) (thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty[- ](?:one|two|three)) (${NUMBER_RE})\\b`,
          'gi',
        ),
        (all, prep: string, h: string, mi: string) => {
          const hour = numberWord(h);
          const minute = numberWord(mi);
          return hour !== null && minute !== null && minute < 60 ? `${prep} ${hour}:${String(minute).padStart(2, '0')}` : all;
        },
      )
      // "around six", "about 7pm": a time given loosely is that time
      .replace(
        /\b(?:around|about|approximately|roughly)\s+(?=\d{1,2}(?::\d{2})?\s*(?:am|pm)?(?![\d:])(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|people|percent|of)\b))/gi,
        'at ',
      )
      // "5.30" (not a date: spelled dates are already words here)
      .replace(/(?<![\d.:/])([01]?\d|2[0-3])\.([0-5]\d)(?![\d.:/])/g, '$1:$2')
  );
}

const DAY_WORDS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'tomorrow',
  'tonight',
  'afternoon',
  'evening',
  'february',
  'september',
  'october',
  'november',
  'december',
];

/** Edits between two words, up to a small limit (enough to catch "saterday", "tomorow", "wensday"). */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j];
      row[j] = next;
    }
  }
  return row[b.length];
}

/**
 * Day words as chrono reads them: misspellings corrected ("saterday", "tomorow"), possessives dropped
 * ("tomorrow's", "Friday's"), "the day after tomorrow" as "in 2 days".
 */
export function fixDayWords(text: string): string {
  return text
    .replace(/\b[a-z]{6,10}\b/gi, (word) => {
      const w = word.toLowerCase();
      if (DAY_WORDS.includes(w) || DAY_WORDS.includes(w.replace(/s$/, ''))) return word;
      const near = DAY_WORDS.find((d) => Math.abs(d.length - w.length) <= 2 && d[0] === w[0] && editDistance(w, d) <= (d.length >= 7 ? 2 : 1));
      return near ?? word;
    })
    .replace(new RegExp(`\\b(today|tonight|tomorrow|yesterday|${WEEKDAY})'s\\b`, 'gi'), '$1')
    .replace(/\b(today|tonight|tomorrow)s\b/gi, '$1')
    .replace(/\b(?:tmrw|tmrow|tmr|tmw|tomoz|2moro|2morrow)\b/gi, 'tomorrow')
    .replace(/\barvo\b/gi, 'afternoon')
    .replace(/\b(?:the )?day after tomorrow\b/gi, 'in 2 days')
    .replace(/\b(?:a|one) week from today\b/gi, 'in 7 days')
    .replace(/\b(?:a|one) week from tomorrow\b/gi, 'in 8 days')
    .replace(new RegExp(`\\b(?:a|one) week from (${WEEKDAY})\\b`, 'gi'), 'next $1')
    .replace(/\b(?:for |during )?the rest of (?:the |to)day\b/gi, 'today')
    .replace(/\b(?:for |during )?the rest of the week\b/gi, 'this week')
    .replace(/\bafter (an?|\d+|one|two|three|ten|fifteen|twenty|thirty) (minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\b/gi, 'in $1 $2')
    .replace(/\b(an?|\d+|\p{L}+) (minutes?|mins?|hours?|hrs?|days?|weeks?) from now\b/giu, 'in $1 $2')
    .replace(/\btwelveth\b/gi, 'twelfth');
}

/** "between 8 and 10", "5 till 7", "4 until 6pm" as the "from 8 to 10" chrono reads as a start and an end. */
function spellRanges(text: string): string {
  const T = '(\\d{1,2}(?::\\d{2})?(?:\\s*(?:am|pm))?)';
  return text
    .replace(new RegExp(`\\bbetween ${T} and ${T}`, 'gi'), 'from $1 to $2')
    .replace(new RegExp(`(?<!\\bfrom )(?<![\\d:])${T}\\s*(?:till|until|til|to|-|–)\\s*${T}(?![\\d:])`, 'gi'), (all, a: string, b: string) =>
      /^\d{1,2}$/.test(a) && /^\d{1,2}$/.test(b) && !/\b(?:till|until|til)\b/i.test(all) ? all : `from ${a} to ${b}`,
    );
}

/** "half past 4", "quarter past 4", "quarter to 5" as clock times chrono reads. */
function spellClockWords(text: string): string {
  return text
    .replace(/\bhalf past (\d{1,2})\b/gi, (_all, h: string) => `${h}:30`)
    .replace(/\b(?:a )?quarter past (\d{1,2})\b/gi, (_all, h: string) => `${h}:15`)
    .replace(/\b(?:a )?quarter to (\d{1,2})\b/gi, (all, h: string) => (Number(h) > 1 ? `${Number(h) - 1}:45` : all));
}

export interface ParsedWhen {
  date: string | null;
  /** The day came from a weekday name alone ("Saturday"), so a week later is also that day. */
  weekdayOnly: boolean;
  time: string | null;
  durationMinutes: number | null;
  /** The text as read (numeric dates and clock words spelled out); `index` and `text` point into it. */
  source: string;
  /** The matched date/time text, to take out of a title. */
  text: string;
  index: number;
}

/** chrono with the account's wall-clock time as a UTC reference (offset 0): its components are then wall-clock values. */
function chronoParse(text: string, wall: Wall) {
  const n = wall.now;
  const instant = new Date(Date.UTC(n.year, n.month - 1, n.day, n.hour, n.minute, n.second));
  return chrono.casual.parse(text, { instant, timezone: 0 }, { forwardDate: true });
}

const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** `holidayNames`: a holiday named without "on"/"for" ("thanksgiving dinner") also gives the day; for a new event, not a search. */
export function readWhen(text: string, wall: Wall, timezone: string, holidayNames = false): ParsedWhen | null {
  // "parent evening", "movie night": a part-of-day word right after another word is part of a name, not a time.
  const source = spellRanges(
    spellClockWords(spellDayOfMonth(spellHolidays(spellSpokenNumbers(spellNumericDates(fixDayWords(text), timezone)), wall, timezone, holidayNames), wall)),
  );
  const masked = source.replace(/(?<=\p{L}\s)(morning|afternoon|evening|night)\b/giu, (w, _p, offset: number, all: string) =>
    PART_OF_DAY_CONTEXT.test(all.slice(Math.max(0, offset - 12), offset)) ? w : 'x'.repeat(w.length),
  );
  // "an hour before" is counted from an event, never from now.
  // "an hour before" is counted from an event, and "two hours" alone is a length: neither is a time from now.
  const results = chronoParse(masked, wall).filter(
    (r) =>
      !/^\d+$/.test(r.text.trim()) &&
      !/\b(?:before|earlier|prior)$/i.test(r.text.trim()) &&
      !/^(?:\d+|an?) (?:minutes?|mins?|hours?|hrs?|days?|weeks?)$/i.test(r.text.trim()),
  );
  // The most definite mention wins ("parent evening on Thursday at 6pm": not "evening").
  const hasDay = (x: (typeof results)[number]) => x.start.isCertain('day') || x.start.isCertain('weekday');
  const score = (x: (typeof results)[number]) => (hasDay(x) ? 2 : 0) + (x.start.isCertain('hour') ? 1 : 0);
  const r = results.reduce<(typeof results)[number] | undefined>((best, x) => (!best || score(x) > score(best) ? x : best), undefined);
  if (!r) return null;
  // A day and a time said apart ("feb 4 dentist check up 10am"): the other mention gives what the first lacks.
  const other = results.find((x) => x !== r && (hasDay(r) ? !hasDay(x) && x.start.isCertain('hour') : hasDay(x)));
  let read = source;
  if (other) read = `${source.slice(0, other.index)}${' '.repeat(other.text.length)}${source.slice(other.index + other.text.length)}`;
  const dated = hasDay(r) ? r : other;
  const timed = r.start.isCertain('hour') ? r : other?.start.isCertain('hour') ? other : undefined;
  let date: string | null = null;
  let weekdayOnly = false;
  if (dated?.start.isCertain('day')) {
    const s = dated.start;
    const year = s.isCertain('year') ? s.get('year')! : wall.today.year;
    let d = DateTime.fromObject({ year, month: s.get('month')!, day: s.get('day')! }, { zone: 'UTC' });
    if (!d.isValid) return { date: null, weekdayOnly: false, time: null, durationMinutes: null, source, text: r.text, index: r.index };
    if (!s.isCertain('year') && isoOf(d) < isoOf(wall.today)) d = d.plus({ years: 1 });
    date = isoOf(d);
  } else if (dated?.start.isCertain('weekday')) {
    const s = dated.start;
    const target = s.get('weekday')!; // 0 = Sunday
    const next = /\bnext\b/i.test(dated.text);
    if (next) date = `${s.get('year')}-${String(s.get('month')).padStart(2, '0')}-${String(s.get('day')).padStart(2, '0')}`;
    else {
      const ahead = (target - (wall.today.weekday % 7) + 7) % 7;
      date = isoOf(wall.today.plus({ days: ahead }));
      weekdayOnly = true;
    }
  }
  // "this evening" is today's; "in the morning" the next one to come (tomorrow's once today's is over).
  let { text: said, index } = r;
  const part = /^(this |in the )?(morning|afternoon|evening)$/i.exec(said.trim());
  const lead = /\bin the\s+$/i.exec(source.slice(0, index));
  if (!date && part) {
    const ends = { morning: 12, afternoon: 17, evening: 21 }[part[2].toLowerCase() as 'morning' | 'afternoon' | 'evening'];
    date = isoOf(/^this/i.test(said) || wall.now.hour < ends ? wall.today : wall.today.plus({ days: 1 }));
    if (lead) [said, index] = [source.slice(lead.index, index + said.length), lead.index];
  }
  let time: string | null = null;
  if (timed) {
    const s = timed.start;
    let h = s.get('hour')!;
    const m = s.get('minute') ?? 0;
    const evening = /\b(?:tonight|evening|night)\b/i.test(source);
    const morning = /\bmorning\b/i.test(source);
    if (!s.isCertain('meridiem') && !morning && ((h >= 1 && h <= 6) || (evening && h >= 7 && h <= 11)) && !/\b0\d[:.h]/.test(timed.text)) h += 12;
    time = hhmm(h, m);
  }
  let durationMinutes = null as number | null;
  const end = timed?.end;
  if (end && end.isCertain('hour') && time) {
    let eh = end.get('hour')!;
    if (!end.isCertain('meridiem') && eh >= 1 && eh <= 6) eh += 12;
    if (!end.isCertain('meridiem') && eh < Number(time.slice(0, 2)) && eh + 12 < 24) eh += 12;
    const span = eh * 60 + (end.get('minute') ?? 0) - (Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
    if (span > 0) durationMinutes = span;
  }
  return { date, weekdayOnly, time, durationMinutes, source: read, text: said, index };
}

/** The days an agenda question covers (see the rules above). */
export function agendaRange(said: string, when: ParsedWhen | null, wall: Wall): { fromDate: string; toDate: string } {
  const t = wall.today;
  const lower = fixDayWords(said.toLowerCase());
  if (/\bnext week\b/.test(lower)) {
    const monday = t.plus({ days: 8 - t.weekday });
    return { fromDate: isoOf(monday), toDate: isoOf(monday.plus({ days: 6 })) };
  }
  if (/\b(?:this |the )?week(?:'s)?\b/.test(lower) && !/\bweekend\b/.test(lower)) return { fromDate: isoOf(t), toDate: isoOf(t.plus({ days: 6 })) };
  if (/\bnext month\b/.test(lower)) {
    const first = t.plus({ months: 1 }).startOf('month');
    return { fromDate: isoOf(first), toDate: isoOf(first.endOf('month')) };
  }
  if (/\b(?:this|the) month\b/.test(lower)) return { fromDate: isoOf(t), toDate: isoOf(t.endOf('month')) };
  if (/\bnext weekend\b/.test(lower)) {
    const saturday = t.plus({ days: ((6 - t.weekday + 7) % 7 || 7) + (t.weekday >= 6 ? 0 : 7) });
    return { fromDate: isoOf(saturday), toDate: isoOf(saturday.plus({ days: 1 })) };
  }
  if (/\b(?:this |the )?weekend\b/.test(lower)) {
    const saturday = t.weekday === 7 ? t : t.plus({ days: (6 - t.weekday + 7) % 7 });
    return { fromDate: isoOf(saturday), toDate: isoOf(t.weekday === 7 ? t : saturday.plus({ days: 1 })) };
  }
  if (/\btomorrow\b/.test(lower)) return { fromDate: isoOf(t.plus({ days: 1 })), toDate: isoOf(t.plus({ days: 1 })) };
  if (when?.date) return { fromDate: when.date, toDate: when.date };
  return { fromDate: isoOf(t), toDate: isoOf(t) };
}

/** False for a wall-clock time skipped by a daylight-saving change (02:30 on a spring-forward night). */
export function existsOnWallClock(date: string, time: string, timezone: string): boolean {
  const [h, m] = time.split(':').map(Number);
  const [y, mo, d] = date.split('-').map(Number);
  const local = DateTime.fromObject({ year: y, month: mo, day: d, hour: h, minute: m }, { zone: timezone });
  return !local.isValid || (local.hour === h && local.minute === m);
}

/** "1 hour 30 minutes", "45 minutes", "2 days" (whole days as days). */
export function durationText(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return `${minutes / 1440} day${minutes > 1440 ? 's' : ''}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hour${h > 1 ? 's' : ''}` : '', m ? `${m} minute${m > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}

export function displayTime(time: string): string {
  return DateTime.fromFormat(time, 'HH:mm', { zone: 'UTC' }).toFormat('h:mm a');
}

export function displayDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).toFormat('ccc d LLL yyyy');
}
