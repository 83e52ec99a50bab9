/** Number words as numbers ("twenty five" → 25, "thirteenth" → 13) and the patterns that find them in a message. */

/** What an ordinal counts when it is not a day of the month: "the fifth floor", "the first item", "his 5th birthday". */
export const NOT_A_DAY =
  '(?:floor|time|times|item|items|one|ones|grade|row|place|person|house|street|avenue|week|weekend|month|year|birthday|b.?day|anniversary|round|period|class|lesson|game|quarter)\\b';

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
export const UNIT_RE = UNITS.join('|');
export const NUMBER_RE = `(?:(?:twenty|thirty|forty|fifty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|${UNIT_RE})`;
/** How many of a unit: "20", "an", "half an", "twenty". */
export const COUNT_RE = `an?|\\d+|half(?: an?)?|${NUMBER_RE}`;
export const ORDINAL_RE = `(?:(?:twenty|thirty)[- ](?:${ORDINAL_UNITS.slice(1, 10).join('|')})|twentieth|thirtieth|${ORDINAL_UNITS.slice(1).join('|')})`;
export const MONTH_RE =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** "twenty five" → 25; null when it is not a number word. */
export function numberWord(words: string): number | null {
  const parts = words.toLowerCase().split(/[- ]+/);
  if (parts.length === 1) {
    const unit = UNITS.indexOf(parts[0]);
    return unit >= 0 ? unit : (TENS[parts[0]] ?? null);
  }
  const tens = TENS[parts[0]];
  const unit = UNITS.indexOf(parts[1]);
  return tens && unit > 0 && unit < 10 ? tens + unit : null;
}

export function ordinalWord(words: string): number | null {
  const parts = words.toLowerCase().split(/[- ]+/);
  if (parts.length === 1) {
    const unit = ORDINAL_UNITS.indexOf(parts[0]);
    return unit > 0 ? unit : (ORDINAL_TENS[parts[0]] ?? null);
  }
  const tens = TENS[parts[0]];
  const unit = ORDINAL_UNITS.indexOf(parts[1]);
  return tens && unit > 0 && unit < 10 ? tens + unit : null;
}

export const suffix = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');

const A_DAY = new RegExp(
  `\\b(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|today|tonight|tomorrow|tmrw|\\d{1,2}(?:st|nd|rd|th)|\\d{1,2}\\s+${MONTH_RE}|${MONTH_RE}\\s+\\d{1,2})\\b|\\b\\d{1,2}[/.]\\d{1,2}\\b`,
  'i',
);
/** Whether a text names a day: a weekday, today or tomorrow, a date. */
export const saysADay = (text: string) => A_DAY.test(text);

/** "an hour", "half an hour", "forty five minutes", "90 mins": the number of units. */
export function amount(raw: string, unit: string): number | null {
  // "two and a half hours": the half added to the whole number said
  const half = / and a half$/i.test(raw) ? 0.5 : 0;
  const said = raw.toLowerCase().replace(/ and a half$/, '');
  const n =
    half +
    (/^(?:an?|)$/.test(said) ? 1 : said.startsWith('half') ? 0.5 : /couple/.test(said) ? 2 : said === 'ninety' ? 90 : (numberWord(said) ?? Number(said)));
  if (!Number.isFinite(n) || n <= 0) return null;
  const u = unit.toLowerCase();
  const minutes = u.startsWith('d') ? n * 1440 : u.startsWith('h') ? n * 60 : n;
  return Math.round(minutes);
}

export const AMOUNT = `((?:\\d+|${NUMBER_RE}) and a half|\\d+(?:\\.\\d+)?|half an?|half(?= (?:hours?|hrs?)\\b)|(?:a )?couple(?: of)?|an?|ninety|${NUMBER_RE})`;
/** How long before, for a reminder: an hour or a day with no number said is one ("remind me hour before"). */
export const AHEAD_AMOUNT = `${AMOUNT.slice(0, -1)}|(?<!\\b(?:the|that|this|same)\\s+)(?=(?:hours?|hrs?|days?)\\b))`;
export const UNIT = '(minutes?|mins?|m|hours?|hrs?|h|days?)';
