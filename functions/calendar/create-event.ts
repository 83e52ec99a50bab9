import { reply, route, signedIn } from '../http';
import { accountTimezone, checkedEvent } from './event-input';
import { normalise, putEvent, type StoredEvent } from './events';
import { scheduleReminder } from './reminders';
import { EventSchema, EventUpdateSchema } from '../../shared/schemas/calendar';
import { parsedOr400 } from '../errors';

/** Create an event for an account: the one use-case behind POST /api/calendar/events and the assistant. */
export async function createEvent(userId: string, body: unknown): Promise<StoredEvent> {
  const [event, tz] = await Promise.all([checkedEvent(userId, parsedOr400(EventSchema, body)), accountTimezone(userId)]);
  const saved = await putEvent(userId, normalise(event));
  await scheduleReminder(userId, saved, saved.id, tz);
  return saved;
}

export const handler = route({ body: EventUpdateSchema }, async (input) => reply(201, await createEvent(signedIn(input).userId, input.body)));
