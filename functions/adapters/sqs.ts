import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { awsClientConfig } from './aws';

/** What the queues share: one SQS client per process, and the in-process stand-in's records and consumers. */

let client: import('@aws-sdk/client-sqs').SQSClient | undefined;

/** The SDK loads on first use: functions that never send to a queue never load it. */
export async function sqsClient() {
  const { SQSClient } = await import('@aws-sdk/client-sqs');
  client ??= new SQSClient(awsClientConfig('sqs'));
  return client;
}

/** A worker handler, as Lambda's SQS event source calls it. */
export type QueueConsumer = (event: SQSEvent) => Promise<SQSBatchResponse>;

/** An SQS record as Lambda would hand it to a worker, for the in-process queues. */
export function localRecord(body: string, queue: string, attributes: Record<string, string> = {}): SQSRecord {
  const now = String(Date.now());
  return {
    messageId: randomUUID(),
    receiptHandle: randomUUID(),
    body,
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: now, SenderId: 'local', ApproximateFirstReceiveTimestamp: now, ...attributes },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:local:000000000000:${queue}`,
    awsRegion: 'local',
  };
}
