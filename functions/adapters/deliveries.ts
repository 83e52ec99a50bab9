import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { config } from '../config';
import { localRecord, sqsClient, type QueueConsumer } from './sqs';

/**
 * The deliveries queue: the reminder, summary and calendar refresh jobs' scheduled runs only read what is due
 * and hand it out here in batches; workers send (or, for calendars, fetch). In AWS an SQS standard queue feeds the deliveries worker (so a run's work is
 * bounded by the queue and the workers' concurrency, not by one Lambda's 15 minutes). Under `npm start` and in
 * the bench, an in-process queue drained by the same worker, several batches at once. With neither (the
 * tests), `fansOut()` is false and the scheduled run sends the batch itself, exactly as a worker would.
 */

const Item = z.record(z.string(), z.unknown());
export const DeliveryJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reminders'), items: z.array(Item).min(1).max(25) }),
  z.object({ kind: z.literal('summaries'), summary: z.enum(['daily', 'weekly']), items: z.array(Item).min(1).max(25) }),
  z.object({ kind: z.literal('subscriptions'), items: z.array(Item).min(1).max(25) }),
]);
/** What a scheduled run hands out: the due items as the index lists them (the worker validates the shape). */
export type DeliveryJob =
  { kind: 'reminders'; items: object[] } | { kind: 'summaries'; summary: 'daily' | 'weekly'; items: object[] } | { kind: 'subscriptions'; items: object[] };
/** Items per message: a message is one worker's batch of sends (and one advance transaction for reminders). */
export const ITEMS_PER_DELIVERY = 25;

async function sendToSqs(queueUrl: string, jobs: DeliveryJob[]) {
  const { SendMessageBatchCommand } = await import('@aws-sdk/client-sqs');
  const sqs = await sqsClient();
  for (let i = 0; i < jobs.length; i += 10) {
    let entries = jobs.slice(i, i + 10).map((job, n) => ({ Id: String(n), MessageBody: JSON.stringify(job) }));
    for (let attempt = 0; entries.length; attempt++) {
      if (attempt > 4) throw new Error(`SQS refused ${entries.length} deliveries`);
      const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
      const failed = new Set((out.Failed ?? []).map((f) => f.Id));
      entries = entries.filter((e) => failed.has(e.Id));
    }
  }
}

// ---- the in-process queue (npm start, the bench) ----
const pending: SQSRecord[] = [];
let consumer: { handle: QueueConsumer; concurrency: number } | null = null;
let running = 0;
const idle: Array<() => void> = [];

/** The local stack and the bench hand the worker in here (importing it would bundle it into the scheduler). */
export function consumeDeliveriesLocally(handle: QueueConsumer | null, concurrency = 4) {
  consumer = handle ? { handle, concurrency } : null;
}

/** Resolves when the in-process queue is empty and no batch is in flight. */
export const deliveriesIdle = () => (pending.length === 0 && running === 0 ? Promise.resolve() : new Promise<void>((resolve) => idle.push(resolve)));

function pump() {
  while (consumer && running < consumer.concurrency && pending.length) {
    const record = pending.shift()!;
    running++;
    const { handle } = consumer;
    void handle({ Records: [record] })
      .catch((error) => console.error('deliveries worker failed:', error))
      .finally(() => {
        running--;
        pump();
        if (!pending.length && running === 0) for (const resolve of idle.splice(0)) resolve();
      });
  }
}

/** Whether batches go to workers (SQS, or the in-process queue); otherwise the scheduled run sends them itself. */
export const fansOut = () => Boolean(config().DELIVERY_QUEUE_URL || consumer);

/** Hand the batches to the workers (call only when `fansOut()`). */
export async function dispatch(jobs: DeliveryJob[]): Promise<void> {
  const queueUrl = config().DELIVERY_QUEUE_URL;
  if (queueUrl) return sendToSqs(queueUrl, jobs);
  if (!consumer) throw new Error('No deliveries queue and no local worker');
  pending.push(...jobs.map((job) => localRecord(JSON.stringify(job), 'deliveries')));
  pump();
}

/** Split items into delivery-sized batches. */
export function batches<T>(items: T[], size = ITEMS_PER_DELIVERY): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
