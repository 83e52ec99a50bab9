import { isoWeekday, WEEKDAY, WEEKDAYS } from './date-words';
import { AHEAD_AMOUNT, AMOUNT, amount, NUMBER_RE, UNIT } from './number-words';
import { onceOverDays, stayUntil, twoDaysInARow } from './day-spans';
import { spellOrdinalDays, spokenClock } from './spoken-numbers';
import { DAY_SAID, seriesBounds } from './series-bounds';
import type { CreateEventInput } from '../types';

/** An event message's repeat, reminder, duration and all-day phrases (the engine's choices are in engine.ts). */

export interface EventPhrases {
  /** The text with the phrases below taken out. */
  rest: string;
  recurrence: CreateEventInput['recurrence'];
  /** "tuesdays and thursdays": every weekday named, as ISO numbers (1 = Monday), when it repeats on more than one. */
  weekdays: number[];
  unsupportedRepeat: boolean;
  reminderMinutes: number | null;
  /** "remind me to …", "remind me about …" */
  remindTo: boolean;
  /** The reminder is a thing to do ("remind me to call mum"), not about an event ("remind me about the meeting"). */
  remindTask: boolean;
  durationMinutes: number | null;
  allDay: boolean;
  /** "wednesdays at 4 starting the 11th": the day a repeat starts on, as said. */
  startsOn: string | null;
  /** "finishes at 8", "goes till about 10": when it ends, as said. */
  endsAt?: string;
  /** "every other weekend": a repeat at the weekend. */
  weekend?: boolean;
  /** "until the 27th", "till the end of march": the last day a repeat may fall on, as said. */
  endsOn: string | null;
  /** "for 6 weeks", "for the next two months": how long a repeat goes on. */
  repeatFor: { n: number; unit: 'days' | 'weeks' | 'months' } | null;
}

/** "weekly", "each week", "twice a week" (on the days named), "this term", "for the rest of the term": every week. */
const TERM_WEEKLY =
  /\b(?:every week|each week|(?:once|twice|two times|three times|[23] times|[23]x) (?:a|per) week|weekly|(?:this|for the(?: rest of the)?|during(?: the)?) term)\b/i;
