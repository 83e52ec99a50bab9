import { MONTH_RE, numberWord } from './number-words';
import { DAY_SPAN, WEEKDAY } from './date-words';

/** Bare numbers right after a day ("sun 1-3", "thursday 9-11", "the 12th 4-6") are the hours of that day. */
const AFTER_A_DAY =
  /\b(?:(?:mon|tues?|wednes|wed|thurs?|thu|fri|satur|sat|sun)(?:day)?s?(?: (?:mornings?|afternoons?|evenings?|nights?|arvos?))?|(?:tomorrow|tmrw|today)(?: (?:morning|afternoon|evening|night|arvo))?|tonight|\d{1,2}(?:st|nd|rd|th)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}|\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* (?:19|20)\d{2}),?\s+$/i;

/** …or right before one ("3-5 tomorrow", "9-11 on saturday", "9-5 on the 19th", spelt "on 19 March 2026" by then). */
const BEFORE_A_DAY =
  /^\s+(?:on\s+)?(?:(?:mon|tues?|wednes|wed|thurs?|thu|fri|satur|sat|sun)(?:day)?|tomorrow|tmrw|today|tonight|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/i;

/** "between 8 and 10", "5 till 7", "4 until 6pm" as the "from 8 to 10" chrono reads as a start and an end. */
export function spellRanges(text: string): string {
  const T = '(\\d{1,2}(?::\\d{2})?(?:\\s*(?:am|pm))?)';
  return (
    text
      // "wed 8 apr to fri 10 apr": two days of one month, said as a span of its dates ("8-10 apr")
      .replace(
        new RegExp(
          `\\b(?:${WEEKDAY},? )?(\\d{1,2})(?:st|nd|rd|th)? (${MONTH_RE}) (?:to|till|until|-|–) (?:${WEEKDAY},? )?(\\d{1,2})(?:st|nd|rd|th)? \\2\\b`,
          'gi',
        ),
        (all, a: string, month: string, b: string) => (Number(b) > Number(a) ? `${a}-${b} ${month}` : all),
      )
      // "10 till noon", "9-1pm", "11 to 2 pm": a morning hour before an end after midday is in the morning
      .replace(
        /\b((?:[7-9]|1[01])(?:[:.][0-5]\d)?)\s*(till|until|til|to|-|–)\s*(noon|midday|12\s*pm|(?:1[:.]?\d{0,2}|[1-6](?:[:.][0-5]\d)?)\s*pm)\b/gi,
        (_all, a: string, joint: string, b: string) => `${a}am ${joint} ${/^(?:noon|midday)$/i.test(b) ? '12pm' : b}`,
      )
      .replace(new RegExp(`\\bbetween ${T} and ${T}`, 'gi'), 'from $1 to $2')
      // "vet fri 3", "swimming tuesday 4.30": an hour said bare right after a day is the time on it.
      .replace(
        new RegExp(
          `\\b(${WEEKDAY}|today|tonight|tomorrow|tmrw) (\\d{1,2}(?:[:.][0-5]\\d)?)(?![\\d:.]|\\s*(?:st|nd|rd|th|am|pm|a\\.m|p\\.m|-|–|to|till|until|and|or|of|hours?|hrs?|mins?|minutes?|days?|weeks?|${MONTH_RE})\\b)`,
          'gi',
        ),
        (all, d: string, t: string) => (Number(t.split(/[:.]/)[0]) >= 1 && Number(t.split(/[:.]/)[0]) <= 12 ? `${d} at ${t}` : all),
      )
      // "six till eight pm": a span of hours said in words
      .replace(
        /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:till|until|to|-) (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}) ?(am|pm)\b/gi,
        (_all, a: string, b: string, half: string) => `from ${numberWord(a)} to ${numberWord(b) ?? b} ${half}`,
      )
      // "drinks tonight six to eight": hours in words after a day ("six to eight volunteers" counts them)
      .replace(
        new RegExp(
          `\\b(${WEEKDAY}|today|tonight|tomorrow)\\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) to (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|[1-9])\\b(?=\\s*(?:$|[,.!?]|am\\b|pm\\b))`,
          'gi',
        ),
        (_all, d: string, a: string, b: string) => `${d} from ${numberWord(a)} to ${numberWord(b) ?? b}`,
      )
      // "six till eight": the same said without am or pm
      .replace(
        /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:till|until|til) (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\b(?! ?(?:am|pm|o'?clock)\b)/gi,
        (_all, a: string, b: string) => `from ${numberWord(a)} to ${numberWord(b) ?? b}`,
      )
      // "saturday morning 7", "friday evening 4", "tomorrow morning 8 o'clock": a bare hour after a part of the day is in it.
      .replace(
        new RegExp(
          `\\b(morning|afternoon|evening|night|arvo)\\s+(?:at\\s+)?(\\d{1,2}(?:[:.][0-5]\\d)?)(?:\\s*o'?clock)?(?![\\d:.]|\\s*(?:st|nd|rd|th|am|pm|a\\.m|p\\.m|-|–|to|till|until|and|or|of|hours?|hrs?|mins?|minutes?|days?|weeks?|${MONTH_RE})\\b)`,
          'gi',
        ),
        (all, part: string, t: string) => {
          const h = Number(t.split(/[:.]/)[0]);
          return h >= 1 && h <= 12 ? `${part} at ${t}${/^morning/i.test(part) ? 'am' : 'pm'}` : all;
        },
      )
      // "what's on monday to wednesday", "fri-sun": a span of days.
      // ("next thu to fri": the days of next week)
      .replace(
        new RegExp(`(?<!\\bfrom )\\b(this |next )?${DAY_SPAN}`, 'gi'),
        (_all, which: string | undefined, a: string, b: string) => `from ${which ?? ''}${a} to ${b}`,
      )
      .replace(
        new RegExp(`(?<!\\bfrom )(?<![\\d:])${T}\\s*(?:till|until|til|to|-|–)\\s*${T}(?![\\d:])`, 'gi'),
        (all, a: string, b: string, at: number, whole: string) =>
          // ("years 2-6", "ages 5-7": a class or an age, not hours)
          /\b(?:years?|yrs?|grades?|ages?|aged|room)\s*$/i.test(whole.slice(0, at)) ||
          (/^\d{1,2}$/.test(a) &&
            /^\d{1,2}$/.test(b) &&
            !/\b(?:till|until|til)\b/i.test(all) &&
            !AFTER_A_DAY.test(whole.slice(0, at)) &&
            !BEFORE_A_DAY.test(whole.slice(at + all.length)))
            ? all
            : // "shift 7 to 7", "6-2": an end no later than its bare start is that afternoon's
              /^\d{1,2}$/.test(a) && /^\d{1,2}$/.test(b) && Number(a) < 12 && Number(b) >= 1 && Number(b) <= Number(a)
              ? `from ${a}am to ${b}pm`
              : `from ${a} to ${b}`,
      )
  );
}

/**
 * "drop off at 7 instead of 6": a bare hour put in place of an afternoon one is in the evening, not the morning (bare
 * hours from 7 to 11 are otherwise morning ones).
 */
export function afternoonAsBefore(lower: string, time: string): string {
  const said =
    /\b(\d{1,2})(?:[:.](\d{2}))?,? (?:now,? )?(?:instead of|not|rather than) (?:at )?(\d{1,2})(?:[:.]\d{2})?\b(?!\s*(?:am|pm|a\.m|p\.m|o'clock in the morning))/.exec(
      lower,
    );
  if (!said) return time;
  const [hour, old] = [Number(said[1]), Number(said[3])];
  const morning = Number(time.slice(0, 2));
  return hour >= 7 && hour <= 11 && morning === hour && old >= 1 && old <= 6 ? `${String(hour + 12)}${time.slice(2)}` : time;
}
