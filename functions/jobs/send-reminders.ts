import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DateTime } from 'luxon';
import { addDays } from '../../shared/calendar';
import { composeEmail, sendEmail } from '../adapters/mailer';
import { getEvent, type StoredEvent } from '../calendar/events';
import { nextReminder, reminderInstant } from '../calendar/reminders';
import { config } from '../config';
import { queryAll } from '../data/batch';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import { getUser } from '../data/users';

/** Reminders more than this late (the job was down) are skipped rather than sent out of the blue. */
const MAX_LATE_MS = 12 * 3600_000;

interface ReminderItem {
  userId: string;
  eventId: string;
  occurrence: string;
  dueAt: string;
}

/**
 * Send every due reminder once. Each is claimed with a conditional update that moves it to the next
 * occurrence (or deletes it); only the run whose claim succeeds sends the email, so overlapping runs
 * never send twice.
 */
export async function runReminderJob(now = new Date()): Promise<{ due: number; sent: number }> {
  const due = (await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :r AND gsi1sk <= :now',
    ExpressionAttributeValues: { ':r': 'REMINDERS', ':now': `${now.toISOString()}~` },
  })) as unknown as ReminderItem[];
  let sent = 0;
  for (const r of due) {
    const user = await getUser(r.userId);
    const event = user ? await getEvent(r.userId, r.eventId).catch(() => null) : null;
    const tz = user?.timezone || 'UTC';
    const next = event ? nextReminder(event, tz, now, addDays(r.occurrence, 1)) : null;
    if (!(await claim(r, next))) continue;
    if (!user || !event || now.getTime() - Date.parse(r.dueAt) > MAX_LATE_MS) continue;
    await sendEmail(await reminderEmail(r.userId, user.email, user.first_name, event, r.occurrence, tz));
    sent += 1;
  }
  return { due: due.length, sent };
}

async function claim(r: ReminderItem, next: { occurrence: string; dueAt: string } | null): Promise<boolean> {
  const key = keys.reminder(r.userId, r.eventId);
  const condition = { ConditionExpression: 'occurrence = :occ AND dueAt = :due', ExpressionAttributeValues: { ':occ': r.occurrence, ':due': r.dueAt } };
  try {
    if (next) {
      const index = keys.remindersDue(next.dueAt, r.userId, r.eventId);
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET occurrence = :nocc, dueAt = :ndue, gsi1sk = :gsk',
          ConditionExpression: condition.ConditionExpression,
          ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':nocc': next.occurrence, ':ndue': next.dueAt, ':gsk': index.gsi1sk },
        }),
      );
    } else {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: key, ...condition }));
    }
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

async function reminderEmail(userId: string, to: string, firstName: string, e: StoredEvent, occurrence: string, tz: string) {
  const member = e.familyMemberId ? (await db().send(new GetCommand({ TableName: tableName(), Key: keys.member(userId, e.familyMemberId) }))).Item : undefined;
  const start = reminderInstant({ ...e, reminderMinutes: 0 }, occurrence, tz);
  const when = e.allDay ? start.toFormat('cccc d LLLL yyyy') + ' (all day)' : `${start.toFormat("cccc d LLLL yyyy 'at' HH:mm")} (${tz})`;
  const lines = [`When: ${when}`];
  if (member?.name) lines.push(`Who: ${member.name}`);
  if (e.location) lines.push(`Where: ${e.location}`);
  if (e.description) lines.push(e.description);
  return composeEmail({
    to,
    subject: `Reminder: ${e.title}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [`This is your reminder for "${e.title}".`, ...lines],
    action: { label: 'Open the family calendar', url: `${config().APP_URL.replace(/\/$/, '')}/calendar` },
  });
}

export const handler = async () => {
  const result = await runReminderJob();
  if (config().LOG_LEVEL !== 'silent') console.log(JSON.stringify({ level: 'info', job: 'send-reminders', at: DateTime.utc().toISO(), ...result }));
  return result;
};
