import useSWR, { useSWRConfig } from 'swr';
import type { EVENT_TYPES, PRIORITIES, RECURRENCES } from '../../../../../shared/schemas/calendar';
import { apiJson } from '../../../lib/api-client';
import { listSeparator } from '../lib/dates';

/** Calendar, to-do and feed calls (docs/decisions/0005). */

export type EventType = (typeof EVENT_TYPES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type Recurrence = (typeof RECURRENCES)[number];

/** One occurrence from GET /api/calendar/events (a recurring event gives one per date). */
export interface CalendarOccurrence {
  /** `<eventId>_YYYYMMDD` for an occurrence of a series, else the event id. */
  id: string;
  eventId: string;
  date: string;
  occurrenceDate: string;
  isRecurring: boolean;
  title: string;
  time: string | null;
  duration: number;
  type: EventType | string;
  priority: Priority | string;
  location: string | null;
  description: string | null;
  familyMemberId: string | null;
  allDay: boolean;
  recurrence: Recurrence;
  recurrenceEnd: string | null;
  reminderMinutes: number | null;
  exdates?: string[];
  seriesId?: string | null;
  /** Everyone the event is for (familyMemberId is the first of them). */
  memberIds?: string[];
  people?: Array<{ id: string; name: string }>;
  /** Whose family calendar it is on: absent, or `own`, for the caller's own. */
  family?: OccurrenceFamily;
  /** Set on an occurrence from a calendar the family follows, or from a linked family's the caller may only view: shown, never edited. */
  readOnly?: boolean;
  source?: OccurrenceSource;
}

/** The family an occurrence belongs to; a linked family's is shown in its colour. */
export interface OccurrenceFamily {
  id: string;
  name: string;
  own: boolean;
  canEdit: boolean;
  color: string;
}

/** Where a subscribed occurrence comes from (functions/subscriptions/calendar-view.ts). */
export interface OccurrenceSource {
  subscriptionId: string;
  name: string;
  color: string;
}

export type SubscribedOccurrence = CalendarOccurrence & { readOnly: true; source: OccurrenceSource };

export function isSubscribed(e: CalendarOccurrence): e is SubscribedOccurrence {
  return e.readOnly === true && e.source !== undefined;
}

/** The linked family whose calendar an occurrence is on; null for the caller's own. */
export function linkedFamily(e: CalendarOccurrence): OccurrenceFamily | null {
  return e.family && !e.family.own ? e.family : null;
}

/** Whether the caller may change or delete an occurrence: not a followed calendar's, nor a linked family's they may only view. */
export function canChange(e: CalendarOccurrence): boolean {
  return e.readOnly !== true && e.family?.canEdit !== false;
}

/** Whom an occurrence is for, as a line of names: the ones the server sent, else the names `nameOf` knows for its people. */
export function peopleText(e: CalendarOccurrence, nameOf: (id: string) => string | null): string | null {
  if (e.people?.length) return e.people.map((p) => p.name).join(listSeparator());
  const ids = e.memberIds?.length ? e.memberIds : e.familyMemberId ? [e.familyMemberId] : [];
  const names = ids.map(nameOf).filter((name): name is string => Boolean(name));
  return names.length ? names.join(listSeparator()) : null;
}

/** The body of POST /api/calendar/events and PUT /api/calendar/events/{id}. */
export interface EventBody {
  title: string;
  date?: string;
  time: string | null;
  duration: number;
  type: EventType;
  priority: Priority;
  location: string | null;
  description: string | null;
  /** The first of memberIds, for servers that know one member per event. */
  familyMemberId: string | null;
  memberIds?: string[];
  allDay: boolean;
  recurrence?: Recurrence;
  recurrenceEnd?: string | null;
  reminderMinutes: number | null;
}

export interface Todo {
  id: string;
  task: string;
  isCompleted: boolean;
  category: string;
  priority: Priority | string;
  dueDate: string | null;
  assigneeId: string | null;
}

export interface TodoBody {
  task?: string;
  isCompleted?: boolean;
  priority?: Priority;
  category?: string;
  dueDate?: string | null;
  assigneeId?: string | null;
}

const EVENTS_PATH = '/api/calendar/events';
export const TODOS_KEY = '/api/todos';
export const FEED_KEY = '/api/calendar/feed';

export function eventsKey(fromDate: string, toDate: string): string {
  return `${EVENTS_PATH}?fromDate=${fromDate}&toDate=${toDate}`;
}

const eventPath = (id: string) => `${EVENTS_PATH}/${encodeURIComponent(id)}`;
const todoPath = (id: string) => `${TODOS_KEY}/${encodeURIComponent(id)}`;

/** A family whose people an event can be for (GET /api/calendar/people); the caller's own comes with `own`. */
export interface PeopleFamily {
  id: string;
  name: string;
  own: boolean;
  canEdit: boolean;
  color: string;
  /** The family's members, then the household's adults (the caller, marked isMe, and the linked adults), who may be on any family's event. */
  people: Array<{ id: string; name: string; kind: 'member' | 'adult'; isChild: boolean; isMe?: boolean }>;
}

export const PEOPLE_KEY = '/api/calendar/people';

export function useCalendarPeople() {
  const { data, error } = useSWR<{ families?: PeopleFamily[] }>(PEOPLE_KEY, { revalidateOnFocus: false });
  return { families: Array.isArray(data?.families) ? data.families : undefined, error: error as Error | undefined };
}

/** `keepPrevious` shows the last range's events while a longer one loads (the agenda growing), instead of none. */
export function useCalendarEvents(fromDate: string, toDate: string, { keepPrevious = false } = {}) {
  const { data, error, isLoading } = useSWR<CalendarOccurrence[]>(eventsKey(fromDate, toDate), { keepPreviousData: keepPrevious });
  return { events: data, error: error as Error | undefined, isLoading };
}

export function useTodos() {
  const { data, error, isLoading, mutate } = useSWR<Todo[]>(TODOS_KEY);
  return { todos: data, error: error as Error | undefined, isLoading, mutate };
}

export function useCalendarFeed() {
  const { data, error, isLoading, mutate } = useSWR<{ url: string }>(FEED_KEY, { revalidateOnFocus: false });
  return { url: data?.url, error: error as Error | undefined, isLoading, mutate };
}

export const createEvent = (body: EventBody) => apiJson<unknown>('POST', EVENTS_PATH, body);
/** `id` is an event id (the whole event or series) or an occurrence id (that one occurrence only). */
export const updateEvent = (id: string, body: Partial<EventBody>) => apiJson<unknown>('PUT', eventPath(id), body);
export const deleteEvent = (id: string) => apiJson<unknown>('DELETE', eventPath(id));

export const createTodo = (body: TodoBody) => apiJson<Todo>('POST', TODOS_KEY, body);
export const updateTodo = (id: string, body: TodoBody) => apiJson<Todo>('PATCH', todoPath(id), body);
export const deleteTodo = (id: string) => apiJson<unknown>('DELETE', todoPath(id));

export const regenerateFeed = () => apiJson<{ url: string }>('POST', `${FEED_KEY}/regenerate`);

/** Refreshes every cached month of events (an edit to a series can change any month). */
export function useRefreshEvents() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => typeof key === 'string' && key.startsWith(`${EVENTS_PATH}?`));
}
