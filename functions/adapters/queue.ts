import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { config } from '../config';
import { localRecord, sqsClient, type QueueConsumer } from './sqs';

/**
 * The assistant queue. In AWS: SQS (FIFO, one message group per sender, so one person's messages are
 * answered in order). Locally and in tests: an in-process queue drained by the same worker handler.
 */

/** What the webhook hands the worker: one inbound WhatsApp message, already deduplicated. */
export const AssistantJobSchema = z.object({
  messageId: z.string().min(1).max(256),
  /** The sender's number: digits, no `+`. */
  from: z.string().regex(/^\d{6,20}$/),
  /** Meta's message type (text, image, audio, reaction, ...). */
  type: z.string().min(1).max(40),
  /** The text of a text message (Meta allows 4,096 characters; more is accepted and handled). */
  text: z.string().max(100_000).optional(),
  /** A document or image message: the media to download (its caption is `text`). */
  media: z.object({ id: z.string().min(1).max(256), mimeType: z.string().max(200).optional(), fileName: z.string().max(1000).optional() }).optional(),
  receivedAt: z.iso.datetime(),
});
export type AssistantJob = z.infer<typeof AssistantJobSchema>;

async function sendToSqs(queueUrl: string, job: AssistantJob) {
  const { SendMessageCommand } = await import('@aws-sdk/client-sqs');
  const sqs = await sqsClient();
  const fifo = queueUrl.endsWith('.fifo');
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(job),
      ...(fifo ? { MessageGroupId: job.from, MessageDeduplicationId: dedupeId(job.messageId) } : {}),
    }),
  );
}

/** SQS deduplication ids are at most 128 characters of a limited alphabet; Meta's ids are longer base64. */
const dedupeId = (messageId: string) => {
  const safe = messageId.replace(/[^A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g, '_');
  return safe.length <= 128 ? safe : safe.slice(-128);
};

// ---- the in-process queue (no ASSISTANT_QUEUE_URL) ----
// The worker is handed in from outside (the local stack reads it from the route table, tests import it):
// importing it here would bundle the whole assistant into the webhook's Lambda.
const pending: SQSRecord[] = [];
let autoConsumer: QueueConsumer | null = null;

/** The local stack drains with this consumer on every enqueue; tests leave it unset and drain when they choose. */
export function consumeLocally(consumer: QueueConsumer | null) {
  autoConsumer = consumer;
}

export const localQueueLength = () => pending.length;

const localJobRecord = (job: AssistantJob) => localRecord(JSON.stringify(job), 'assistant.fifo', { MessageGroupId: job.from });

/** Queue jobs for the assistant worker. */
export async function enqueue(jobs: AssistantJob[]): Promise<void> {
  const queueUrl = config().ASSISTANT_QUEUE_URL;
  if (queueUrl) {
    // In order: a FIFO group keeps the order its messages were sent in.
    for (const job of jobs) await sendToSqs(queueUrl, job);
    return;
  }
  pending.push(...jobs.map(localJobRecord));
  const consumer = autoConsumer;
  if (consumer) setImmediate(() => void drainLocalQueue(consumer).catch((error) => console.error('assistant worker failed:', error)));
}

let draining: Promise<number> | null = null;

/**
 * Run the worker over everything queued locally, 10 records per call like the SQS event source; failed
 * records go back on the queue once (a stand-in for SQS redelivery; the DLQ takes over in AWS).
 * Resolves with the number of records handled. Concurrent calls share one drain.
 */
export function drainLocalQueue(consumer: QueueConsumer): Promise<number> {
  if (draining) return draining;
  const run = async () => {
    let handled = 0;
    while (pending.length) {
      const batch = pending.splice(0, 10);
      const out = await consumer({ Records: batch });
      handled += batch.length;
      for (const failure of out.batchItemFailures) {
        const record = batch.find((r) => r.messageId === failure.itemIdentifier);
        const count = Number(record?.attributes.ApproximateReceiveCount ?? 1);
        if (record && count < 2) pending.push({ ...record, attributes: { ...record.attributes, ApproximateReceiveCount: String(count + 1) } });
      }
    }
    return handled;
  };
  const current = run().finally(() => {
    if (draining === current) draining = null;
  });
  draining = current;
  return current;
}
