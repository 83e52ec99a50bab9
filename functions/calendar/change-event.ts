import { occurrenceDates } from '../../shared/calendar';
import { EventSchema } from '../../shared/schemas/calendar';
import { badRequest, mergePatch, parsedOr400 } from '../errors';
import type { Caller } from '../links/links';
import { accountTimezone, placeEvent } from './event-input';
import { deleteEvent, detachOccurrence, normalise, putEvent, type StoredEvent } from './events';
import { findEvent, ownOnly } from './families';
import { scheduleReminder } from './reminders';

/**
 * Creating, changing and removing an event: the use-cases behind POST /api/calendar/events, PUT and DELETE
 * /api/calendar/events/:id, the assistant, documents and calendar imports. A change or removal returns what
 * it wrote, before and after, so the assistant can offer to undo it. `who` is the caller with their link
 * sides (a linked family's calendar with its rights), or an account id acting on its own family only.
 */

type Who = Caller | string;
const callerOf = (who: Who): Caller => (typeof who === 'string' ? ownOnly(who) : who);

/** A patch naming only familyMemberId (older clients) sets the people to that one; one naming memberIds sets familyMemberId to their first. */
function peoplePatch(patch: object): object {
  const p = patch as { familyMemberId?: string | null; memberIds?: string[] };
  if (p.memberIds !== undefined) return { ...patch, familyMemberId: p.memberIds[0] ?? null };
  if (p.familyMemberId !== undefined) return { ...patch, memberIds: p.familyMemberId ? [p.familyMemberId] : [] };
  return patch;
}

/** Create an event, with its reminder, in the family its people belong to (the caller's own when none). */
export async function createEvent(who: Who, body: unknown): Promise<StoredEvent & { familyId: string }> {
  const caller = callerOf(who);
  const { family, event } = await placeEvent(caller, parsedOr400(EventSchema, body));
  const stored = { ...normalise(event), ...(family.own ? {} : { addedBy: caller.userId }) };
  const [saved, tz] = await Promise.all([putEvent(family.id, stored), accountTimezone(family.id)]);
  await scheduleReminder(family.id, saved, saved.id, tz);
  return { ...saved, familyId: family.id };
}

export interface Written {
  before: StoredEvent | null;
  after: StoredEvent | null;
  /** The family whose partition holds the event. */
  familyId?: string;
}

/** Change a whole event/series, or (occurrence) one occurrence of a series, which then stands alone. */
export async function changeEvent(
  who: Who,
  eventId: string,
  occurrence: string | null,
  patch: object,
): Promise<{ saved: StoredEvent; written: Written[]; familyId: string }> {
  const caller = callerOf(who);
  const { family, event: existing, timezone: tz } = await findEvent(caller, eventId, 'edit');
  const userId = family.id;
  if (occurrence && existing.recurrence !== 'none') {
    if (!occurrenceDates(existing, occurrence, occurrence).includes(occurrence)) throw badRequest('That date is not an occurrence of this event.');
    const { event: changed } = await placeEvent(
      caller,
      mergePatch({ ...existing, date: occurrence }, { ...peoplePatch(patch), recurrence: 'none', recurrenceEnd: null }, EventSchema),
      userId,
    );
    const { series, single } = await detachOccurrence(userId, existing, occurrence, normalise(changed));
    await scheduleReminder(userId, series, existing.id, tz);
    await scheduleReminder(userId, single, single!.id, tz);
    return {
      familyId: userId,
      saved: single!,
      written: [
        { before: existing, after: series, familyId: userId },
        { before: null, after: single, familyId: userId },
      ],
    };
  }
  const { event: merged } = await placeEvent(caller, mergePatch(existing, peoplePatch(patch), EventSchema), userId);
  const saved = await putEvent(userId, { ...normalise(merged, existing), id: existing.id, created_at: existing.created_at });
  await scheduleReminder(userId, saved, saved.id, tz);
  return { familyId: userId, saved, written: [{ before: existing, after: saved, familyId: userId }] };
}

/** Delete a whole event/series, or (occurrence) just one occurrence of a series. */
export async function removeEvent(
  who: Who,
  eventId: string,
  occurrence: string | null,
): Promise<{ deleted: 'event' | 'occurrence'; written: Written[]; familyId: string }> {
  const { family, event: existing, timezone } = await findEvent(callerOf(who), eventId, 'edit');
  const userId = family.id;
  if (occurrence && existing.recurrence !== 'none') {
    if (!occurrenceDates(existing, occurrence, occurrence).includes(occurrence)) throw badRequest('That date is not an occurrence of this event.');
    const { series } = await detachOccurrence(userId, existing, occurrence, null);
    await scheduleReminder(userId, series, existing.id, timezone);
    return { deleted: 'occurrence', familyId: userId, written: [{ before: existing, after: series, familyId: userId }] };
  }
  await deleteEvent(userId, existing.id);
  return { deleted: 'event', familyId: userId, written: [{ before: existing, after: null, familyId: userId }] };
}
