import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db } from '../data/client';
import { getItem, updateItem } from '../data/commands';
import { keys } from '../data/keys';

/**
 * The inbound-message item the webhook wrote (7-day TTL): the worker claims it once, and keeps on it the
 * reply about to be sent, so a redelivery after a failed send sends that reply rather than doing the work again.
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
