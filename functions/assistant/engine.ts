import type { AgendaInput, CreateEventInput } from './calendar-tools';
import { agendaRange, displayDate, displayTime, existsOnWallClock, isoOf, readWhen, wallClock } from './dates';
import { eventPhrases } from './event-phrases';
import type { FactName } from './family-tools';
import { readHomework } from './homework-intent';
import { findMember } from './member-mentions';
import type { ToolName } from './tools';

/**
 * The built-in engine: one message in, one tool call (or a question back) out. Deterministic and
 * offline: patterns for each intent, chrono-node for dates. Every date is read on the account's
 * wall clock (its IANA timezone), never the server's.
 *
 * Choices (README "Behaviour notes"; the date rules are in dates.ts):
 * - An event needs a day and a time (or "all day"); otherwise the engine asks. A time already past today is asked about.
 * - "remind me" without an amount is 30 minutes before; "remind me to X" with a day and time is an event
 *   with a reminder at its start, without one a to-do. Events last 60 minutes unless told otherwise.
 * - A weekday alone ("Saturday at 9") whose time has passed today means next week's; "every …" likewise.
 * - Member names match case-insensitively on the full name or the first name; a first name shared by two
 *   members, or two members in one message, is asked about.
 *
 * Parts of a message are read beside this file: member names (member-mentions.ts), an event's repeat,
 * reminder and duration phrases (event-phrases.ts), homework messages (homework-intent.ts).
 */

export type Interpretation = { tool: ToolName; input: unknown } | { clarify: string };
export interface EngineContext {
  timezone: string;
  now: Date;
  memberNames: string[];
}

/** Longer messages are not requests the engine can read (the help text answers them). */
export const MAX_TEXT = 500;

