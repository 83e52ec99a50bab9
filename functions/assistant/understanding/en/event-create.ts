import { eventPhrases } from './event-phrases';
import { datesSpan, daySpan, overnightLength, weekendSpan } from './day-spans';
import { isGrocery, splitTasks } from './list-phrases';
import { dailyInSpan, oneWeek, onSeveralWeekdays, seriesStart } from './week-days';
import { ASKING_TITLE, CREATE_VERB, EMBEDDED_QUESTION, FILED, REMINDER_ABOUT, REMINDER_LEAD, YEARLY_TITLE } from './event-verbs';
import { oneSentence, titleOf } from './event-title';
import { completeDraft, lengthUntil, NOTHING_TO_REMIND, REMINDER, type EventDraft } from './event-draft';
import type { Message } from '../message';
import { partOfDayTime, readWhen, type ParsedWhen } from './read-when';
import { DateTime } from 'luxon';
import { isoOf } from '../dates';
import { WEEKDAY } from './date-words';
import { MONTH_RE } from './number-words';
import { rangeOf, withoutWhen } from './slots';
import type { Interpretation } from '../types';

function unnamed(text: string, remind: boolean): string {
  const kind = /\b(appointment|meeting|event|entry)\b/i.exec(text)?.[1].toLowerCase();
  // "block off friday at 8am": time kept free of anything else
  if (!kind && /\b(?:block (?:off|out)|reserve|set aside)\b/i.test(text)) return 'Busy';
  if (!kind) return remind ? REMINDER : '';
  return kind === 'entry' ? 'Event' : kind[0].toUpperCase() + kind.slice(1);
}

/**
 * "remind me to sign the waiver before Saturday", "remind me to book the vet before the 12th": due by then, so the day
 * before (today at the earliest); a time said keeps its day.
 */
function dayBefore(when: ParsedWhen | null, today: DateTime): ParsedWhen | null {
  if (!when?.date || when.time || when.endDate || !/\bbefore\s+$/i.test(when.source.slice(0, when.index))) return when;
  const before = DateTime.fromISO(when.date).minus({ days: 1 });
  return { ...when, date: isoOf(before < today.startOf('day') ? today : before), weekdayOnly: false };
}

const DAY_NAMED = new RegExp(`\\b(?:${WEEKDAY}|\\d{1,2}(?:st|nd|rd|th)|\\d{1,2}\\/\\d{1,2}|today|tomorrow|tmrw|tonight|weekend|${MONTH_RE})\\b`, 'i');

/**
 * Adding an event (or a reminder) by message: "swimming for Mia tomorrow at 4pm", "remind me to take out the garbage at
 * six pm", "set a reminder for the 13th that i have lunch with dale". Returns null when the message is not an event to add.
 */
