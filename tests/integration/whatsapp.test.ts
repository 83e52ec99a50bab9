import { describe, expect, it } from 'vitest';
import { standInGraph } from '../helpers/graph';

// The worker reads these once (config is cached), so they are set before anything runs. The stand-in Graph
// API is the local simulator itself, so the real sender is exercised end to end.
const graph = await standInGraph({ env: { ASSISTANT_DAILY_LIMITS: 'simplify:3,simplify_plus:200' } });
const { phoneNumberId: PHONE_NUMBER_ID, newNumber, repliesTo } = graph;

const { drainLocalQueue, localQueueLength } = await import('../../functions/adapters/queue');
const { sendText, splitText } = await import('../../functions/adapters/whatsapp');
const { handler: worker, texts } = await import('../../functions/assistant/conversation/worker');
const { upgradeAnswer } = await import('../../functions/assistant/conversation/assistant');
const { startConnection } = await import('../../functions/whatsapp/connections');
const { keys } = await import('../../functions/data/keys');
const { event, subscription } = await import('../../scripts/local/stripe-events');
const { inbound, signedPayload, status, wamid, webhookPayload } = await import('../../scripts/local/whatsapp-events');
const { PASSWORD, signedUpUser } = await import('../helpers/accounts');
const { api, call } = await import('../helpers/api');
const { deliverStripeEvent } = await import('../helpers/billing');
const { allItems, itemsOf, setAttributes } = await import('../helpers/table');

function post(payload: object | string, opts: { secret?: string; signature?: string | null } = {}) {
  const { body, signature } = signedPayload(payload, opts.secret ?? process.env.WHATSAPP_APP_SECRET!);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.signature !== null) headers['x-hub-signature-256'] = opts.signature ?? signature;
  return call('POST', '/api/whatsapp/webhook', { rawBody: body, headers });
}

/** Deliver one message the way Meta does, run the worker, and return the replies it sent. */
async function say(from: string, message: Parameters<typeof inbound>[1] | string, id = wamid()) {
  const before = repliesTo(from).length;
  const m = typeof message === 'string' ? { type: 'text' as const, text: message } : message;
  const res = await post(webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(from, m, id)] }));
  expect(res.status).toBe(200);
  await drainLocalQueue(worker);
  return repliesTo(from).slice(before);
}

/** A signed-up account whose WhatsApp number is connected (through the connection code, as a parent would). */
async function connectedUser(overrides: Record<string, unknown> = {}) {
  const u = await signedUpUser(overrides);
  const number = newNumber();
  const { message } = await startConnection(u.user.id);
  expect(await say(number, message)).toEqual([texts.connected()]);
  return { ...u, number };
}

async function subscribe(u: { token: string; user: { id: string } }, plan: 'simplify' | 'simplify_plus') {
  await api.post('/api/create-checkout-session', { subscriptionType: plan }, { token: u.token });
  const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
  const res = await deliverStripeEvent(event('customer.subscription.created', subscription({ customer, userId: u.user.id, plan })));
  expect(res.status).toBe(200);
}

const profile = async (userId: string) => (await allItems()).find((i) => i.pk === keys.user(userId).pk && i.sk === 'PROFILE')!;

