import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DateTime } from 'luxon';
import { randomBytes } from 'node:crypto';
import { DEFAULT_TIMEZONE } from '../../shared/constants';
import { subscriptionType } from '../../shared/plans';
import type { AssistantJob } from '../adapters/queue';
import { config } from '../config';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import type { UserItem } from '../data/users';

/**
 * What the worker keeps about a conversation, all in the account's partition so deleting the account
 * deletes it: a state item (current session), sessions (a session lasts while each message comes within
 * 24 h of the one before: WhatsApp's customer-service window) and messages (direction, type, status, tool,
 * the first 1,000 characters of the text; never a token or code). The profile's whatsapp_session_count and
 * whatsapp_message_count (admin usage) change in the same transactions.
 */

export const SESSION_WINDOW_MS = 24 * 3_600_000;
/** Stored text is cut here (by characters, an emoji stays whole): enough to read a conversation back. */
export const STORED_TEXT_CHARS = 1000;

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

export function truncate(text: string, max = STORED_TEXT_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** The inbound-message item the webhook wrote, with what the worker has added so far. */
export interface InboundItem {
  claimedAt?: string;
  userId?: string;
  sessionId?: string;
  replyText?: string;
  replyTool?: string | null;
  sentAt?: string;
}

/**
 * Take the message for processing once. 'new': ours to handle; otherwise the item as it stands (a
 * redelivery: a stored reply that was not sent yet is sent, anything else is already done).
 */
export async function claim(messageId: string, now: Date): Promise<'new' | InboundItem> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.whatsappInbound(messageId),
        UpdateExpression: 'SET claimedAt = :t',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(claimedAt)',
        ExpressionAttributeValues: { ':t': now.toISOString() },
      }),
    );
    return 'new';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.whatsappInbound(messageId), ConsistentRead: true }));
  // Gone (7-day TTL) or never recorded by the webhook: nothing to do.
  return (Item as InboundItem | undefined) ?? { sentAt: 'unknown' };
}

/** Undo a claim when the work failed before anything was stored, so SQS's retry does it again. */
export async function release(messageId: string) {
  await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.whatsappInbound(messageId), UpdateExpression: 'REMOVE claimedAt' }));
}

/** An unknown number gets one answer per 24 h: true when this is the first in the window. */
export async function firstStrangerNotice(digits: string, now: Date): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.whatsappStranger(digits), entity: 'whatsappStranger', until: epoch(now) + 86_400, ttl: epoch(now) + 2 * 86_400 },
        ConditionExpression: 'attribute_not_exists(pk) OR #until < :now',
        ExpressionAttributeNames: { '#until': 'until' },
        ExpressionAttributeValues: { ':now': epoch(now) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The account's wall clock (its timezone; UTC when that is missing or unknown): a cap day is its local day. */
function localNow(user: Pick<UserItem, 'timezone'>, now: Date): DateTime {
  const local = DateTime.fromJSDate(now, { zone: user.timezone || DEFAULT_TIMEZONE });
  return local.isValid ? local : DateTime.fromJSDate(now, { zone: 'UTC' });
}

export type CapOutcome = { state: 'ok' } | { state: 'notice' | 'silent'; limit: number; timezone: string };

/**
 * Count one assistant request against the plan's daily cap (ASSISTANT_DAILY_LIMITS; a day is the
 * account's local day). The request just past the cap gets one notice, later ones silence.
 */
export async function countRequest(user: UserItem, now: Date): Promise<CapOutcome> {
  const plan = subscriptionType(user);
  const limit = config().ASSISTANT_DAILY_LIMITS[plan];
  if (limit === undefined) return { state: 'ok' };
  const local = localNow(user, now);
  const count = await addToDay(user, now, 'requests', 1);
  if (count <= limit) return { state: 'ok' };
  return { state: count === limit + 1 ? 'notice' : 'silent', limit, timezone: local.zoneName ?? 'UTC' };
}

/**
 * Add a model reply's tokens to the account's day, on the same item as the request count (`tokens` beside
 * `requests`), so the day's spend can be read next to the cap. Returns the day's total so far.
 */
export async function countTokens(user: Pick<UserItem, 'id' | 'timezone'>, now: Date, tokens: number): Promise<number> {
  return addToDay(user, now, 'tokens', Math.max(0, Math.round(tokens)));
}

/** Add to one counter of the account's local day (one item per day: requests and model tokens); the day's total. */
async function addToDay(user: Pick<UserItem, 'id' | 'timezone'>, now: Date, counter: 'requests' | 'tokens', by: number): Promise<number> {
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.whatsappDay(user.id, localNow(user, now).toISODate()!),
      UpdateExpression: 'ADD #c :n SET entity = :e, #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#c': counter, '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':n': by, ':e': 'whatsappDay', ':ttl': epoch(now) + 3 * 86_400 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.[counter] ?? by);
}

/** The model tokens the account has used on its local day so far (0 when none). */
export async function tokensToday(user: Pick<UserItem, 'id' | 'timezone'>, now: Date): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.whatsappDay(user.id, localNow(user, now).toISODate()!), ProjectionExpression: 'tokens' }));
  return Number(Item?.tokens ?? 0);
}

export interface SessionTurn {
  direction: 'in' | 'out';
  text: string;
}

/**
 * The current session's text messages, oldest first: what a language model gets as memory. Only a
 * session still open (last inbound message within 24 h) counts; at most `limit` of the newest messages.
 */
