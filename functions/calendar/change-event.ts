import { occurrenceDates } from '../../shared/calendar';
import { EventSchema } from '../../shared/schemas/calendar';
import { badRequest, mergePatch, parsedOr400 } from '../errors';
import { accountTimezone, checkedEvent } from './event-input';
import { deleteEvent, detachOccurrence, getEvent, normalise, putEvent, type StoredEvent } from './events';
import { scheduleReminder } from './reminders';

/**
 * Creating, changing and removing an event: the use-cases behind POST /api/calendar/events, PUT and DELETE
 * /api/calendar/events/:id, the assistant, documents and calendar imports. A change or removal returns what
 * it wrote, before and after, so the assistant can offer to undo it.
 */

/** Create an event for an account, with its reminder. */
export async function createEvent(userId: string, body: unknown): Promise<StoredEvent> {
  const [event, tz] = await Promise.all([checkedEvent(userId, parsedOr400(EventSchema, body)), accountTimezone(userId)]);
  const saved = await putEvent(userId, normalise(event));
  await scheduleReminder(userId, saved, saved.id, tz);
  return saved;
}

export interface Written {
  before: StoredEvent | null;
  after: StoredEvent | null;
}

/** Change a whole event/series, or (occurrence) one occurrence of a series, which then stands alone. */
export async function changeEvent(
  userId: string,
  eventId: string,
  occurrence: string | null,
  patch: object,
): Promise<{ saved: StoredEvent; written: Written[] }> {
  const existing = await getEvent(userId, eventId);
  const tz = await accountTimezone(userId);
  if (occurrence && existing.recurrence !== 'none') {
    if (!occurrenceDates(existing, occurrence, occurrence).includes(occurrence)) throw badRequest('That date is not an occurrence of this event.');
    const changed = await checkedEvent(
      userId,
      mergePatch({ ...existing, date: occurrence }, { ...patch, recurrence: 'none', recurrenceEnd: null }, EventSchema),
    );
    const { series, single } = await detachOccurrence(userId, existing, occurrence, normalise(changed));
    await scheduleReminder(userId, series, existing.id, tz);
    await scheduleReminder(userId, single, single!.id, tz);
    return {
      saved: single!,
      written: [
        { before: existing, after: series },
        { before: null, after: single },
      ],
    };
  }
  const merged = await checkedEvent(userId, mergePatch(existing, patch, EventSchema));
  const saved = await putEvent(userId, { ...normalise(merged, existing), id: existing.id, created_at: existing.created_at });
  await scheduleReminder(userId, saved, saved.id, tz);
  return { saved, written: [{ before: existing, after: saved }] };
}

/** Delete a whole event/series, or (occurrence) just one occurrence of a series. */
export async function removeEvent(
  userId: string,
  eventId: string,
  occurrence: string | null,
): Promise<{ deleted: 'event' | 'occurrence'; written: Written[] }> {
  const existing = await getEvent(userId, eventId);
  if (occurrence && existing.recurrence !== 'none') {
    const { series } = await detachOccurrence(userId, existing, occurrence, null);
    await scheduleReminder(userId, series, existing.id, await accountTimezone(userId));
    return { deleted: 'occurrence', written: [{ before: existing, after: series }] };
  }
  await deleteEvent(userId, existing.id);
  return { deleted: 'event', written: [{ before: existing, after: null }] };
}