export function readCreate(m: Message): Interpretation | null {
  // "repeat reminder for christmas": about repeating, which the repeat row answers
  if (/^repeat\b/i.test(m.text)) return null;
  // "delete my list of appointments for tomorrow", "mark all remaining events as cleared": never a new event.
  if (/^(?:delete|remove|cancel|erase|undo)\b|^mark all\b/i.test(m.text)) return null;
  // "put a lego set on the christmas presents list": a list, whatever day its name holds.
  if (/^(?:put|add|pop|stick|throw|chuck|include)\b.*\b(?:on|to|onto|in)\s+(?:the |my |our |\p{L}+'?s )?[\p{L} ]{0,30}\blist$/iu.test(m.text)) return null;
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
    // "…to call mum", "…for calling bill", "…about picking up the dry cleaning": something to do, not an event.
    task ||= /^(?:(?:set |made )?(?:for me|for us) )?to\s|^(?:set |made )?(?:for|about|of) (?:me |us )?\p{L}+ing\b/iu.test(about);
    phrases.rest = about.replace(REMINDER_ABOUT, '');
  }
  const read = readWhen(phrases.rest, m.wall, m.ctx.timezone, true);
  // "remind me to ask dad about the easter weekend": what it is about, not when
  const itsSubject =
    read &&
    !/^(?:on|at|by|in|from|this|next|tomorrow|today|tonight)\b/i.test(read.text) &&
    /\babout (?:the )?(?:\p{L}+ )?$/iu.test(read.source.slice(0, read.index));
  const remind = remindAbout || phrases.remindTo;
  const whenSaid = task && itsSubject ? null : read;
  const when = remind ? dayBefore(whenSaid, m.wall.today) : whenSaid;
  const text = phrases.rest;
  // A question is answered, never filed ("is the meeting with julie at 3pm on wednesday").
  if (
    !remind &&
    (m.asking || EMBEDDED_QUESTION.test(m.lower)) &&
    (!CREATE_VERB.test(m.text) || /^(?:make|give|get)(?: me)? (?:a |the )?list of\b/i.test(m.text))
  )
    return null;
  // "we've got…", "leo's got a doctors appt", "haircut for leo" (said alone): something to file, its day asked if not said.
  const lone = text.trim();
  const forMember = !!m.member.member && /^[\p{L}' -]+ for \p{L}+$/iu.test(m.text) && lone.split(/\s+/).length <= 3 && !isGrocery(lone);
  const creating = CREATE_VERB.test(m.text) || remind || FILED.test(text) || forMember;
  const hasWhen = Boolean(when && (when.date || when.time)) || phrases.recurrence !== 'none' || phrases.unsupportedRepeat;
  if (!creating && !hasWhen) {
    if (phrases.reminderMinutes != null)
      return { clarify: 'Which event should I remind you about? Send it with the reminder, e.g. "dentist tomorrow at 10, remind me 30 minutes before".' };
    return null;
  }
  const rest = withoutWhen(when, phrases.rest).replace(REMINDER_ABOUT, '');
  // "remind me later", "in advance": a reminder's vague when is no part of what it is about.
  const about = remind
    ? rest.replace(
        /\b(?:later(?: on)?|soon|in advance|sometime|some ?time|in the future|ahead of time)\b|^\s*(?:when|whenever|if)\b|\bit'?s time (?:for|to)\b/gi,
        ' ',
      )
    : // "a pupil free day coming up": when it is, said vaguely, is no part of its name
      rest.replace(/\s+(?:coming up|(?:some ?time )?soon|some ?time|at some point)[\s.!]*$/i, '');
  const title = oneSentence(titleOf(about, remind && task) || (hasWhen ? unnamed(m.text, remind) : ''), text, (s) => readWhen(s, m.wall, m.ctx.timezone));
  // "i want my schedule for march 2", "let me hear all meetings for today": the asking is no event's name.
  if (!remind && ASKING_TITLE.test(title) && !CREATE_VERB.test(m.text)) return null;
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
    const what = (task ? titleOf(about, true) : title).replace(/^./, (c) => c.toLowerCase());
    if (!what) return { clarify: NOTHING_TO_REMIND };
    // Something to do is a to-do; a reminder about something ("remind me about the library fine", "…my meeting") needs
    // its time, so the answer completes it.
    if (task) {
      // "remind me to call leo's teacher": the member stays in what there is to do.
      const kept = m.member.member ? readCreate({ ...m, member: { member: null, rest: m.text } }) : null;
      if (kept && 'tool' in kept && kept.tool === 'addTodo') return kept;
      // "remind me to check the smoke alarms and to order lenses", "…and get the bins out": two ("buy milk and eggs" is one)
      const tasks = splitTasks(what.split(/,?\s+and\s+to\s+/i)).map((t) => t.trim().slice(0, 300));
      return { tool: 'addTodo', input: { tasks, reminder: true } };
    }
    // "remind me about the library fine": with no time, a thing of two words or more that is no event is kept as a
    // reminder-like to-do ("remind me about piano" may be the lesson: when is asked)
    if (
      /\babout\b/i.test(m.text) &&
      what.replace(/^(?:the|my|our|a|an)\s+/i, '').split(/\s+/).length >= 2 &&
      !/\b(?:meetings?|events?|appointments?|appts?|lessons?|class(?:es)?|practice|training|party|this|that|it|them)\b/i.test(what)
    )
      return { tool: 'addTodo', input: { tasks: [what.slice(0, 300)], reminder: true } };
  }
  if (m.member.clarify) return { clarify: m.member.clarify };
  if (phrases.unsupportedRepeat)
    return {
      clarify:
        'I can repeat events every day, every week (e.g. "every Tuesday"), every other week, every month or every year. For other patterns, add it in the calendar on the web.',
    };
  const time = phrases.allDay ? null : (when?.time ?? partOfDayTime(when, m.wall));
  const birthday = !time && YEARLY_TITLE.test(title);
  // "school camp mon to wed", "cousins staying fri to sun", "camping this weekend": one all-day event over the days.
  // "dad has the kids every second weekend fri to sun": a stay that repeats.
  const repeatsWeekly = phrases.recurrence === 'weekly' || phrases.recurrence === 'fortnightly';
  const span =
    !time && !phrases.weekdays.length && (phrases.recurrence === 'none' || repeatsWeekly)
      ? (daySpan(m.text) ?? daySpan(phrases.rest) ?? (repeatsWeekly ? (phrases.weekend ? 2 : null) : (datesSpan(when) ?? weekendSpan(when, m.text))))
      : null;
  // "piano wednesdays at 4 starting the 11th": the repeat's first day.
  const starts = seriesStart(
    phrases.startsOn,
    m.wall,
    m.ctx.timezone,
    ['weekly', 'fortnightly'].includes(phrases.recurrence) && !phrases.weekdays.length ? when?.date : null,
  );
  // "haircuts sometime next week", "dentist at 11:15 sometime": no day is meant yet, so the day is asked ("a party next
  // week" is still filed a week from today, and the reply shows the day)
  const vague = /\b(?:some ?time|at some point|one day|some day)\b(?:.*\b(?:this|next) (?:week|wk)\b)?/i.exec(m.text);
  const vagueWeek = phrases.recurrence === 'none' && !!vague && (/k$/i.test(vague[0]) || (!!when?.time && !when.date)) && !DAY_NAMED.test(m.text);
  // "sleepover friday from 6pm until sat 10am": till the time on the later day (a day said last is the end's, not the name's)
  const overnight = when?.eachDay ? null : overnightLength(m.text, when?.date ?? null, time, m.wall, m.ctx.timezone);
  const draft: EventDraft = {
    title: overnight ? title.replace(new RegExp(`\\s+(?:on\\s+)?${WEEKDAY}$`, 'i'), '') : title,
    date: starts ?? (vagueWeek ? null : when?.date) ?? null,
    ...(vagueWeek ? { dayAsked: true } : {}),
    time,
    weekdayOnly: !starts && (when?.weekdayOnly ?? false),
    allDay: phrases.allDay || birthday || !!span,
    durationMinutes: span
      ? span * 1440
      : (phrases.durationMinutes ?? overnight ?? when?.durationMinutes ?? lengthUntil(time, phrases.endsAt) ?? (phrases.allDay || birthday ? 1440 : 60)),
    // "mum's birthday is on may the tenth": a birthday or an anniversary lasts the day and comes round every year.
    recurrence: birthday && phrases.recurrence === 'none' ? 'yearly' : phrases.recurrence,
    reminderMinutes: phrases.reminderMinutes ?? (remind ? 0 : null),
    ...(title === REMINDER && !/\b(?:reminders?|alarms?|alerts?)\b/i.test(m.text) ? { aboutAsked: true } : {}),
    member: m.member.member,
    ...(phrases.endsOn || phrases.repeatFor ? { endsOn: phrases.endsOn, repeatFor: phrases.repeatFor } : {}),
    // "swimming intensive every day 6-10 april at 10am": a series over a span of days ends with it
    ...(phrases.recurrence !== 'none' && when?.endDate && !starts ? { repeatUntil: when.endDate } : {}),
  };
  const week = oneWeek(m.text, phrases, m.wall) ?? dailyInSpan(when, time, phrases.recurrence);
  if (week && 'dates' in week) {
    const [first, ...rest] = week.dates.map((date) => completeDraft({ ...draft, date, recurrence: 'none', weekdayOnly: false }, m.wall, m.ctx.timezone));
    return 'tool' in first && rest.length && rest.every((r) => 'tool' in r) ? { ...first, then: rest } : first;
  }
  // "at their dad's all next week": the week's words are out of the title
  const weekTitle = title.replace(/\s+(?:all|the whole(?: of)?|for)$|\s*\b(?:all|the whole) (?:week|wk)\b\s*/gi, ' ').trim();
  if (week?.until) return completeDraft({ ...draft, date: week.date, weekdayOnly: false, repeatUntil: week.until }, m.wall, m.ctx.timezone);
  if (week) return completeDraft({ ...draft, title: weekTitle, date: week.date, time: null, allDay: true, durationMinutes: 7 * 1440 }, m.wall, m.ctx.timezone);
  return completeDraft(phrases.weekdays.length > 1 ? onSeveralWeekdays(draft, phrases.weekdays, m.wall, starts) : draft, m.wall, m.ctx.timezone);
}
