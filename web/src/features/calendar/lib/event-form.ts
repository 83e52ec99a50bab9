import { i18n } from '@lingui/core';
import * as yup from 'yup';
import { EVENT_TYPES, MAX_EVENT_DAYS, PRIORITIES, RECURRENCES } from '../../../../../shared/schemas/calendar';
import type { CalendarOccurrence, EventBody, EventType, Priority, Recurrence } from '../api/calendar';
import { realDate } from '../../../../../shared/schemas/calendar';

/** The add/edit event form: the server's rules and messages (shared/schemas/calendar.ts). */

export const EVENT_MESSAGES = {
  title: 'Title is required',
  titleLong: 'Please keep the title under 200 characters',
  date: 'Use a date like 2026-05-31',
  dateReal: 'Use a real date like 2026-05-31',
  time: 'Choose a time, or mark the event as all day',
  timeFormat: 'Use a time like 09:30',
  durationWhole: 'Duration is in whole minutes',
  durationMin: 'Duration must be at least 1 minute',
  durationMax: `Duration must be at most ${MAX_EVENT_DAYS} days`,
  recurrenceEnd: 'The repeat end date must be on or after the event date',
} as const;

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A catalogue message, in the current language (the options are read at render time, so they follow it). */
const say = (key: string, values?: Record<string, unknown>) => i18n._(`calendar.${key}`, values);

export const typeOptions = (): ReadonlyArray<readonly [EventType, string]> => EVENT_TYPES.map((t) => [t, say(`type.${t}`)] as const);
export const priorityOptions = (): ReadonlyArray<readonly [Priority, string]> => PRIORITIES.map((p) => [p, say(`priority.${p}`)] as const);
export const recurrenceOptions = (): ReadonlyArray<readonly [Recurrence, string]> => RECURRENCES.map((r) => [r, say(`recurrence.${r}`)] as const);

const REMINDERS = ['', '10', '30', '60', '1440'] as const;
export const reminderOptions = (): ReadonlyArray<readonly [string, string]> =>
  REMINDERS.map((v) => [v, v === '' ? say('reminder.none') : reminderLabel(Number(v))] as const);

export function typeLabel(type: string): string {
  return (EVENT_TYPES as readonly string[]).includes(type) ? say(`type.${type}`) : label(type);
}

export function priorityLabel(priority: string): string {
  return (PRIORITIES as readonly string[]).includes(priority) ? say(`priority.${priority}`) : priority;
}

export function recurrenceLabel(recurrence: string): string {
  return (RECURRENCES as readonly string[]).includes(recurrence) ? say(`recurrence.${recurrence}`) : recurrence;
}

/** '10 min before', '1 hour before', '1 day before' and the like for any number of minutes. */
export function reminderLabel(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return say('reminder.days', { count: minutes / 1440 });
  if (minutes > 0 && minutes % 60 === 0) return say('reminder.hours', { count: minutes / 60 });
  return say('reminder.minutes', { count: minutes });
}

export interface EventFormValues {
  title: string;
  date: string;
  time: string;
  allDay: boolean;
  duration: string;
  type: EventType;
  priority: Priority;
  /** Everyone the event is for, all of one family; none for the whole family. */
  memberIds: string[];
  recurrence: Recurrence;
  recurrenceEnd: string;
  reminderMinutes: string;
  location: string;
  description: string;
}

export function emptyEventValues(date: string): EventFormValues {
  return {
    title: '',
    date,
    time: '09:00',
    allDay: false,
    duration: '60',
    type: 'appointment',
    priority: 'medium',
    memberIds: [],
    recurrence: 'none',
    recurrenceEnd: '',
    reminderMinutes: '',
    location: '',
    description: '',
  };
}

function known<T extends string>(list: readonly T[], value: string, fallback: T): T {
  return (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function valuesFromOccurrence(e: CalendarOccurrence): EventFormValues {
  return {
    title: e.title,
    date: e.date,
    time: e.time ?? '',
    allDay: e.allDay,
    duration: String(e.duration ?? 60),
    type: known(EVENT_TYPES, e.type, 'other'),
    priority: known(PRIORITIES, e.priority, 'medium'),
    memberIds: e.memberIds?.length ? e.memberIds : e.familyMemberId ? [e.familyMemberId] : [],
    recurrence: e.recurrence ?? 'none',
    recurrenceEnd: e.recurrenceEnd ?? '',
    reminderMinutes: e.reminderMinutes === null || e.reminderMinutes === undefined ? '' : String(e.reminderMinutes),
    location: e.location ?? '',
    description: e.description ?? '',
  };
}

const isRealDate = (value: string | undefined): boolean => !value || realDate(value);

export const eventFormSchema = yup.object({
  title: yup.string().trim().required(EVENT_MESSAGES.title).max(200, EVENT_MESSAGES.titleLong),
  date: yup.string().required(EVENT_MESSAGES.date).test('real', EVENT_MESSAGES.dateReal, isRealDate),
  allDay: yup.boolean().required(),
  time: yup.string().when('allDay', {
    is: true,
    then: (s) => s.notRequired(),
    otherwise: (s) => s.required(EVENT_MESSAGES.time).matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: EVENT_MESSAGES.timeFormat, excludeEmptyString: true }),
  }),
  duration: yup
    .number()
    .transform((v, raw) => (raw === '' ? undefined : v))
    .typeError(EVENT_MESSAGES.durationWhole)
    .required(EVENT_MESSAGES.durationMin)
    .integer(EVENT_MESSAGES.durationWhole)
    .min(1, EVENT_MESSAGES.durationMin)
    .max(1440 * MAX_EVENT_DAYS, EVENT_MESSAGES.durationMax),
  recurrence: yup.string().oneOf(RECURRENCES).required(),
  recurrenceEnd: yup
    .string()
    .test('real', EVENT_MESSAGES.dateReal, isRealDate)
    .test('after', EVENT_MESSAGES.recurrenceEnd, function after(value) {
      const { date, recurrence } = this.parent as EventFormValues;
      return !value || recurrence === 'none' || !date || value >= date;
    }),
});

export type SaveScope = 'new' | 'event' | 'occurrence' | 'series';

/**
 * The request body. For one occurrence the server makes it a single event, so no repeat is sent;
 * for a whole series the date is sent only when it was changed, because the form shows the
 * occurrence's date rather than the day the series starts.
 */
export function toEventBody(values: EventFormValues, scope: SaveScope, originalDate?: string): EventBody {
  const body: EventBody = {
    title: values.title.trim(),
    date: values.date,
    time: values.allDay ? null : values.time || null,
    duration: Number(values.duration),
    type: values.type,
    priority: values.priority,
    location: values.location.trim() || null,
    description: values.description.trim() || null,
    familyMemberId: values.memberIds[0] ?? null,
    memberIds: values.memberIds,
    allDay: values.allDay,
    recurrence: values.recurrence,
    recurrenceEnd: values.recurrence === 'none' ? null : values.recurrenceEnd || null,
    reminderMinutes: values.reminderMinutes === '' ? null : Number(values.reminderMinutes),
  };
  if (scope === 'occurrence') {
    delete body.recurrence;
    delete body.recurrenceEnd;
  }
  if (scope === 'series' && values.date === originalDate) delete body.date;
  return body;
}
