import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { BatchGetCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { composeEmail, sendEmail } from '../adapters/mailer';
import { isSendThrottled } from '../errors';
import { keys } from '../data/keys';
import { MAX_ATTEMPTS, runSummaryJob, type SummaryJob } from './summaries';

// The summary job's failure rule with the table and SES mocked (its runs against DynamoDB Local and the
// mail catcher are in tests/integration/summaries.test.ts). The rule is the reminder job's: see send-reminders.test.ts.
const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
afterEach(() => {
  ddb.reset();
  ses.reset();
});

const period = '2026-11-01';
const schedule = {
  ...keys.summarySchedule('u1', 'weekly'),
  ...keys.summariesDue('weekly', '2026-11-01T18:00:00.000Z', 'u1'),
  entity: 'summarySchedule',
  userId: 'u1',
  period,
  dueAt: '2026-11-01T18:00:00.000Z',
};
const user = { ...keys.user('u1'), entity: 'user', id: 'u1', email: 'maya@example.com', first_name: 'Maya', timezone: 'UTC', weekly_email_enabled: true };
const now = new Date('2026-11-01T18:01:00Z');

const job: SummaryJob<string> = {
  kind: 'weekly',
  entity: 'weekly_email_delivery',
  skipReason: () => null,
  compose: async () => 'Your week',
  async send(u, text) {
    await sendEmail(composeEmail({ to: u.email, subject: 'Your family week', greeting: 'Hi', paragraphs: [text] }));
    return { channel: 'email', ids: [] };
  },
};

/** The table as a run finds it: one due account whose claim of the period is its `attempts`-th. */
function table(attempts: number) {
  // Only the item's own partition of the sharded due index holds it.
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':k': schedule.gsi1pk } }, false).resolves({ Items: [schedule] });
  ddb.on(BatchGetCommand).resolves({ Responses: { [process.env.TABLE_NAME!]: [user] } });
  // The claim (ADD attempts) answers with the count; the other updates with nothing.
  ddb
    .on(UpdateCommand)
    .callsFake(async (input: { UpdateExpression?: string }) => (input.UpdateExpression?.includes('ADD attempts') ? { Attributes: { attempts } } : {}));
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  ddb.on(GetCommand).resolves({});
}
/** The update that records the send's outcome on the delivery record. */
const outcome = () =>
  ddb
    .commandCalls(UpdateCommand)
    .map((c) => c.args[0].input)
    .find((i) => i.ConditionExpression === 'leaseId = :lease');

const throttled = () => Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException' });

describe('a summary send that fails', () => {
  it('does not count SES throttling as an attempt: after two failures a throttled send is not the third', async () => {
    table(MAX_ATTEMPTS);
    ses.on(SendEmailCommand).rejects(throttled());
    expect(await runSummaryJob(job, now)).toMatchObject({ sent: 0, retried: 1, failed: 0 });
    expect(outcome()).toMatchObject({
      Key: keys.summaryDelivery('u1', 'weekly', period),
      ExpressionAttributeValues: expect.objectContaining({ ':status': 'retry', ':attempts': MAX_ATTEMPTS - 1 }),
    });
    // The schedule stays due for the next run.
    expect(ddb.commandCalls(UpdateCommand).filter((c) => c.args[0].input.Key?.sk === schedule.sk)).toHaveLength(0);
  });

  it('counts any other failure: the third is recorded failed', async () => {
    table(MAX_ATTEMPTS);
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }));
    expect(await runSummaryJob(job, now)).toMatchObject({ sent: 0, retried: 0, failed: 1 });
    expect(outcome()).toMatchObject({ ExpressionAttributeValues: expect.objectContaining({ ':status': 'failed' }) });
  });
});

describe('isSendThrottled (the one rule of both jobs)', () => {
  it('is SES throttling by name, also through a cause; not a quota or a refused message', () => {
    expect(isSendThrottled(throttled())).toBe(true);
    expect(isSendThrottled(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))).toBe(true);
    expect(isSendThrottled(new Error('wrapped', { cause: throttled() }))).toBe(true);
    expect(isSendThrottled(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }))).toBe(false);
    expect(isSendThrottled(Object.assign(new Error('Address blacklisted.'), { name: 'MessageRejected' }))).toBe(false);
    expect(isSendThrottled('TooManyRequestsException')).toBe(false);
  });
});
