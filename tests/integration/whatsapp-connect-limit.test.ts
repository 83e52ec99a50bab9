import { afterEach, describe, expect, it, vi } from 'vitest';
import { standInGraph } from '../helpers/graph';

// Wrong connection codes through the real path: signed webhook → queue → worker → the stand-in Graph API.
// The worker reads the WhatsApp variables once (config is cached), so they are set before anything runs.
const graph = await standInGraph();
const { phoneNumberId: PHONE_NUMBER_ID, newNumber, repliesTo } = graph;

const { drainLocalQueue } = await import('../../functions/adapters/queue');
const { handler: worker, texts } = await import('../../functions/assistant/conversation/worker');
const { connectMessage } = await import('../../functions/whatsapp/connect-code');
const { getConnection, startConnection } = await import('../../functions/whatsapp/connections');
const { inbound, signedPayload, webhookPayload } = await import('../../scripts/local/whatsapp-events');
const { signedUpUser } = await import('../helpers/accounts');
const { call } = await import('../helpers/api');

async function say(from: string, text: string) {
  const before = repliesTo(from).length;
  const { body, signature } = signedPayload(
    webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(from, { type: 'text', text })] }),
    process.env.WHATSAPP_APP_SECRET!,
  );
  const res = await call('POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
  expect(res.status).toBe(200);
  await drainLocalQueue(worker);
  return repliesTo(from).slice(before);
}

/** A code in the right form that no account was given (the alphabet has no 0, 1, I, L or O). */
const wrongCode = (i: number) => connectMessage(`WRNG${'ABCDEFGHJKMNPQRS'[i]}${'ABCDEFGHJKMNPQRS'[i]}ZZ`);

afterEach(() => {
  vi.useRealTimers();
});

describe('wrong WhatsApp connection codes', () => {
  it('10 wrong codes in an hour block the number for an hour, with one reply saying so; other numbers are unaffected', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const u = await signedUpUser();
    const guesser = newNumber();
    for (let i = 0; i < 9; i++) expect(await say(guesser, wrongCode(i))).toEqual([texts.codeInvalid()]);
    expect(await say(guesser, wrongCode(9))).toEqual([texts.codeBlocked()]);
    // Blocked: no more replies, and even the account's right code is not tried.
    expect(await say(guesser, wrongCode(10))).toEqual([]);
    expect(await say(guesser, wrongCode(11))).toEqual([]);
    const { message } = await startConnection(u.user.id);
    expect(await say(guesser, message)).toEqual([]);
    expect(await getConnection(u.user.id)).toEqual({ connected: false, number: null });

    // Another number is not blocked: it connects with the code.
    const other = newNumber();
    expect(await say(other, wrongCode(0))).toEqual([texts.codeInvalid()]);
    expect(await say(other, message)).toEqual([texts.connected()]);

    // An hour later the number may try again.
    vi.setSystemTime(Date.now() + 3600_000 + 1000);
    expect(await say(guesser, wrongCode(12))).toEqual([texts.codeInvalid()]);
    const again = await startConnection(u.user.id);
    expect(await say(guesser, again.message)).toEqual([texts.connected()]);
    expect(await getConnection(u.user.id)).toEqual({ connected: true, number: `+${guesser}` });
  });
});
