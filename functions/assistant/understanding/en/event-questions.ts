import { clockOf, isoOf, minutesOfDay } from '../dates';
import { eventPhrases } from './event-phrases';
import { CREATE_VERB, EMBEDDED_QUESTION } from './event-verbs';
import { readClock } from './event-update';
import type { Message } from '../message';
import { readWhen, type ParsedWhen } from './read-when';
import { agendaRange } from './agenda-range';
import { partOfDay, rangeOf, readTarget, withoutWhen } from './slots';
import type { Interpretation } from '../types';
import { ASKING } from './read-message';

/**
 * The calendar questions: agenda, free/busy, when is…, and the last-resort calendar question. Each reader
 * returns null when the message is not its kind; none of them creates anything.
 */

const QUESTION =
  /^(?:what|what's|whats|wht|anything|is there|are there|do (?:we|i)|does|have (?:we|i)|show|list|agenda|schedule (?:for|of)|calendar|plans?|busy|who|when|am i|are we|check|read|run me through|walk me through|give me the rundown|(?:a |the )?(?:rundown|overview|summary) of|rundown|sit ?rep|lowdown|overview|how (?:does|do|is|are|busy|full) (?:my|our|the|is|are|am)?)\b/i;

/** The message read as a question about the calendar (agenda) or the makings of an event. */
function eventParts(m: Message) {
  const phrases = eventPhrases(m.member.rest);
  const when = readWhen(phrases.rest, m.wall, m.ctx.timezone);
  return { phrases, when, rest: withoutWhen(when, phrases.rest) };
}

const FREE = /\b(?:free|busy|available|availability|open|clear|booked(?: up)?|double[- ]booked|any (?:conflicts?|clashes)|a gap|time for|room for|fit in)\b/;
/** "am i free at four pm", "is Sam free on saturday afternoon", "is my schedule for july seventh completely open". */
export function readFreeBusy(m: Message): Interpretation | null {
  const { lower } = m;
  const canDo = /^(?:can|could) \p{L}+ (?:do|make|manage)\b/u.test(lower) && /\d|noon|morning|afternoon|evening|tonight/.test(lower);
  // "a pupil free day on the 16th", "free dress day": an event's name, not a question.
  if ((!FREE.test(lower) && !canDo) || /\bfree (?:up|time for|day|dress)\b|^how (?:busy|full)\b/.test(lower)) return null;
  // "add a reminder to cancel the free trial": something to file that happens to say "free"
  if (CREATE_VERB.test(m.text) || /^remind\b/.test(lower)) return null;
  if (!/^(?:am|are|is|will|would|do|does|have|has|can|could|check|was|any|how)\b|\?$/.test(m.text.trim().toLowerCase()) && !/\bfree\b/.test(lower)) return null;
  if (m.member.clarify) return { clarify: m.member.clarify };
  const when = readWhen(m.member.rest, m.wall, m.ctx.timezone);
  const range = rangeOf(lower, when, m.wall);
  const date = when?.date ?? range?.fromDate ?? isoOf(m.wall.today);
  const part = partOfDay(lower);
  const hours = hoursAsked(lower, when) ?? part;
  return { tool: 'freeBusy', input: { date, fromTime: hours?.fromTime ?? null, toTime: hours?.toTime ?? null, member: m.member.member } };
}

/**
 * The hours of a day a question asks about: "after 3" from then to the end of the day, "before 10" from its start until
 * then, a time said alone an hour from it (or the length said).
 */
function hoursAsked(lower: string, when: ParsedWhen | null) {
  const said = (word: string) =>
    readClock(new RegExp(`\\b${word} (\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm)?)(?!\\s*(?:mins?|minutes?|hours?|hrs?|days?))\\b`).exec(lower)?.[1] ?? '');
  const [after, before] = [said('after'), said('before')];
  if (before) return { fromTime: after ?? '00:00', toTime: before };
  if (after) return { fromTime: after, toTime: '23:59' };
  return when?.time ? window(when.time, when.durationMinutes) : null;
}

/** The hours from a start and a length (an hour when none is said), ending by midnight. */
function window(time: string, minutes: number | null | undefined) {
  return { fromTime: time, toTime: clockOf(minutesOfDay(time) + (minutes ?? 60)) };
}

const FIND =
  /^(?:(?:until |till |til )?when(?:'s| is| are| was| will| do| does| did|s)?|what(?:'s| is) the (?:date|day|time) (?:of|for)|what date(?:'s| is)?|what time(?:'s| is| are| does| do| did)?|what day(?:'s| is| are)?|which day(?:'s| is)?|how long (?:until|till|to|before|is|will)|how many (?:days|weeks|sleeps) (?:until|till|to|before)|countdown (?:for|to|until|till)|is there (?:an?|any)|are there any|do (?:i|we) have (?:an?|any)|have (?:i|we) got (?:an?|any)|have i (?:got )?any|find|search(?: for)?|look up|where is|where's)\b/;
/** "when is Mia's dentist", "when's my next meeting", "do i have any appointments". */
export function readFindEvent(m: Message, isFact: boolean): Interpretation | null {
  // "tell me when is the party", "do you know when we pay the car insurance"
  const lead = /^(?:tell(?: me)?|do you know|i (?:want|need|would like|'d like) to know)\s+(?=when\b|what time\b|what day\b|which day\b)/i;
  const lower = m.lower.replace(lead, '');
  if (!FIND.test(lower)) return null;
  if (isFact && m.member.member) return null; // "when is Mia's birthday": the family fact
  if (m.member.clarify) return { clarify: m.member.clarify };
  const phrase = m.member.rest
    .replace(lead, '')
    .replace(new RegExp(FIND.source, 'i'), ' ')
    .replace(/^\s*(?:the |my |our )?(?:next|first|last)\b/i, ' ');
  const target = readTarget(phrase, [], m.wall, m.ctx.timezone);
  const words = target.words?.replace(/\b(?:appointments?|events?|anything|plans)\b/g, '').trim() || null;
  if (!words && target.fromDate) return { tool: 'agenda', input: { fromDate: target.fromDate, toDate: target.toDate, member: m.member.member } };
  return { tool: 'findEvent', input: { words, member: m.member.member, fromDate: target.fromDate, toDate: target.toDate } };
}

/** Agenda: a question about a day, or a bare day ("tomorrow", "this week", "Friday?"). */
export function readAgenda(m: Message): Interpretation | null {
  if (/^how are (?:you|u)\b/.test(m.lower)) return null;
  const parts = eventParts(m);
  const { phrases, rest } = parts;
  // ("sat and sun for sam": days named together are asked about, not a weekly series, unless said to repeat)
  const together = phrases.weekdays.length > 1 && !/\b(?:every|each|weekly|\p{L}+days)\b/iu.test(m.lower);
  const when = together ? readWhen(m.member.rest, m.wall, m.ctx.timezone) : parts.when;
  const filler = rest
    .toLowerCase()
    .replace(
      /\b(?:what'?s|whats|what|is|are|on|for|the|do|does|did|we|i|have|has|got|anything|there|my|our|agenda|schedule|calendar|diary|plans?|happening|this|next|week|weekend|today|tonight|tomorrow|me|us|show|coming|up|busy|planned|any|events?|please|check|read|look|looks|like|going|how|all|day|everything|run me through|walk me through|rundown|sit ?rep|lowdown|overview|summary|a|of|full|about|soon|and|n|or)\b/g,
      '',
    )
    .replace(/[^\p{L}\p{N}]+/gu, '');
  // "schedule for tomorrow": a create verb with nothing to create is a question.
  const creating = CREATE_VERB.test(m.text) && Boolean(filler.replace(/^(?:schedule|add|new|plan|book|set)/, ''));
  const asks = !creating && !phrases.remindTo && (phrases.recurrence === 'none' || together) && (QUESTION.test(m.lower) || /\?\s*$/.test(m.text) || !filler);
  if (!asks || !(QUESTION.test(m.lower) || when || /\b(?:today|tonight|tomorrow|week|weekend|agenda|my day)\b/i.test(m.lower) || m.member.member)) return null;
  if (m.member.clarify) return { clarify: m.member.clarify };
  // "what events are coming up", "what's my next appointment": no day named, so the next ones to come.
  if (!when?.date && !rangeOf(m.lower, when, m.wall) && /\b(?:coming up|upcoming|soon|next)\b/i.test(m.lower)) {
    const kind = /\bmeetings?\b/i.test(m.lower) ? 'meeting' : /\bbirthdays?\b/i.test(m.lower) ? 'birthday' : null;
    return { tool: 'findEvent', input: { words: kind, member: m.member.member, fromDate: null, toDate: null } };
  }
  const range = agendaRange(m.lower, when, m.wall);
  // "anything on sunday between 10 and 2?", "has mia got anything on at 5 tmrw": hours of one day asked about are a
  // free/busy question (an hour from a time said alone).
  if (when?.time && range.fromDate === range.toDate && (when.durationMinutes || /\b(?:anything|something|have|got)\b/.test(m.lower)))
    return { tool: 'freeBusy', input: { date: range.fromDate, ...hoursAsked(m.lower, when)!, member: m.member.member } };
  return { tool: 'agenda', input: { ...range, member: m.member.member } };
}

/** Last resort for a question about the calendar: its words and days asked about (an agenda or a search). */
const CALENDAR_TOPIC =
  /\b(?:events?|meetings?|appointments?|appt|calendar|schedule|scheduled|plans?|planned|agenda|diary|birthdays?|anniversar(?:y|ies)|part(?:y|ies)|reminders?|programs?|programmes?|happening|holidays?|concerts?|games?|festivals?|fair)\b/i;
const QUESTION_WORDS = new Set(
  'me about more info information detail details upcoming future scheduled pending coming what else how many do does did have got can could meeting meetings appointment program programs programme programmes family confirm that has been canceled cancelled still nothing him them us'.split(
    ' ',
  ),
);
export function readCalendarQuestion(m: Message): Interpretation | null {
  if (
    !(
      m.asking ||
      EMBEDDED_QUESTION.test(m.lower) ||
      /\b(?:what|which|when|where|how many|are there|is there)\b|^(?:my|our|upcoming|future|next|any|all(?!\s+(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?:kids|children|boys|girls|three|four|3|4)\b)|weekend|today'?s|tomorrow'?s)\b/i.test(
        m.text,
      )
    ) ||
    !(CALENDAR_TOPIC.test(m.text) || readWhen(m.member.rest, m.wall, m.ctx.timezone))
  )
    return null;
  if (m.member.clarify) return { clarify: m.member.clarify };
  // The day is read before the question's words go ("any appointments on the twentieth").
  const target = readTarget(m.member.rest.replace(ASKING, ' '), [], m.wall, m.ctx.timezone);
  target.words =
    target.words
      ?.split(' ')
      .filter((w) => !QUESTION_WORDS.has(w))
      .join(' ') || null;
  if (!target.words && target.fromDate) return { tool: 'agenda', input: { fromDate: target.fromDate, toDate: target.toDate, member: m.member.member } };
  const kind = /\bmeetings?\b/i.test(m.text) ? 'meeting' : /\bbirthdays?\b/i.test(m.text) ? 'birthday' : null;
  return { tool: 'findEvent', input: { words: target.words ?? kind, member: m.member.member, fromDate: target.fromDate, toDate: target.toDate } };
}
