import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { drainLocalQueue } from '../../functions/adapters/queue';
import { handleJob } from '../../functions/assistant/conversation/worker';
import { db, tableName } from '../../functions/data/client';
import { keys } from '../../functions/data/keys';
import { startConnection } from '../../functions/whatsapp/connections';
// Setup calls (not metered) go through the same adapter as the tests'.
import { call } from '../../tests/helpers/api';
import { adultMember, childMember } from '../../tests/helpers/family';
import { inbound, signedPayload, webhookPayload } from '../local/whatsapp-events';
import { PHONE_NUMBER_ID } from './cost-run-env';
import { HOUR } from './cost-run-timeline';
import { expectStatus, signUp } from './seed';

/**
 * The family whose month is replayed: the account holder on the Simplify plan, the second parent and three
 * children, a connected WhatsApp number, both summaries on, a Shopping list and three to-dos; and the day the
 * month starts.
 */
export async function setUpFamily() {
  // Setup (not metered: an account is made once, not each month).
  const account = await signUp(call, process.env.SES_ENDPOINT!, { firstName: 'Maya' });
  const stamp = new Date().toISOString();
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(account.id),
      UpdateExpression: 'SET subscriptions = :s',
      ExpressionAttributeValues: { ':s': { sub_bench: { plan: 'simplify', status: 'active', cancel_at_period_end: false, current_period_end: null } } },
    }),
  );
  const token = account.token;
  const members: string[] = [];
  for (const body of [
    adultMember({ name: 'Sam Okafor' }),
    childMember({ name: 'Mia Okafor', date_of_birth: '2015-02-11' }),
    childMember({ name: 'Leo Okafor', date_of_birth: '2017-06-03' }),
    childMember({ name: 'Ava Okafor', date_of_birth: '2020-09-21' }),
  ])
    members.push(expectStatus(await call('POST', '/api/family-members', { body, token }), 201, 'member').body.id as string);
  const number = `1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  {
    const { message } = await startConnection(account.id);
    const { body, signature } = signedPayload(
      webhookPayload({ phoneNumberId: PHONE_NUMBER_ID, messages: [inbound(number, { type: 'text', text: message })] }),
      process.env.WHATSAPP_APP_SECRET!,
    );
    await call('POST', '/api/whatsapp/webhook', { rawBody: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
    await drainLocalQueue(async ({ Records }) => {
      for (const r of Records) await handleJob(JSON.parse(r.body));
      return { batchItemFailures: [] };
    });
  }
  expectStatus(await call('PUT', '/api/auth/profile', { body: { daily_push_enabled: true, weekly_email_enabled: true }, token }), 200, 'summaries on');
  // Every family starts with a shopping list.
  const lists = expectStatus(await call('GET', '/api/lists', { token }), 200, 'lists').body as
    Array<{ id: string; name: string }> | { lists: Array<{ id: string; name: string }> };
  const shopping = (Array.isArray(lists) ? lists : lists.lists).find((l) => /shopping/i.test(l.name))!;
  expectStatus(
    await call('POST', `/api/lists/${shopping.id}/items`, { body: { items: [{ text: 'Milk' }, { text: 'Bread' }, { text: 'Apples' }] }, token }),
    201,
    'list items',
  );
  for (const task of ['Sign the trip form', 'Pay school dinners', 'Book swimming lessons'])
    expectStatus(await call('POST', '/api/todos', { body: { task }, token }), 201, 'todo');

  // The month starts on the day of the first daily agenda (the schedule's first due instant, 07:00 UTC).
  const schedules =
    (await db().send(new ScanCommand({ TableName: tableName(), FilterExpression: 'entity = :e', ExpressionAttributeValues: { ':e': 'summarySchedule' } })))
      .Items ?? [];
  const dailyDue = Date.parse(String(schedules.find((s) => s.kind === 'daily')!.dueAt));
  const weeklyDue = Date.parse(String(schedules.find((s) => s.kind === 'weekly')!.dueAt));
  const D0 = dailyDue - 7 * HOUR;
  return { account, stamp, token, members, number, shopping, dailyDue, weeklyDue, D0 };
}

export type Family = Awaited<ReturnType<typeof setUpFamily>>;
