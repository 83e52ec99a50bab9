import { MONTH_RE, NOT_A_DAY, NUMBER_RE, numberWord, ORDINAL_RE, ordinalWord, suffix, UNIT_RE } from './number-words';
import { WEEKDAY } from './date-words';

const MERIDIEM = "(?:a\\.?m\\.?|p\\.?m\\.?|o'?\\s?clock|oclock|in the (?:morning|afternoon|evening)|at night|tonight)";

/**
 * Spoken numbers as digits where they name a time or a day: "ten am" → "10 am", "two thirty pm" → "2:30 pm",
 * "at six" → "at 6", "feb four" → "feb 4", "the thirteenth" → "the 13th", "july seventh" → "july 7th",
 * "two o'clock" → "2:00". Other number words ("two days before", "in three weeks") are left to chrono.
 */
/** "the thirteenth", "fifteenth of april": days of the month said as ordinal words, in digits. */
export function spellOrdinalDays(text: string): string {
  return text
    .replace(new RegExp(`\\b(${MONTH_RE})\\s+(?:the\\s+)?(${ORDINAL_RE})\\b`, 'gi'), (all, month: string, n: string) => {
      const day = ordinalWord(n);
      return day && day <= 31 ? `${month} ${day}${suffix(day)}` : all;
    })
    .replace(new RegExp(`\\b(${ORDINAL_RE})\\s+(?:of\\s+)?(${MONTH_RE})\\b`, 'gi'), (all, n: string, month: string) => {
      const day = ordinalWord(n);
      return day && day <= 31 ? `${day}${suffix(day)} of ${month}` : all;
    })
    .replace(new RegExp(`\\bthe\\s+(${ORDINAL_RE})\\b(?!\\s+${NOT_A_DAY})`, 'gi'), (all, n: string) => {
      const day = ordinalWord(n);
      return day && day <= 31 ? `the ${day}${suffix(day)}` : all;
    });
}

/** "three thirty" → "3:30", "six" → "6", "two oh five" → "2:05"; null when it is no time of day. */
export function spokenClock(h: string, m?: string): string | null {
  const hour = numberWord(h) ?? Number(h);
  const minute = m === undefined ? null : /^o[h ]/i.test(m) ? numberWord(m.replace(/^o[h]?\s*/i, '')) : (numberWord(m) ?? Number(m));
  if (!(hour >= 0 && hour <= 23) || (minute !== null && !(minute >= 0 && minute <= 59))) return null;
  return minute === null ? `${hour}` : `${hour}:${String(minute).padStart(2, '0')}`;
}

