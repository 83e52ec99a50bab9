import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { createHmac } from 'node:crypto';
import { WhatsAppMessageSchema, WhatsAppWebhookSchema, type WhatsAppMessage } from '../../shared/schemas/whatsapp';
import { enqueue, type AssistantJob } from '../adapters/queue';
import { secret } from '../adapters/secrets';
import { config } from '../config';
import { db } from '../data/client';
import { deleteItem, getItem, putItem, updateItem } from '../data/commands';
import { keys } from '../data/keys';
import { HttpError } from '../errors';
import { log } from '../log';
import { sameSecret } from './same-secret';

/**
 * The inbound-message item (7-day TTL): the webhook writes it once per message id, so Meta's redeliveries are
 * queued only once; the worker claims it once, and keeps on it the reply about to be sent, so a redelivery
 * after a failed send sends that reply rather than doing the work again.
 */

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
      updateItem({
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
  const { Item } = await db().send(getItem({ Key: keys.whatsappInbound(messageId), ConsistentRead: true }));
  // Gone (7-day TTL) or never recorded by the webhook: nothing to do.
  return (Item as InboundItem | undefined) ?? { sentAt: 'unknown' };
}

/** Undo a claim when the work failed before anything was stored, so SQS's retry does it again. */
export async function release(messageId: string) {
  await db().send(updateItem({ Key: keys.whatsappInbound(messageId), UpdateExpression: 'REMOVE claimedAt' }));
}

/** Keep a reply that is about to be sent for a number with no account (nothing else is stored). */
export async function storePendingReply(messageId: string, replyText: string) {
  await db().send(
    updateItem({
      Key: keys.whatsappInbound(messageId),
      UpdateExpression: 'SET replyText = :r',
      ExpressionAttributeValues: { ':r': replyText },
    }),
  );
}

/** How long a message id is remembered: Meta retries failed deliveries for up to 7 days. */
export const DEDUPE_DAYS = 7;

const refused = () => new HttpError(401, 'The X-Hub-Signature-256 header is missing or does not match this payload.');

/** `sha256=<hex>` over the exact bytes Meta sent (base64 bodies are decoded to those bytes first). */
async function verifySignature(header: string | undefined, body: Buffer) {
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!m) throw refused();
  const expected = createHmac('sha256', await secret('whatsappAppSecret'))
    .update(body)
    .digest('hex');
  if (!sameSecret(m[1].toLowerCase(), expected)) throw refused();
}

function warn(what: string, detail: Record<string, unknown> = {}) {
  log.warn({ what, ...detail });
}

const issues = (error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }) =>
  error.issues.slice(0, 3).map((i) => `${i.path.map(String).join('.')}: ${i.message}`);

/** Remember the id; false when it was already seen (a redelivery). */
async function firstDelivery(m: WhatsAppMessage, now: Date): Promise<boolean> {
  try {
    await db().send(
      putItem({
        Item: {
          ...keys.whatsappInbound(m.id),
          entity: 'whatsappInbound',
          type: m.type,
          receivedAt: now.toISOString(),
          ttl: Math.floor(now.getTime() / 1000) + DEDUPE_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * One webhook call from Meta: `bytes` is the exact body Meta signed, `rawBody` the same as text. Checks the
 * signature, records each new message id and queues it for the worker; answers what the handler returns.
 */
export async function receiveDeliveries(signature: string | undefined, bytes: Buffer, rawBody: string) {
  await verifySignature(signature, bytes);

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    warn('invalid JSON', { bytes: bytes.length });
    return { received: true, queued: 0 };
  }
  const parsed = WhatsAppWebhookSchema.safeParse(json);
  if (!parsed.success) {
    warn('unexpected payload shape', { issues: issues(parsed.error) });
    return { received: true, queued: 0 };
  }

  const ourNumber = config().WHATSAPP_PHONE_NUMBER_ID;
  const messages: WhatsAppMessage[] = [];
  let statuses = 0;
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      const value = change.value;
      if (value.metadata && value.metadata.phone_number_id !== ourNumber) {
        warn('message for another phone number id', { phoneNumberId: value.metadata.phone_number_id });
        continue;
      }
      // Statuses of what we sent (sent, delivered, read, failed) are acknowledged and never answered.
      statuses += value.statuses?.length ?? 0;
      for (const raw of value.messages ?? []) {
        const m = WhatsAppMessageSchema.safeParse(raw);
        if (m.success) messages.push(m.data);
        else warn('unexpected message shape', { issues: issues(m.error) });
      }
    }
  }

  const now = new Date();
  const fresh = (await Promise.all(messages.map(async (m) => ((await firstDelivery(m, now)) ? m : null)))).filter((m) => m !== null);
  const jobs: AssistantJob[] = fresh.map((m) => {
    // Documents and photos go to the worker as their media id (downloaded there) with the caption as text.
    const file = m.type === 'document' ? m.document : m.type === 'image' ? m.image : undefined;
    const media = file
      ? {
          id: file.id,
          ...(file.mime_type ? { mimeType: file.mime_type } : {}),
          ...('filename' in file && typeof file.filename === 'string' ? { fileName: file.filename } : {}),
        }
      : undefined;
    return {
      messageId: m.id,
      from: m.from,
      type: m.type,
      ...(m.type === 'text' && m.text ? { text: m.text.body } : {}),
      ...(file?.caption ? { text: file.caption } : {}),
      ...(media ? { media } : {}),
      receivedAt: now.toISOString(),
    };
  });
  // One at a time, in the order sent: if queueing fails part-way, only the ids not yet queued are
  // forgotten (so Meta's retry takes them), and the error (500) makes Meta retry.
  for (let i = 0; i < jobs.length; i += 1) {
    try {
      await enqueue([jobs[i]]);
    } catch (error) {
      await Promise.all(
        jobs.slice(i).map((j) =>
          db()
            .send(deleteItem({ Key: keys.whatsappInbound(j.messageId) }))
            .catch(() => undefined),
        ),
      );
      throw error;
    }
  }
  return { received: true, queued: jobs.length, duplicates: messages.length - jobs.length, statuses };
}
