import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '../../data/keys';
import { handler } from './worker';

// Only a fault reaches these paths, so the table is mocked: message "bad" cannot be claimed (DynamoDB error).
const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => ddb.reset());

const record = (id: string, from: string, body?: string): SQSRecord => ({
  messageId: `sqs-${id}`,
  receiptHandle: id,
  body: body ?? JSON.stringify({ messageId: id, from, type: 'reaction', receivedAt: new Date().toISOString() }),
  attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'x', ApproximateFirstReceiveTimestamp: '0', MessageGroupId: from },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:assistant.fifo',
  awsRegion: 'us-east-1',
});

describe('the assistant worker', () => {
  it('reports only failed records, and the later records of a failed sender, as batch item failures', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(UpdateCommand, { Key: keys.whatsappInbound('bad') }).rejects(new Error('ProvisionedThroughputExceededException'));
    ddb.on(GetCommand).resolves({});
    const out = await handler({
      Records: [
        record('ok-1', '15550001111'),
        record('bad', '15550002222'),
        record('after-bad', '15550002222'),
        record('ok-2', '15550001111'),
        record('unreadable', '15550003333', '{not json'),
      ],
    });
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: 'sqs-bad' }, { itemIdentifier: 'sqs-after-bad' }]);
    // The healthy records were claimed and handled; the one after the failure was not touched.
    const claimed = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key?.pk);
    expect(claimed).toEqual(expect.arrayContaining([keys.whatsappInbound('ok-1').pk, keys.whatsappInbound('ok-2').pk]));
    expect(claimed).not.toContain(keys.whatsappInbound('after-bad').pk);
  });

  it('returns no failures for a clean batch', async () => {
    ddb.on(UpdateCommand).resolves({});
    ddb.on(GetCommand).resolves({});
    expect(await handler({ Records: [record('a', '15550001111'), record('b', '15550002222')] })).toEqual({ batchItemFailures: [] });
  });
});
