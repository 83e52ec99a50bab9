import { DateTime } from 'luxon';
import { isValidTimezone } from '../../shared/auth-rules';
import { db } from '../data/client';
import { deleteItem, updateItem } from '../data/commands';
import { keys, type SummaryKind } from '../data/keys';
import { isConditionFailed } from '../data/dynamo-errors';
import { ignoreAccountGone, putForAccount, type UserItem } from '../data/users';

/**
 * When the summaries are due, and how a run finds the due accounts: while an account's toggle is on it has one schedule item per kind (its partition,
 * `keys.summarySchedule`) in the sparse `SUMMARIES#<kind>` index under its next due instant in UTC, worked
 * out in the account's timezone (07:00 daily, Sunday 18:00 weekly, DST included). A run is one Query of
 * that index up to now, never a Scan. The profile update keeps the item in step with the toggle and the
 * timezone (`syncSummarySchedules`); after each period the job moves it to the next due instant.
 */

/** When each kind is due in the account's timezone, how late it may still go out, and how long its record is kept. */
export const SCHEDULES: Record<
  SummaryKind,
  { hour: number; weekday: number | null; maxLateMs: number; keepDays: number; toggle: 'daily_push_enabled' | 'weekly_email_enabled' }
> = {
  daily: { hour: 7, weekday: null, maxLateMs: 3 * 3_600_000, keepDays: 35, toggle: 'daily_push_enabled' },
  // Luxon weekdays: 7 = Sunday.
  weekly: { hour: 18, weekday: 7, maxLateMs: 12 * 3_600_000, keepDays: 400, toggle: 'weekly_email_enabled' },
};

const zoneOf = (timezone: string | null | undefined) => (timezone && isValidTimezone(timezone) ? timezone : 'UTC');

/** The first due instant strictly after `after`, in the zone, and its period (the local date it is due on). */
export function nextDue(kind: SummaryKind, timezone: string | null | undefined, after: Date): { dueAt: string; period: string } {
  const s = SCHEDULES[kind];
  const day = DateTime.fromJSDate(after, { zone: zoneOf(timezone) }).startOf('day');
  for (let i = 0; i < 9; i++) {
    const at = day.plus({ days: i }).set({ hour: s.hour, minute: 0, second: 0, millisecond: 0 });
    if (s.weekday !== null && at.weekday !== s.weekday) continue;
    if (at.toMillis() > after.getTime()) return { dueAt: at.toUTC().toISO()!, period: at.toISODate()! };
  }
  throw new Error(`no ${kind} due instant found after ${after.toISOString()}`);
}

const scheduleItem = (userId: string, kind: SummaryKind, due: { dueAt: string; period: string }) => ({
  ...keys.summarySchedule(userId, kind),
  ...keys.summariesDue(kind, due.dueAt, userId),
  entity: 'summarySchedule',
  kind,
  userId,
  dueAt: due.dueAt,
  period: due.period,
});

/**
 * After a profile update: each kind whose toggle was sent (or every enabled kind when the timezone changed)
 * gets its schedule item put (toggle on: next due instant in the current timezone) or deleted (off).
 */
export async function syncSummarySchedules(user: UserItem, touched: { daily?: boolean; weekly?: boolean; timezone?: boolean }, now = new Date()) {
  for (const kind of ['daily', 'weekly'] as const) {
    const on = user[SCHEDULES[kind].toggle] === true;
    if (!touched[kind] && !(touched.timezone && on)) continue;
    if (on) {
      // An account deleted meanwhile has nothing to schedule.
      await putForAccount(user.id, { Item: scheduleItem(user.id, kind, nextDue(kind, user.timezone, now)) }).catch(ignoreAccountGone);
    } else {
      await db().send(deleteItem({ Key: keys.summarySchedule(user.id, kind) }));
    }
  }
}

export interface ScheduleItem {
  userId: string;
  dueAt: string;
  period: string;
}

/** Move the schedule to the next due instant after this one and after now (a run that was down does not catch up). */
export async function advanceSchedule(kind: SummaryKind, s: ScheduleItem, user: UserItem, now: Date) {
  const after = new Date(Math.max(Date.parse(s.dueAt) + 1, now.getTime()));
  const next = nextDue(kind, user.timezone, after);
  await db()
    .send(
      updateItem({
        Key: keys.summarySchedule(s.userId, kind),
        // Both index keys: a schedule written before the due index was sharded moves to its shard here.
        UpdateExpression: 'SET dueAt = :nd, #p = :np, gsi1pk = :gpk, gsi1sk = :gsk',
        ConditionExpression: 'dueAt = :due',
        ExpressionAttributeNames: { '#p': 'period' },
        ExpressionAttributeValues: {
          ':nd': next.dueAt,
          ':np': next.period,
          ':gpk': keys.summariesDue(kind, next.dueAt, s.userId).gsi1pk,
          ':gsk': keys.summariesDue(kind, next.dueAt, s.userId).gsi1sk,
          ':due': s.dueAt,
        },
      }),
    )
    .catch((error) => {
      if (!isConditionFailed(error)) throw error; // rescheduled meanwhile (toggle or timezone saved): that stands
    });
}

export async function removeSchedule(kind: SummaryKind, s: ScheduleItem) {
  await db()
    .send(
      deleteItem({
        Key: keys.summarySchedule(s.userId, kind),
        ConditionExpression: 'dueAt = :due',
        ExpressionAttributeValues: { ':due': s.dueAt },
      }),
    )
    .catch((error) => {
      if (!isConditionFailed(error)) throw error;
    });
}