/** Repeat, reminder, duration and all-day phrases, taken out before chrono reads the rest ("45 minutes" alone reads as a time). */
export function eventPhrases(text: string): EventPhrases {
  const p: EventPhrases = {
    // "from the thirteenth to the fifteenth of april": the series' days are read in digits
    rest: spellOrdinalDays(text),
    recurrence: 'none',
    weekdays: [],
    unsupportedRepeat: false,
    reminderMinutes: null,
    remindTo: false,
    remindTask: false,
    durationMinutes: null,
    allDay: false,
    startsOn: null,
    endsOn: null,
    repeatFor: null,
  };
  const take = (re: RegExp, found: (m: string[]) => void, keep: (m: string[]) => string = () => ' ') => {
    p.rest = p.rest.replace(re, (...m: string[]) => {
      found(m);
      return keep(m);
    });
  };
  // "every other tuesday", "fortnightly on mondays": every second week, on the day the rest names.
  let fortnight = false;
  take(
    new RegExp(`\\bevery (?:other|second|2nd|alternate) (${WEEKDAY})\\b`, 'i'),
    () => (fortnight = true),
    (m) => ` ${m[1]} `,
  );
  take(
    /\b(?:(?:every|each) (?:other|second|2nd|two|2|alternate) weeks?|(?:every|each|once a) fortnight|fortnightly|bi-?weekly|alternate weeks)\b/i,
    () => (fortnight = true),
  );
  // "every second weekend", "alternate weekends", "every weekend": every (other) week, at the weekend or over the days said
  take(
    /\b(?:(?:every|each) (?:(other|second|2nd|alternate) )?weekend|(alternate) weekends)\b/i,
    (m) => {
      fortnight = !!(m[1] || m[2]);
      p.recurrence = 'weekly';
      p.weekend = true;
    },
    () => (new RegExp(`\\b${WEEKDAY}\\b`, 'i').test(p.rest) ? ' ' : ' weekend '),
  );
  take(/\bevery (?:third|3rd|three|fourth|4th|four|five|six) weeks?\b/i, () => (p.unsupportedRepeat = true));
  // "every school day", "weekdays", "monday to friday": weekly on each of the five days (a series each); but "exams
  // monday to friday", "camp mon-fri" are one span of days, as nobody sits exams every week
  if (!onceOverDays(p.rest))
    take(
      /\b(?:(?:on |every |each )?(?:school ?days|week ?days)|(?:every|each) (?:school|week) ?day|(?:every day |each day )?(?:from )?mon(?:day)?(?: to |-|–| till | through )fri(?:day)?)\b/i,
      () => {
        p.recurrence = 'weekly';
        p.weekdays = [1, 2, 3, 4, 5];
      },
    );
  // "daycare mon tue thu", "mondays tuesdays and thursdays": days in a row with no joints are a list of them too
  p.rest = p.rest.replace(new RegExp(`\\b${WEEKDAY}(?: ${WEEKDAY}){2,}\\b|\\b${WEEKDAYS}(?: ${WEEKDAYS})+\\b`, 'gi'), (run) => run.split(' ').join(', '));
  // "camp sat sun": two days in a row are the days from one to the other; "swimming mon wed" two days of the week
  p.rest = p.rest.replace(new RegExp(`\\b(${WEEKDAY}) (${WEEKDAY})\\b`, 'gi'), (all, a: string, b: string) =>
    isoWeekday(b) - isoWeekday(a) === 1 || (a.startsWith('sun') && b.startsWith('mon')) ? `${a} to ${b}` : `${a}, ${b}`,
  );
  p.rest = stayUntil(twoDaysInARow(p.rest));
  // "physio tuesdays and thursdays", "every monday, wednesday and friday", "monday + thursday weekly": weekly on each
  // day named (a series each).
  take(
    new RegExp(
      `\\b(?:(?:every|each) (?:${WEEKDAY})|${WEEKDAYS}|${WEEKDAY})(?:(?:,|,? and|,? &|\\s*\\+|\\s*\\/|,? n) ?(?:every |each )?(?:${WEEKDAYS}|${WEEKDAY}))+\\b`,
      'i',
    ),
    (m) => {
      p.recurrence = 'weekly';
      p.weekdays = [...new Set((m[0].match(new RegExp(WEEKDAY, 'gi')) ?? []).map(isoWeekday))];
    },
    // The first day stays for the date reader; the others are in `weekdays`.
    (m) => ` ${m[0].match(new RegExp(WEEKDAY, 'i'))![0]} `,
  );
  // "the mortgage on the fifteenth of each month": monthly, on that day; "the first tuesday of each month": from its next one.
  take(
    new RegExp(`\\b(?:on )?(the \\w+(?:[ -]\\w+)?|(?:first|second|third|fourth|last) ${WEEKDAY}|\\d{1,2}(?:st|nd|rd|th)) of (?:each|every) month\\b`, 'i'),
    () => (p.recurrence = 'monthly'),
    (m) => (new RegExp(`\\b${WEEKDAY}$`, 'i').test(m[1]) ? ` on ${m[1]} of the month ` : ` on ${m[1]} `),
  );
  take(/\b(?:every ?day|each day|every morning|every evening|every night|daily)\b/i, () => (p.recurrence = 'daily'));
  // "sat mornings", "monday arvos": that part of that day, every week.
  take(
    new RegExp(`\\b(?:on |every )?(${WEEKDAY})\\s+(morning|afternoon|arvo|evening|night)s\\b`, 'i'),
    () => (p.recurrence = 'weekly'),
    (m) => ` ${m[1]} ${m[2]} `,
  );
  // "mia's usual saturday ballet": the one every week
  take(
    new RegExp(`\\b(?:every|each|usual) (${WEEKDAY})\\b|\\b(?:on )?(${WEEKDAYS})\\b`, 'i'),
    () => (p.recurrence = 'weekly'),
    (m) => ` ${m[1] ?? m[2].replace(/s$/i, '')} `,
  );
  take(TERM_WEEKLY, () => (p.recurrence = 'weekly'));
  take(/\b(?:every month|each month|monthly)\b/i, () => (p.recurrence = 'monthly'));
  take(/\b(?:every year|yearly|annually)\b/i, () => (p.recurrence = 'yearly'));
  take(
    new RegExp(
      `[,;]?\\s*(?:[-–]\\s*)?\\b(?:(?:and|with|pls|please) )*(?:a )?(?:remind(?:er)?(?: me| us)?|alert(?: me)?|notify me|(?:ping|text|message|buzz|nudge|holler at) me)\\s+${AHEAD_AMOUNT}\\s*${UNIT}\\s+(?:before|earlier|early|ahead|prior)(?: it)?\\b`,
      'i',
    ),
    (m) => (p.reminderMinutes = amount(m[1], m[2])),
  );
  // "remind me of the party tomorrow an hour before it starts": the offset closes the message.
  take(
    new RegExp(
      `(?<=\\b(?:remind|notify|alert|warn|notification|reminder|warning)\\b.*?)[,;]?\\s*\\b${AHEAD_AMOUNT}\\s*${UNIT}\\s+(?:before|earlier|ahead|prior)(?: (?:it starts|it begins|it|the start|time|the event|hand))?\\s*$`,
      'i',
    ),
    (m) => (p.reminderMinutes = amount(m[1], m[2])),
  );
  take(
    /[,;]?\s*\b(?:and |with )?(?:a )?(?:remind(?:er)?(?: me| us)?|alert(?: me)?|notify me|(?:ping|text|message|buzz|nudge) me) (?:the|a|one) (?:day|night|evening) before\b/i,
    () => (p.reminderMinutes = 1440),
  );
  // "remind me about sam's recital the evening before (on friday at 6.30)": the offset after what it is about
  take(/(?<=\bremind(?:er)?\b.*?)[,;]?\s*\b(?:the|a|one) (?:day|night|evening) before\b(?=\s*(?:$|[,.]|on\b|at\b|it\b))/i, () => (p.reminderMinutes = 1440));
  take(
    /[,;]?\s*\b(?:and |with )?(?:(?:please )?(?:send|give|set|add|put|create)(?: me| us)? )?(?:a |an )?(?:remind(?: me| us)?|reminder|alert|notification)(?: for (?:it|that|this|me))?\s*$/i,
    () => (p.reminderMinutes = 30),
  );
  // "bin night every monday, remind me at 7pm": when no other time is said, the reminder's is the event's
  take(
    /(?<!(?:\d\s*(?:am|pm)|\bat \d{1,2}|\d[:.]\d\d)\b.*)[,;]\s*(?:and )?remind(?: me| us)?(?= (?:at|@) ?\d)(?![^,;]*\bto\b)/i,
    () => (p.reminderMinutes = 0),
  );
  // "at six pm remind me to cook": a short when may come first.
  take(
    /^\s*((?:(?:at|on|by|this|next|every|tomorrow|today|tonight|in)\b[^,]{0,30}?)[,\s]+)?(?:please\s+)?(?:remind me to|tell me\s+to|tell me (?:every ?day|each day|every morning|every evening) to|remind me that i (?:need to|have to|must|should)|(?:i )?(?:need|have|want) to remember to|(?:i )?(?:need|want|would like) to be reminded to|remember to|don'?t (?:let me )?forget to|do not (?:let me )?forget to|make sure i(?! (?:have|'ve got|got) (?:nothing|no)\b| am free\b)|i must remember to|remind me about)\s+/i,
    (m) => {
      p.remindTo = true;
      p.remindTask = !/about\s*$/i.test(m[0]);
    },
    (m) => (m[1] ? `${m[1].trim()} ` : ''),
  );
  // After the unit: "2 hours and a half" (the amount itself may be "two and a half").
  const afterUnit = (m: string[]) => m[0].slice(m[0].toLowerCase().lastIndexOf(m[2].toLowerCase()));
  take(new RegExp(`\\bfor (?:about |around |roughly )?${AMOUNT}\\s*${UNIT}(?: and (?:a )?half| and (\\d+) ?(?:minutes?|mins?))?\\b`, 'i'), (m) => {
    const base = amount(m[1], m[2]);
    const half = /and (?:a )?half/i.test(afterUnit(m)) ? (amount('0.5', m[2]) ?? 0) : 0;
    p.durationMinutes = base == null ? null : base + half + (m[3] ? Number(m[3]) : 0);
  });
  take(/\bfor (\d+)h(\d{1,2})\b/i, (m) => (p.durationMinutes = Number(m[1]) * 60 + Number(m[2])));
  // "takes about 3 hours", "lasting 45 mins", "goes about 2 hrs", ", usually about 90 mins", "2 hours long", "a 2 hour study session"
  const length = (m: string[]) => {
    const base = amount(m[1], m[2]);
    const part = /and (?:a )?(half|quarter)/i.exec(afterUnit(m))?.[1].toLowerCase();
    p.durationMinutes = base == null ? null : base + (part ? (amount(part === 'half' ? '0.5' : '0.25', m[2]) ?? 0) : 0);
  };
  take(
    new RegExp(
      `[,;]?\\s*\\b(?:it(?:'ll| will)? )?(?:(?:usually|normally|only|will|'ll) )?(?:(?:takes?|lasts?|taking|lasting|go(?:es)?(?: for)?|runs?(?: for)?|put|allow)(?: about| around| roughly| approx(?:imately)?)?|(?<=[,;]\\s*(?:(?:usually|normally|only) )?)(?:about|around|roughly|approx(?:imately)?))\\s+${AMOUNT}\\s*${UNIT}(?: and (?:a )?(?:half|quarter))?\\b`,
      'i',
    ),
    length,
  );
  take(new RegExp(`\\b${AMOUNT}\\s*${UNIT}(?: and (?:a )?half)? long\\b`, 'i'), length);
  // "soccer is 90 minutes on saturdays at 9am": the length said of it ("is 20 minutes away" is no length)
  take(
    new RegExp(
      `\\s+(?:is|are)\\s+(?:only |just |about |around |roughly )?${AMOUNT}\\s*(minutes?|mins?|hours?|hrs?)(?: and (?:a )?(?:half|quarter))?(?=[\\s,]|$)(?!\\s*(?:before|after|away|early|earlier|late|later|ahead|from|ago|behind|of|each|per)\\b)`,
      'i',
    ),
    length,
  );
  // "footy every tues 5:15, 45 mins": a length said on its own at the end
  take(new RegExp(`[,;]\\s*(?:(?:only|just) )?${AMOUNT}\\s*${UNIT}(?: and (?:a )?half)?(?: each| long)?\\s*$`, 'i'), length);
  // "physio 12.30 fri 45 mins": a length right after the day
  take(new RegExp(`(?<=\\b(?:${WEEKDAY}|today|tomorrow|tmrw|tonight))\\s+${AMOUNT}\\s*(minutes?|mins?|hours?|hrs?)\\s*$`, 'i'), length);
  // "OT thurs 3pm 45 mins": a length right after the time
  take(new RegExp(`(?<=\\d(?:\\s*(?:am|pm))?)\\s+(?:(?:only|just) )?${AMOUNT}\\s*(minutes?|mins?|hours?|hrs?)\\s*$`, 'i'), length);
  // "block off two hours tomorrow": the length right after the verb
  take(new RegExp(`(?<=\\b(?:block (?:off|out)|reserve|set aside|book)\\s)${AMOUNT}\\s*${UNIT}(?: and (?:a )?half)?\\b`, 'i'), length, () => '');
  take(new RegExp(`\\b(?<=\\b(?:a|an|the)\\s)${AMOUNT.replace('|an?|', '|')}[- ](hours?|hrs?|minutes?|mins?|h|m)(?=\\s+\\p{L})`, 'iu'), length, () => '');
  // "school disco fri 6pm, finishes at 8", "and goes till about 10": when it ends
  take(
    new RegExp(
      `[,;]?\\s*\\b(?:and )?(?:it )?(?:(?:goes|going|runs|running|wraps? up|wrapping up)\\s+(?:on\\s+)?(?:till|until|til|to|at|by|around)|(?:(?:are|they'?re|is|be|he'?s|she'?s|we'?re) back|(?<=(?:,|\\d(?:\\s*(?:am|pm))?)\\s*)back|(?:are|they'?re|is|be|he'?s|she'?s|we'?re) home|return(?:s|ing))\\s+(?:at|by|around)|(?:finish(?:es|ing)?|ends?|ending)(?:\\s+(?:on\\s+)?(?:till|until|til|to|at|by|around))?)\\s+(?:about |around |approx\\.? )?(\\d{1,2}(?:[:.][0-5]\\d)?\\s*(?:am|pm)?|${NUMBER_RE}(?: ${NUMBER_RE})?(?= *(?:am|pm|$|[,.;])))(?![\\d:.])`,
      'i',
    ),
    // "finishing three thirty": the end in digits
    (m) => (p.endsAt = m[1].replace(new RegExp(`^(${NUMBER_RE})(?: (${NUMBER_RE}))?`, 'i'), (all, h: string, mi?: string) => spokenClock(h, mi) ?? all)),
  );
  // "20 minutes of reading every evening": the length of what follows
  take(new RegExp(`\\b${AMOUNT}\\s*(minutes?|mins?|hours?|hrs?) of (?=\\p{L})`, 'iu'), length, () => '');
  take(/\b(?:all[ -]day|whole day)\b/i, () => (p.allDay = true));
  if (fortnight && (p.recurrence === 'none' || p.recurrence === 'weekly')) p.recurrence = 'fortnightly';
  // "sam tennis tues 3.30 starting 17th": a weekday with a first day is every week from then
  const starting = new RegExp(`\\b(?:starting|beginning|commencing)(?: on| from)?\\s+(?:${DAY_SAID})\\b`, 'i');
  if (p.recurrence === 'none' && starting.test(p.rest) && WEEKDAY_SAID.test(p.rest.replace(starting, ' '))) p.recurrence = 'weekly';
  // "ballet sat 9 until the end of march": a weekday that goes on until the end of something is every week
  if (
    p.recurrence === 'none' &&
    /\b(?:until|till|til|through) (?:the )?end of\b(?! (?:the |this |next )?(?:week|wk)\b)/i.test(p.rest) &&
    WEEKDAY_SAID.test(p.rest)
  )
    p.recurrence = 'weekly';
  if (p.recurrence !== 'none') seriesBounds(p, take);
  p.rest = p.rest.replace(/\s+/g, ' ').trim();
  return p;
}

const WEEKDAY_SAID = new RegExp(`\\b${WEEKDAY}\\b`, 'i');
