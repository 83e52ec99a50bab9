import { OccurrenceQuerySchema } from '../../shared/schemas/calendar';
import { route, signedIn } from '../http';
import { accountTimezone, eventRef } from './event-input';
import { deleteEvent, detachOccurrence, getEvent } from './events';
import { scheduleReminder } from './reminders';
import { IdParamSchema } from '../../shared/schemas/common';

/** Delete a whole event/series, or (occurrence id or ?occurrenceDate=) just one occurrence of a series. */
export const handler = route({ path: IdParamSchema, query: OccurrenceQuerySchema }, async (input) => {
  const { userId } = signedIn(input);
  const ref = eventRef(input.path.id, input.query.occurrenceDate);
  const existing = await getEvent(userId, ref.eventId);
  if (ref.occurrence && existing.recurrence !== 'none') {
    await detachOccurrence(userId, existing, ref.occurrence, null);
    await scheduleReminder(userId, { ...existing, exdates: [...existing.exdates, ref.occurrence] }, existing.id, await accountTimezone(userId));
    return { success: true, deleted: 'occurrence' };
  }
  await deleteEvent(userId, existing.id);
  return { success: true, deleted: 'event' };
});
