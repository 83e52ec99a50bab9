import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { standInGraph } from '../helpers/graph';

// The worker reads these once (config is cached), so they are set before anything runs. The stand-in Graph
// API is the local simulator: messages and media go through the real sender and downloader.
const graph = await standInGraph();
const { phoneNumberId: PHONE_NUMBER_ID, simulator, newNumber, repliesTo } = graph;

const { drainLocalQueue } = await import('../../functions/adapters/queue');
const { handler: worker, texts } = await import('../../functions/assistant/conversation/worker');
const { startConnection } = await import('../../functions/whatsapp/connections');
const { refusals } = await import('../../functions/documents/extract');
const { chatTexts } = await import('../../functions/documents/chat');
const { event, subscription } = await import('../../scripts/local/stripe-events');
const { samplePdf } = await import('../../scripts/local/sample-pdf');
const { inbound, signedPayload, webhookPayload } = await import('../../scripts/local/whatsapp-events');
const { signedUpUser } = await import('../helpers/accounts');
const { api, call } = await import('../helpers/api');
const { deliverStripeEvent } = await import('../helpers/billing');
const { adultMember, childMember } = await import('../helpers/family');
const { allItems } = await import('../helpers/table');
const { files } = await import('../../functions/adapters/storage');

async function say(from: string, message: Parameters<typeof inbound>[1] | string) {
  const before = repliesTo(from).length;
  const m = typeof message === 'string' ? { type: 'text' as const, text: message } : message;
  const { body, signature } = signedPayload(webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(from, m)] }), process.env.WHATSAPP_APP_SECRET!);
  const res = await call('POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
  expect(res.status).toBe(200);
  await drainLocalQueue(worker);
  return repliesTo(from).slice(before);
}

/** Send a file as a WhatsApp document (or photo) message whose media the simulator serves. */
const sendFile = (from: string, bytes: Buffer, opts: { mimeType?: string; fileName?: string; caption?: string; type?: 'document' | 'image' } = {}) =>
  say(from, {
    type: opts.type ?? 'document',
    mediaId: simulator.addMedia(bytes, opts.mimeType ?? 'application/pdf'),
    mimeType: opts.mimeType ?? 'application/pdf',
    fileName: opts.fileName ?? 'letter.pdf',
    caption: opts.caption,
  });

/** A paying account with a connected number and two members, Mia (child) and Sam. */
async function family() {
  const u = await signedUpUser({ timezone: 'Europe/London' });
  const number = newNumber();
  const { message } = await startConnection(u.user.id);
  expect(await say(number, message)).toEqual([texts.connected()]);
  await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: u.token });
  const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
  expect((await deliverStripeEvent(event('customer.subscription.created', subscription({ customer, userId: u.user.id, plan: 'simplify' })))).status).toBe(200);
  const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor' }), { token: u.token })).body;
  const sam = (await api.post('/api/family-members', adultMember({ name: 'Sam Okafor' }), { token: u.token })).body;
  return { ...u, number, mia, sam };
}

const LETTER = samplePdf([
  ['Harbour Primary School', 'Dear parents,', 'Sports day 12 June 2027 at 9:00, on the school field.', 'Please bring a water bottle.'],
  ['Parents evening 3 March 2027 at 6pm', 'Museum trip 14 April 2027'],
]);
const PROPOSAL = [
  'I found 3 dates in "letter.pdf" for Mia:',
  '1. Sports day, Sat 12 Jun 2027 9:00 AM',
  '2. Parents evening, Wed 3 Mar 2027 6:00 PM',
  '3. Museum trip, Wed 14 Apr 2027',
  '',
  'Reply YES to add them all, or the numbers to add (e.g. 1 3).',
].join('\n');

