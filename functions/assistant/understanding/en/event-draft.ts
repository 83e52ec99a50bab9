import { clockOf, displayDate, displayTime, existsOnWallClock, isoOf, lengthBetween, REPEAT_STEP, type Wall } from '../dates';
import type { EventPhrases } from './event-phrases';
import { seriesEnd } from './week-days';
import { NAME_IT, VAGUE_TITLE } from './event-title';
import type { CreateEventInput, AssistantPending, Interpretation } from '../types';

/** An event being added: what a message said of it, checked for what it still needs, which is asked back. */
export type EventDraft = Omit<CreateEventInput, 'date' | 'time'> & {
  date: string | null;
  time: string | null;
  weekdayOnly?: boolean;
  /** Said with a week but no day of it ("next week at 3"): the day is asked, never taken to be today. */
  dayAsked?: boolean;
  /** A series' end as said ("until the 27th", "for 6 weeks"), made a day once its start is known. */
  endsOn?: string | null;
  repeatFor?: EventPhrases['repeatFor'];
  /** "remind me at 4": reminded of nothing said yet, so what it is about is asked. */
  aboutAsked?: boolean;
};

/** The title of a reminder asked for with nothing it is about ("remind me at 4"), until the answer names it. */
export const REMINDER = 'Reminder';
export const NOTHING_TO_REMIND = 'What should I remind you about? For example: "remind me to call the dentist tomorrow at 9".';

const sayTime = (t: string) => displayTime(t).replace(/:00| /g, '').toLowerCase();

/** A draft event checked for what it still needs: an event needs a title, a day and a time (or "all day"). */
export function completeDraft(draft: EventDraft, wall: Wall, timezone: string): Interpretation {
  const { title } = draft;
  const ask = (clarify: string, what: AssistantPending['ask']): Interpretation => ({
    clarify,
    pending: { kind: 'assistant', ask: what, tool: 'createEvent', input: draft, at: wall.now.toUTC().toISO()! },
  });
  if (!title) return { clarify: NAME_IT };
  // "add sam's thing at 9": a day and a time for something not named yet; its name is asked, the rest kept.
  if (VAGUE_TITLE.test(title)) return ask(NAME_IT, 'name');
  // "remind me at 4", "can u remind me on friday": a when with nothing to be reminded of; what it is about is asked
  // ("set a reminder for 5pm" asks for the alarm itself, and is filed as "Reminder")
  if (draft.aboutAsked) return ask(NOTHING_TO_REMIND, 'name');
  if (title.length > 200) return { clarify: 'That title is too long; please keep it under 200 characters.' };
  let date = draft.date;
  const time = draft.allDay ? null : draft.time;
  const nowHm = wall.now.toFormat('HH:mm');
  if (!date && draft.recurrence === 'daily') date = isoOf(time && time <= nowHm ? wall.today.plus({ days: 1 }) : wall.today);
  if (!date && (draft.recurrence === 'monthly' || draft.recurrence === 'yearly')) date = isoOf(wall.today);
  if (!date && time && draft.dayAsked) return ask(`Which day is ${title}?`, 'date');
  // A time with no day is the next time it comes round: today if still ahead, otherwise tomorrow.
  if (!date && time && !draft.allDay) date = isoOf(time > nowHm ? wall.today : wall.today.plus({ days: 1 }));
  if (!date && !time)
    return draft.reminderMinutes === 0
      ? ask(`When should I remind you about ${title.toLowerCase()}? For example: "tomorrow at 9am".`, 'when')
      : ask(`When is ${title}? For example: "${title.toLowerCase()} tomorrow at 4pm".`, 'when');
  if (!date) return ask(`Which day is ${title}?`, 'date');
  // A day without a time is filed as an all-day event at once, and the reply asks for the time (follow-up.ts).
  if (!time && !draft.allDay) return filed({ ...inputOf(draft, date, wall, timezone), time: null, allDay: true, durationMinutes: 1440, askTime: true });
  const passed = time && date === isoOf(wall.today) && time <= nowHm;
  // "Saturday at 9" said on Saturday evening, or a weekly series starting today after its time: the next one.
  if (passed && (draft.weekdayOnly || draft.recurrence !== 'none')) {
    date = isoOf(wall.today.plus(REPEAT_STEP[draft.recurrence]));
  } else if (passed) {
    return ask(
      `${displayTime(time)} today has already passed. Which day is ${title}? For example: "tomorrow" or "${title.toLowerCase()} tomorrow at ${sayTime(time)}".`,
      'date',
    );
  }
  // A wall-clock time skipped by a daylight-saving change does not exist: ask rather than move it.
  if (time && !existsOnWallClock(date, time, timezone))
    return ask(`${displayTime(time)} doesn't exist on ${displayDate(date)}: the clocks go forward that night. What time should it be?`, 'time');
  return filed({ ...inputOf(draft, date, wall, timezone), time });
}

/** A complete event to add, unless its series would end before it starts. */
function filed(input: CreateEventInput): Interpretation {
  if (input.repeatUntil && input.repeatUntil < input.date)
    return {
      clarify: `${input.title} would stop on ${displayDate(input.repeatUntil)}, before it starts on ${displayDate(input.date)}. Send it again with the day it should stop.`,
    };
  return { tool: 'createEvent', input };
}

/** The tool's input from a complete draft on its day: a series' end made a day. */
function inputOf(draft: EventDraft, date: string, wall: Wall, timezone: string): CreateEventInput {
  const { weekdayOnly: _weekdayOnly, dayAsked: _dayAsked, endsOn: _endsOn, repeatFor: _repeatFor, aboutAsked: _aboutAsked, ...rest } = draft;
  const until = draft.recurrence === 'none' ? null : seriesEnd(draft, date, wall, timezone);
  return { ...rest, date, time: draft.time, ...(until ? { repeatUntil: until } : {}) };
}

/** Minutes from a start to an end said alone ("finishes at 8"): a bare hour is the one after the start. */
export function lengthUntil(start: string | null, end: string | undefined): number | null {
  const said = end ? /^(\d{1,2})(?:[:.](\d\d))?\s*(am|pm)?$/i.exec(end.trim()) : null;
  if (!start || !said || Number(said[1]) > 23) return null;
  const hour = (Number(said[1]) % 12) + (/pm/i.test(said[3] ?? '') || Number(said[1]) >= 12 ? 12 : 0);
  return lengthBetween(start, clockOf(hour * 60 + Number(said[2] ?? 0)));
}
