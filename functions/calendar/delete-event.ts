import { OccurrenceQuerySchema } from '../../shared/schemas/calendar';
import { IdParamSchema } from '../../shared/schemas/common';
import { route, signedIn } from '../http';
import { removeEvent } from './change-event';
import { eventRef } from './event-input';

/** Delete a whole event/series, or (occurrence id or ?occurrenceDate=) just one occurrence of a series. */
export const handler = route({ path: IdParamSchema, query: OccurrenceQuerySchema }, async (input) => {
  const ref = eventRef(input.path.id, input.query.occurrenceDate);
  const { deleted } = await removeEvent(signedIn(input), ref.eventId, ref.occurrence);
  return { success: true, deleted };
});