export async function sessionHistory(userId: string, now: Date, limit = 40): Promise<SessionTurn[]> {
  const state = await readState(userId);
  if (!state || !(Date.parse(String(state.lastInboundAt)) >= now.getTime() - SESSION_WINDOW_MS)) return [];
  const since = new Date(now.getTime() - SESSION_WINDOW_MS).toISOString();
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':from': `${keys.whatsappMessagePrefix}${since}`, ':to': `${keys.whatsappMessagePrefix}\uffff` },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.filter((m) => m.sessionId === state.sessionId && typeof m.text === 'string' && m.text && (m.direction === 'in' || m.direction === 'out'))
    .map((m) => ({ direction: m.direction as 'in' | 'out', text: String(m.text) }))
    .reverse();
}

const ownerRef = (userId: string, messageId: string) => keys.userOwnedRef(userId, `WAMSG#${messageId}`);

/** Keep a reply that is about to be sent for a number with no account (nothing else is stored). */
export async function storePendingReply(messageId: string, replyText: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.whatsappInbound(messageId),
      UpdateExpression: 'SET replyText = :r',
      ExpressionAttributeValues: { ':r': replyText },
    }),
  );
}

/**
 * Record an account's inbound message: the message, its session (new after 24 h of quiet), the counters,
 * and on the inbound item the reply about to be sent (so a redelivery after a failed send can send it).
 * Returns the session id.
 */
export async function recordInbound(
  userId: string,
  job: AssistantJob,
  now: Date,
  reply: { text: string; tool: string | null } | null,
  /** The state item, when the caller has already started reading it (saves a round trip). */
  prefetched?: Promise<Record<string, unknown> | undefined>,
  /** What the next message may answer (school documents); the state is replaced, so anything older is dropped. */
  pending?: unknown,
): Promise<string> {
  const state = await (prefetched ?? readState(userId));
  const at = now.toISOString();
  const current = state && Date.parse(String(state.lastInboundAt)) >= now.getTime() - SESSION_WINDOW_MS ? String(state.sessionId) : null;
  const sessionId = current ?? `${at}-${randomBytes(3).toString('hex')}`;
  const T = tableName();
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: T, Item: { ...keys.whatsappState(userId), entity: 'whatsappState', sessionId, lastInboundAt: at, ...(pending ? { pending } : {}) } } },
        current
          ? { Update: { TableName: T, Key: keys.whatsappSession(userId, sessionId), UpdateExpression: 'ADD messageCount :one SET lastMessageAt = :t', ExpressionAttributeValues: { ':one': 1, ':t': at } } }
          : { Put: { TableName: T, Item: { ...keys.whatsappSession(userId, sessionId), entity: 'whatsappSession', id: sessionId, startedAt: at, lastMessageAt: at, messageCount: 1 } } },
        {
          Put: {
            TableName: T,
            Item: { ...keys.whatsappMessage(userId, at, job.messageId), entity: 'whatsappMessage', direction: 'in', sessionId, type: job.type, text: job.text === undefined ? null : truncate(job.text), status: 'received', waMessageId: job.messageId, at },
          },
        },
        {
          Update: {
            TableName: T,
            Key: keys.user(userId),
            UpdateExpression: current ? 'ADD whatsapp_message_count :one' : 'ADD whatsapp_message_count :one, whatsapp_session_count :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        {
          Update: {
            TableName: T,
            Key: keys.whatsappInbound(job.messageId),
            UpdateExpression: reply ? 'SET userId = :u, sessionId = :s, gsi2pk = :g, gsi2sk = :gs, replyText = :r, replyTool = :tool' : 'SET userId = :u, sessionId = :s, gsi2pk = :g, gsi2sk = :gs',
            ExpressionAttributeValues: {
              ':u': userId,
              ':s': sessionId,
              ':g': ownerRef(userId, job.messageId).gsi2pk,
              ':gs': ownerRef(userId, job.messageId).gsi2sk,
              ...(reply ? { ':r': reply.text, ':tool': reply.tool } : {}),
            },
          },
        },
      ],
    }),
  );
  return sessionId;
}

/** The account's conversation state (current session); read early by the worker, alongside its other reads. */
export async function readState(userId: string): Promise<Record<string, unknown> | undefined> {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: keys.whatsappState(userId), ConsistentRead: true }))).Item;
}

/** After a successful send: the outbound record and counters, and the inbound item marked sent. */
export async function recordSent(messageId: string, to: { userId: string; sessionId: string } | null, reply: { text: string; tool: string | null }, waIds: string[], now: Date) {
  const T = tableName();
  const markSent = { Update: { TableName: T, Key: keys.whatsappInbound(messageId), UpdateExpression: 'SET sentAt = :t REMOVE replyText', ExpressionAttributeValues: { ':t': now.toISOString() } } };
  if (!to) {
    await db().send(new UpdateCommand(markSent.Update));
    return;
  }
  const at = now.toISOString();
  const send = db().send(
    new TransactWriteCommand({
      TransactItems: [
        markSent,
        {
          Put: {
            TableName: T,
            Item: { ...keys.whatsappMessage(to.userId, at, `${messageId}#out`), entity: 'whatsappMessage', direction: 'out', sessionId: to.sessionId, type: 'text', text: truncate(reply.text), tool: reply.tool, status: 'sent', parts: waIds.length, inReplyTo: messageId, at },
          },
        },
        { Update: { TableName: T, Key: keys.whatsappSession(to.userId, to.sessionId), UpdateExpression: 'ADD messageCount :one SET lastMessageAt = :t', ExpressionAttributeValues: { ':one': 1, ':t': at } } },
        { Update: { TableName: T, Key: keys.user(to.userId), UpdateExpression: 'ADD whatsapp_message_count :one', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':one': 1 } } },
      ],
    }),
  );
  try {
    await send;
  } catch (error) {
    // The account was deleted meanwhile: the reply went out; only mark it sent so it is not sent again.
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
    await db().send(new UpdateCommand(markSent.Update));
  }
}
