import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { standInGraph } from './graph';

// Conversations with the assistant (a helper for the tests that have them) as a parent has them: each message goes through the signed webhook, the
// local queue and the real worker, which answers through the stand-in Graph API and keeps the conversation
// state (a question waiting for its answer) in DynamoDB Local. The worker reads the real clock, so every day
// is said relatively and the expected dates are worked out on the account's wall clock. Config is read once,
// so the stand-in is set up before anything from functions/ is imported.
const graph = await standInGraph();
export const { phoneNumberId: PHONE_NUMBER_ID, newNumber, repliesTo } = graph;

export const { drainLocalQueue } = await import('../../functions/adapters/queue');
export const { handler: worker, handleJob, texts } = await import('../../functions/assistant/conversation/worker');
export const { startConnection } = await import('../../functions/whatsapp/connections');
export const { event, subscription } = await import('../../scripts/local/stripe-events');
export const { inbound, signedPayload, webhookPayload } = await import('../../scripts/local/whatsapp-events');
export const { signedUpUser } = await import('./accounts');
export const { api, call } = await import('./api');
export const { deliverStripeEvent } = await import('./billing');
export const { adultMember, childMember } = await import('./family');
export const { allItems } = await import('./table');

/** Far from UTC, so a day read on the server's clock instead of the account's shows up as a wrong date. */
export const TZ = 'Pacific/Auckland';
export const HALF_AN_HOUR_AND_A_BIT = 31 * 60_000;

/** The account's today, and a day `n` days on (YYYY-MM-DD). */
export const today = () => DateTime.now().setZone(TZ).startOf('day');
export const day = (n: number) => today().plus({ days: n }).toISODate()!;
/** How replies write a day and a time: "Thu 4 Mar 2027", "4:30 PM". */
export const shown = (date: string) => DateTime.fromISO(date).toFormat('ccc d LLL yyyy');
export const at = (date: string, time: string) => `${shown(date)} at ${DateTime.fromFormat(time, 'HH:mm').toFormat('h:mm a')} (${TZ})`;
/** A weekday's name as a parent writes it, `n` days from today (3: never today, never tomorrow). */
export const weekdayIn = (n: number) => today().plus({ days: n }).toFormat('cccc').toLowerCase();
/** The date of that weekday in the next Monday-to-Sunday week: what "next week" means for a weekly event. */
export const inNextWeek = (weekdayDate: string) => {
  const monday = today().startOf('week').plus({ weeks: 1 });
  return monday.plus({ days: DateTime.fromISO(weekdayDate).weekday - 1 }).toISODate()!;
};

/** Ids the table uses (sortable 25-character event and to-do ids, UUID account ids): a reply never shows one. */
export const INTERNAL_ID = /\b[a-z0-9]{20,}\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/;
export const STACK_TRACE =
  /\n\s+at \S+|\.[jt]s:\d+|\b(?:TypeError|ReferenceError|ConditionalCheckFailed|TransactionCanceled|ValidationException|undefined|\[object Object\]|NaN)\b/;

export function checkReplies(replies: string[]) {
  for (const r of replies) {
    expect(r).not.toMatch(INTERNAL_ID);
    expect(r).not.toMatch(STACK_TRACE);
  }
  return replies;
}

/** Post one message to the webhook the way Meta does (signed); it lands on the local queue. */
export async function post(from: string, text: string) {
  const { body, signature } = signedPayload(
    webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(from, { type: 'text', text })] }),
    process.env.WHATSAPP_APP_SECRET!,
  );
  const res = await call('POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
  expect(res.status).toBe(200);
}

/** One message through the webhook and the worker; the replies it sent. */
export async function say(from: string, text: string) {
  const before = repliesTo(from).length;
  await post(from, text);
  await drainLocalQueue(worker);
  return checkReplies(repliesTo(from).slice(before));
}

/** The one reply to a message (every message here gets exactly one). */
export async function reply(from: string, text: string) {
  const replies = await say(from, text);
  expect(replies).toHaveLength(1);
  return replies[0];
}

