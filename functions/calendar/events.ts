import { lastDate, occurrenceDates } from '../../shared/calendar';
import type { EventInput, RECURRENCES } from '../../shared/schemas/calendar';
import { queryAll, queryByLastDate } from '../data/batch';
import { db } from '../data/client';
import { getItem, putItem, transact } from '../data/commands';
import { sortableId } from '../data/ids';
import { keys } from '../data/keys';
import { ACCOUNT_GONE, eventCountChange } from '../data/users';
import { notFound, unauthorized } from '../errors';
import { failedAt, isConditionFailed, isTransactionCancelled } from '../data/dynamo-errors';
import { withoutKeys } from '../data/items';

export interface StoredEvent {
  id: string;
  title: string;
  date: string;
  time: string | null;
  duration: number;
  type: string;
  priority: string;
  location: string | null;
  description: string | null;
  familyMemberId: string | null;
  /** Everyone the event is for (familyMemberId first): the family's members and household adults' account ids. */
  memberIds: string[];
  allDay: boolean;
  recurrence: (typeof RECURRENCES)[number];
  recurrenceEnd: string | null;
  reminderMinutes: number | null;
  exdates: string[];
  /** Set on a changed single occurrence of a series. */
  seriesId: string | null;
  /** A linked adult who added the event to this family's calendar: they are reminded too (see reminder-send.ts). */
  addedBy?: string | null;
  created_at: string;
  updated_at: string;
}

export function normalise(input: EventInput, base?: Partial<StoredEvent>): Omit<StoredEvent, 'id' | 'created_at' | 'updated_at'> {
  return {
    title: input.title,
    date: input.date,
    time: input.allDay ? null : input.time || null,
    duration: input.duration,
    type: input.type,
    priority: input.priority,
    location: input.location || null,
    description: input.description || null,
    familyMemberId: input.familyMemberId || null,
    memberIds: input.memberIds ?? (input.familyMemberId ? [input.familyMemberId] : []),
    allDay: input.allDay,
    recurrence: input.recurrence,
    recurrenceEnd: input.recurrence === 'none' ? null : input.recurrenceEnd || null,
    reminderMinutes: input.reminderMinutes ?? null,
    exdates: base?.exdates ?? [],
    seriesId: base?.seriesId ?? null,
    ...(base?.addedBy ? { addedBy: base.addedBy } : {}),
  };
}

/** The stored item of an event: its key, the calendar range index and, for a member's event, the member's index. */
export function item(userId: string, e: StoredEvent) {
  return {
    ...keys.event(userId, e.id),
    entity: 'event',
    ...e,
    ...keys.eventsByLastDate(userId, lastDate(e), e.id),
    ...(e.familyMemberId ? keys.memberOwned(e.familyMemberId, `EVENT#${e.id}`) : {}),
  };
}

/** An event as stored; one written before events had several people gets its one member as the list. */
export function toStored(raw: Record<string, unknown>): StoredEvent {
  const e = withoutKeys<StoredEvent>(raw);
  return Array.isArray(e.memberIds) ? e : { ...e, memberIds: e.familyMemberId ? [e.familyMemberId] : [] };
}

export async function getEvent(userId: string, id: string): Promise<StoredEvent> {
  const { Item } = await db().send(getItem({ Key: keys.event(userId, id) }));
  if (!Item) throw notFound('Event not found');
  return toStored(Item);
}

/** The count update (at `index`) also checks the account still exists: a deleted account gets no new event. */
const accountGone =
  (index: number) =>
  (error: unknown): never => {
    if (failedAt(error, index)) throw unauthorized(ACCOUNT_GONE);
    throw error;
  };

const gone = (error: unknown): never => {
  if (isConditionFailed(error)) throw notFound('Event not found');
  throw error;
};

/** Create (no id) or replace an event; a new one is counted on the account. */
export async function putEvent(
  userId: string,
  e: Omit<StoredEvent, 'id' | 'created_at' | 'updated_at'> & Partial<Pick<StoredEvent, 'id' | 'created_at'>>,
): Promise<StoredEvent> {
  const now = new Date().toISOString();
  const full: StoredEvent = { ...e, id: e.id ?? sortableId(), created_at: e.created_at ?? now, updated_at: now };
  // A replaced event must still exist: a concurrent delete (of it or of the account) wins.
  if (e.id)
    await db()
      .send(putItem({ Item: item(userId, full), ConditionExpression: 'attribute_exists(pk)' }))
      .catch(gone);
  else
    await db()
      .send(transact([{ Put: { Item: item(userId, full) } }, eventCountChange(userId, 1)]))
      .catch(accountGone(1));
  return full;
}

/** Change one occurrence: the series skips that date and a standalone event takes its place, in one transaction; both as written. */
export async function detachOccurrence(
  userId: string,
  series: StoredEvent,
  occurrenceDate: string,
  replacement: Omit<StoredEvent, 'id' | 'created_at' | 'updated_at'> | null,
): Promise<{ series: StoredEvent; single: StoredEvent | null }> {
  const now = new Date().toISOString();
  const updatedSeries: StoredEvent = { ...series, exdates: [...new Set([...series.exdates, occurrenceDate])].sort(), updated_at: now };
  const single: StoredEvent | null = replacement
    ? { ...replacement, id: sortableId(), recurrence: 'none', recurrenceEnd: null, exdates: [], seriesId: series.id, created_at: now, updated_at: now }
    : null;
  await db()
    .send(
      transact([
        { Put: { Item: item(userId, updatedSeries), ConditionExpression: 'attribute_exists(pk)' } },
        ...(single ? [{ Put: { Item: item(userId, single) } }, eventCountChange(userId, 1)] : []),
      ]),
    )
    .catch((error) => {
      if (failedAt(error, 0)) throw notFound('Event not found');
      return accountGone(2)(error);
    });
  return { series: updatedSeries, single };
}

export async function deleteEvent(userId: string, id: string) {
  try {
    await db().send(
      transact([
        { Delete: { Key: keys.event(userId, id), ConditionExpression: 'attribute_exists(pk)' } },
        { Delete: { Key: keys.reminder(userId, id) } },
        eventCountChange(userId, -1),
      ]),
    );
  } catch (error) {
    // Deleted meanwhile by another request: already gone, and counted once.
    if (!isTransactionCancelled(error)) throw error;
  }
}

/** Every occurrence overlapping [from, to], recurring events expanded, from one Query of the stored events. */
export async function listOccurrences(userId: string, from: string, to: string) {
  const stored = await queryByLastDate(keys.calendarIndexKey(userId), from, to);
  const occurrences = stored.flatMap((raw) => {
    const e = toStored(raw);
    return occurrenceDates(e, from, to).map((date) => ({
      ...e,
      eventId: e.id,
      id: e.recurrence === 'none' ? e.id : `${e.id}_${date.replaceAll('-', '')}`,
      date,
      occurrenceDate: date,
      isRecurring: e.recurrence !== 'none',
    }));
  });
  return occurrences.sort((a, b) => (a.date + (a.time ?? '')).localeCompare(b.date + (b.time ?? '')));
}

export async function listAllEvents(userId: string): Promise<StoredEvent[]> {
  const stored = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :e)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':e': keys.eventPrefix },
  });
  return stored.map(toStored);
}
