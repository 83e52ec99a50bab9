import { secret } from '../adapters/secrets';
import { forbidden } from '../errors';
import { reply, route } from '../http';
import { sameSecret } from './same-secret';

/**
 * Meta's verification handshake when the webhook URL is registered: `hub.mode=subscribe` with our verify
 * token → echo `hub.challenge` as plain text; anything else → 403.
 */
export const handler = route({}, async ({ event }) => {
  const q = event.queryStringParameters ?? {};
  const mode = q['hub.mode'];
  const token = q['hub.verify_token'];
  const challenge = q['hub.challenge'];
  if (mode !== 'subscribe' || !token || !challenge || challenge.length > 200) throw forbidden('Verification failed.');
  if (!sameSecret(token, await secret('whatsappVerifyToken'))) throw forbidden('Verification failed.');
  return reply(200, challenge, { 'content-type': 'text/plain; charset=utf-8' });
});