/**
 * The one reply to a message the worker handles at `when` rather than now: the worker's job handler takes
 * its clock as an argument, so 31 minutes pass without waiting for them.
 */
export async function replyAt(from: string, text: string, when: Date) {
  const before = repliesTo(from).length;
  await post(from, text);
  const outcomes: string[] = [];
  await drainLocalQueue(async ({ Records }) => {
    for (const record of Records) outcomes.push(await handleJob(JSON.parse(record.body), when));
    return { batchItemFailures: [] };
  });
  expect(outcomes).toEqual(['answered']);
  const replies = checkReplies(repliesTo(from).slice(before));
  expect(replies).toHaveLength(1);
  return replies[0];
}

/** A paying account (Simplify) in Auckland with a connected number and two members, Mia (child) and Sam. */
export async function family() {
  const u = await signedUpUser({ timezone: TZ, location: 'Auckland, New Zealand' });
  const number = newNumber();
  const { message } = await startConnection(u.user.id);
  expect(await say(number, message)).toEqual([texts.connected()]);
  await api.post('/api/create-checkout-session', { subscriptionType: 'simplify' }, { token: u.token });
  const customer = String((await allItems()).find((i) => i.entity === 'user' && i.id === u.user.id)!.stripe_customer_id);
  expect((await deliverStripeEvent(event('customer.subscription.created', subscription({ customer, userId: u.user.id, plan: 'simplify' })))).status).toBe(200);
  const mia = (await api.post('/api/family-members', childMember({ name: 'Mia Okafor', relationship: 'daughter' }), { token: u.token })).body as { id: string };
  const sam = (await api.post('/api/family-members', adultMember({ name: 'Sam Okafor' }), { token: u.token })).body as { id: string };
  return { ...u, number, mia, sam };
}
export type Family = Awaited<ReturnType<typeof family>>;

export type Item = Record<string, unknown>;
export const itemsOf = async (u: Family, entity: string) => (await allItems()).filter((i) => i.entity === entity && i.pk === `USER#${u.user.id}`);
/** The account's stored events (a series is one item). */
export const eventsOf = (u: Family) => itemsOf(u, 'event');
export const eventTitled = async (u: Family, title: string) => {
  const found = (await eventsOf(u)).filter((e) => e.title === title);
  expect(found).toHaveLength(1);
  return found[0];
};
/** An hour-long event filed through the API as the web app does: the family's, or a member's, once or repeating. */
export const addEvent = async (u: Family, title: string, date: string, time: string, opts: { memberId?: string; recurrence?: string } = {}) =>
  expect(
    (
      await api.post(
        '/api/calendar/events',
        { title, date, time, allDay: false, duration: 60, recurrence: opts.recurrence ?? 'none', familyMemberId: opts.memberId ?? null, memberIds: [] },
        { token: u.token },
      )
    ).status,
  ).toBe(201);
/** The open to-dos' tasks, sorted, as the web app lists them. */
export const openTodos = async (u: Family) =>
  ((await api.get('/api/todos', { token: u.token })).body as Array<{ task: string; isCompleted: boolean }>)
    .filter((t) => !t.isCompleted)
    .map((t) => t.task)
    .sort();
export const reminderOf = async (u: Family, eventId: unknown) => (await itemsOf(u, 'reminder')).find((r) => r.eventId === eventId);
/** The calendar as the web app lists it: occurrences of series expanded, at most 62 days at a time. */
export const calendar = async (u: Family, fromDate: string, toDate: string) => {
  const res = await api.get('/api/calendar/events', { token: u.token, query: { fromDate, toDate } });
  expect(res.status).toBe(200);
  return res.body as Item[];
};
export const conversationState = async (u: Family) => (await allItems()).find((i) => i.entity === 'whatsappState' && i.pk === `USER#${u.user.id}`);
/** A reminder's due time as stored: the start on the account's wall clock, minus the lead, in UTC. */
export const dueAt = (date: string, time: string, minutesBefore: number) =>
  DateTime.fromISO(`${date}T${time}`, { zone: TZ }).minus({ minutes: minutesBefore }).toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss'Z'");
