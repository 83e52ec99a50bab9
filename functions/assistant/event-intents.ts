import type { CreateEventInput } from './calendar-tools';
import { agendaRange, displayDate, displayTime, existsOnWallClock, isoOf, readWhen, spellSpokenNumbers, type Wall } from './dates';
import { eventPhrases } from './event-phrases';
import type { AssistantPending } from './follow-up';
import type { Interpretation } from './engine';
import { ASKING, type Message } from './message';
import { findMember } from './member-mentions';
import { partOfDay, rangeOf, readTarget, withoutWhen } from './slots';

/**
 * The calendar intents: questions (agenda, free/busy, when is…, reminders), and adding, changing and
 * cancelling events. Each reader returns null when the message is not its kind.
 */

const CREATE_VERB =
  /^(?:please\s+)?(?:can you\s+)?(?:add|create|new event|new(?! year)|schedule|book(?! club| fair| week| launch| group| signing| swap)|put(?: in)?|set up|set|plan|arrange|organi[sz]e|enter|insert|pencil in|mark|note down|note|save the date(?: of| for)?|save|make|register|log|calendar invite(?: for)?|reserve|block (?:off|out)|set aside)\b(?: (?:an? )?(?:new )?(?:event|appointment|entry|reminder|calendar (?:event|entry))\b)?[:\s]*/i;
