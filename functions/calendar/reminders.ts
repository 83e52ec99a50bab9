import { DateTime } from 'luxon';
import { addDays, nextOccurrenceOnOrAfter } from '../../shared/calendar';
import { db } from '../data/client';
import { deleteItem, transact } from '../data/commands';
import { keys } from '../data/keys';
import { accountExists } from '../data/users';
import type { StoredEvent } from './events';
import { failedAt } from '../data/dynamo-errors';

/**
 * One reminder item per event: the next occurrence's due instant. Wall-clock date + time in the
 * account's timezone → UTC with luxon, so daylight-saving changes do not shift reminders.
 */
export function reminderInstant(e: Pick<StoredEvent, 'time' | 'allDay' | 'reminderMinutes'>, occurrence: string, timezone: string): DateTime {
  const [h, m] = e.allDay || !e.time ? [9, 0] : [Number(e.time.slice(0, 2)), Number(e.time.slice(3, 5))];
  const [y, mo, d] = occurrence.split('-').map(Number);
  return DateTime.fromObject({ year: y, month: mo, day: d, hour: h, minute: m }, { zone: timezone }).minus({ minutes: e.reminderMinutes ?? 0 });
}

/** The first occurrence (on or after `fromDate`, default today in the account's zone) whose reminder is not yet past. */
export function nextReminder(e: StoredEvent, timezone: string, now: Date, fromDate?: string): { occurrence: string; dueAt: string } | null {
  if (e.reminderMinutes == null) return null;
  let cursor = fromDate ?? DateTime.fromJSDate(now, { zone: timezone }).minus({ days: 1 }).toISODate()!;
  for (let i = 0; i < 400; i++) {
    const occurrence = nextOccurrenceOnOrAfter(e, cursor);
    if (!occurrence) return null;
    const due = reminderInstant(e, occurrence, timezone);
    if (due.toMillis() >= now.getTime()) return { occurrence, dueAt: due.toUTC().toISO({ suppressMilliseconds: true })! };
    cursor = addDays(occurrence, 1);
  }
  return null;
}

/** Schedule (or cancel) the event's reminder after it is saved or deleted. */
export async function scheduleReminder(userId: string, e: StoredEvent | null, eventId: string, timezone: string, now = new Date(), after?: string) {
  const next = e ? nextReminder(e, timezone, now, after) : null;
  if (!next) {
    await db().send(deleteItem({ Key: keys.reminder(userId, eventId) }));
    return;
  }
  // Only while the account exists: a reminder must not outlive an account deleted meanwhile.
  await db()
    .send(
      transact([
        accountExists(userId),
        {
          Put: {
            Item: {
              ...keys.reminder(userId, eventId),
              entity: 'reminder',
              userId,
              eventId,
              occurrence: next.occurrence,
              dueAt: next.dueAt,
              ...keys.remindersDue(next.dueAt, userId, eventId),
            },
            // The reminder job may have sent this very reminder since it was worked out (the edit raced the
            // send): then the next one after it is scheduled instead, never the sent one again.
            ConditionExpression: 'attribute_not_exists(sentDueAt) OR sentOccurrence <> :occ OR sentDueAt <> :due',
            ExpressionAttributeValues: { ':occ': next.occurrence, ':due': next.dueAt },
          },
        },
        // …or sent it and deleted the reminder (the event's last occurrence): its sent record says so.
        {
          ConditionCheck: {
            Key: keys.reminderSent(userId, eventId),
            ConditionExpression: 'attribute_not_exists(pk) OR sentOccurrence <> :occ OR sentDueAt <> :due',
            ExpressionAttributeValues: { ':occ': next.occurrence, ':due': next.dueAt },
          },
        },
      ]),
    )
    .catch(async (error) => {
      if (failedAt(error, 0)) return;
      if ((failedAt(error, 1) || failedAt(error, 2)) && e) return scheduleReminder(userId, e, eventId, timezone, now, addDays(next.occurrence, 1));
      throw error;
    });
}
