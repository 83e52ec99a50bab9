import { route, signedIn } from '../http';
import { startConnection } from './connections';

/** A fresh one-time code for connecting a WhatsApp number, with the message to send and its wa.me link. */
export const handler = route({}, async (input) => startConnection(signedIn(input).userId));
