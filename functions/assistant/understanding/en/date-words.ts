/** English names of weekdays and months, and the words that put an hour in the evening. */
import { MONTH_RE, UNIT_RE } from './number-words';

export const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)';
/** A day as it is typed in a request: "fri", "this fri", "on sat", "tomorrow", "tmrw". */
export const SAID_DAY = `(?:(?:this |next |on )?${WEEKDAY}|today|tonight|tomorrow|tmrw)`;
const DAY_IN = new RegExp(`\\b${SAID_DAY}\\b`, 'i');
/** The day a message's news names ("the kids are sick on friday"), or null. */
export const dayIn = (text: string) => DAY_IN.exec(text)?.[0] ?? null;
/** A request with the day its news names, unless it says a day itself ("cancel everything" + "on friday"). */
export const withDayOf = (request: string, news: string) => (dayIn(request) || !dayIn(news) ? request : `${request} ${dayIn(news)}`);
/** "this week only", "just this week": said of one time of something, not of all of them. */
export const ONCE = '(?:(?:for )?this (?:week|wk|time)(?: only)|(?:just|only) (?:for )?this (?:week|wk|once|time))';
/** A time as it is typed: "4", "4.30", "4:30pm", "9am". */
export const SAID_TIME = String.raw`\d{1,2}(?:[.:]\d\d)?\s*(?:am|pm)?`;
/** A time typed or said in words: "4.30pm", "five", "half past ten" is not one (the clock readers take those). */
export const HOUR_SAID = `(?:${SAID_TIME}|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\\s*(?:am|pm|o'?clock))?|noon|midday)`;
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Words that put a bare 7-11 in the evening: "dinner at 7", "date night is at 8 now". */
export const EVENING_WORDS = /\b(?:tonight|evening|night|dinner|supper|drinks|cocktails|book club|sleep ?over|pub|gig)\b/i;
/** A day's name in the plural ("tuesdays"): weekly. "tues", "thurs" and "weds" are one day, not several. */
export const WEEKDAYS = '(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|mons|weds|fris|sats|suns)';
/** "mon to wed", "fri-sun": a span from one weekday to another (its two days are the groups). */
export const DAY_SPAN = `\\b(${WEEKDAY})\\s*(?:to|till|until|through|thru|-|–)\\s*(${WEEKDAY})\\b`;
const ISO_WEEKDAY: Record<string, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };
/** A weekday's name, short or long, as its ISO number (1 = Monday). */
export const isoWeekday = (name: string) => ISO_WEEKDAY[name.slice(0, 3).toLowerCase()];

/**
 * Nothing but a day and a time ("at 4 tomorrow afternoon", "thursday five pm", "quarter to 8"): such a part of a
 * message belongs to the request beside it.
 */
export const ONLY_WHEN = new RegExp(
  `^(?:(?:at|on|by|this|next|every|in|the|of|today|tonight|tomorrow|morning|afternoon|evening|night|noon|midday|week|weekend|am|pm|${WEEKDAY}s?|${MONTH_RE}|\\d{1,2}(?:[:.]\\d{2})?(?:am|pm)?|\\d{1,2}(?:st|nd|rd|th)|${UNIT_RE}|thirty|forty|quarter|half|past|to|o'?clock)(?:\\s+|$))+$`,
  'i',
);
/** The month's number (1-12) of a month's name or its first three letters; 0 when it is none. */
export const monthNumber = (name: string) => MONTHS.findIndex((m) => m.toLowerCase().startsWith(name.slice(0, 3).toLowerCase())) + 1;

/**
 * "tmrw", "2moro's", "2day", "2nite": today, tonight and tomorrow as they are typed on a phone; "@ 4" and "at 4p" for
 * "at 4pm" (an address, "me@home", has no space before its "@"); "7 till late" for "at 7pm".
 */
export const spellTypedDays = (text: string) =>
  text
    .replace(/(?<!\S)@\s*(?=\d)/g, 'at ')
    .replace(/\b(at \d{1,2}(?:[.:]\d\d)?)p\b/gi, '$1pm')
    // "7 till late": from that hour in the evening, its end not said
    .replace(
      /\b(?:at |from )?(\d{1,2}(?:[.:]\d\d)?)\s*(am|pm)?\s+(?:till|until|til|to) late\b/gi,
      (_all, at: string, half?: string) => `at ${at}${half ?? (parseInt(at) < 12 ? 'pm' : '')}`,
    )
    .replace(/\b(?:tmrw|tmrow|tmr|tmw|tomoz|2moro|2morrow|2mrw)(?:'?s)?\b/gi, 'tomorrow')
    // "the morra", "the marra": tomorrow as it is said in Scotland and the north of England
    .replace(/\bthe (?:morra|marra|morrow)\b/gi, 'tomorrow')
    .replace(/\b(today|tomorrow|tonight) itself\b/gi, '$1')
    .replace(/\b2day\b/gi, 'today')
    .replace(/\b2(?:nite|night)\b/gi, 'tonight');

/** "there is no particular start time": no time said is no thing called off. */
export const NO_SET_TIME = String.raw`(?:particular |set |fixed |specific |exact )?(?:start(?:ing)? |finish |end )?times?\b`;