describe('the verification handshake (GET)', () => {
  const verify = (query: Record<string, string>) => api.get('/api/whatsapp/webhook', { query });

  it('echoes the challenge as plain text for the right verify token', async () => {
    const res = await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': process.env.WHATSAPP_VERIFY_TOKEN!, 'hub.challenge': '1158201444' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('1158201444');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('refuses a wrong token, a wrong mode or missing parameters with 403', async () => {
    const token = process.env.WHATSAPP_VERIFY_TOKEN!;
    expect((await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': `${token}x`, 'hub.challenge': '1' })).status).toBe(403);
    expect((await verify({ 'hub.mode': 'unsubscribe', 'hub.verify_token': token, 'hub.challenge': '1' })).status).toBe(403);
    expect((await verify({ 'hub.mode': 'subscribe', 'hub.challenge': '1' })).status).toBe(403);
    expect((await verify({})).status).toBe(403);
  });
});

describe('the signed webhook (POST)', () => {
  it('refuses a missing, malformed or wrong signature with 401 and stores nothing', async () => {
    const payload = webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(newNumber(), { type: 'text', text: 'hello' })] });
    const before = await allItems();
    expect((await post(payload, { signature: null })).status).toBe(401);
    expect((await post(payload, { signature: 'sha256=nothex' })).status).toBe(401);
    expect((await post(payload, { signature: `sha256=${'0'.repeat(64)}` })).status).toBe(401);
    expect((await post(payload, { secret: 'not-the-app-secret-at-all' })).status).toBe(401);
    // A body changed after signing: the signature is over the exact bytes.
    const { body, signature } = signedPayload(payload, process.env.WHATSAPP_APP_SECRET!);
    const tampered = await call('POST', '/api/whatsapp/webhook', {
      rawBody: body.replace('hello', 'hellO'),
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    });
    expect(tampered.status).toBe(401);
    expect(await allItems()).toEqual(before);
    expect(localQueueLength()).toBe(0);
  });

  it('accepts a correctly signed delivery', async () => {
    const res = await post(webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(newNumber(), { type: 'text', text: 'hi' })] }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ received: true, queued: 1 });
    await drainLocalQueue(worker);
  });

  it('answers 200 to invalid JSON and to shapes it does not know, and stores nothing', async () => {
    const before = await allItems();
    const bad = [
      '{"object":',
      'null',
      '[]',
      JSON.stringify({ object: 'page', entry: [] }),
      JSON.stringify({ object: 'whatsapp_business_account', entry: [{ changes: [{ value: 'x' }] }] }),
    ];
    for (const body of bad) {
      const res = await post(body);
      expect(res.status).toBe(200);
      expect(res.body.queued).toBe(0);
    }
    // A message without a sender or with a non-digit sender is skipped; nothing else breaks.
    const odd = await post(
      webhookPayload({
        phoneNumberId: PHONE_NUMBER_ID,
        messages: [{ id: wamid(), type: 'text', timestamp: '1' }, { ...inbound('+1 555', { type: 'text', text: 'x' }) }],
      }),
    );
    expect(odd.status).toBe(200);
    expect(odd.body.queued).toBe(0);
    // A message for another business number is not ours.
    const other = await post(webhookPayload({ phoneNumberId: '999', messages: [inbound(newNumber(), { type: 'text', text: 'x' })] }));
    expect(other.body.queued).toBe(0);
    expect(await allItems()).toEqual(before);
    expect(localQueueLength()).toBe(0);
  });

  it('acknowledges status callbacks and never answers them', async () => {
    const u = await connectedUser();
    const sent = repliesTo(u.number).length;
    const res = await post(
      webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, statuses: [status(wamid(), u.number, 'delivered'), status(wamid(), u.number, 'read')] }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ queued: 0, statuses: 2 });
    await drainLocalQueue(worker);
    expect(repliesTo(u.number)).toHaveLength(sent);
  });
});

describe('exactly one effect per message', () => {
  it('handles the same message delivered 5 times once: one record, one reply', async () => {
    const u = await connectedUser();
    await subscribe(u, 'simplify_plus');
    const id = wamid();
    const payload = webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(u.number, { type: 'text', text: 'what is on today?' }, id)] });
    const results = await Promise.all(Array.from({ length: 5 }, () => post(payload)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.reduce((n, r) => n + r.body.queued, 0)).toBe(1);
    await drainLocalQueue(worker);
    // Meta may also retry later, after the message was answered.
    expect((await post(payload)).body.queued).toBe(0);
    await drainLocalQueue(worker);
    const items = await allItems();
    expect(items.filter((i) => i.pk === keys.whatsappInbound(id).pk)).toHaveLength(1);
    expect(items.filter((i) => i.entity === 'whatsappMessage' && i.waMessageId === id)).toHaveLength(1);
    expect(items.filter((i) => i.entity === 'whatsappMessage' && i.inReplyTo === id)).toHaveLength(1);
    const inbound7 = items.find((i) => i.pk === keys.whatsappInbound(id).pk)!;
    expect(Number(inbound7.ttl) - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
    expect(repliesTo(u.number)).toHaveLength(2); // the connection confirmation and this one answer
  });

  it('sends a decided reply on the retry after a failed send, once, without doing the work twice', async () => {
    const u = await connectedUser();
    await subscribe(u, 'simplify');
    const id = wamid();
    graph.failNextSends = 1;
    const replies = await say(u.number, 'my list', id);
    expect(graph.failNextSends).toBe(0);
    expect(replies).toHaveLength(1);
    const items = await allItems();
    expect(items.filter((i) => i.entity === 'whatsappMessage' && i.waMessageId === id)).toHaveLength(1);
    expect(items.filter((i) => i.entity === 'whatsappMessage' && i.inReplyTo === id)).toHaveLength(1);
    // One request counted against the cap, not two.
    expect(items.filter((i) => i.pk === keys.user(u.user.id).pk && String(i.sk).startsWith('WA#DAY#')).map((i) => i.requests)).toEqual([1]);
    expect(items.find((i) => i.pk === keys.whatsappInbound(id).pk)!.replyText).toBeUndefined();
  });
});