const QUESTION =
  /^(?:what|what's|whats|wht|anything|is there|are there|do (?:we|i)|does|have (?:we|i)|show|list|agenda|schedule (?:for|of)|calendar|plans?|busy|who|when|am i|are we|check|read|run me through|walk me through|give me the rundown|rundown|overview|how (?:does|do|is|are|busy|full) (?:my|our|the|is|are|am)?)\b/i;

/** A question asked after a lead-in ("after swimming what else is on tuesday", "… true or false"): answered, never filed. */
const EMBEDDED_QUESTION =
  /\b(?:what (?:else|meetings|events|appointments|is|are|do|did|have)|which (?:meetings|events|appointments|day)|(?:does|do|did) (?:i|we|my|our|\p{L}+'s) (?:have|need|get)|shall we|true or false)\b|\bright$/iu;

export const help = (reason: 'asked' | 'not-understood' | 'thanks'): Interpretation => ({ tool: 'help', input: { reason } });

/** The message read as a question about the calendar (agenda) or the makings of an event. */
function eventParts(m: Message) {
  const phrases = eventPhrases(m.member.rest);
  const when = readWhen(phrases.rest, m.wall, m.ctx.timezone);
  return { phrases, when, rest: withoutWhen(when, phrases.rest) };
}

// ---- questions ----

const FREE = /\b(?:free|busy|available|availability|open|clear|booked(?: up)?|double[- ]booked|any (?:conflicts?|clashes)|a gap|time for|room for|fit in)\b/;
/** "am i free at four pm", "is Sam free on saturday afternoon", "is my schedule for july seventh completely open". */
export function readFreeBusy(m: Message): Interpretation | null {
  const { lower } = m;
  const canDo = /^(?:can|could) \p{L}+ (?:do|make|manage)\b/u.test(lower) && /\d|noon|morning|afternoon|evening|tonight/.test(lower);
  if ((!FREE.test(lower) && !canDo) || /\bfree (?:up|time for)\b|^how (?:busy|full)\b/.test(lower)) return null;
  if (!/^(?:am|are|is|will|would|do|does|have|has|can|could|check|was|any|how)\b|\?$/.test(m.text.trim().toLowerCase()) && !/\bfree\b/.test(lower)) return null;
  if (m.member.clarify) return { clarify: m.member.clarify };
  const when = readWhen(m.member.rest, m.wall, m.ctx.timezone);
  const range = rangeOf(lower, when, m.wall);
  const date = when?.date ?? range?.fromDate ?? isoOf(m.wall.today);
  const part = partOfDay(lower);
  let fromTime: string | null = null;
  let toTime: string | null = null;
  if (when?.time) {
    fromTime = when.time;
    const end = Number(when.time.slice(0, 2)) * 60 + Number(when.time.slice(3)) + (when.durationMinutes ?? 60);
    toTime = end >= 1440 ? '23:59' : `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  } else if (part) ({ fromTime, toTime } = part);
  return { tool: 'freeBusy', input: { date, fromTime, toTime, member: m.member.member } };
}

const REMINDERS_QUESTION =
  /\bbeing reminded\b|^did (?:i|we) ask you to remind\b|\b(?:see|show|list|read|view|give me|tell me)\b.*\breminders\b|\b(?:did|have) (?:i|we) set (?:a |any )?reminders?\b|^(?:what|which|show|list|see|view|check|read|any|do i have|have i (?:got|set)|did i set|how many|my|all)\b.*\b(?:reminders?|alarms?)\b|^(?:reminders?|alarms?)$|\breminders?\b.*\b(?:did i set|have i set|do i have|are set|i set|i have)\b/;
/** "what reminders did i set", "show my reminders", "any reminders for tomorrow". */
export function readReminderList(m: Message): Interpretation | null {
  if (
    !REMINDERS_QUESTION.test(m.lower) ||
    /\b(?:(?<!\bask(?:ed)? you to )remind me|(?<!\b(?:did|have) (?:i|we) )(?:set|send|give) (?:me )?(?:a |an )?(?:reminder|alarm))\b/.test(m.lower)
  )
    return null;
  const when = readWhen(m.lower, m.wall, m.ctx.timezone);
  const range = rangeOf(m.lower, when, m.wall);
  return { tool: 'listReminders', input: { fromDate: range?.fromDate ?? null, toDate: range?.toDate ?? null } };
}

const FIND =
  /^(?:when(?:'s| is| are| was| will| do| does| did|s)?|what time(?:'s| is| are| does| do| did)?|what day(?:'s| is| are)?|which day(?:'s| is)?|how long (?:until|till|to|before|is|will)|how many (?:days|weeks|sleeps) (?:until|till|to|before)|countdown (?:for|to|until|till)|is there (?:an?|any)|are there any|do (?:i|we) have (?:an?|any)|have (?:i|we) got (?:an?|any)|have i (?:got )?any|find|search(?: for)?|look up|where is|where's)\b/;
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
  const { phrases, when, rest } = eventParts(m);
  const filler = rest
    .toLowerCase()
    .replace(
      /\b(?:what'?s|whats|what|is|are|on|for|the|do|does|did|we|i|have|has|got|anything|there|my|our|agenda|schedule|calendar|diary|plans?|happening|this|next|week|weekend|today|tonight|tomorrow|me|us|show|coming|up|busy|planned|any|events?|please|check|read|look|looks|like|going|how|all|day|everything|run me through|walk me through|rundown|overview|of|full|about|soon)\b/g,
      '',
    )
    .replace(/[^\p{L}\p{N}]+/gu, '');
  // "schedule for tomorrow": a create verb with nothing to create is a question.
  const creating = CREATE_VERB.test(m.text) && Boolean(filler.replace(/^(?:schedule|add|new|plan|book|set)/, ''));
  const asks = !creating && !phrases.remindTo && phrases.recurrence === 'none' && (QUESTION.test(m.lower) || /\?\s*$/.test(m.text) || !filler);
  if (!asks || !(QUESTION.test(m.lower) || when || /\b(?:today|tonight|tomorrow|week|weekend|agenda|my day)\b/i.test(m.lower) || m.member.member)) return null;
  if (m.member.clarify) return { clarify: m.member.clarify };
  // "what events are coming up", "what's my next appointment": no day named, so the next ones to come.
  if (!when?.date && !rangeOf(m.lower, when, m.wall) && /\b(?:coming up|upcoming|soon|next)\b/i.test(m.lower)) {
    const kind = /\bmeetings?\b/i.test(m.lower) ? 'meeting' : /\bbirthdays?\b/i.test(m.lower) ? 'birthday' : null;
    return { tool: 'findEvent', input: { words: kind, member: m.member.member, fromDate: null, toDate: null } };
  }
  return { tool: 'agenda', input: { ...agendaRange(m.lower, when, m.wall), member: m.member.member } };
}

/** Last resort for a question about the calendar: its words and days asked about (an agenda or a search). */
const CALENDAR_TOPIC =
  /\b(?:events?|meetings?|appointments?|appt|calendar|schedule|scheduled|plans?|planned|agenda|diary|birthdays?|anniversar(?:y|ies)|part(?:y|ies)|reminders?|programs?|programmes?|happening|holidays?|concerts?|games?|festivals?|fair)\b/i;
const QUESTION_WORDS = new Set(
  'me about more info information detail details upcoming future scheduled pending coming what else how many do does did have got can could meeting meetings appointment program programs programme programmes family'.split(
    ' ',
  ),
);
export function readCalendarQuestion(m: Message): Interpretation | null {
  if (
    !(
      m.asking ||
      EMBEDDED_QUESTION.test(m.lower) ||
      /\b(?:what|which|when|where|how many|are there|is there)\b|^(?:my|our|upcoming|future|next|any|all|weekend|today'?s|tomorrow'?s)\b/i.test(m.text)
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

// ---- adding ----

export type EventDraft = Omit<CreateEventInput, 'date' | 'time'> & { date: string | null; time: string | null; weekdayOnly?: boolean };

const REMINDER_LEAD =
  /^(?:set|add|create|make|put(?: in)?|schedule|give me|i need|i want|new|place|keep)?\s*(?:up )?(?:an? |me an? |the )?(?:reminder for me|reminder|alarm|alert me|alert|notification|remind me|remind us|notify me|prompt me|ping me|tell me later|let me know(?! (?:about|if|whether|what|how|the))\b)\b\s*(?::|-)?\s*/i;
const REMINDER_ABOUT =
  /^(?:(?:for me to|for us to|about|of|that|to|so|saying|which says|titled|called|named|for(?! (?:\d|the \d|today|tonight|tomorrow|next|this|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:o'?clock|am|pm|o[h ]|ten|fifteen|twenty|thirty|forty|fifty)\b)))\s+)+(?:(?:i|we) (?:have|has|need to|must|should|got to|gotta)\s+)?(?:(?:i|we)'?ve got\s+)?/i;

/** The title once the day, time, verb and filler words are out ("" when nothing is left). */
function titleOf(text: string): string {
  // "add an appointment with my dentist": the kind stays when the words after it only say who or where
  const kind = /\b(appointment|meeting)\b/i.exec(CREATE_VERB.exec(text)?.[0] ?? '')?.[1];
  let title = text
    .replace(CREATE_VERB, kind && /^\s*(?:with|at)\b/i.test(text.replace(CREATE_VERB, '')) ? `${kind} ` : '')
    .replace(/\bfor (?:me|us)\b/gi, ' ')
    .replace(/\b(?:to|in|on|into|onto|for)(?: my| the| our| family)? (?:google )?(?:calendar|diary|agenda|schedule)\b/gi, ' ')
    // "put in my calendar that …", "mark my calendar for …", "add to calendar new event …"
    .replace(/^\s*(?:my|the|our|family) (?:google )?(?:calendar|diary|agenda|schedule)\b/i, ' ')
    .replace(/^\s*(?:an? )?new (?:event|appointment|entry)\b/i, ' ')
    .replace(/\b(?:an? )?(?:event|appointment|entry|reminder) (?:called|named|titled|for|about|that says)\b/gi, ' ')
    .replace(/\b(?:called|named|titled)\b/gi, ' ')
    .replace(
      /^\s*(?:that |so )?(?:(?:i|we) (?:have|has|need to|must|should|got to|gotta|am|are)|(?:i|we)'?(?:ve| have) got|(?:i|we)(?:'ll| will) (?:be|have)|(?:i|we) (?:want|plan|need|am going|are going|'m going|'re going) to (?:go to|attend)|there(?:'s| is)(?: an?)?)\s+/i,
      ' ',
    )
    // "my son has a football game": the son's football game
    .replace(/^\s*(?:my|our) (\p{L}+) (?:has|have|has got|is having) (?:an? |his |her |their )?/iu, (_all, who: string) => ` ${who}'s `)
    .replace(/\s+/g, ' ')
    .trim();
  for (let i = 0; i < 3; i++)
    title = title
      .replace(/^(?:(?:on|at|for|from|with|the|a|an|and|to|has|have|got|is|that|about|my|our|-|,|:)\s+)+/i, '')
      .replace(/(?:\s+(?:on|at|for|from|with|and|to|starting|until|till|by|in|the|is|are|before|after|about|-|,))+$/i, '')
      .replace(/[\s,;:.!?-]+$/, '')
      .trim();
  if (/^(?:on|at|for|from|with|to|about|me|it|this|that|time|(?:new |an? )?(?:event|appointment|entry|calendar event))$/i.test(title)) return '';
  return title ? title[0].toUpperCase() + title.slice(1) : '';
}

/** The title of an event said with only a day or time: "set a reminder at 3pm" is Reminder, "add an appointment friday at 3" Appointment. */
function unnamed(text: string, remind: boolean): string {
  const kind = /\b(appointment|meeting|event|entry)\b/i.exec(text)?.[1].toLowerCase();
  // "block off friday at 8am": time kept free of anything else
  if (!kind && /\b(?:block (?:off|out)|reserve|set aside)\b/i.test(text)) return 'Busy';
  if (!kind) return remind ? 'Reminder' : '';
  return kind === 'entry' ? 'Event' : kind[0].toUpperCase() + kind.slice(1);
}

const sayTime = (t: string) => displayTime(t).replace(/:00| /g, '').toLowerCase();

/** A draft event checked for what it still needs: an event needs a title, a day and a time (or "all day"). */
export function completeDraft(draft: EventDraft, wall: Wall, timezone: string): Interpretation {
  const { title } = draft;
  const ask = (clarify: string, what: AssistantPending['ask']): Interpretation => ({
    clarify,
    pending: { kind: 'assistant', ask: what, tool: 'createEvent', input: draft, at: wall.now.toUTC().toISO()! },
  });
  if (!title) return { clarify: 'What is the event called? For example: "swimming for Mia tomorrow at 4pm".' };
  if (title.length > 200) return { clarify: 'That title is too long; please keep it under 200 characters.' };
  let date = draft.date;
  const time = draft.allDay ? null : draft.time;
  const nowHm = wall.now.toFormat('HH:mm');
  if (!date && draft.recurrence === 'daily') date = isoOf(time && time <= nowHm ? wall.today.plus({ days: 1 }) : wall.today);
  if (!date && (draft.recurrence === 'monthly' || draft.recurrence === 'yearly')) date = isoOf(wall.today);
  // A time with no day is the next time it comes round: today if still ahead, otherwise tomorrow.
  if (!date && time && !draft.allDay) date = isoOf(time > nowHm ? wall.today : wall.today.plus({ days: 1 }));
  if (!date && !time)
    return draft.reminderMinutes === 0
      ? ask(`When should I remind you about ${title.toLowerCase()}? For example: "tomorrow at 9am".`, 'when')
      : ask(`When is ${title}? For example: "${title.toLowerCase()} tomorrow at 4pm".`, 'when');
  if (!date) return ask(`Which day is ${title}?`, 'date');
  // A day without a time is filed as an all-day event at once, and the reply asks for the time (follow-up.ts).
  if (!time && !draft.allDay) {
    const { weekdayOnly: _w, ...rest } = draft;
    return { tool: 'createEvent', input: { ...rest, date, time: null, allDay: true, durationMinutes: 1440, askTime: true } };
  }
  const passed = time && date === isoOf(wall.today) && time <= nowHm;
  // "Saturday at 9" said on Saturday evening, or a weekly series starting today after its time: the next one.
  if (passed && (draft.weekdayOnly || draft.recurrence !== 'none')) {
    const step = { none: { days: 7 }, daily: { days: 1 }, weekly: { days: 7 }, monthly: { months: 1 }, yearly: { years: 1 } }[draft.recurrence];
    date = isoOf(wall.today.plus(step));
  } else if (passed) {
    return ask(
      `${displayTime(time)} today has already passed. Which day is ${title}? For example: "tomorrow" or "${title.toLowerCase()} tomorrow at ${sayTime(time)}".`,
      'date',
    );
  }
  // A wall-clock time skipped by a daylight-saving change does not exist: ask rather than move it.
  if (time && !existsOnWallClock(date, time, timezone))
    return ask(`${displayTime(time)} doesn't exist on ${displayDate(date)}: the clocks go forward that night. What time should it be?`, 'time');
  const { weekdayOnly: _weekdayOnly, ...rest } = draft;
  const input: CreateEventInput = { ...rest, date, time, durationMinutes: draft.durationMinutes };
  return { tool: 'createEvent', input };
}

/** "swimming for Mia tomorrow at 4pm", "remind me to take out the garbage at six pm", "set a reminder for the 13th that i have lunch with dale". */
export function readCreate(m: Message): Interpretation | null {
  // "repeat reminder for christmas": about repeating, which the repeat row answers
  if (/^repeat\b/i.test(m.text)) return null;
  // "a reminder for fifteen minutes": that long from now, not how long it lasts.
  const lead = REMINDER_LEAD.exec(m.member.rest);
  const said = lead
    ? `${lead[0]}${m.member.rest.slice(lead[0].length).replace(/^for ((?:\p{L}+|\d+) (?:minutes?|mins?|hours?|hrs?))(?: from now)?\b(?! (?:before|earlier|long))/iu, 'in $1')}`
    : m.member.rest;
  const phrases = eventPhrases(said);
  // "set a reminder for friday at 5 to call mum": the reminder's words lead, what it is about follows.
  const reminderLead = REMINDER_LEAD.exec(phrases.rest);
  const remindAbout = Boolean(reminderLead);
  let task = phrases.remindTask;
  if (reminderLead) {
    const about = phrases.rest.slice(reminderLead[0].length);
    task ||= /^(?:(?:for me|for us) )?to\s/i.test(about);
    phrases.rest = about.replace(REMINDER_ABOUT, '');
  }
  const when = readWhen(phrases.rest, m.wall, m.ctx.timezone, true);
  const text = phrases.rest;
  const remind = remindAbout || phrases.remindTo;
  // A question is answered, never filed ("is the meeting with julie at 3pm on wednesday").
  if (
    !remind &&
    (m.asking || EMBEDDED_QUESTION.test(m.lower)) &&
    (!CREATE_VERB.test(m.text) || /^(?:make|give|get)(?: me)? (?:a |the )?list of\b/i.test(m.text))
  )
    return null;
  const creating = CREATE_VERB.test(m.text) || remind || /^(?:i|we) (?:have|'ve got|have got|got)\b|^there(?:'s| is)\b/i.test(text);
  const hasWhen = Boolean(when && (when.date || when.time)) || phrases.recurrence !== 'none' || phrases.unsupportedRepeat;
  if (!creating && !hasWhen) {
    if (phrases.reminderMinutes != null)
      return { clarify: 'Which event should I remind you about? Send it with the reminder, e.g. "dentist tomorrow at 10, remind me 30 minutes before".' };
    return null;
  }
  const rest = withoutWhen(when, phrases.rest).replace(REMINDER_ABOUT, '');
  // "remind me later", "in advance": a reminder's vague when is no part of what it is about.
  const title =
    titleOf(
      remind
        ? rest.replace(
            /\b(?:later(?: on)?|soon|in advance|sometime|some ?time|in the future|ahead of time)\b|^\s*(?:when|whenever|if)\b|\bit'?s time (?:for|to)\b/gi,
            ' ',
          )
        : rest,
    ) || (hasWhen ? unnamed(m.text, remind) : '');
  // "appointments this wednesday", "weekend meetings": a kind of event in the plural with a day is a question.
  const plural =
    /^(?:(?:all|my|the|any|upcoming|scheduled)\s+)*(appointments|meetings|events|plans|birthdays|reminders)(?:\s+(?:calendar|on my calendar))?$/i.exec(title);
  if (plural && !CREATE_VERB.test(m.text) && !remind && when?.date) {
    const range = rangeOf(m.lower, when, m.wall) ?? { fromDate: when.date, toDate: when.date };
    const kind = plural[1].toLowerCase();
    if (kind === 'events' || kind === 'plans') return { tool: 'agenda', input: { ...range, member: m.member.member } };
    if (kind === 'reminders') return { tool: 'listReminders', input: range };
    return { tool: 'findEvent', input: { words: kind.replace(/s$/, ''), member: m.member.member, ...range } };
  }
  if (remind && !hasWhen) {
    const what = title.replace(/^./, (c) => c.toLowerCase());
    if (!what) return { clarify: 'What should I remind you about? For example: "remind me to call the dentist tomorrow at 9".' };
    // Something to do is a to-do; a reminder about an event needs its time, so the answer completes it.
    if (task) return { tool: 'addTodo', input: { tasks: [what.slice(0, 300)] } };
  }
  if (m.member.clarify) return { clarify: m.member.clarify };
  if (phrases.unsupportedRepeat)
    return {
      clarify:
        'I can repeat events every day, every week (e.g. "every Tuesday"), every month or every year. For other patterns, add it in the calendar on the web.',
    };
  return completeDraft(
    {
      title,
      date: when?.date ?? null,
      time: phrases.allDay ? null : (when?.time ?? null),
      weekdayOnly: when?.weekdayOnly ?? false,
      allDay: phrases.allDay,
      durationMinutes: phrases.durationMinutes ?? when?.durationMinutes ?? (phrases.allDay ? 1440 : 60),
      recurrence: phrases.recurrence,
      reminderMinutes: phrases.reminderMinutes ?? (remind ? 0 : null),
      member: m.member.member,
    },
    m.wall,
    m.ctx.timezone,
  );
}

// ---- changing and cancelling ----

const CANCEL =
  /^(?:cancel|cancell?ed|cancle|cancell|cansel|delet|dlete|remvoe|delete|remove|clear|erase|drop|scrap|scratch|call off|get rid of|take|unschedule|unbook|wipe|empty|stop|end|quit|kill|nix|ditch|forget|bin|dismiss|disregard|discard|clean(?: up)?|no more|there(?:'s| is| will be) no|we(?:'re| are) not (?:doing|going to)|skip|no|free up)\b\s*/i;
const CANCELLED =
  /^(.+?)\s+(?:(?:is|are|has been|have been|was|got|'s|will be)\s+(?:cancell?ed|called off|off|not happening|not on|scrapped)|(?:isn'?t|aren'?t|is not|are not|won'?t be|will not be)\s+(?:happening|coming|on|going ahead))\b(.*)$|^(?:i|we|they|\p{L}+) (?:can'?t|cannot|won'?t|will not|don'?t|do not|(?:have |has )?(?:cancell?ed|quit|dropped|stopped)) (?:make|go to|do|have|need|want|going to)?\s*(.+?)(?:\s+(?:anymore|any more|after all))?$/iu;
const ALL_OF_IT =
  /\b(?:all|every|each|series|whole|entire|for good|permanently|anymore|any more|altogether|from now on|the rest of)\b|^(?:stop|no more|end|quit)\b/i;

/** "cancel swimming next week", "stop swimming", "cancel the dentist", "clear my calendar tomorrow", "piano is off this week". */
export function readCancel(m: Message): Interpretation | null {
  let phrase: string | null = null;
  const verb = CANCEL.exec(m.text);
  const itOff = /^(.+?)(?:,\s*|\s+(?=(?:so|and) ))(?:so\s+|and\s+|please\s+)*(?:take|remove|delete|cancel|clear) (?:it|that|them)\b/i.exec(m.text);
  const noLonger =
    /^(?:i|we|\p{L}+)(?: am|'m| are|'re| is|'s| will|'ll)? (?:no longer|not|never) (?:be )?(?:going to|attending|doing|having|coming to|joining|making it to|able to make)\s+(.+?)(?:\s+(?:anymore|any more|after all))?$/iu.exec(
      m.text,
    );
  const anywhere = /^(?:remind|set|add|create|schedule|make|book|put|plan)\b/i.test(m.text)
    ? null
    : /\b(?:delet(?:e|ed|ing)|remov(?:e|ed|ing)|cancel(?:s|led|ed|ling)?|eras(?:e|ed)|dismiss|disregard|discard|wip(?:e|ed)|reset)\b|\b(?:take (?:off|away|out)|clear(?: out)?|empty)\b(?=.*\b(?:calendar|events?|schedule|appointments?|diary)\b)/i.exec(
        m.text,
      );
  if (itOff) {
    // "leo has quit soccer, take it off the calendar": the event is named before the comma.
    phrase = itOff[1].replace(
      /^(?:\p{L}+ (?:has|have) (?:quit|dropped|stopped|cancell?ed)|(?:i|we) (?:have |'ve )?(?:cancell?ed|quit|dropped)|we(?:'re| are) not doing|there(?:'s| is) no)\s+/iu,
      '',
    );
  } else if (verb) {
    phrase = m.text.slice(verb[0].length);
    if (/^take\b/i.test(verb[0]) && !/\b(?:off|away|out)\b/i.test(phrase)) return null;
    if (/^no\b/i.test(verb[0]) && !phrase.trim()) return null;
  } else if (noLonger) {
    phrase = noLonger[1];
  } else {
    const off = CANCELLED.exec(m.text);
    if (off) phrase = off[3] ?? `${off[1]} ${off[2] ?? ''}`;
    // "find dinner with mom on my calendar and delete it", "i wish this event to be removed"
    else if (anywhere && !ASKING.test(m.text.replace(/^(?:find|search|look up|see if)\b/i, ''))) phrase = m.text.replace(anywhere[0], ' ');
  }
  if (phrase === null) return null;
  // Lists belong to the to-do intents.
  // ("what i have to do on friday" is the day's events, not the to-do list.)
  if (
    /\b(?:lists?|to-?dos?|to do|tasks?|items?|groceries|shopping)\b/i.test(phrase.replace(/\b(?:have|need|got) to do\b/gi, ' ')) &&
    !/\b(?:calendar|diary|schedule|events?)\b/i.test(phrase)
  )
    return null;
  const cleaned = phrase
    .replace(/\bwhat (?:i|we) (?:have|need|got) (?:to do|on)\b|\b(?:called|named|titled)\b|\breminding (?:me|us)(?: about| of| to)?\b/gi, ' ')
    .replace(/\b(?:off(?: of)?|from|out of|in|on|to) (?:my|the|our) (?:calendar|diary|schedule)\b/gi, ' ')
    .replace(/^\s*(?:off|away|out)\b/i, ' ')
    .replace(
      /\b(?:find|go to|and|then|it|please|for me|to be (?:removed|deleted|cancelled)|i wish|i want|i need|this|that|can you|could you|deleted?|removed?|cancell?ed|erased|wiped|cleared|all|my|recurring|repeating|regular|anymore|any more|tasks)\b/gi,
      ' ',
    );
  const target = readTarget(cleaned, m.names, m.wall, m.ctx.timezone);
  if (target.clarify) return { clarify: target.clarify };
  // "cancel the next tennis lesson", "delete my next event": only the next one.
  const nextOnly =
    /\b(?:next|upcoming|coming|current|latest|last)\b(?! (?:week|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\b)/i.test(
      phrase,
    );
  const everything = ALL_OF_IT.test(m.text) || /\b(?:everything|calendar|schedule|diary|events|appointments|meetings)\b/i.test(phrase);
  const named = target.words || target.fromDate || target.time;
  const series = nextOnly ? false : !named ? everything : !target.fromDate && !target.time ? true : ALL_OF_IT.test(m.text) && !/\ball day\b/i.test(m.text);
  return {
    tool: 'cancelEvent',
    input: { target: { words: target.words, fromDate: target.fromDate, toDate: target.toDate, time: target.time, member: target.member }, series },
  };
}

const UPDATE_VERB =
  /^(?:actually,?\s+)?(?:can (?:we|you) |could (?:we|you) |we need to |i need to |i want to |please )?(?:move|moved|reschedule|re-schedule|rebook|re-book|push(?: back)?|postpone|delay|bring(?: forward)?|shift|change|update|edit|rename|switch|put off|adjust|extend|shorten|(?:make|set)(?= (?:the|my|our|this|that|\p{L}+'s)\b| .+ (?:all[ -]day|long|longer|shorter)$))\b\s*/iu;
/** A statement that an event changed: "swimming is at 5 now", "the vet is actually on monday", "the concert got moved to the 18th". */
const CHANGED =
  /^(?:actually,?\s+)?(.+?)\s+(?:is|are|will be|has been|have been|was|were|got|has|have|starts?|begins?|ends?|finishes)\s+(?:(?:now|actually|only|really|been|instead)\s+)*(?:(?:moved|moving|changed|changing|rescheduled|pushed back|postponed|brought forward|going|starting|happening|going to be)\s+)?(?:(?:to|at|on|till|until|for|from)\s+)?(.+)$/i;
const CHANGE_SIGNAL =
  /\b(?:now|instead|actually|not|moved|moving|changed|rescheduled|postponed|pushed|brought forward|only|anymore)\b|\b(?:can|could) .+ (?:go|be moved)\b/i;
const SHIFT =
  /\b(?:by\s+)?(an?|\d+|half an?|one|two|three|thirty|fifteen|forty-five|45|30|15)\s*(hours?|hrs?|minutes?|mins?)\s+(later|earlier|back|forward|sooner)\b|\b(back|forward)\s+(?:by\s+)?(an?|\d+|half an?|one|two|three|thirty|fifteen|forty-five|45|30|15)\s*(hours?|hrs?|minutes?|mins?)\b/i;

const shiftOf = (found: RegExpExecArray) => {
  // "an hour back" and "back an hour" alike
  const m = found[1] ? found : [found[0], found[5], found[6], found[4]];
  const n = /^half/i.test(m[1])
    ? 30
    : /^(?:an?|one)$/i.test(m[1])
      ? 1
      : Number(m[1]) || { two: 2, three: 3, thirty: 30, fifteen: 15, 'forty-five': 45 }[m[1].toLowerCase()] || 1;
  const minutes = /^h/i.test(m[2]) && !/^half/i.test(m[1]) ? n * 60 : n;
  return /later|back/i.test(m[3]) ? minutes : -minutes;
};

/** "move the dentist to 11am", "swimming is at 5 now", "push Mia's party to Sunday", "rename piano to piano lesson", "make the meeting 2 hours". */
export function readUpdate(m: Message): Interpretation | null {
  const text = m.text.replace(/[.!]+$/, '');
  const shift = SHIFT.exec(text);
  const verb = UPDATE_VERB.exec(text);
  if (verb) {
    const body = text.slice(verb[0].length);
    if (shift) return finishUpdate(m, body.replace(shift[0], ' '), { shiftMinutes: shiftOf(shift) });
    // "change the netball to sam instead of mia", "change swimming from 4 to 5", "move the dentist to 11am"
    const instead = /^(.+?)\s+(?:to|for)\s+(.+?)\s+(?:instead of|not|rather than)\s+(.+)$/i.exec(body);
    const fromTo = /^(.+?)\s+from\s+(.+?)\s+(?:to|until|till|->)\s+(.+)$/i.exec(body);
    const to = /^(.+?)\s+(?:to|until|till|into|->|so (?:it|that it) (?:is|starts))\s+(.+)$/i.exec(body);
    if (/^(?:actually,?\s+)?rename\b/i.test(verb[0]) && to) return finishUpdate(m, to[1], { title: titleCase(to[2]) });
    if (instead) return finishUpdate(m, `${instead[1]} ${instead[3]}`, readChanges(instead[2], m));
    if (fromTo) return finishUpdate(m, `${fromTo[1]} at ${fromTo[2]}`, readChanges(fromTo[3], m));
    if (to) return finishUpdate(m, to[1], readChanges(to[2], m));
    // "make the meeting 2 hours", "make book club all day", "change the dentist, it's now friday"
    const tail =
      /^(.+?)\s+((?:an? |\d+(?:\.\d+)? |one |two |three |half an? )(?:hours?|hrs?|minutes?|mins?)(?: and (?:a )?half)?(?: long)?|all[ -]day|longer|shorter)$/i.exec(
        body,
      );
    if (tail) return finishUpdate(m, tail[1], readChanges(tail[2], m));
    const its = /^(.+?),?\s+(?:it'?s|it is|it will be|now)\s+(?:now\s+)?(?:at\s+|on\s+)?(.+)$/i.exec(body);
    if (its) return finishUpdate(m, its[1], readChanges(its[2], m));
    // "actually make the drinks 6 instead": the new time or day closes the message.
    const last = /^(.+?)\s+(?:at\s+|on\s+)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|noon|midday)(?:\s+instead)?$/i.exec(body);
    if (last) return finishUpdate(m, last[1], readChanges(last[2], m));
    return /^(?:move|reschedule|postpone|push|change|rename)\b/i.test(
      verb[0].replace(/^(?:actually,?\s+)?(?:can (?:we|you) |could (?:we|you) |we need to |i need to |i want to |please )/i, ''),
    )
      ? moveWhere(body)
      : null;
  }
  if (!CHANGE_SIGNAL.test(text) || /^(?:add|create|new|book|schedule|put|remind|set)\b/i.test(text)) return null;
  if (shift)
    return finishUpdate(m, text.replace(shift[0], ' ').replace(/^(?:can|could) (?:we |you )?|\b(?:go|be moved|move)\b/gi, ' '), {
      shiftMinutes: shiftOf(shift),
    });
  // "swimming is at 5.30 now not 5", "haircut is 45 mins not an hour", "the haircut is for sam not leo"
  const corrected = text.replace(/\s+(?:not|instead of|rather than)\s+[^,]+$/i, '').replace(/\s+(?:now|instead|anymore|this time)$/i, '');
  const its = /^(?:actually,?\s+)?(.+?),?\s+(?:it'?s|it is)\s+(?:now\s+|actually\s+)*(?:at\s+|on\s+)?(.+)$/i.exec(corrected);
  const said = its ?? CHANGED.exec(corrected);
  if (!said) return null;
  const [targetText, changeText] = [said[1], said[2]];
  const changes = readChanges(changeText, m);
  if (!Object.keys(changes).length || changes.title) return null;
  return finishUpdate(m, targetText.replace(/\s+(?:is|are|'s|has|have|got|was|will)$/i, ''), changes);
}

const moveWhere = (body: string): Interpretation => ({
  clarify: `When should I move ${body.trim() || 'it'} to? For example: "move the dentist to Friday at 11am".`,
});
/** A bare clock time as an answer or a new time: "5", "5:30", "5.30pm", "at 11", "11am" (1–6 without am/pm is afternoon). */
export function readClock(text: string): string | null {
  const bare =
    /^(?:(?:it'?s |it is |make it |at |around |about |by |for |starts? at |starting at )+)?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|o'?clock)?[.! ]*$/i.exec(
      text.trim(),
    );
  if (!bare) return null;
  let h = Number(bare[1]);
  const min = Number(bare[2] ?? 0);
  const mer = bare[3]?.toLowerCase();
  if (mer?.startsWith('p') && h < 12) h += 12;
  if (mer?.startsWith('a') && h === 12) h = 0;
  if ((!mer || mer.includes('clock')) && h >= 1 && h <= 6) h += 12;
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

const titleCase = (t: string) => {
  const s = t.trim().replace(/^["']|["']$/g, '');
  return s ? s[0].toUpperCase() + s.slice(1) : s;
};

interface Changes {
  title?: string;
  date?: string;
  time?: string;
  durationMinutes?: number;
  member?: string;
  reminderMinutes?: number;
  allDay?: boolean;
  shiftMinutes?: number;
}

function readChanges(raw: string, m: Message): Changes {
  const changes: Changes = {};
  const text = raw.replace(/\s+(?:now|instead|please|then)$/i, '').trim();
  // "to four", "to four thirty": a spoken clock time said alone.
  const clock = readClock(text) ?? readClock(spellSpokenNumbers(`at ${text.replace(/^at\s+/i, '')}`));
  if (clock) return { time: clock };
  const member = findMember(text, m.names);
  if (member.member && !member.rest.replace(/\b(?:for|with|to)\b/gi, '').trim()) return { member: member.member };
  const phrases = eventPhrases(member.rest);
  const lengthOnly = /^(?:(an?|\d+(?:\.\d+)?|one|two|three|half an?)\s*(hours?|hrs?|minutes?|mins?))( and (?:a )?half)?(?: long)?$/i.exec(member.rest.trim());
  if (lengthOnly) {
    const n = /^half/i.test(lengthOnly[1])
      ? 0.5
      : /^(?:an?|one)$/i.test(lengthOnly[1])
        ? 1
        : Number(lengthOnly[1]) || { two: 2, three: 3 }[lengthOnly[1].toLowerCase()] || 1;
    const minutes = (/^h/i.test(lengthOnly[2]) ? n * 60 : n) + (lengthOnly[3] ? (/^h/i.test(lengthOnly[2]) ? 30 : 0) : 0);
    return { durationMinutes: Math.round(minutes) };
  }
  if (/^all[ -]day$/i.test(member.rest.trim())) return { allDay: true };
  const when = readWhen(phrases.rest, m.wall, m.ctx.timezone);
  if (when?.date) changes.date = when.date;
  if (when?.time) changes.time = when.time;
  if (phrases.allDay) changes.allDay = true;
  if (phrases.durationMinutes ?? when?.durationMinutes) changes.durationMinutes = (phrases.durationMinutes ?? when?.durationMinutes)!;
  if (phrases.reminderMinutes != null) changes.reminderMinutes = phrases.reminderMinutes;
  if (member.member) changes.member = member.member;
  if (!Object.keys(changes).length) {
    const title = titleCase(withoutWhen(when, phrases.rest));
    if (title) changes.title = title;
  }
  return changes;
}

function finishUpdate(m: Message, targetText: string, changes: Changes): Interpretation {
  // "change the time of the party": the party
  const target = readTarget(targetText.replace(/\b(?:the )?(?:start )?(?:time|date|day) of\b/gi, ' '), m.names, m.wall, m.ctx.timezone);
  if (target.clarify) return { clarify: target.clarify };
  if (!target.words && !target.fromDate && !target.time) return { clarify: 'Which event should I change? For example: "move the dentist to 11am".' };
  if (!Object.keys(changes).length) return moveWhere(targetText);
  return {
    tool: 'updateEvent',
    input: {
      target: { words: target.words, date: target.fromDate === target.toDate ? target.fromDate : null, time: target.time, member: target.member },
      changes,
    },
  };
}

/** "remind me two days before my wife's birthday", "set a reminder 30 minutes before the dentist": a reminder on an existing event. */
export function readReminderOnEvent(m: Message): Interpretation | null {
  // "let me know the day before my trip", "(give me) a two hour warning before the meeting": said as "remind me …".
  let said = m.member.rest
    .replace(
      /^(?:let me know|tell me|give me|send me)\s+(?=(?:the|a|an|one|\d+|\p{L}+)[ -]\p{L}+'?s? (?:before|warning|notice|notification|heads up|alert|reminder)\b)/iu,
      'remind me ',
    )
    .replace(
      /^(?:remind me )?(?:an? |one )?(\d+|\p{L}+)?[ -]?(hours?|days?|minutes?|mins?|weeks?)'?s? (?:warning|notice|notification|heads up|alert|reminder)\s+(?=before\b|ahead of\b|prior to\b)/iu,
      (_all, n?: string, unit?: string) => `remind me ${n && !/^(?:a|an|one)$/i.test(n) ? n : 'a'} ${unit} `,
    );
  // "remind me of my dentist appointment one day before": the event first, the offset last.
  const offsetLast =
    /^(?:remind me|notify me|alert me|warn me)\s+(?:(?:of|about|for|to go to|to attend|to)\s+)?(.+?)\s+((?:an?|one|two|three|four|five|six|seven|ten|fifteen|twenty|thirty|forty-five|\d+|the)\s+(?:days?|nights?|weeks?|hours?|hrs?|minutes?|mins?))\s+(?:before|ahead|prior|early|earlier)(?: (?:it starts|it begins|it|the start|the event|time|hand))?$/i.exec(
      said,
    );
  if (offsetLast) said = `remind me ${offsetLast[2]} before ${offsetLast[1]}`;
  const match =
    /^(?:remind me|notify me|alert me|ping me|warn me|(?:set|add|send me|give me|i want|i need) (?:a |an )?(?:reminder|alarm|notification|alert|warning|heads up|notice))\s+(?:(?:about|for)\s+)?(.+?)\s+(before|ahead of|prior to)\s+(.+)$/i.exec(
      said,
    );
  // "… an hour before it starts": the event is named earlier, so it is a new one being added.
  if (!match || /^(?:it(?: starts| begins)?|time|the start|the event|hand)$/i.test(match[3].trim())) return null;
  const phrases = eventPhrases(`remind me ${match[1]} before`);
  if (phrases.reminderMinutes == null) {
    const days = /^(an?|one|two|three|four|five|six|seven|\d+)\s+(days?|weeks?)$/i.exec(match[1].trim());
    if (!days) return null;
    const n = Number(days[1]) || { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 }[days[1].toLowerCase()] || 1;
    phrases.reminderMinutes = n * (/^w/i.test(days[2]) ? 7 : 1) * 1440;
  }
  const target = readTarget(match[3], [], m.wall, m.ctx.timezone);
  if (!target.words) return null;
  return {
    tool: 'updateEvent',
    input: {
      target: { words: target.words, date: target.fromDate === target.toDate ? target.fromDate : null, time: target.time, member: m.member.member },
      changes: { reminderMinutes: phrases.reminderMinutes },
    },
  };
}
