import { randomBytes } from 'node:crypto';
import type { AssistantJob } from '../adapters/queue';
import { db } from '../data/client';
import { getItem, query, transact, updateItem } from '../data/commands';
import { keys } from '../data/keys';
import { isTransactionCancelled } from '../data/dynamo-errors';

/**
 * What the worker keeps about a conversation, all in the account's partition so deleting the account
 * deletes it: a state item (current session), sessions (a session lasts while each message comes within
 * 24 h of the one before: WhatsApp's customer-service window) and messages (direction, type, status, tool,
 * the first 1,000 characters of the text; never a token or code). The profile's whatsapp_session_count and
 * whatsapp_message_count (admin usage) change in the same transactions.
 *
 * The inbound item's claim is in inbound.ts; the daily cap, token counts and the stranger notice in limits.ts.
 */

export const SESSION_WINDOW_MS = 24 * 3_600_000;
/** Stored text is cut here (by characters, an emoji stays whole): enough to read a conversation back. */
export const STORED_TEXT_CHARS = 1000;

export function truncate(text: string, max = STORED_TEXT_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
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
    query({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.user(userId).pk,
        ':from': `${keys.whatsappMessagePrefix}${since}`,
        ':to': `${keys.whatsappMessagePrefix}\uffff`,
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.filter((m) => m.sessionId === state.sessionId && typeof m.text === 'string' && m.text && (m.direction === 'in' || m.direction === 'out'))
    .map((m) => ({ direction: m.direction as 'in' | 'out', text: String(m.text) }))
    .reverse();
}

const ownerRef = (userId: string, messageId: string) => keys.userOwnedRef(userId, `WAMSG#${messageId}`);

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
  await db().send(
    transact([
      {
        Put: {
          Item: { ...keys.whatsappState(userId), entity: 'whatsappState', sessionId, lastInboundAt: at, ...(pending ? { pending } : {}) },
        },
      },
      current
        ? {
            Update: {
              Key: keys.whatsappSession(userId, sessionId),
              UpdateExpression: 'ADD messageCount :one SET lastMessageAt = :t',
              ExpressionAttributeValues: { ':one': 1, ':t': at },
            },
          }
        : {
            Put: {
              Item: {
                ...keys.whatsappSession(userId, sessionId),
                entity: 'whatsappSession',
                id: sessionId,
                startedAt: at,
                lastMessageAt: at,
                messageCount: 1,
              },
            },
          },
      {
        Put: {
          Item: {
            ...keys.whatsappMessage(userId, at, job.messageId),
            entity: 'whatsappMessage',
            direction: 'in',
            sessionId,
            type: job.type,
            text: job.text === undefined ? null : truncate(job.text),
            status: 'received',
            waMessageId: job.messageId,
            at,
          },
        },
      },
      {
        Update: {
          Key: keys.user(userId),
          UpdateExpression: current ? 'ADD whatsapp_message_count :one' : 'ADD whatsapp_message_count :one, whatsapp_session_count :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      {
        Update: {
          Key: keys.whatsappInbound(job.messageId),
          UpdateExpression: reply
            ? 'SET userId = :u, sessionId = :s, gsi2pk = :g, gsi2sk = :gs, replyText = :r, replyTool = :tool'
            : 'SET userId = :u, sessionId = :s, gsi2pk = :g, gsi2sk = :gs',
          ExpressionAttributeValues: {
            ':u': userId,
            ':s': sessionId,
            ':g': ownerRef(userId, job.messageId).gsi2pk,
            ':gs': ownerRef(userId, job.messageId).gsi2sk,
            ...(reply ? { ':r': reply.text, ':tool': reply.tool } : {}),
          },
        },
      },
    ]),
  );
  return sessionId;
}

/** The account's conversation state (current session); read early by the worker, alongside its other reads. */
export async function readState(userId: string): Promise<Record<string, unknown> | undefined> {
  return (await db().send(getItem({ Key: keys.whatsappState(userId), ConsistentRead: true }))).Item;
}

/** After a successful send: the outbound record and counters, and the inbound item marked sent. */
export async function recordSent(
  messageId: string,
  to: { userId: string; sessionId: string } | null,
  reply: { text: string; tool: string | null },
  waIds: string[],
  now: Date,
) {
  const markSent = {
    Update: {
      Key: keys.whatsappInbound(messageId),
      UpdateExpression: 'SET sentAt = :t REMOVE replyText',
      ExpressionAttributeValues: { ':t': now.toISOString() },
    },
  };
  if (!to) {
    await db().send(updateItem(markSent.Update));
    return;
  }
  const at = now.toISOString();
  const send = db().send(
    transact([
      markSent,
      {
        Put: {
          Item: {
            ...keys.whatsappMessage(to.userId, at, `${messageId}#out`),
            entity: 'whatsappMessage',
            direction: 'out',
            sessionId: to.sessionId,
            type: 'text',
            text: truncate(reply.text),
            tool: reply.tool,
            status: 'sent',
            parts: waIds.length,
            inReplyTo: messageId,
            at,
          },
        },
      },
      {
        Update: {
          Key: keys.whatsappSession(to.userId, to.sessionId),
          UpdateExpression: 'ADD messageCount :one SET lastMessageAt = :t',
          ExpressionAttributeValues: { ':one': 1, ':t': at },
        },
      },
      {
        Update: {
          Key: keys.user(to.userId),
          UpdateExpression: 'ADD whatsapp_message_count :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]),
  );
  try {
    await send;
  } catch (error) {
    // The account was deleted meanwhile: the reply went out; only mark it sent so it is not sent again.
    if (!isTransactionCancelled(error)) throw error;
    await db().send(updateItem(markSent.Update));
  }
}
