import { EventSchema, EventUpdateSchema, OccurrenceQuerySchema } from '../../shared/schemas/calendar';
import { badRequest, mergePatch } from '../errors';
import { route, signedIn } from '../http';
import { accountTimezone, checkedEvent, eventRef } from './event-input';
import { detachOccurrence, getEvent, normalise, putEvent } from './events';
import { scheduleReminder } from './reminders';
import { occurrenceDates } from '../../shared/calendar';
import { IdParamSchema } from '../../shared/schemas/common';

/** Change a whole event/series, or (occurrence id or ?occurrenceDate=) one occurrence of a series. */
export const handler = route({ path: IdParamSchema, query: OccurrenceQuerySchema, body: EventUpdateSchema }, async (input) => {
  const { userId } = signedIn(input);
  const ref = eventRef(input.path.id, input.query.occurrenceDate);
  const existing = await getEvent(userId, ref.eventId);
  const tz = await accountTimezone(userId);
  if (ref.occurrence && existing.recurrence !== 'none') {
    if (!occurrenceDates(existing, ref.occurrence, ref.occurrence).includes(ref.occurrence)) throw badRequest('That date is not an occurrence of this event.');
    const changed = await checkedEvent(
      userId,
      mergePatch({ ...existing, date: ref.occurrence }, { ...input.body, recurrence: 'none', recurrenceEnd: null }, EventSchema),
    );
    const single = await detachOccurrence(userId, existing, ref.occurrence, normalise(changed));
    await scheduleReminder(userId, { ...existing, exdates: [...existing.exdates, ref.occurrence] }, existing.id, tz);
    await scheduleReminder(userId, single, single!.id, tz);
    return single;
  }
  const merged = await checkedEvent(userId, mergePatch(existing, input.body, EventSchema));
  const saved = await putEvent(userId, { ...normalise(merged, existing), id: existing.id, created_at: existing.created_at });
  await scheduleReminder(userId, saved, saved.id, tz);
  return saved;
});