export function spellSpokenNumbers(text: string): string {
  const clock = spokenClock;
  const MINUTE_RE = `(?:o[h]?\\s+(?:${UNIT_RE})|${NUMBER_RE}|\\d{2})`;
  const early = text
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
    // Speech to text writes "four thirty" as "4 30": a clock where a time is said (after at, from, to, the, a day…)
    // or before am/pm or a part of the day, never before a unit ("2 30 minute sessions").
    .replace(
      new RegExp(
        `(?<=\\b(?:at|by|from|to|till|until|til|for|before|after|around|about|the|today|tonight|tomorrow|tmrw|${WEEKDAY}s?)\\s+)([1-9]|1[0-2]) ([0-5]\\d)\\b(?![\\d:.])(?!\\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|people|percent|%|of)\\b)|\\b([1-9]|1[0-2]) ([0-5]\\d)(?=\\s*(?:am|pm|a\\.m|p\\.m|in the (?:morning|afternoon|evening)|tonight|tomorrow|this (?:morning|afternoon|evening))\\b)`,
        'gi',
      ),
      (_all, h?: string, m?: string, h2?: string, m2?: string) => `${h ?? h2}:${m ?? m2}`,
    )
    // "a meeting for ten tomorrow", "a reminder for 6 tonight": an hour after "for" then a day is a time, unless
    // another time is said ("a table for 4 tomorrow at 7").
    .replace(
      new RegExp(
        `\\bfor (${NUMBER_RE}|\\d{1,2}(?::\\d{2})?)(?=\\s+(?:today|tonight|tomorrow|tmrw|this (?:morning|afternoon|evening)|on ${WEEKDAY}|${WEEKDAY})\\b)(?!.*(?:\\b(?:at|@)\\s*\\d|\\d\\s*(?:am|pm)\\b|\\d:\\d))`,
        'gi',
      ),
      (all, n: string) => {
        const hour = numberWord(n) ?? Number(n.split(':')[0]);
        return hour >= 1 && hour <= 12 ? `at ${/^\d/.test(n) ? n : hour}` : all;
      },
    )
    .replace(/\bby (\d{1,2}(?::\d{2})?\s*(?:am|pm)?)(?![\d:])/gi, 'at $1')
    // "two thirty pm", "ten am", "six o'clock", "seven in the evening"
    .replace(
      new RegExp(`\\b(${NUMBER_RE}|\\d{1,2})(?:\\s+(${MINUTE_RE}))?\\s*(${MERIDIEM})(?![\\p{L}])`, 'giu'),
      (all, h: string, m: string | undefined, mer: string) => {
        // "6 in the evening" with no "at" before it: the part of the day says am or pm
        const half = /^in the morning$/i.test(mer) ? 'am' : /^in the (?:afternoon|evening)$/i.test(mer) ? 'pm' : null;
        if (/^\d+$/.test(h) && m === undefined) {
          if (half && Number(h) >= 1 && Number(h) <= 12) return `${h}${half}`;
          return all.replace(/o'?\s?clock|oclock/i, ':00').replace(/\s+:00/, ':00');
        }
        const t = clock(h, m);
        if (!t) return all;
        return /clock/i.test(mer) ? `${t.includes(':') ? t : `${t}:00`}` : `${t} ${mer}`;
      },
    )
    // "at ten", "at two thirty", "by six", "from four to six", "until five"
    .replace(
      new RegExp(
        `\\b(at|by|from|to|till|until|til|before|after|around|about|starting|beginning|finishing|ending|leaving)\\s+(${NUMBER_RE})(?:\\s+(${MINUTE_RE}))?(?![\\p{L}])`,
        'giu',
      ),
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
    // "thursday ten thirty", "tomorrow two fifteen", "monday morning eight thirty": a spoken clock right after a day
    .replace(
      new RegExp(
        `\\b((?:today|tonight|tomorrow|${WEEKDAY}s?)(?: (?:morning|afternoon|arvo|evening|night))?) (${NUMBER_RE}) (o[h]?\\s+(?:${UNIT_RE})|ten|fifteen|twenty|thirty|forty|fifty|(?:twenty|thirty|forty|fifty)[- ](?:one|two|three|four|five|six|seven|eight|nine))(?![\\p{L}])(?! (?:minutes?|mins?|hours?)\\b)`,
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
      // (not "27 march six till eight", where the day came first)
      new RegExp(`(?<!\\bof |\\d(?:st|nd|rd|th)? )\\b(${MONTH_RE})\\s+(?:the\\s+)?(${ORDINAL_RE}|${NUMBER_RE})\\b`, 'gi'),
      (all, month: string, n: string) => {
        const day = ordinalWord(n) ?? numberWord(n);
        return day && day <= 31 ? `${month} ${day}${suffix(day)}` : all;
      },
    )
    .replace(new RegExp(`\\b(${ORDINAL_RE}|${NUMBER_RE})\\s+(?:of\\s+)?(${MONTH_RE})\\b`, 'gi'), (all, n: string, month: string) => {
      const day = ordinalWord(n) ?? numberWord(n);
      return day && day <= 31 ? `${day}${suffix(day)} of ${month}` : all;
    });
  return (
    spellOrdinalDays(early)
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
      // "lunchtime 12:30": the clock time said beside it is the time.
      .replace(/\b(?:noon|midday|mid-day|lunchtime|lunch time)\b(?!,?\s+(?:at\s+)?\d{1,2}[:.]\d{2})/gi, '12pm')
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
