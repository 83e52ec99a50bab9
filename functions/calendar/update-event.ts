import { EventUpdateSchema, OccurrenceQuerySchema } from '../../shared/schemas/calendar';
import { IdParamSchema } from '../../shared/schemas/common';
import { route, signedIn } from '../http';
import { changeEvent } from './change-event';
import { eventRef } from './event-input';

/** Change a whole event/series, or (occurrence id or ?occurrenceDate=) one occurrence of a series. */
export const handler = route({ path: IdParamSchema, query: OccurrenceQuerySchema, body: EventUpdateSchema }, async (input) => {
  const ref = eventRef(input.path.id, input.query.occurrenceDate);
  return (await changeEvent(signedIn(input), ref.eventId, ref.occurrence, input.body)).saved;
});
