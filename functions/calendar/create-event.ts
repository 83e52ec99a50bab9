import { EventUpdateSchema } from '../../shared/schemas/calendar';
import { reply, route, signedIn } from '../http';
import { createEvent } from './change-event';

export const handler = route({ body: EventUpdateSchema }, async (input) => reply(201, await createEvent(signedIn(input), input.body)));
