import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { inbound, signedPayload, wamid, webhookPayload } from '../../scripts/local/whatsapp-events';
import { call } from '../../tests/helpers/api';
import { allItems } from '../../tests/helpers/table';
import { keys } from '../data/keys';
import { enqueue, localQueueLength, type AssistantJob } from './queue';

// With a queue URL the adapter talks to SQS (mocked here: only a fault can reach some of these paths).
const QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/simplify-assistant.fifo';
Object.assign(process.env, {
  ASSISTANT_QUEUE_URL: QUEUE_URL,
  WHATSAPP_APP_SECRET: randomBytes(32).toString('hex'),
  WHATSAPP_VERIFY_TOKEN: randomBytes(24).toString('base64url'),
  WHATSAPP_PHONE_NUMBER_ID: '222333444555666',
});
const sqs = mockClient(SQSClient);
afterEach(() => sqs.reset());

const job = (over: Partial<AssistantJob> = {}): AssistantJob => ({
  messageId: wamid(),
  from: '15550001111',
  type: 'text',
  text: 'hi',
  receivedAt: new Date().toISOString(),
  ...over,
});

describe('the SQS queue adapter', () => {
  it('sends each job to the FIFO queue grouped by sender and deduplicated by message id', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    const a = job({ from: '15550001111' });
    const b = job({ from: '15550002222', messageId: `wamid.${'A'.repeat(200)}==` });
    await enqueue([a, b]);
    const calls = sqs.commandCalls(SendMessageCommand).map((c) => c.args[0].input);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ QueueUrl: QUEUE_URL, MessageGroupId: '15550001111', MessageDeduplicationId: a.messageId });
    expect(JSON.parse(calls[0].MessageBody!)).toEqual(a);
    expect(calls[1].MessageGroupId).toBe('15550002222');
    expect(calls[1].MessageDeduplicationId!.length).toBeLessThanOrEqual(128);
    expect(localQueueLength()).toBe(0);
  });

  it('makes the webhook answer 500 and forget the message id when SQS fails, so that Meta retries it', async () => {
    const id = wamid();
    const { body, signature } = signedPayload(
      webhookPayload({ phoneNumberId: '222333444555666', messages: [inbound('15550003333', { type: 'text', text: 'hello' }, id)] }),
      process.env.WHATSAPP_APP_SECRET!,
    );
    const deliver = () =>
      call('POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });

    sqs.on(SendMessageCommand).rejects(new Error('ServiceUnavailable'));
    expect((await deliver()).status).toBe(500);
    expect((await allItems()).filter((i) => i.pk === keys.whatsappInbound(id).pk)).toEqual([]);

    sqs.reset();
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-2' });
    const retry = await deliver();
    expect(retry.status).toBe(200);
    expect(retry.body.queued).toBe(1);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(1);
    expect((await deliver()).body.queued).toBe(0);
  });
});
