import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '../data/keys';
import { runReminderJob } from './send-reminders';

// Only a fault reaches these paths (a throttled read), so the table and SES are mocked here; the job's
// behaviour against DynamoDB Local and the mail catcher is in tests/integration/reminders.test.ts.
const ddb = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
afterEach(() => {
  ddb.reset();
  ses.reset();
});

const reminder = { ...keys.reminder('u1', 'e1'), entity: 'reminder', userId: 'u1', eventId: 'e1', occurrence: '2026-03-05', dueAt: '2026-03-05T08:30:00Z', ...keys.remindersDue('2026-03-05T08:30:00Z', 'u1', 'e1') };
const user = { ...keys.user('u1'), id: 'u1', email: 'maya@example.com', first_name: 'Maya', timezone: 'UTC' };
const now = new Date('2026-03-05T08:31:00Z');
const throttled = () => Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), { name: 'ProvisionedThroughputExceededException' });

function table(opts: { userRead?: 'fails'; eventRead: 'fails' | 'missing' }) {
  ddb.on(QueryCommand).resolves({ Items: [reminder] });
  ddb.on(UpdateCommand).resolves({ Attributes: { ...reminder, leaseUntil: 1, leaseId: 'x' } });
  ddb.on(DeleteCommand).resolves({});
  if (opts.userRead === 'fails') ddb.on(GetCommand, { Key: keys.user('u1') }).rejects(throttled());
  else ddb.on(GetCommand, { Key: keys.user('u1') }).resolves({ Item: user });
  if (opts.eventRead === 'fails') ddb.on(GetCommand, { Key: keys.event('u1', 'e1') }).rejects(throttled());
  else ddb.on(GetCommand, { Key: keys.event('u1', 'e1') }).resolves({});
  ses.on(SendEmailCommand).resolves({});
}

describe('the reminder job when a read fails', () => {
  it('keeps the reminder due when the event read is throttled: no delete, no send, the lease released with the reason', async () => {
    table({ eventRead: 'fails' });
    expect(await runReminderJob(now)).toMatchObject({ due: 1, sent: 0, retried: 1, removed: 0, failed: 0 });
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    const updates = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(updates).toHaveLength(2);
    expect(updates[0].UpdateExpression).toContain('leaseUntil');
    expect(updates[1]).toMatchObject({ Key: keys.reminder('u1', 'e1'), UpdateExpression: expect.stringContaining('REMOVE leaseUntil') });
    expect(updates[1].ExpressionAttributeValues![':lastError']).toContain('ProvisionedThroughputExceededException');
    // Neither moves the reminder to another occurrence.
    expect(updates.some((u) => u.UpdateExpression!.includes('occurrence ='))).toBe(false);
  });

  it('keeps it too when the account read is throttled', async () => {
    table({ userRead: 'fails', eventRead: 'missing' });
    expect(await runReminderJob(now)).toMatchObject({ sent: 0, retried: 1, removed: 0 });
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('removes it when the event read succeeds and finds nothing', async () => {
    table({ eventRead: 'missing' });
    expect(await runReminderJob(now)).toMatchObject({ sent: 0, retried: 0, removed: 1 });
    const [del] = ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input);
    expect(del).toMatchObject({ Key: keys.reminder('u1', 'e1'), ExpressionAttributeValues: { ':occ': reminder.occurrence, ':due': reminder.dueAt } });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
