import { route, signedIn } from '../http';
import { listNotifications, profileOf } from './notifications';

// The profile comes with the session: the invitations are found by its address, so the data is one more round trip.
export const handler = route({ profile: true }, async (input) => listNotifications(profileOf(signedIn(input))));
