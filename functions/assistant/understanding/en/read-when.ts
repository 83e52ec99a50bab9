import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';
import { fixDayWords, spellDayOfMonth, spellHolidays, spellNumericDates } from './date-spelling';
import { COUNT_RE, saysADay } from './number-words';
import { spellRanges } from './hour-ranges';
import { dropConfirmingWeekday, spellBareHours, spellClockWords, spellNthWeekday, timeAfterDate } from './clock-spelling';
import { hourText, isoOf, minutesOfDay, PARTS_OF_DAY, type PartOfDay, type Wall } from '../dates';
import { spellSpokenNumbers } from './spoken-numbers';
import { ASKING } from './read-message';
import { EVENING_WORDS, WEEKDAY } from './date-words';

/** "two hours", "45 mins", "an hour and a half": a length, never a time that far from now. */
const LENGTH_ONLY = new RegExp(`^(?:${COUNT_RE}|an? half) (?:minutes?|mins?|hours?|hrs?|days?|weeks?)(?: and a half)?$`, 'i');

/**
 * Dates and times read from a message, always on the account's wall clock (its IANA timezone), never the server's: chrono-node reads the words, luxon does the calendar arithmetic.
 *
 * Rules (docs/behaviour.md):
 * - "3/4": month/day when the account's timezone is in the Americas (`America/*`, `US/*`, `Canada/*`),
 *   day/month everywhere else.
 * - A time without am/pm: 1–6 is afternoon (4 → 4:00 PM), 7–11 morning (evening for "tonight", dinner, supper or drinks),
 *   12 noon; 24-hour times as written.
 * - "Friday" / "this Friday" is the coming Friday (today if today is Friday); "next Friday" is the Friday of next week.
 * - A date without a year is the next one on or after today; "the 12th" the next 12th on or after today. "this week" is today and the 6 days after it;
 *   "next week" Monday to Sunday of next week; "weekend" the coming Saturday and Sunday, "next weekend" the one after; "this month" today to its end; "next month" all of it.
 */

/** Words after which "evening" etc. is a time ("tomorrow evening"), not part of a name ("parent evening"). */
const PART_OF_DAY_CONTEXT = new RegExp(`\\b(?:this|tomorrow|today|in the|every|on|at|day|${WEEKDAY})\\s$`, 'i');

export interface ParsedWhen {
  date: string | null;
  /** The day came from a weekday name alone ("Saturday"), so a week later is also that day. */
  weekdayOnly: boolean;
  /** The last day of a span of dates ("25-27 march", "6 apr to 17 apr"); null for one day. */
  endDate?: string | null;
  /** The time is each day's of the span ("monday to thursday at 5pm"), not when a stay starts. */
  eachDay?: boolean;
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
  const parse = (said: string) => chrono.casual.parse(said, { instant, timezone: 0 }, { forwardDate: true });
  // ("night shift sun now starts at 8pm": chrono reads "sun now" as this moment; the day is Sunday, "now" says the change is
  // new. Before a time, "thu now at 15:30", the time is read with the day.)
  return parse(text).flatMap((r) => {
    const day = DAY_THEN_NOW.exec(r.text)?.[1];
    const timed = /^\s+(?:at\s+)?\d/.test(text.slice(r.index + r.text.length));
    return day && !timed ? parse(day).map((d) => Object.assign(d, { index: r.index })) : [r];
  });
}
const DAY_THEN_NOW = new RegExp(`^((?:on |this |next )?${WEEKDAY})\\s+now$`, 'i');

