import { sayIn } from '../replies/say';
import type { CreateEventInput } from '../understanding/types';
import { titleCase } from '../understanding/en/event-changes';
import { createEventTool } from './calendar-tools';
import type { UpdateEventInput } from './change-tools';
import { timezoneOf, type ToolContext, type ToolOutput } from './tool-common';

/**
 * A change to an event the calendar does not have: what it says is still of use. A reminder asked for it files the
 * event with the reminder (or asks its day); a new day for it offers it as a new event that day.
 */
export function missingEvent(ctx: ToolContext, input: UpdateEventInput): ToolOutput | Promise<ToolOutput> | null {
  const { target: t, changes: c } = input;
  if (c.reminderMinutes != null && t.words && Object.keys(c).length === 1) return reminderForMissing(ctx, t.words, c.reminderMinutes, t.member, t.date, t.time);
  return addInstead(ctx, input);
}

/** An hour at the time said; with no time, all day, its time asked once it is added (as a new event told without one). */
const timedOrAllDay = (time: string | null) => ({ time, allDay: !time, durationMinutes: time ? 60 : 1440, askTime: !time });

/** "remind me two days before my wife's birthday" with no such event: ask its date, then add it with the reminder; with its
 * day said ("parents evening wednesday, remind me an hour before"), it is added that day, as a new event with a reminder is. */
function reminderForMissing(
  ctx: ToolContext,
  words: string,
  minutes: number,
  member: string | null,
  date?: string | null,
  time?: string | null,
): ToolOutput | Promise<ToolOutput> {
  const title = titleCase(words);
  const yearly = /\b(?:birthday|anniversary|bday)\b/i.test(words);
  const recurrence = yearly ? ('yearly' as const) : ('none' as const);
  if (date) return createEventTool(ctx, { title, date, ...timedOrAllDay(time ?? null), recurrence, reminderMinutes: minutes, member });
  const draft = { title, date: null, time: null, allDay: true, durationMinutes: 1440, recurrence, reminderMinutes: minutes, member };
  return {
    text: sayIn(ctx.lang).askDateForReminder(title, yearly),
    pending: { kind: 'assistant', ask: 'date', tool: 'createEvent', input: draft, at: ctx.now.toISOString() },
  };
}

/** What a change may say that a new event says too. */
const TOLD_OF_A_NEW_ONE = new Set(['date', 'time', 'durationMinutes', 'reminderMinutes']);

/**
 * "the vet is wednesday the 11th at 8am" with no vet in the calendar: a change to an event the family has not filed, that
 * says its day, is offered as a new event that day (the answer YES adds it, through the follow-up's confirm).
 */
function addInstead(ctx: ToolContext, input: UpdateEventInput): ToolOutput | null {
  const { target: t, changes: c } = input;
  if (!t.words || !c.date || !Object.keys(c).every((k) => TOLD_OF_A_NEW_ONE.has(k))) return null;
  const timed = timedOrAllDay(c.time ?? null);
  const draft: CreateEventInput = {
    title: titleCase(t.words),
    date: c.date,
    ...timed,
    durationMinutes: c.durationMinutes ?? timed.durationMinutes,
    recurrence: 'none',
    reminderMinutes: c.reminderMinutes ?? null,
    member: t.member,
  };
  const say = sayIn(ctx.lang);
  return {
    text: say.addInstead({ title: draft.title, when: say.when(draft, timezoneOf(ctx)) }),
    pending: { kind: 'assistant', ask: 'confirm', tool: 'createEvent', input: draft, at: ctx.now.toISOString() },
  };
}