describe('who gets which answer', () => {
  it('answers an unknown number once a day with how to sign up or connect, and stores nothing about it', async () => {
    const number = newNumber();
    const first = await say(number, 'what is on today?');
    expect(first).toEqual([texts.stranger()]);
    expect(first[0]).toContain('http://localhost:3000/register');
    expect(first[0]).toContain('http://localhost:3000/settings');
    expect(await say(number, 'hello??')).toEqual([]);
    expect(await say(number, { type: 'image' })).toEqual([]);
    const mentions = (await allItems()).filter((i) => JSON.stringify(i).includes(number));
    expect(mentions.map((i) => i.entity)).toEqual(['whatsappStranger']);
    // After 24 hours it may answer again.
    await setAttributes(keys.whatsappStranger(number), { until: Math.floor(Date.now() / 1000) - 1 });
    expect(await say(number, 'hello again')).toEqual([texts.stranger()]);
  });

  it('a number merely typed at registration is not trusted: it is an unknown number until connected', async () => {
    const u = await signedUpUser();
    const typed = String(u.whatsappNumber).replace(/\D/g, '');
    expect(await say(typed, 'my list')).toEqual([texts.stranger()]);
  });

  it('answers a used connection code without connecting anything', async () => {
    const { message } = await startConnection((await signedUpUser()).user.id);
    expect(await say(newNumber(), message)).toEqual([texts.connected()]);
    const number = newNumber();
    expect(await say(number, message)).toEqual([texts.codeInvalid()]);
    expect(await say(number, 'my list')).toEqual([texts.stranger()]);
  });

  it('gives the free plan the upgrade answer from the assistant', async () => {
    const u = await connectedUser();
    const [reply] = await say(u.number, 'add swimming for Mia tomorrow at 4pm');
    expect(reply).toContain('/upgrade');
  });

  it('caps a plan at its daily limit: one notice past the cap, then silence that day', async () => {
    const u = await connectedUser({ timezone: 'Australia/Sydney' });
    await subscribe(u, 'simplify');
    for (let i = 0; i < 3; i += 1) expect(await say(u.number, `my list ${i}`)).toHaveLength(1);
    const notice = await say(u.number, 'my list again');
    expect(notice).toEqual([texts.dailyCap(3, 'Simplify', 'Australia/Sydney')]);
    expect(notice[0]).toMatch(/resets at midnight \(Australia\/Sydney time\)/);
    expect(await say(u.number, 'and again')).toEqual([]);
    expect(await say(u.number, 'help')).toEqual([]);
    // Silenced messages are still recorded as received.
    const inbound = (await allItems()).filter((i) => i.pk === keys.user(u.user.id).pk && i.entity === 'whatsappMessage' && i.direction === 'in');
    expect(inbound).toHaveLength(1 + 6);
  });

  it('gives Simplify+ its own, larger cap', async () => {
    const u = await connectedUser();
    await subscribe(u, 'simplify_plus');
    for (let i = 0; i < 5; i += 1) expect(await say(u.number, `my list ${i}`)).toHaveLength(1);
  });

  it('answers media, location and other non-text messages politely, and ignores reactions', async () => {
    const u = await connectedUser();
    for (const type of ['audio', 'sticker'] as const) expect(await say(u.number, { type })).toEqual([texts.textOnly()]);
    // Documents and photos are the school-documents flow: on the free plan, the upgrade answer.
    for (const type of ['image', 'document'] as const) expect(await say(u.number, { type })).toEqual([upgradeAnswer()]);
    expect(await say(u.number, { type: 'location', latitude: 1, longitude: 2 })).toEqual([texts.textOnly()]);
    expect(await say(u.number, { type: 'reaction', emoji: '👍', messageId: wamid() })).toEqual([]);
  });
});

