import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { BatchGetCommand, DeleteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const reminder = {
  ...keys.reminder('u1', 'e1'),
  entity: 'reminder',
  userId: 'u1',
  eventId: 'e1',
  occurrence: '2026-03-05',
  dueAt: '2026-03-05T08:30:00Z',
  ...keys.remindersDue('2026-03-05T08:30:00Z', 'u1', 'e1'),
};
const user = { ...keys.user('u1'), entity: 'user', id: 'u1', email: 'maya@example.com', first_name: 'Maya', timezone: 'UTC' };
const event = {
  ...keys.event('u1', 'e1'),
  entity: 'event',
  id: 'e1',
  title: 'Swim',
  date: '2026-03-05',
  time: '09:00',
  allDay: false,
  recurrence: 'none',
  reminderMinutes: 30,
  exdates: [],
  familyMemberId: null,
};
const now = new Date('2026-03-05T08:31:00Z');
const throttled = () => Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), { name: 'ProvisionedThroughputExceededException' });

function table(opts: { read: 'fails' | 'event missing' | 'ok'; attempts?: number; stored?: Record<string, unknown> }) {
  // Only the item's own partition of the sharded due index holds it.
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(QueryCommand, { ExpressionAttributeValues: { ':k': reminder.gsi1pk } }, false).resolves({ Items: [reminder] });
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  const stored = { ...reminder, ...(opts.attempts ? { attempts: opts.attempts } : {}), ...opts.stored };
  if (opts.read === 'fails') ddb.on(BatchGetCommand).rejects(throttled());
  else ddb.on(BatchGetCommand).resolves({ Responses: { [process.env.TABLE_NAME!]: opts.read === 'ok' ? [stored, user, event] : [stored, user] } });
}
/** Writes other than the job's lock (taken with a Put, released with a Delete on its own key). */
const reminderDeletes = () =>
  ddb
    .commandCalls(DeleteCommand)
    .map((c) => c.args[0].input)
    .filter((i) => i.Key!.sk !== 'LOCK');

describe('the reminder job when a dependency fails', () => {
  it('keeps the reminder due when the (strongly consistent) read is throttled: no write, no send', async () => {
    table({ read: 'fails' });
    expect(await runReminderJob(now)).toMatchObject({ due: 1, sent: 0, retried: 1, removed: 0, failed: 0, left: 0 });
    const [read] = ddb.commandCalls(BatchGetCommand).map((c) => c.args[0].input);
    expect(read.RequestItems![process.env.TABLE_NAME!]).toMatchObject({
      ConsistentRead: true,
      Keys: expect.arrayContaining([keys.reminder('u1', 'e1'), keys.user('u1'), keys.event('u1', 'e1')]),
    });
    expect(reminderDeletes()).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('removes it when the read succeeds and the event is not there', async () => {
    table({ read: 'event missing' });
    expect(await runReminderJob(now)).toMatchObject({ sent: 0, retried: 0, removed: 1 });
    const [del] = reminderDeletes();
    expect(del).toMatchObject({ Key: keys.reminder('u1', 'e1'), ExpressionAttributeValues: { ':occ': reminder.occurrence, ':due': reminder.dueAt } });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('does not count SES throttling as an attempt: after two failures a throttled send is not the third', async () => {
    table({ read: 'ok', attempts: 2 });
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException' }));
    expect(await runReminderJob(now)).toMatchObject({ sent: 0, retried: 1, failed: 0 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    const [retry] = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(retry).toMatchObject({
      Key: keys.reminder('u1', 'e1'),
      UpdateExpression: 'SET attempts = :attempts, lastError = :lastError',
      ExpressionAttributeValues: expect.objectContaining({ ':attempts': 2, ':due': reminder.dueAt }),
    });
  });

  it('does nothing while another live run holds the job lock', async () => {
    table({ read: 'ok' });
    ddb.on(PutCommand).rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));
    expect(await runReminderJob(now)).toMatchObject({ busy: true, due: 0, sent: 0 });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('skips an index entry the table no longer holds at that instant (moved by an edit, or a stale index)', async () => {
    table({ read: 'ok', stored: { occurrence: '2026-03-06', dueAt: '2026-03-06T08:30:00Z' } });
    expect(await runReminderJob(now)).toMatchObject({ sent: 0, skipped: 1, removed: 0 });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(reminderDeletes()).toHaveLength(0);
  });

  it('gives up after the third failed send and writes the summary line the ReminderFailures alarm counts, with the run id', async () => {
    table({ read: 'ok', attempts: 2 });
    ddb.on(TransactWriteCommand).resolves({});
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Address blacklisted.'), { name: 'MessageRejected' }));
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    try {
      expect(await runReminderJob(now, { requestId: 'run-42' })).toMatchObject({ sent: 0, failed: 1 });
    } finally {
      spy.mockRestore();
    }
    const summary = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'run summary');
    expect(summary).toMatchObject({ requestId: 'run-42', job: 'send-reminders', failed: 1, due: 1 });
  });

  it('advances sent reminders in one transaction; when it is cancelled (one moved meanwhile) writes each on its own', async () => {
    const second = { ...reminder, ...keys.reminder('u1', 'e2'), eventId: 'e2', ...keys.remindersDue(reminder.dueAt, 'u1', 'e2') };
    const event2 = { ...event, ...keys.event('u1', 'e2'), id: 'e2' };
    ddb.on(PutCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':k': reminder.gsi1pk } }, false).resolves({ Items: [reminder, second] });
    ddb.on(BatchGetCommand).resolves({ Responses: { [process.env.TABLE_NAME!]: [reminder, second, user, event, event2] } });
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException' }));
    ddb.on(DeleteCommand).resolves({});
    expect(await runReminderJob(now)).toMatchObject({ sent: 2, retried: 0 });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    const [tx, ...each] = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input);
    // Single events: each reminder's delete and the record of its send.
    expect(tx.TransactItems).toHaveLength(4);
    // Then each reminder on its own (delete and record together), still only from its due instant.
    const deletes = each.map((t) => t.TransactItems![0].Delete!);
    expect(deletes.map((d) => d.Key)).toEqual(expect.arrayContaining([keys.reminder('u1', 'e1'), keys.reminder('u1', 'e2')]));
    for (const d of deletes) expect(d.ExpressionAttributeValues).toMatchObject({ ':due': reminder.dueAt });
    for (const t of each) expect(t.TransactItems![1].Put!.Item).toMatchObject({ entity: 'reminderSent', sentDueAt: reminder.dueAt });
  });
});
