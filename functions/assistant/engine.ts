import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';
import type { AgendaInput, CreateEventInput, FactName, ToolName } from './tools';

/**
 * The built-in engine: one message in, one tool call (or a question back) out. Deterministic and
 * offline: patterns for each intent, chrono-node for dates. Every date is read on the account's
 * wall clock (its IANA timezone), never the server's.
 *
 * Choices (README "Behaviour notes"):
 * - "3/4": month/day when the account's timezone is in the Americas (`America/*`, `US/*`, `Canada/*`),
 *   day/month everywhere else.
 * - A time without am/pm: 1–6 is afternoon (4 → 4:00 PM), 7–11 is morning, 12 is noon; 24-hour times as written.
 * - "Friday" / "this Friday" is the coming Friday (today if today is Friday); "next Friday" is the Friday of next week.
 * - A date without a year is the next one on or after today. "this week" is today and the 6 days after it;
 *   "next week" Monday to Sunday of next week; "weekend" the coming Saturday and Sunday.
 * - An event needs a day and a time (or "all day"); otherwise the engine asks. A time already past today is asked about.
 * - "remind me" without an amount is 30 minutes before. Events last 60 minutes unless told otherwise.
 */

export type Interpretation = { tool: ToolName; input: unknown } | { clarify: string };
export interface EngineContext {
  timezone: string;
  now: Date;
  memberNames: string[];
}

/** Longer messages are not requests the engine can read (the help text answers them). */
export const MAX_TEXT = 500;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)';
/** Words after which "evening" etc. is a time ("tomorrow evening"), not part of a name ("parent evening"). */
const PART_OF_DAY_CONTEXT = new RegExp(`\\b(?:this|tomorrow|today|in the|every|on|at|day|${WEEKDAY})\\s$`, 'i');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const CREATE_VERB = /^(?:please\s+)?(?:can you\s+)?(?:add|create|new event|new|schedule|book|put(?: in)?|set up|plan)\b[:\s]*/i;
const QUESTION = /^(?:what|what's|whats|wht|anything|is there|are there|do (?:we|i)|does|have (?:we|i)|show|list|agenda|schedule|calendar|plans?|busy|who|when|am i|are we)\b/i;
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, 'half an': 0.5, 'half a': 0.5 };

const isoOf = (d: DateTime) => d.toISODate()!;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word boundary that works for any script (names like "Zoë" or "Ана"). */
const word = (s: string) => `(?<![\\p{L}\\p{N}])${s}(?![\\p{L}\\p{N}])`;

/** Bidi marks and zero-width characters out, typographic apostrophes straightened, spaces collapsed. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const usesMonthFirst = (timezone: string) => /^(America|US|Canada)\//.test(timezone);

// ---------------------------------------------------------------- family member names

interface MemberMatch {
  member: string | null;
  clarify?: string;
  /** The text with the member mention (and a "for"/"with" before it, or "'s" after it) taken out. */
  rest: string;
}

function findMember(text: string, names: string[]): MemberMatch {
  const found = (pattern: string) => new RegExp(`(?:\\b(?:for|with)\\s+)?${word(pattern)}(?:'s)?`, 'iu');
  const first = (n: string) => n.trim().split(/\s+/)[0];
  const candidates = names.filter((n) => n.trim()).map((n) => ({ name: n.trim(), full: found(escapeRe(n.trim())).test(text), byFirst: found(escapeRe(first(n))).test(text) }));
  let hits = candidates.filter((c) => c.full || c.byFirst);
  if (!hits.length) return { member: null, rest: text };
  // "Sam Okafor" written in full beats another "Sam" matched by first name only.
  if (hits.some((c) => c.full && c.name.includes(' '))) hits = hits.filter((c) => c.full || first(c.name).toLowerCase() !== first(hits.find((h) => h.full)!.name).toLowerCase());
  const people = new Set(hits.map((c) => first(c.name).toLowerCase()));
  if (people.size > 1) return { member: null, rest: text, clarify: 'One family member at a time, please. For example: "what does Mia have on Friday?"' };
  if (hits.length > 1) {
    const distinct = new Set(hits.map((c) => c.name.toLowerCase()));
    if (distinct.size === 1) return { member: null, rest: text, clarify: `You have more than one family member called ${hits[0].name}. Please give them different names in the app first.` };
    return { member: null, rest: text, clarify: `Which one do you mean: ${hits.map((c) => c.name).join(' or ')}? Please use the full name.` };
  }
  const hit = hits[0];
  return { member: hit.name, rest: text.replace(found(escapeRe(hit.full ? hit.name : first(hit.name))), ' ').replace(/\s+/g, ' ').trim() };
}

