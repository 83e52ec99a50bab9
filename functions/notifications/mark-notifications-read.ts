import { MarkNotificationsReadSchema } from '../../shared/schemas/notifications';
import { route, signedIn } from '../http';
import { markNotificationsRead, profileOf } from './notifications';

export const handler = route({ body: MarkNotificationsReadSchema, profile: true }, async (input) => markNotificationsRead(profileOf(signedIn(input))));
