import { DateTime } from 'luxon';
import { isoOf, type Wall } from '../dates';
import { spellRanges } from './hour-ranges';
import { comingRange } from './coming-days';
import { fixDayWords } from './date-spelling';
import { isoWeekday, MONTHS, WEEKDAY } from './date-words';
import { readWhen, type ParsedWhen } from './read-when';

const WEEKDAY_WORD = new RegExp(`\\b${WEEKDAY}\\b`, 'i');
/** A month by name ("may" only where it cannot be "may i"). */
const MONTH_ALONE =
  /\b(january|jan|february|feb|march|mar|april|apr|june|jun|july|jul|august|aug|september|sept|sep|october|oct|november|nov|december|dec)\b|\b(?:in|for|during|of|about|over) (may)\b|^(?:show me |what about )?(may)\b/;

/** The days an agenda question covers (see the rules above). */
export function agendaRange(said: string, when: ParsedWhen | null, wall: Wall): { fromDate: string; toDate: string } {
  const t = wall.today;
  const lower = fixDayWords(said.toLowerCase());
  // "what's on between now and friday", "from today until sunday": today to that day.
  // "no swimming until the 20th", "what's on till friday": today to that day too (a time there is no day: "till 5")
  const untilThen =
    /\b(?:between (?:now|today) and|from (?:now|today) (?:until|till|til|to|through))\s+(.+)$/.exec(lower) ??
    (/\b(?:from|between|since)\b/.test(lower) ? null : /\b(?:until|till|til|up until)\s+(.+)$/.exec(lower));
  const then = untilThen ? readWhen(untilThen[1], wall, wall.today.zoneName ?? 'UTC') : null;
  const end = then?.time ? null : then?.date;
  if (end && end >= isoOf(t)) return { fromDate: isoOf(t), toDate: end };
  // "the rest of the month", "the rest of march": today to its end ("the rest of the week" is spelled "this week")
  const rest = /\brest of (?:the )?([a-z]{3,9})\b/.exec(lower);
  const month = rest ? MONTHS.findIndex((m) => m.toLowerCase().startsWith(rest[1])) + 1 : 0;
  if (rest?.[1] === 'month' || month === t.month) return { fromDate: isoOf(t), toDate: isoOf(t.endOf('month')) };
  // "the week of the 16th": that day and the six after it
  // "the weekend of the 14th": the Saturday and Sunday of it
  const weekOf = /\bweek(end)? of (.+)$/.exec(lower);
  const first = weekOf ? readWhen(weekOf[2], wall, wall.today.zoneName ?? 'UTC')?.date : null;
  if (first && weekOf?.[1]) {
    const day = DateTime.fromISO(first);
    const saturday = day.weekday === 7 ? day.minus({ days: 1 }) : day.plus({ days: (6 - day.weekday + 7) % 7 });
    return { fromDate: isoOf(saturday), toDate: isoOf(saturday.plus({ days: 1 })) };
  }
  if (first) return { fromDate: first, toDate: isoOf(DateTime.fromISO(first).plus({ days: 6 })) };
  // "mon 9th to wed 11th", "the 3rd to the 17th of april": the span read
  if (when?.date && when.endDate && !when.time && when.endDate > when.date) return { fromDate: when.date, toDate: when.endDate };
  const monday = t.plus({ days: 8 - t.weekday });
  const coming = comingRange(lower, t);
  if (coming) return coming;
  // "this week or next", "this and next week": both weeks.
  if (/\bweek\s+(?:(?:or|and|&)\s+)?next\b(?! (?:month|year))|\bthis (?:or|and|&) next week\b/.test(lower))
    return { fromDate: isoOf(t), toDate: isoOf(monday.plus({ days: 6 })) };
  // "sunday dinner is off this week": the day named in that week.
  const dayIn = (from: DateTime, to: DateTime) =>
    when?.date && WEEKDAY_WORD.test(lower) && when.date >= isoOf(from) && when.date <= isoOf(to) ? { fromDate: when.date, toDate: when.date } : null;
  if (/\bnext week\b/.test(lower)) return dayIn(monday, monday.plus({ days: 6 })) ?? { fromDate: isoOf(monday), toDate: isoOf(monday.plus({ days: 6 })) };
  // ("friday week" is one day, a week after friday)
  if (/(?<!(?:day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun) )\b(?:this |the )?week(?:'s)?\b/.test(lower) && !/\bweekend\b/.test(lower))
    return dayIn(t, t.plus({ days: 6 })) ?? { fromDate: isoOf(t), toDate: isoOf(t.plus({ days: 6 })) };
  if (/\bnext month\b/.test(lower)) {
    const first = t.plus({ months: 1 }).startOf('month');
    return { fromDate: isoOf(first), toDate: isoOf(first.endOf('month')) };
  }
  if (/\b(?:this|the) month\b/.test(lower)) return { fromDate: isoOf(t), toDate: isoOf(t.endOf('month')) };
  // "what's on in april", "show me march": that month (this one from today), when no day of it is said
  const named = when?.date || /\d/.test(lower) ? null : MONTH_ALONE.exec(lower);
  const monthNamed = named ? MONTHS.findIndex((m) => m.toLowerCase().startsWith((named[1] ?? named[2] ?? named[3]).slice(0, 3))) + 1 : 0;
  if (monthNamed) {
    const start = t
      .set({ month: monthNamed })
      .startOf('month')
      .plus({ years: monthNamed < t.month ? 1 : 0 });
    return { fromDate: isoOf(monthNamed === t.month ? t : start), toDate: isoOf(start.endOf('month')) };
  }
  if (/\bnext weekend\b/.test(lower)) {
    const saturday = t.plus({ days: ((6 - t.weekday + 7) % 7 || 7) + (t.weekday >= 6 ? 0 : 7) });
    return { fromDate: isoOf(saturday), toDate: isoOf(saturday.plus({ days: 1 })) };
  }
  if (/\b(?:this |the )?weekend\b/.test(lower)) {
    const saturday = t.weekday === 7 ? t : t.plus({ days: (6 - t.weekday + 7) % 7 });
    return { fromDate: isoOf(saturday), toDate: isoOf(t.weekday === 7 ? t : saturday.plus({ days: 1 })) };
  }
  // "from monday to wednesday", "fri to sun", "between the 10th and the 12th": the first day read, the last read after the joint.
  // ("tmrw thru sun": from tomorrow, said without "from")
  const between =
    /\b(?:from|between)\s+\S.*?\s+(?:to|until|till|through|thru|and)\s+(.+)$/.exec(spellRanges(lower)) ??
    /\b(?:today|tomorrow|tmrw)\s+(?:to|until|till|through|thru|-)\s+(.+)$/.exec(spellRanges(lower));
  let last = between && when?.date ? readWhen(between[1], wall, wall.today.zoneName ?? 'UTC')?.date : null;
  // "from monday to wednesday" on a Wednesday: the Wednesday after that Monday
  if (when?.date && last && last <= when.date && /^(?:on )?(?:mon|tue|wed|thu|fri|sat|sun)/.test(between![1]))
    last = isoOf(DateTime.fromISO(last).plus({ days: 7 * Math.ceil((DateTime.fromISO(when.date).diff(DateTime.fromISO(last), 'days').days + 1) / 7) }));
  if (when?.date && last && last > when.date) return { fromDate: when.date, toDate: last };
  if (/\btomorrow\b/.test(lower)) return { fromDate: isoOf(t.plus({ days: 1 })), toDate: isoOf(t.plus({ days: 1 })) };
  // "sat and sun", "tues n thurs": the first day named to the second one after it
  const pair = new RegExp(`\\b${WEEKDAY}\\s+(?:and|n|&|\\+)\\s+(${WEEKDAY})\\b`, 'i').exec(lower);
  if (pair && when?.date && WEEKDAY_WORD.test(lower)) {
    const from = DateTime.fromISO(when.date);
    return { fromDate: when.date, toDate: isoOf(from.plus({ days: (isoWeekday(pair[1]) - from.weekday + 7) % 7 })) };
  }
  if (when?.date) return { fromDate: when.date, toDate: when.date };
  return { fromDate: isoOf(t), toDate: isoOf(t) };
}