const CREATE_VERB = /^(?:please\s+)?(?:can you\s+)?(?:add|create|new event|new|schedule|book|put(?: in)?|set up|plan)\b[:\s]*/i;
const QUESTION =
  /^(?:what|what's|whats|wht|anything|is there|are there|do (?:we|i)|does|have (?:we|i)|show|list|agenda|schedule|calendar|plans?|busy|who|when|am i|are we)\b/i;

/** Bidi marks and zero-width characters out, typographic apostrophes straightened, spaces collapsed. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const FACTS: Array<[FactName, RegExp]> = [
  ['learningStyle', /\b(?:learning style|learn(?:s|er)? best|learner|vark|how does \S+ learn)\b/i],
  ['discStyle', /\b(?:disc|personality|behaviou?r(?:al)? style)\b/i],
  ['birthday', /\b(?:birthday|born|date of birth|dob|how old|age)\b/i],
  ['school', /\b(?:school|year level|what year|grade)\b/i],
];

const help = (reason: 'asked' | 'not-understood' | 'thanks'): Interpretation => ({ tool: 'help', input: { reason } });

export function interpret(raw: string, ctx: EngineContext): Interpretation {
  if (typeof raw !== 'string') return help('not-understood');
  const full = normaliseText(raw);
  if (!full) return help('asked');
  if (full.length > MAX_TEXT) return help('not-understood');
  if (/^(?:thanks?(?: you)?(?: so much| very much)?|thx|ty|cheers|ok(?:ay)?|great|cool|perfect|lovely|👍|🙏)[!. ]*$/iu.test(full)) return help('thanks');
  // Greetings and politeness in front of a request are not part of it.
  const text =
    full.replace(
      /^(?:(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))(?: there)?[,!. ]+)?(?:(?:please|pls|can you|could you|would you)\s+)?(?:(?:tell|show) me\s+)?/i,
      '',
    ) || full;
  const lower = text
    .toLowerCase()
    .replace(/[?!.]+$/, '')
    .trim();
  const wall = wallClock(ctx.timezone, ctx.now);
  const names = ctx.memberNames ?? [];

  if (
    /^(?:help|menu|commands|options|start|\?+|what can you do|what can i (?:say|ask)|how does this work|hi|hello|hey|hiya|good (?:morning|afternoon|evening))(?: please| there)?[!. ]*$/i.test(
      lower,
    )
  )
    return help('asked');

  // The activation message that payment-success variant A prefills, and plan questions.
  if (/\bjust paid\b|\bactivate my (?:subscription|plan)\b/i.test(lower)) return { tool: 'planStatus', input: { activation: true } };
  if (/^(?:plan|subscription|billing)$|\b(?:my|which|what) (?:plan|subscription)\b|\b(?:plan|subscription) status\b|\bam i (?:on|subscribed)\b/i.test(lower))
    return { tool: 'planStatus', input: { activation: false } };

  // Homework: "homework: maths worksheet for Sam due Thursday" adds; "Sam's homework" lists.
  const homework = readHomework(text, names, wall, ctx.timezone);
  if (homework) return homework;

  // To-dos.
  const done =
    /^(?:done|finished|completed?|(?:tick|check|cross)(?:ed)? off)\b\s*:?\s*(.*)$/i.exec(lower) ??
    /^mark\s+(.+?)\s+(?:as )?(?:done|complete|completed)$/i.exec(lower);
  if (done) {
    const what = done[1].replace(/^(?:number|no\.?|#)\s*/i, '').trim();
    if (!what) return { clarify: 'Which to-do is done? Send "done 2" (the number from "my list") or "done buy milk".' };
    if (/^\d+$/.test(what)) return { tool: 'completeTodo', input: { number: Number(what), text: null } };
    return { tool: 'completeTodo', input: { number: null, text: what } };
  }
  const todoMatch =
    /^(?:please\s+)?(?:add\s+(?:a\s+)?)?(?:to-?do|to do)\s*[:-]?\s+(.+)$/i.exec(text) ??
    /^(?:please\s+)?add to (?:my |the |our )?(?:to-?do |to do |shopping )?list\s*[:-]?\s*(.+)$/i.exec(text) ??
    /^(?:please\s+)?(?:add|put)\s+(.+?)\s+(?:to|on) (?:my |the |our )?(?:to-?do |to do |shopping )?list$/i.exec(text.replace(/[.!]+$/, ''));
  if (todoMatch) {
    const task = todoMatch[1].trim().replace(/[.!]+$/, '');
    if (!task) return { clarify: 'What should I add? For example: "todo buy milk".' };
    return { tool: 'addTodo', input: { task: task.slice(0, 300) } };
  }
  if (/^(?:todo|to-?do|to do)$/i.test(lower)) return { clarify: 'What should I add? For example: "todo buy milk".' };
  if (
    /^(?:show |see |view |get |read |what'?s |whats |what is )?(?:on )?(?:me )?(?:my |the |our )?(?:to-?do |to do |shopping )?(?:list|to-?dos|to dos|todos|tasks)$/i.test(
      lower,
    )
  )
    return { tool: 'listTodos', input: {} };

  if (/\b(?:log ?in|sign ?in|sign-in|log-in|magic link|login link)\b/i.test(lower)) return { tool: 'signInLink', input: {} };
  if (/^(?:cancel|delete|remove|move|reschedule|change|edit|update|rename)\b/i.test(lower)) {
    return {
      clarify:
        'I can’t change or delete events by message yet; open the calendar in the Simplify app for that. To tick off a to-do, send "done 2" (the number from "my list").',
    };
  }

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
      if (fact !== 'all' || /^(?:tell me about|about|who is)\s*$/i.test(lower))
        return { clarify: `Who do you mean? For example: "what is ${example}'s learning style?"` };
    }
  }

  const { rest, recurrence, unsupportedRepeat, reminderMinutes, remindTo, durationMinutes, allDay } = eventPhrases(member.rest);
  const when = readWhen(rest, wall, ctx.timezone);
  const hasWhen = Boolean(when && (when.date || when.time)) || recurrence !== 'none';

  // Agenda: a question about a day, or a bare day ("tomorrow", "this week", "Friday?").
  const withoutWhen = when ? `${when.source.slice(0, when.index)} ${when.source.slice(when.index + when.text.length)}`.trim() : rest;
  const filler = withoutWhen
    .toLowerCase()
    .replace(
      /\b(?:what'?s|whats|what|is|are|on|for|the|do|does|did|we|i|have|has|got|anything|there|my|our|agenda|schedule|calendar|plans?|happening|this|next|week|weekend|today|tonight|tomorrow|me|us|show|coming|up|busy|planned|any|events?|please)\b/g,
      '',
    )
    .replace(/[^\p{L}\p{N}]+/gu, '');
  const asksAgenda = !creating && !remindTo && recurrence === 'none' && (QUESTION.test(lower) || /\?\s*$/.test(text) || !filler);
  if (asksAgenda && (QUESTION.test(lower) || when || /\b(?:today|tonight|tomorrow|week|weekend|agenda)\b/i.test(lower) || member.member)) {
    if (member.clarify) return { clarify: member.clarify };
    const range = agendaRange(lower, when, wall);
    const input: AgendaInput = { ...range, member: member.member };
    return { tool: 'agenda', input };
  }

  if (!creating && !remindTo && !hasWhen) {
    if (reminderMinutes != null)
      return { clarify: 'Which event should I remind you about? Send it with the reminder, e.g. "dentist tomorrow at 10, remind me 30 minutes before".' };
    return help('not-understood');
  }
  if (remindTo && !hasWhen) {
    const task = rest.trim().replace(/[.!]+$/, '');
    return task
      ? { tool: 'addTodo', input: { task: task.slice(0, 300) } }
      : { clarify: 'What should I remind you about? For example: "remind me to call the dentist tomorrow at 9".' };
  }
  if (member.clarify) return { clarify: member.clarify };
  if (unsupportedRepeat)
    return {
      clarify:
        'I can repeat events every day, every week (e.g. "every Tuesday"), every month or every year. For other patterns, add it in the calendar on the web.',
    };

  // Create an event: what is left once the day, time and phrases are out is the title.
  let title = withoutWhen.replace(CREATE_VERB, '');
  title = title
    .replace(/\b(?:to|in|on|into) (?:my|the|our) (?:calendar|diary|agenda)\b/gi, ' ')
    .replace(/\b(?:an? )?(?:event|appointment) (?:called|named|for)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:on|at|for|from|with|the|a|an|and|to|has|have|got|is|-|,|:)\s+)+/i, '')
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
  if (!date)
    return {
      clarify: `Which day is ${name} at ${displayTime(time!)}? For example: "${title.toLowerCase()} tomorrow at ${displayTime(time!).replace(/:00| /g, '').toLowerCase()}".`,
    };
  if (!time && !allDay) return { clarify: `What time is ${name} on ${displayDate(date)}? Or say "all day".` };
  const passed = time && date === isoOf(wall.today) && time <= wall.now.toFormat('HH:mm');
  // "Saturday at 9" said on Saturday evening, or a weekly series starting today after its time: the next one.
  if (passed && (when?.weekdayOnly || recurrence !== 'none')) {
    const step = { none: { days: 7 }, daily: { days: 1 }, weekly: { days: 7 }, monthly: { months: 1 }, yearly: { years: 1 } }[recurrence];
    date = isoOf(wall.today.plus(step));
  } else if (passed) {
    return {
      clarify: `${displayTime(time)} today has already passed. Did you mean tomorrow? Send it again with the day, e.g. "${title.toLowerCase()} tomorrow at ${displayTime(time).replace(/:00| /g, '').toLowerCase()}".`,
    };
  }
  // A wall-clock time skipped by a daylight-saving change does not exist: ask rather than move it.
  if (time && !existsOnWallClock(date, time, ctx.timezone))
    return { clarify: `${displayTime(time)} doesn't exist on ${displayDate(date)}: the clocks go forward that night. Please choose another time.` };
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