describe('awkward text', () => {
  it('handles 10,000 characters, emoji, right-to-left text and HTML without errors, storing text as data', async () => {
    const u = await connectedUser();
    await subscribe(u, 'simplify_plus');
    const samples = ['x'.repeat(10_000), '👨‍👩‍👧‍👦🎉 party on Saturday 🎈', 'ما هو جدول اليوم؟ שלום', '<script>alert(1)</script><b>todo</b> & "milk"'];
    for (const text of samples) {
      const replies = await say(u.number, text);
      expect(replies.length).toBeGreaterThanOrEqual(1);
      for (const r of replies) expect(r.length).toBeLessThanOrEqual(4096);
    }
    const stored = (await allItems())
      .filter((i) => i.pk === keys.user(u.user.id).pk && i.entity === 'whatsappMessage' && i.direction === 'in')
      .map((i) => String(i.text));
    expect(stored).toContain(`${'x'.repeat(1000)}…`);
    expect(stored).toContain(samples[1]);
    expect(stored).toContain(samples[2]);
    expect(stored).toContain(samples[3]);
  });

  it('splits a reply longer than 4,096 characters into messages that add up to it, emoji kept whole', async () => {
    const to = newNumber();
    const long = `${'Family plans for the week. '.repeat(200)}${'🎉'.repeat(3000)}`;
    const ids = await sendText(to, long);
    const sent = repliesTo(to);
    expect(ids).toHaveLength(sent.length);
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const part of sent) {
      expect(part.length).toBeLessThanOrEqual(4096);
      expect(part).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
    expect(sent.join('').replace(/\s+/g, '')).toBe(long.replace(/\s+/g, ''));
    expect(splitText('short')).toEqual(['short']);
  });

  it('sends with the access token; the stand-in Graph API refuses any other', async () => {
    const res = await fetch(`${process.env.WHATSAPP_API_URL}/${PHONE_NUMBER_ID}/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer wrong-token', 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: '15550001111', type: 'text', text: { body: 'x' } }),
    });
    expect(res.status).toBe(401);
  });
});

describe('records and admin usage', () => {
  it('keeps sessions and messages in the account, counts them for the admin, and deletes them with the account', async () => {
    const admin = await signedUpUser({ email: 'admin@example.com' });
    const u = await connectedUser();
    await subscribe(u, 'simplify');
    await say(u.number, 'my list');
    await say(u.number, 'help');
    let p = await profile(u.user.id);
    // connect (in + out) + 2 × (in + out)
    expect(p.whatsapp_message_count).toBe(6);
    expect(p.whatsapp_session_count).toBe(1);
    // 25 hours of quiet start a new session.
    await setAttributes(keys.whatsappState(u.user.id), { lastInboundAt: new Date(Date.now() - 25 * 3_600_000).toISOString() });
    await say(u.number, 'my list');
    p = await profile(u.user.id);
    expect(p.whatsapp_session_count).toBe(2);
    expect(p.whatsapp_message_count).toBe(8);

    const mine = (await allItems()).filter((i) => i.pk === keys.user(u.user.id).pk);
    const sessions = mine.filter((i) => i.entity === 'whatsappSession');
    expect(sessions.map((s) => s.messageCount).sort()).toEqual([2, 6]);
    const messages = mine.filter((i) => i.entity === 'whatsappMessage');
    expect(messages).toHaveLength(8);
    expect(messages.filter((m) => m.direction === 'out').every((m) => m.status === 'sent')).toBe(true);
    // The connection message's one-time code is not kept.
    expect(messages.find((m) => m.direction === 'in' && m.text === '[connection message]')).toBeTruthy();
    expect(JSON.stringify(mine)).not.toContain(process.env.WHATSAPP_ACCESS_TOKEN!);

    const dash = await api.get('/api/admin/dashboard', { token: admin.token, query: { pageSize: '100' } });
    expect(dash.status).toBe(200);
    expect(dash.body.usage.find((x: { user_id: string }) => x.user_id === u.user.id)).toMatchObject({ whatsapp_sessions: 2, whatsapp_messages: 8 });

    expect((await api.delete('/api/auth/account', { token: u.token, body: { currentPassword: PASSWORD } })).status).toBe(200);
    const left = (await itemsOf(u.user.id)).filter((i) => String(i.entity ?? '').startsWith('whatsapp'));
    expect(left).toEqual([]);
  });
});
