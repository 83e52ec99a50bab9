import { reply, route, signedIn } from '../http';
import { accountTimezone, checkedEvent } from './event-input';
import { normalise, putEvent } from './events';
import { scheduleReminder } from './reminders';
import { EventUpdateSchema } from '../../shared/schemas/calendar';

export const handler = route({ body: EventUpdateSchema }, async (input) => {
  const { userId } = signedIn(input);
  const [event, tz] = await Promise.all([checkedEvent(userId, input.body), accountTimezone(userId)]);
  const saved = await putEvent(userId, normalise(event));
  await scheduleReminder(userId, saved, saved.id, tz);
  return reply(201, saved);
});