const documentsOf = async (userId: string) => (await allItems()).filter((i) => i.entity === 'document' && i.user_id === userId);
/** The account's events (stored items: the calendar list is limited to 62 days at a time). */
const eventsOf = async (u: { user: { id: string } }) => (await allItems()).filter((i) => i.entity === 'event' && i.pk === `USER#${u.user.id}`);
async function storedFiles(userId: string) {
  const dir = `${process.env.DOCUMENTS_DIR}/users/${userId}`;
  return (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((f) => f.isFile());
}

describe('school documents on WhatsApp', () => {
  it('reads a PDF for the member the caption names, proposes its dates, and adds only the numbers chosen', async () => {
    const u = await family();
    expect(await sendFile(u.number, LETTER, { caption: 'for Mia' })).toEqual([PROPOSAL]);
    const [doc] = await documentsOf(u.user.id);
    expect(doc).toMatchObject({
      status: 'ready',
      family_member_id: u.mia.id,
      file_name: 'letter.pdf',
      mime_type: 'application/pdf',
      source: 'whatsapp',
      file_size: LETTER.length,
    });
    expect(await storedFiles(u.user.id)).toHaveLength(1);
    // Nothing is in the calendar before the parent confirms.
    expect(await eventsOf(u)).toEqual([]);

    const added = await say(u.number, '1 3');
    expect(added).toEqual(["Added to Mia's calendar:\n• Sports day, Sat 12 Jun 2027 9:00 AM\n• Museum trip, Wed 14 Apr 2027"]);
    const events = await eventsOf(u);
    expect(events.map((e) => [e.title, e.date, e.time, e.allDay, e.familyMemberId]).sort()).toEqual([
      ['Museum trip', '2027-04-14', null, true, u.mia.id],
      ['Sports day', '2027-06-12', '09:00', false, u.mia.id],
    ]);
    // The proposal was used up: a second "YES" is an ordinary message again, and adds nothing.
    await say(u.number, 'yes');
    expect(await eventsOf(u)).toHaveLength(2);
  });

  it('asks whose document it is, remembers the question, and YES adds every date', async () => {
    const u = await family();
    expect(await sendFile(u.number, LETTER)).toEqual([chatTexts.whose([u.mia, u.sam])]);
    // Nothing is stored until the parent says whose it is.
    expect(await documentsOf(u.user.id)).toEqual([]);
    expect(await say(u.number, 'Mia')).toEqual([PROPOSAL]);
    expect((await say(u.number, 'YES'))[0]).toMatch(/^Added to Mia's calendar:\n• Sports day.*\n• Parents evening.*\n• Museum trip/);
    expect(await eventsOf(u)).toHaveLength(3);
  });

  it('drops a proposal when the next message is about something else', async () => {
    const u = await family();
    expect(await sendFile(u.number, LETTER, { caption: 'Sam' })).toEqual([PROPOSAL.replace('for Mia', 'for Sam')]);
    const agenda = await say(u.number, 'my list');
    expect(agenda[0]).toMatch(/^Your list is empty/);
    await say(u.number, 'YES');
    await say(u.number, '1');
    expect(await eventsOf(u)).toEqual([]);
    // A "no" answers the proposal without adding anything.
    await sendFile(u.number, LETTER, { caption: 'Sam' });
    expect(await say(u.number, 'no')).toEqual([chatTexts.dropped()]);
    expect(await eventsOf(u)).toEqual([]);
  });

  it('a message redelivered after failing partway through its document continues the same record', async () => {
    const u = await family();
    // The file store fails once, after the record was written: the worker fails the message and SQS delivers it again.
    const store = await files();
    const put = vi.spyOn(store, 'put').mockRejectedValueOnce(Object.assign(new Error('S3 is unavailable'), { name: 'ServiceUnavailable' }));
    try {
      expect(await sendFile(u.number, LETTER, { caption: 'for Mia' })).toEqual([PROPOSAL]);
      expect(put).toHaveBeenCalledTimes(2);
    } finally {
      put.mockRestore();
    }
    const docs = await documentsOf(u.user.id);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ status: 'ready', family_member_id: u.mia.id, file_name: 'letter.pdf' });
    expect(await storedFiles(u.user.id)).toHaveLength(1);
    // The proposal names that record: YES adds its dates.
    expect((await say(u.number, 'YES'))[0]).toMatch(/^Added to Mia's calendar:/);
    expect(await eventsOf(u)).toHaveLength(3);
  });

  it('refuses bad files with a clear reply and keeps nothing half-stored', async () => {
    const u = await family();
    // 20 MB: refused on Meta's reported size, before the download.
    expect(await sendFile(u.number, Buffer.alloc(20 * 1024 * 1024, 0x25), { caption: 'Mia' })).toEqual([refusals.tooBig(20 * 1024 * 1024)]);
    // A zip archive named .pdf: the bytes decide, not the name.
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(200)]);
    expect(await sendFile(u.number, zip, { caption: 'Mia', fileName: 'homework.pdf' })).toEqual([refusals.zip()]);
    // A media id Meta no longer has: a reply, not a retry loop.
    expect(await say(u.number, { type: 'document', mediaId: '999000111', mimeType: 'application/pdf', fileName: 'old.pdf', caption: 'Mia' })).toEqual([
      chatTexts.downloadFailed(),
    ]);
    expect(await documentsOf(u.user.id)).toEqual([]);

    // Readable types whose text cannot be read: the record ends failed with the reason; no file is kept.
    expect(await sendFile(u.number, samplePdf([['Secret 1 May 2027']], { encrypted: true }), { caption: 'Mia', fileName: 'locked.pdf' })).toEqual([
      refusals.encrypted(),
    ]);
    expect(await sendFile(u.number, samplePdf([['x']], { textLayer: false }), { caption: 'Mia', fileName: 'scan.pdf' })).toEqual([refusals.noText()]);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(100)]);
    expect(await sendFile(u.number, png, { caption: 'Mia', type: 'image', mimeType: 'image/png', fileName: 'photo.png' })).toEqual([
      refusals.imageNeedsModel(),
    ]);
    const docs = await documentsOf(u.user.id);
    expect(docs.map((d) => [d.file_name, d.status, d.failure_reason, d.storage_key]).sort()).toEqual([
      ['Photo', 'failed', refusals.imageNeedsModel(), null],
      ['locked.pdf', 'failed', refusals.encrypted(), null],
      ['scan.pdf', 'failed', refusals.noText(), null],
    ]);
    expect(await storedFiles(u.user.id)).toEqual([]);
  });

  it('reads plain text too, and says so when there are no dates', async () => {
    const u = await family();
    const text = Buffer.from('Swimming gala 5 May 2027 at 2pm\nBring goggles.');
    expect((await sendFile(u.number, text, { caption: 'Mia', mimeType: 'text/plain', fileName: 'gala.txt' }))[0]).toBe(
      'I found 1 date in "gala.txt" for Mia:\n1. Swimming gala, Wed 5 May 2027 2:00 PM\n\nReply YES to add it to the calendar.',
    );
    expect(await sendFile(u.number, Buffer.from('Please label all uniform.'), { caption: 'Mia', mimeType: 'text/plain', fileName: 'uniform.txt' })).toEqual([
      'I saved "uniform.txt" for Mia. I didn\'t find any dates in it.',
    ]);
  });
});