// ---------------------------------------------------------------- dates and times

interface Wall {
  today: DateTime;
  now: DateTime;
}

function wallClock(ctx: EngineContext): Wall {
  const now = DateTime.fromJSDate(ctx.now, { zone: ctx.timezone });
  const safe = now.isValid ? now : DateTime.fromJSDate(ctx.now, { zone: 'UTC' });
  return { now: safe, today: safe.startOf('day') };
}

/** Numeric dates ("3/4", "03.04.2026") rewritten as "4 March [2026]" by the account's locale rule, so chrono cannot misread them. */
function spellNumericDates(text: string, timezone: string): string {
  return text.replace(/(?<![\d/.:])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?(?![\d/.:])/g, (all, a: string, b: string, y?: string) => {
    const [month, day] = usesMonthFirst(timezone) ? [Number(a), Number(b)] : [Number(b), Number(a)];
    if (month < 1 || month > 12 || day < 1 || day > 31) return all;
    const year = y ? (y.length === 2 ? 2000 + Number(y) : Number(y)) : null;
    return `${day} ${MONTHS[month - 1]}${year ? ` ${year}` : ''}`;
  });
}

interface ParsedWhen {
  date: string | null;
  /** The day came from a weekday name alone ("Saturday"), so a week later is also that day. */
  weekdayOnly: boolean;
  time: string | null;
  durationMinutes: number | null;
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

function readWhen(text: string, wall: Wall, timezone: string): ParsedWhen | null {
  // "parent evening", "movie night": a part-of-day word right after another word is part of a name, not a time.
  const masked = spellNumericDates(text, timezone).replace(/(?<=\p{L}\s)(morning|afternoon|evening|night)\b/giu, (w, _p, offset: number, all: string) =>
    PART_OF_DAY_CONTEXT.test(all.slice(Math.max(0, offset - 12), offset)) ? w : 'x'.repeat(w.length),
  );
  const results = chronoParse(masked, wall).filter((r) => !/^\d+$/.test(r.text.trim()));
  // The most definite mention wins ("parent evening on Thursday at 6pm": not "evening").
  const score = (x: (typeof results)[number]) => (x.start.isCertain('day') || x.start.isCertain('weekday') ? 2 : 0) + (x.start.isCertain('hour') ? 1 : 0);
  const r = results.reduce<(typeof results)[number] | undefined>((best, x) => (!best || score(x) > score(best) ? x : best), undefined);
  if (!r) return null;
  const s = r.start;
  let date: string | null = null;
  let weekdayOnly = false;
  if (s.isCertain('day')) {
    const year = s.isCertain('year') ? s.get('year')! : wall.today.year;
    let d = DateTime.fromObject({ year, month: s.get('month')!, day: s.get('day')! }, { zone: 'UTC' });
    if (!d.isValid) return { date: null, weekdayOnly: false, time: null, durationMinutes: null, text: r.text, index: r.index };
    if (!s.isCertain('year') && isoOf(d) < isoOf(wall.today)) d = d.plus({ years: 1 });
    date = isoOf(d);
  } else if (s.isCertain('weekday')) {
    const target = s.get('weekday')!; // 0 = Sunday
    const next = /\bnext\b/i.test(r.text);
    if (next) date = `${s.get('year')}-${String(s.get('month')).padStart(2, '0')}-${String(s.get('day')).padStart(2, '0')}`;
    else {
      const ahead = (target - (wall.today.weekday % 7) + 7) % 7;
      date = isoOf(wall.today.plus({ days: ahead }));
      weekdayOnly = true;
    }
  }
  let time: string | null = null;
  if (s.isCertain('hour')) {
    let h = s.get('hour')!;
    const m = s.get('minute') ?? 0;
    if (!s.isCertain('meridiem') && h >= 1 && h <= 6 && !/\b0\d[:.h]/.test(r.text)) h += 12;
    time = hhmm(h, m);
  }
  let durationMinutes = null as number | null;
  if (r.end && r.end.isCertain('hour') && time) {
    let eh = r.end.get('hour')!;
    if (!r.end.isCertain('meridiem') && eh >= 1 && eh <= 6) eh += 12;
    const span = eh * 60 + (r.end.get('minute') ?? 0) - (Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
    if (span > 0) durationMinutes = span;
  }
  return { date, weekdayOnly, time, durationMinutes, text: r.text, index: r.index };
}

// ---------------------------------------------------------------- intents

function amount(raw: string, unit: string): number | null {
  const n = NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw);
  if (!Number.isFinite(n) || n <= 0) return null;
  const u = unit.toLowerCase();
  const minutes = u.startsWith('d') ? n * 1440 : u.startsWith('h') ? n * 60 : n;
  return Math.round(minutes);
}

const AMOUNT = '(\\d+(?:\\.\\d+)?|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|forty-five|half an?)';
const UNIT = '(minutes?|mins?|m|hours?|hrs?|h|days?)';

function agendaRange(lower: string, when: ParsedWhen | null, wall: Wall): { fromDate: string; toDate: string } {
  const t = wall.today;
  if (/\bnext week\b/.test(lower)) {
    const monday = t.plus({ days: 8 - t.weekday });
    return { fromDate: isoOf(monday), toDate: isoOf(monday.plus({ days: 6 })) };
  }
  if (/\b(?:this |the )?week(?:'s)?\b/.test(lower) && !/\bweekend\b/.test(lower)) return { fromDate: isoOf(t), toDate: isoOf(t.plus({ days: 6 })) };
  if (/\b(?:this |the )?weekend\b/.test(lower)) {
    const saturday = t.weekday === 7 ? t : t.plus({ days: (6 - t.weekday + 7) % 7 });
    return { fromDate: isoOf(saturday), toDate: isoOf(t.weekday === 7 ? t : saturday.plus({ days: 1 })) };
  }
  if (/\btomorrow\b/.test(lower)) return { fromDate: isoOf(t.plus({ days: 1 })), toDate: isoOf(t.plus({ days: 1 })) };
  if (when?.date) return { fromDate: when.date, toDate: when.date };
  return { fromDate: isoOf(t), toDate: isoOf(t) };
}

const FACTS: Array<[FactName, RegExp]> = [
  ['learningStyle', /\b(?:learning style|learn(?:s|er)? best|learner|vark|how does \S+ learn)\b/i],
  ['discStyle', /\b(?:disc|personality|behaviou?r(?:al)? style)\b/i],
  ['birthday', /\b(?:birthday|born|date of birth|dob|how old|age)\b/i],
  ['school', /\b(?:school|year level|what year|grade)\b/i],
];

const help = (reason: 'asked' | 'not-understood'): Interpretation => ({ tool: 'help', input: { reason } });

export function interpret(raw: string, ctx: EngineContext): Interpretation {
  if (typeof raw !== 'string') return help('not-understood');
  const text = normaliseText(raw);
  if (!text) return help('asked');
  if (text.length > MAX_TEXT) return help('not-understood');
  const lower = text.toLowerCase().replace(/[?!.]+$/, '').trim();
  const wall = wallClock(ctx);
  const names = ctx.memberNames ?? [];

  if (/^(?:help|menu|commands|options|start|\?+|what can you do|what can i (?:say|ask)|how does this work|hi|hello|hey|hiya|good (?:morning|afternoon|evening))(?: please| there)?[!. ]*$/i.test(lower)) return help('asked');

  // The activation message that payment-success variant A prefills, and plan questions.
  if (/\bjust paid\b|\bactivate my (?:subscription|plan)\b/i.test(lower)) return { tool: 'planStatus', input: { activation: true } };
  if (/^(?:plan|subscription|billing)$|\b(?:my|which|what) (?:plan|subscription)\b|\b(?:plan|subscription) status\b|\bam i (?:on|subscribed)\b/i.test(lower)) return { tool: 'planStatus', input: { activation: false } };

  // To-dos.
  const done = /^(?:done|did|finished|completed?|tick(?: off)?|check(?: off)?|cross off|mark)\b\s*:?\s*(.*?)(?:\s+(?:as )?(?:done|complete|completed))?$/i.exec(lower);
  if (done) {
    const what = done[1].replace(/^(?:number|no\.?|#)\s*/i, '').trim();
    if (!what) return { clarify: 'Which to-do is done? Send "done 2" (the number from "my list") or "done buy milk".' };
    if (/^\d+$/.test(what)) return { tool: 'completeTodo', input: { number: Number(what), text: null } };
    return { tool: 'completeTodo', input: { number: null, text: done[1].replace(/^(?:number|no\.?|#)\s*/i, '').trim() } };
  }
  const todoMatch =
    /^(?:please\s+)?(?:add\s+(?:a\s+)?)?(?:to-?do|to do)\s*[:\-]?\s+(.+)$/i.exec(text) ??
    /^(?:please\s+)?add to (?:my |the |our )?(?:to-?do |to do |shopping )?list\s*[:\-]?\s*(.+)$/i.exec(text) ??
    /^(?:please\s+)?(?:add|put)\s+(.+?)\s+(?:to|on) (?:my |the |our )?(?:to-?do |to do |shopping )?list$/i.exec(text.replace(/[.!]+$/, ''));
  if (todoMatch) {
    const task = todoMatch[1].trim().replace(/[.!]+$/, '');
    if (!task) return { clarify: 'What should I add? For example: "todo buy milk".' };
    return { tool: 'addTodo', input: { task: task.slice(0, 300) } };
  }
  if (/^(?:todo|to-?do|to do)$/i.test(lower)) return { clarify: 'What should I add? For example: "todo buy milk".' };
  if (/^(?:show |see |view |get |read |what'?s |whats |what is )?(?:on )?(?:me )?(?:my |the |our )?(?:to-?do |to do |shopping )?(?:list|to-?dos|to dos|todos|tasks)$/i.test(lower)) return { tool: 'listTodos', input: {} };

  if (/\b(?:log ?in|sign ?in|sign-in|log-in|magic link|login link)\b/i.test(lower)) return { tool: 'signInLink', input: {} };

  const member = findMember(text, names);
  const creating = CREATE_VERB.test(text);

  // Family facts: a fact word and (exactly) one member, and no time of day ("school play Friday at 6" is an event).
  if (!creating && !readWhen(member.rest, wall, ctx.timezone)?.time) {
    const fact = FACTS.find(([, re]) => re.test(lower))?.[0] ?? (/^(?:tell me about|about|who is)\b/i.test(lower) ? 'all' : null);
    if (fact) {
      if (member.clarify) return { clarify: member.clarify };
      if (member.member) return { tool: 'memberFacts', input: { member: member.member, fact } };
      if (!names.length) return { clarify: 'You have no family members yet. Add them in the Simplify app, then ask me again.' };
      const example = names[0].trim().split(/\s+/)[0];
      if (fact !== 'all' || /^(?:tell me about|about|who is)\s*$/i.test(lower)) return { clarify: `Who do you mean? For example: "what is ${example}'s learning style?"` };
    }
  }

  // Recurrence, duration and reminder phrases are taken out before chrono ("45 minutes" alone reads as a time).
  let rest = member.rest;
  let recurrence = 'none' as CreateEventInput['recurrence'];
  let unsupportedRepeat = false as boolean;
  rest = rest.replace(new RegExp(`\\bevery (?:other|second|2nd) (?:week|${WEEKDAY})\\b|\\bevery weekday\\b|\\bfortnightly\\b|\\bbi-?weekly\\b`, 'i'), () => {
    unsupportedRepeat = true;
    return ' ';
  });
  rest = rest.replace(/\b(?:every ?day|every morning|every evening|every night|daily)\b/i, () => ((recurrence = 'daily'), ' '));
  rest = rest.replace(new RegExp(`\\bevery (${WEEKDAY})\\b|\\b(?:on )?(${WEEKDAY})s\\b`, 'i'), (_all, a?: string, b?: string) => ((recurrence = 'weekly'), ` ${a ?? b} `));
  rest = rest.replace(/\b(?:every week|weekly)\b/i, () => ((recurrence = 'weekly'), ' '));
  rest = rest.replace(/\b(?:every month|monthly)\b/i, () => ((recurrence = 'monthly'), ' '));
  rest = rest.replace(/\b(?:every year|yearly|annually)\b/i, () => ((recurrence = 'yearly'), ' '));

  let reminderMinutes = null as number | null;
  rest = rest.replace(new RegExp(`[,;]?\\s*\\b(?:and |with )?(?:a )?(?:remind(?:er)?(?: me| us)?|alert(?: me)?|notify me)\\s+${AMOUNT}\\s*${UNIT}\\s+(?:before|earlier|ahead|prior)(?: it)?\\b`, 'i'), (_all, n: string, u: string) => {
    reminderMinutes = amount(n, u);
    return ' ';
  });
  rest = rest.replace(/[,;]?\s*\b(?:and |with )?(?:a )?remind(?:er)?(?: me| us)? (?:the|a|one) day before\b/i, () => ((reminderMinutes = 1440), ' '));
  rest = rest.replace(/[,;]?\s*\b(?:and |with )?(?:a )?(?:remind(?: me| us)?|reminder)\s*$/i, () => ((reminderMinutes = 30), ' '));
  let remindTo = false as boolean;
  rest = rest.replace(/^(?:please\s+)?remind me to\s+/i, () => ((remindTo = true), ''));

  let durationMinutes = null as number | null;
  rest = rest.replace(new RegExp(`\\bfor ${AMOUNT}\\s*${UNIT}(?: and (?:a )?half| and (\\d+) ?(?:minutes?|mins?))?\\b`, 'i'), (_all, n: string, u: string, extra?: string) => {
    const base = amount(n, u);
    const half = /and (?:a )?half/i.test(_all) ? amount('0.5', u) : 0;
    durationMinutes = base == null ? null : base + (half ?? 0) + (extra ? Number(extra) : 0);
    return ' ';
  });
  rest = rest.replace(/\bfor (\d+)h(\d{1,2})\b/i, (_all, h: string, m: string) => ((durationMinutes = Number(h) * 60 + Number(m)), ' '));
  let allDay = false as boolean;
  rest = rest.replace(/\b(?:all[ -]day|whole day)\b/i, () => ((allDay = true), ' '));
  rest = rest.replace(/\s+/g, ' ').trim();

  const when = readWhen(rest, wall, ctx.timezone);
  const hasWhen = Boolean(when && (when.date || when.time)) || recurrence !== 'none';

  // Agenda: a question about a day, or a bare day ("tomorrow", "this week", "Friday?").
  const withoutWhen = when ? (rest.slice(0, when.index) + ' ' + rest.slice(when.index + when.text.length)).trim() : rest;
  const filler = withoutWhen
    .toLowerCase()
    .replace(/\b(?:what'?s|whats|what|is|are|on|for|the|do|does|did|we|i|have|has|got|anything|there|my|our|agenda|schedule|calendar|plans?|happening|this|next|week|weekend|today|tonight|tomorrow|me|us|show|coming|up|busy|planned|any|events?|please)\b/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
  const asksAgenda = !creating && !remindTo && recurrence === 'none' && (QUESTION.test(lower) || /\?\s*$/.test(text) || !filler);
  if (asksAgenda && (QUESTION.test(lower) || when || /\b(?:today|tonight|tomorrow|week|weekend|agenda)\b/i.test(lower) || member.member)) {
    if (member.clarify) return { clarify: member.clarify };
    const range = agendaRange(lower, when, wall);
    const input: AgendaInput = { ...range, member: member.member };
    return { tool: 'agenda', input };
  }

  if (!creating && !remindTo && !hasWhen) {
    if (reminderMinutes != null) return { clarify: 'Which event should I remind you about? Send it with the reminder, e.g. "dentist tomorrow at 10, remind me 30 minutes before".' };
    return help('not-understood');
  }
  if (remindTo && !hasWhen) {
    const task = rest.trim().replace(/[.!]+$/, '');
    return task ? { tool: 'addTodo', input: { task: task.slice(0, 300) } } : { clarify: 'What should I remind you about? For example: "remind me to call the dentist tomorrow at 9".' };
  }
  if (member.clarify) return { clarify: member.clarify };
  if (unsupportedRepeat) return { clarify: 'I can repeat events every day, every week (e.g. "every Tuesday"), every month or every year. For other patterns, add it in the calendar on the web.' };

  // Create an event: what is left once the day, time and phrases are out is the title.
  let title = (when ? rest.slice(0, when.index) + ' ' + rest.slice(when.index + when.text.length) : rest).replace(CREATE_VERB, '');
  title = title
    .replace(/\b(?:to|in|on|into) (?:my|the|our) (?:calendar|diary|agenda)\b/gi, ' ')
    .replace(/\b(?:an? )?(?:event|appointment) (?:called|named|for)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:on|at|for|from|with|the|a|an|and|to|-|,|:)\s+)+/i, '')
    .replace(/(?:\s+(?:on|at|for|from|with|and|to|starting|from|-|,))+$/i, '')
    .replace(/[\s,;:.!?-]+$/, '')
    .trim();
  if (title) title = title[0].toUpperCase() + title.slice(1);
  const name = title || 'it';
  if (!title) return { clarify: 'What is the event called? For example: "swimming for Mia tomorrow at 4pm".' };
  if (title.length > 200) return { clarify: 'That title is too long; please keep it under 200 characters.' };

  let date = when?.date ?? null;
  const time = allDay ? null : (when?.time ?? null);
  if (!date && recurrence === 'daily') date = isoOf(time && time <= wall.now.toFormat('HH:mm') ? wall.today.plus({ days: 1 }) : wall.today);
  if (!date && (recurrence === 'monthly' || recurrence === 'yearly')) date = isoOf(wall.today);
  if (!date && !time) return { clarify: `When is ${name}? For example: "${title.toLowerCase()} tomorrow at 4pm".` };
  if (!date) return { clarify: `Which day is ${name} at ${displayTime(time!)}? For example: "${title.toLowerCase()} tomorrow at ${displayTime(time!).replace(/:00| /g, '').toLowerCase()}".` };
  if (!time && !allDay) return { clarify: `What time is ${name} on ${displayDate(date)}? Or say "all day".` };
  const passed = time && date === isoOf(wall.today) && time <= wall.now.toFormat('HH:mm');
  // "Saturday at 9" said on Saturday evening, or a weekly series starting today after its time: the next one.
  if (passed && (when?.weekdayOnly || recurrence !== 'none')) date = isoOf(wall.today.plus({ days: recurrence === 'daily' ? 1 : 7 }));
  else if (passed) {
    return { clarify: `${displayTime(time)} today has already passed. Did you mean tomorrow? Send it again with the day, e.g. "${title.toLowerCase()} tomorrow at ${displayTime(time).replace(/:00| /g, '').toLowerCase()}".` };
  }
  if (time) {
    // A wall-clock time skipped by a daylight-saving change does not exist: ask rather than move it.
    const [h, m] = time.split(':').map(Number);
    const [y, mo, d] = date.split('-').map(Number);
    const local = DateTime.fromObject({ year: y, month: mo, day: d, hour: h, minute: m }, { zone: ctx.timezone });
    if (local.isValid && (local.hour !== h || local.minute !== m)) return { clarify: `${displayTime(time)} doesn't exist on ${displayDate(date)}: the clocks go forward that night. Please choose another time.` };
  }
  const input: CreateEventInput = {
    title,
    date,
    time,
    allDay,
    durationMinutes: durationMinutes ?? when?.durationMinutes ?? (allDay ? 1440 : 60),
    recurrence,
    reminderMinutes: reminderMinutes ?? (remindTo ? 0 : null),
    member: member.member,
  };
  return { tool: 'createEvent', input };
}

export function displayTime(time: string): string {
  return DateTime.fromFormat(time, 'HH:mm', { zone: 'UTC' }).toFormat('h:mm a');
}

export function displayDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).toFormat('ccc d LLL yyyy');
}

export const weekdayNames = WEEKDAYS;