const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** "the open home at 22 Bay Rd", "party at 9 hill st": a house number before its street, not a time. */
const HOUSE_NUMBER =
  /\b\d{1,4}[a-z]?(?=\s+(?:(?!(?:the|a|an|my|our|his|her|down|up|along|at|on|in|to|by|from|for|and)\b)[\p{L}'’]+\s+){1,2}(?:st|street|rd|road|ave|avenue|lane|ln|dr|drive|cres|crescent|pde|parade|pl|place|ct|court|blvd|boulevard|hwy|highway|tce|terrace|cct|circuit)\b)/giu;

/** A question about this moment: "is mr ceo waiting for me now", "what's on now?". */
const askedNow = (text: string) => ASKING.test(text.trim()) || /\?\s*$/.test(text);
type Said = chrono.ParsedResult;

/** The day of a weekday said: the coming one (today's if today is that day), or the one in next week for "next". */
function weekdayDate(s: chrono.ParsedComponents, said: string, wall: Wall): string {
  if (/\bnext\b/i.test(said)) return `${s.get('year')}-${String(s.get('month')).padStart(2, '0')}-${String(s.get('day')).padStart(2, '0')}`;
  const ahead = (s.get('weekday')! - (wall.today.weekday % 7) + 7) % 7; // chrono's 0 is Sunday
  return isoOf(wall.today.plus({ days: ahead }));
}

/** The time said (bare hours as in the rules above) and the minutes to its end, if an end is said. */
function clock(s: chrono.ParsedComponents, end: chrono.ParsedComponents | null | undefined, source: string, said: string) {
  let h = s.get('hour')!;
  // "dinner at 7" is in the evening; a party or a game at 10 may well be in the morning.
  const evening = EVENING_WORDS.test(source);
  // ("they rang this morning and booked him in for the 24th at 2": this morning was when it was told, not the time)
  const morning = /\bmorning\b/i.test(source.replace(/\bthis morning\b(.*)/i, (all, rest: string) => (saysADay(rest) ? rest : all)));
  if (!s.isCertain('meridiem') && !morning && ((h >= 1 && h <= 6) || (evening && h >= 7 && h <= 11)) && !/\b0\d[:.h]/.test(said)) h += 12;
  const time = hhmm(h, s.get('minute') ?? 0);
  let durationMinutes = null as number | null;
  if (end && end.isCertain('hour')) {
    // "night shift 19:00-07:30": an end written on the 24-hour clock with its leading zero is in the morning (chrono
    // reads it as the evening's, after the start)
    const written = /(?:-|–|\bto|\btill|\buntil)\s*(0\d)[:.h]?\d\d\b/i.exec(said);
    let eh = written ? Number(written[1]) : end.get('hour')!;
    const morningEnd = end.isCertain('meridiem') || !!written;
    if (!morningEnd && eh >= 1 && eh <= 6) eh += 12;
    if (!morningEnd && eh < h && eh + 12 < 24) eh += 12;
    const span = eh * 60 + (end.get('minute') ?? 0) - minutesOfDay(time);
    if (span > 0) durationMinutes = span;
    // "night shift 7pm to 7am": over midnight into the next morning
    else if (morningEnd && eh < 12 && h >= 12) durationMinutes = span + 1440;
  }
  return { time, durationMinutes };
}

const ALONE_AFTER_SPAN = new RegExp(`^(?:from |next )?${WEEKDAY}\\s*(?:to|till|until|through|thru|-|–)\\s*${WEEKDAY}\\s+(?!from\\b)`, 'i');
const JOINT = /^\s*(?:to|till|until|through|thru|-|–)\s*$/i;

/**
 * "mosque classes monday to thursday at 5pm", "holiday club mon-thu 9am to 3pm": a time said after a span of weekdays is
 * each day's. chrono gives it to the last day alone, or reads the first day apart. ("at dad's fri to sun from 6pm" is a
 * stay from that time, read as a span of days.)
 */
function eachDayOfSpan(results: Said[], r: Said, source: string, wall: Wall): ParsedWhen | null {
  const dayAlone = (c: chrono.ParsedComponents) => c.isCertain('weekday') && !c.isCertain('day') && !c.isCertain('hour');
  let span: { first: Said; last: chrono.ParsedComponents; start: chrono.ParsedComponents; end?: chrono.ParsedComponents | null; index: number } | null = null;
  if (dayAlone(r.start) && r.end?.isCertain('weekday') && r.end.isCertain('hour') && ALONE_AFTER_SPAN.test(r.text))
    span = { first: r, last: r.end, start: r.end, index: r.index };
  const x = results.find((x) => x.index < r.index && dayAlone(x.start) && !x.end && JOINT.test(source.slice(x.index + x.text.length, r.index)));
  if (!span && x && r.start.isCertain('weekday') && !r.start.isCertain('day') && r.start.isCertain('hour'))
    span = { first: x, last: r.start, start: r.start, end: r.end, index: x.index };
  if (!span) return null;
  const text = source.slice(span.index, r.index + r.text.length);
  const date = weekdayDate(span.first.start, span.first.text, wall);
  const days = (span.last.get('weekday')! - span.first.start.get('weekday')! + 7) % 7 || 7;
  const endDate = isoOf(DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }));
  return { date, weekdayOnly: false, endDate, eachDay: true, ...clock(span.start, span.end, source, text), source, text, index: span.index };
}

/** `holidayNames`: a holiday named without "on"/"for" ("thanksgiving dinner") also gives the day; for a new event, not a search. */
export function readWhen(text: string, wall: Wall, timezone: string, holidayNames = false): ParsedWhen | null {
  // "parent evening", "movie night": a part-of-day word right after another word is part of a name, not a time.
  const source = spellRanges(
    spellBareHours(
      spellClockWords(
        dropConfirmingWeekday(
          spellDayOfMonth(
            spellHolidays(
              spellSpokenNumbers(timeAfterDate(spellNumericDates(spellNthWeekday(fixDayWords(text), wall), timezone))),
              wall,
              timezone,
              holidayNames,
            ),
            wall,
          ),
          wall,
        ),
      ),
    ),
  );
  // "last day of term": a name, not yesterday; "years 2-6", "year 5", "room 12": a class, not a time
  const masked = source
    .replace(HOUSE_NUMBER, (w) => 'x'.repeat(w.length))
    .replace(
      /\b(?:first|last) day(?= of\b)|\b(?:years?|yrs?|grades?|room|ages?|under|u)\s*\d{1,2}(?:\s*(?:-|–|to|&|and)\s*\d{1,2})?\b(?!\s*(?:am|pm|:|\.\d))/gi,
      (w) => 'x'.repeat(w.length),
    )
    .replace(/(?<=\p{L}\s)(morning|afternoon|evening|night)\b/giu, (w, _p, offset: number, all: string) =>
      PART_OF_DAY_CONTEXT.test(all.slice(Math.max(0, offset - 12), offset)) ? w : 'x'.repeat(w.length),
    );
  // "an hour before" is counted from an event, "two hours" alone and "45 minutes from now on" are lengths: none is a time from now.
  const all = chronoParse(masked, wall);
  const results = all.filter(
    (r) =>
      !/^\d+$/.test(r.text.trim()) &&
      // "footy is at half 4 now", "soccer is at the other oval now": a bare "now" says a change is new, never when;
      // in a question ("is anyone waiting for me now") it is this moment.
      !(/^now$/i.test(r.text.trim()) ? all.length > 1 || !askedNow(text) : /^right now$/i.test(r.text.trim()) && all.length > 1) &&
      !/\b(?:before|earlier|prior)$/i.test(r.text.trim()) &&
      // ("has the day off school friday": which day is said after it)
      !/^the day$/i.test(r.text.trim()) &&
      !(/\bfrom now$/i.test(r.text.trim()) && /^\s+on\b/i.test(masked.slice(r.index + r.text.length))) &&
      !LENGTH_ONLY.test(r.text.trim()),
  );
  // The most definite mention wins ("parent evening on Thursday at 6pm": not "evening"). ("the weekend of the 14th": a
  // date with its number says more than "weekend"; so do the days a span runs)
  const hasDay = (x: Said) => x.start.isCertain('day') || x.start.isCertain('weekday');
  const more = (x: Said) => (x.start.isCertain('month') && /\d/.test(x.text) ? 0.5 : 0) + (x.end && !/^weekend$/i.test(x.text.trim()) ? 0.25 : 0);
  const score = (x: Said) => (hasDay(x) ? 2 + more(x) : 0) + (x.start.isCertain('hour') ? 1 : 0);
  const r = results.reduce<Said | undefined>((best, x) => (!best || score(x) > score(best) ? x : best), undefined);
  if (!r) return null;
  const each = eachDayOfSpan(results, r, source, wall);
  if (each) return each;
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
    date = weekdayDate(dated.start, dated.text, wall);
    weekdayOnly = !/\bnext\b/i.test(dated.text);
  }
  // "camp 25-27 march", "school hols mon 6 apr to fri 17 apr": chrono reads the span's last day too.
  let endDate: string | null = null;
  const last = dated?.end;
  // (not the end of a span of hours that runs past midnight as chrono reads it: "31 march, 9 to 3" is one day)
  const hoursOnly = !!last && last.isCertain('hour') && last.date().getTime() - dated!.start.date().getTime() < 24 * 3600 * 1000;
  if (date && last?.isCertain('day') && !hoursOnly) {
    let d = DateTime.fromObject(
      { year: last.isCertain('year') ? last.get('year')! : Number(date.slice(0, 4)), month: last.get('month')!, day: last.get('day')! },
      { zone: 'UTC' },
    );
    if (d.isValid && isoOf(d) < date) d = d.plus({ years: 1 });
    if (d.isValid && isoOf(d) > date) endDate = isoOf(d);
  }
  // "this evening" is today's; "in the morning" the next one to come (tomorrow's once today's is over).
  let { text: said, index } = r;
  const part = /^(this |in the )?(morning|afternoon|evening)$/i.exec(said.trim());
  const lead = /\bin the\s+$/i.exec(source.slice(0, index));
  if (!date && part) {
    const ends = PARTS_OF_DAY[part[2].toLowerCase() as PartOfDay].to;
    date = isoOf(/^this/i.test(said) || wall.now.hour < ends ? wall.today : wall.today.plus({ days: 1 }));
    if (lead) [said, index] = [source.slice(lead.index, index + said.length), lead.index];
  }
  // "at 9 tomorrow morning": chrono stops at the day, but the part of the day after it is said of that time too.
  const tail = /^\s+(?:morning|afternoon|evening|night)\b/i.exec(source.slice(index + said.length));
  if (tail && r.start.isCertain('hour')) said += tail[0];
  const { time, durationMinutes } = timed ? clock(timed.start, timed.end, source, timed.text) : { time: null, durationMinutes: null };
  return { date, weekdayOnly, endDate, time, durationMinutes, source: read, text: said, index };
}

/** "saturday morning", "this evening": a part of the day said with the day gives the event a usual time in it. */
export function partOfDayTime(when: ParsedWhen | null, wall: Wall): string | null {
  const part = when?.date ? /\b(morning|afternoon|evening|night)s?\b/i.exec(when.text) : null;
  if (!part) return null;
  const { usual, to } = PARTS_OF_DAY[part[1].toLowerCase() as PartOfDay];
  // "this afternoon" said at 2:30: the next whole hour while the afternoon lasts.
  return hourText(when!.date === isoOf(wall.today) && wall.now.hour >= usual && wall.now.hour + 1 < to ? wall.now.hour + 1 : usual);
}
