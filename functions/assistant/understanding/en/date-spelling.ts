import { DateTime } from 'luxon';
import { isoOf, usesMonthFirst, type Wall } from '../dates';
import { MONTH_RE, NOT_A_DAY, saysADay } from './number-words';
import { MONTHS, spellTypedDays, WEEKDAY } from './date-words';
import { nextDayOfMonth, spellWeekdayDates, spellWeekdayOrdinals } from './weekday-dates';
import { editDistance } from './edit-distance';
import { NOT_A_SPAN_END, spellDayRanges } from './day-ranges';

/**
 * The message rewritten before chrono reads it: numeric dates, holidays, days of the month, misspelt day
 * words, ranges and clock words spelled the way chrono reads them without guessing.
 */

/** Numeric dates ("3/4", "03.04.2026") rewritten as "4 March [2026]" by the account's locale rule, so chrono cannot misread them. */
export function spellNumericDates(text: string, timezone: string): string {
  return text.replace(
    /(?<![\d/.:])(?<!\bat )(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?(?![\d/:])(?!\.\d)(?!\s*(?:am|pm|a\.m|p\.m|o'?clock)\b)/gi,
    (all, a: string, b: string, y: string | undefined, at: number, whole: string) => {
      // "fri 3.10", "tomorrow 3.10", "9.05 tues": with the day said beside it, a dotted pair is its time
      if (
        !y &&
        all.includes('.') &&
        b.length === 2 &&
        Number(a) <= 12 &&
        (/\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s+$|\b(?:today|tonight|tomorrow|tmrw)\s+$/i.test(whole.slice(0, at)) ||
          /^\s+(?:on\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|today|tonight|tomorrow|tmrw)\b/i.test(whole.slice(at + all.length)))
      )
        return all;
      const [month, day] = usesMonthFirst(timezone) ? [Number(a), Number(b)] : [Number(b), Number(a)];
      if (month < 1 || month > 12 || day < 1 || day > 31) return all;
      const year = y ? (y.length === 2 ? 2000 + Number(y) : Number(y)) : null;
      return `${day} ${MONTHS[month - 1]}${year ? ` ${year}` : ''}`;
    },
  );
}

/** Holidays on a fixed day (month, day), and the American ones on the nth weekday of a month (month, weekday 1–7, nth; -1 the last). */
const HOLIDAYS: Array<[RegExp, (year: number, american: boolean) => DateTime | null]> = [
  [/christmas eve/, (y) => DateTime.utc(y, 12, 24)],
  [/christmas(?: day)?|xmas/, (y) => DateTime.utc(y, 12, 25)],
  [/boxing day/, (y) => DateTime.utc(y, 12, 26)],
  [/new year'?s eve/, (y) => DateTime.utc(y, 12, 31)],
  [/new year'?s(?: day)?/, (y) => DateTime.utc(y, 1, 1)],
  [/good friday/, (y) => easterSunday(y).minus({ days: 2 })],
  [/easter (?:saturday|eve)|holy saturday/, (y) => easterSunday(y).minus({ days: 1 })],
  [/easter monday/, (y) => easterSunday(y).plus({ days: 1 })],
  [
    /easter (?:sunday|day)|(?<=\b(?:on|for|by|until|till|before|at) )easter(?! (?:eggs?|hunt|show|hats?|bonnets?|holidays?|hols|break|weekend|camp|service|lunch|party|parade))/,
    (y) => easterSunday(y),
  ],
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
/** Easter Sunday in the Gregorian calendar (the anonymous computus: the first Sunday after the paschal full moon). */
function easterSunday(year: number): DateTime {
  const golden = year % 19;
  const century = Math.floor(year / 100);
  const leaps = Math.floor(century / 4);
  const moonFix = Math.floor((century + 8) / 25);
  const moon = (19 * golden + century - leaps - Math.floor((century - moonFix + 1) / 3) + 15) % 30;
  const weekday = (32 + 2 * (century % 4) + 2 * Math.floor((year % 100) / 4) - moon - ((year % 100) % 4)) % 7;
  const shift = Math.floor((golden + 11 * moon + 22 * weekday) / 451);
  const monthDay = moon + weekday - 7 * shift + 114;
  return DateTime.utc(year, Math.floor(monthDay / 31), (monthDay % 31) + 1);
}

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
export function spellHolidays(text: string, wall: Wall, timezone: string, named: boolean): string {
  const american = usesMonthFirst(timezone);
  let out = text;
  for (const [re, dayOf] of HOLIDAYS) {
    const found = new RegExp(`\\b((?:on|for|by|until|till|before|this|next|between|from|and|to|through) (?:the )?)?(${re.source})\\b`, 'i').exec(out);
    if (!found) continue;
    // "from Good Friday 3 April", "Easter Monday the 6th": the date said after it is the day; the name only labels it.
    const after = out.slice(found.index + found[0].length);
    if (/^,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b/i.test(after)) {
      // ("good friday the 3rd": the 3rd of the holiday's month, when no month is said)
      const month = dayOf(wall.today.year, american)?.month;
      const dated = new RegExp(`^,?\\s+(?:the\\s+)?(\\d{1,2}(?:st|nd|rd|th)?)\\b(?!\\s+(?:of\\s+)?${MONTH_RE}\\b)`, 'i');
      const rest = month ? after.replace(dated, (_all, n: string) => ` ${n} of ${MONTHS[month - 1]}`) : after;
      out = `${out.slice(0, found.index)}${found[1] ?? ''}${rest.replace(/^,?\s+/, '')}`;
      continue;
    }
    // (a text that is only the holiday's name, as one end of a span, is its day)
    if (!found[1] && !named && found[0].length !== out.trim().length) continue;
    // "decorate the christmas tree on sunday", "christmas concert thurs 18th": another day said is the event's day, and
    // the holiday's name without "on" only names the event
    if (!found[1] && saysADay(out.slice(0, found.index) + out.slice(found.index + found[0].length))) continue;
    let day = dayOf(wall.today.year, american);
    if (day && isoOf(day) < isoOf(wall.today)) day = dayOf(wall.today.year + 1, american);
    if (!day) continue;
    const spelled = `on ${day.day} ${MONTHS[day.month - 1]} ${day.year}`;
    // "between good friday and easter monday": the joint stays, the day is spelled after it
    const joint = /^(between|from|and|to|through)\b/i.exec(found[1] ?? '')?.[1];
    out = found[1]
      ? `${out.slice(0, found.index)}${joint ? `${joint} ${day.day} ${MONTHS[day.month - 1]}` : spelled}${out.slice(found.index + found[0].length)}`
      : `${out.slice(0, found.index + found[0].length)} ${spelled}${out.slice(found.index + found[0].length)}`;
    if (!joint) break;
  }
  return out;
}

/** "on the 12th": the next 12th on or after today, spelled with its month. */
export function spellDayOfMonth(text: string, wall: Wall): string {
  // "the 12th" is the next 12th on or after today, spelled with its month and year.
  const onNextDay = (all: string, n: string) => {
    const d = nextDayOfMonth(Number(n), wall);
    return d ? `on ${d.day} ${MONTHS[d.month - 1]} ${d.year}` : all;
  };
  return (
    spellDayRanges(spellWeekdayOrdinals(spellWeekdayDates(text, wall), wall), wall)
      // "thursday the 19th of march": the date says the day; the weekday only confirms it
      .replace(new RegExp(`\\b(?:on )?(?:${DAY_WORDS.join('|')}),?\\s+the\\s+(?=\\d{1,2}(?:st|nd|rd|th)?\\s+of\\s+${MONTH_RE}\\b)`, 'gi'), 'on ')
      // "wed 11th", "thursday the 12th": the day of the month says which day; the weekday only confirms it.
      .replace(
        new RegExp(`\\b(?:on )?(?:${DAY_WORDS.join('|')}),?\\s+(?=(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)\\b(?! of\\b)(?!\\s+${MONTH_RE}\\b))(?:the\\s+)?`, 'gi'),
        'on the ',
      )
      .replace(/\b(?:(?:on|for|by) )?(?:the )?(\d{1,2})(?:st|nd|rd|th) of (this|next) month\b/gi, (all, n: string, which: string) => {
        const month = /next/i.test(which) ? wall.today.plus({ months: 1 }) : wall.today;
        const d = DateTime.fromObject({ year: month.year, month: month.month, day: Number(n) }, { zone: 'UTC' });
        return d.isValid ? `on ${d.day} ${MONTHS[d.month - 1]} ${d.year}` : all;
      })
      .replace(
        new RegExp(
          `\\b(?:(?:on |for |by |until |till )?the |(?:on|for|by|until|till) )(\\d{1,2})(?:st|nd|rd|th)\\b(?! of\\b)(?!\\s+(?:${NOT_A_DAY}|${MONTH_RE}\\b))`,
          'gi',
        ),
        onNextDay,
      )
      // "vaccinations 23rd 9:45", "dentist - 12th - 3:15": a bare ordinal is a day of the month too ("his 5th" is not).
      .replace(
        new RegExp(
          `(?<![\\p{L}\\d'’:./])(?<!\\b(?:his|her|their|my|our|your|its|a|an|${MONTH_RE}) )(\\d{1,2})(?:st|nd|rd|th)\\b(?! of\\b)(?!\\s+(?:${NOT_A_DAY}|${MONTH_RE}\\b))(?!\\s*(?:-|–|to|till|until)\\s*\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_RE})`,
          'giu',
        ),
        onNextDay,
      )
  );
}

/** Three letters of a day's name → the name. */
const FULL_DAY: Record<string, string> = {
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};

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

/** Misspelt day and month words as meant ("wednsday", "tomorow", "saterday"). */
export const spellDayNames = (text: string) =>
  text.replace(/\b[a-z]{4}y\b|\b[a-z]{6,10}\b/gi, (word) => {
    const w = word.toLowerCase();
    if (DAY_WORDS.includes(w) || DAY_WORDS.includes(w.replace(/s$/, ''))) return word;
    // A day's "day" squeezed ("satdy", "tuesdy"); five letters, one short of a weekday ("sundy", "fridy", "mondy").
    if (/^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,4}da?y$/.test(w)) return FULL_DAY[w.slice(0, 3)];
    if (w.length === 5) return DAY_WORDS.find((d) => d.endsWith('day') && d.length === 6 && d[0] === w[0] && editDistance(w, d) === 1) ?? word;
    // The nearest by spelling ("thusday" is one letter from Thursday and two from Tuesday); between two as near, the one
    // with a letter left out, the commoner slip ("tursday" is Thursday, not Tuesday).
    const near = DAY_WORDS.map((d) => ({ d, edits: editDistance(w, d) }))
      .filter(({ d, edits }) => Math.abs(d.length - w.length) <= 2 && d[0] === w[0] && edits <= (d.length >= 7 ? 2 : 1))
      .sort((a, b) => a.edits - b.edits || Number(b.d.length > w.length) - Number(a.d.length > w.length))[0]?.d;
    return near ?? word;
  });

/**
 * Day words as chrono reads them: misspellings corrected ("saterday", "tomorow"), possessives dropped
 * ("tomorrow's", "Friday's"), "the day after tomorrow" as "in 2 days".
 */
export function fixDayWords(text: string): string {
  return (
    spellDayNames(spellTypedDays(text))
      // Short day names as the full ones, so "tues" is never read as "tuesdays": always for the unmistakable ones, and for
      // "mon", "wed", "sat", "sun" only beside a day or time word ("on sat", "wed 11th", "sat at 9", "mon + thurs").
      .replace(/\b(tues?|thurs?|thu|weds|fri)\b\.?/gi, (all, short: string) => FULL_DAY[short.toLowerCase().slice(0, 3)] ?? all)
      .replace(
        /\b(?<=(?:on|next|this|every|till|until|by|from|before|after|last|and)\s+)(mon|wed|sat|sun)\b\.?|\b(mon|wed|sat|sun)\b\.?(?=,?\s+(?:the\s+)?\d|\s+(?:at|morning|afternoon|evening|night|arvo)\b|\s*$|\s*(?:,|and|&|\+|\/|to|-|till)\s*(?:mon|tue|wed|thu|fri|sat|sun))/gi,
        (all, a?: string, b?: string) => FULL_DAY[(a ?? b ?? '').toLowerCase()] ?? all,
      )
      .replace(new RegExp(`\\b(today|tonight|tomorrow|yesterday|${WEEKDAY})'s\\b`, 'gi'), '$1')
      .replace(/\b(today|tonight|tomorrow)s\b/gi, '$1')
      .replace(/\b(?:wkend|wknd|w\/e)\b/gi, 'weekend')
      .replace(/\barvo\b/gi, 'afternoon')
      .replace(/\b(?:the )?day after tomorrow\b/gi, 'in 2 days')
      .replace(/\b(?:a|one) week (?:from )?(today|tomorrow)\b/gi, (_all, day: string) => (/^today$/i.test(day) ? 'in 7 days' : 'in 8 days'))
      // "a week from friday", "a week on friday", "the following friday": the one after the coming one
      .replace(new RegExp(`\\b(?:(?:a|one) week (?:from|on)|the following) (${WEEKDAY})\\b`, 'gi'), 'next $1')
      .replace(/\b(?:for |during )?the rest of (?:the |to)day\b/gi, 'today')
      .replace(/\b(?:for |during )?the rest of the week\b/gi, 'this week')
      .replace(/\bafter (an?|\d+|one|two|three|ten|fifteen|twenty|thirty) (minutes?|mins?|hours?|hrs?|days?|weeks?|months?)\b/gi, 'in $1 $2')
      .replace(/\b(an?|\d+|\p{L}+) (minutes?|mins?|hours?|hrs?|days?|weeks?|wks?) from (?:now(?! on\b)|today)\b/giu, 'in $1 $2')
      // "in a fortnight", "a fortnight from now" (never "once a fortnight", which is a repeat)
      .replace(/\bin (?:a|one) fortnight(?:'s time)?\b|\b(?:a|one) fortnight from (?:now|today)\b/gi, 'in 14 days')
      // "this coming friday", "the friday after next" (the one after the coming one, as "next friday" is read), "friday next"
      .replace(/\bthis coming\b/gi, 'this')
      .replace(new RegExp(`\\b(?:the )?(${WEEKDAY}) (?:after next|next(?!\\s+(?:week|wk|month|year|term|time|one)\\b))\\b`, 'gi'), 'next $1')
      // "the 7th next month", "next month on the 7th"
      .replace(
        /\b(?:on )?the (\d{1,2}(?:st|nd|rd|th)?) next month\b|\bnext month on the (\d{1,2}(?:st|nd|rd|th)?)\b/gi,
        (_all, a?: string, b?: string) => `on the ${a ?? b} of next month`,
      )
      .replace(/\btwelveth\b/gi, 'twelfth')
      // "thursday next week", "next week on wed": that day of next week, as "next thursday" is read (not a span's end)
      .replace(
        new RegExp(`${NOT_A_SPAN_END}\\b(?:on )?(${WEEKDAY}) (?:of )?next week\\b|\\bnext week(?:,)? (?:on )?(${WEEKDAY})\\b`, 'gi'),
        (_all, a?: string, b?: string) => `next ${a ?? b}`,
      )
  );
}
