import { linkSidesOf } from '../auth/sessions';
import { calendarFamilies } from '../calendar/families';
import { addDays } from '../../shared/calendar';
import { composeEmail, sendEmail } from '../adapters/mailer';
import type { StoredEvent } from '../calendar/events';
import { nextReminder, reminderInstant } from '../calendar/reminders';
import { appUrl } from '../config';
import { keys } from '../data/keys';
import { isSendThrottled } from '../errors';
import { reasonOf } from './job-run';
import { advance, recordAttempt, remove, type Advances, type Following } from './reminder-advance';
import { log, type Outcome, type ReminderItem } from './reminder-item';
import type { Found } from './reminder-reads';
import type { UserItem } from '../data/users';
import { jobTexts } from './job-texts';

/** One due reminder: sent (its advance queued), retried, recorded as failed, or skipped. */

/** Reminders more than this late (the job was down) are skipped rather than sent out of the blue. */
const MAX_LATE_MS = 12 * 3600_000;
/** Send attempts per occurrence before it is recorded as failed and advanced. */
export const MAX_ATTEMPTS = 3;
const FAILURE_KEEP_DAYS = 90;

export async function handleOne(r: ReminderItem, now: Date, found: Found, advances: Advances): Promise<Outcome> {
  const rk = keys.reminder(r.userId, r.eventId);
  const current = found.reminders.get(`${rk.pk}|${rk.sk}`);
  // Moved or removed since the index was read (an edit, or a stale index entry): the table's schedule stands.
  if (!current || current.occurrence !== r.occurrence || current.dueAt !== r.dueAt) return 'skipped';
  const user = found.users.get(r.userId) ?? null;
  const event = user ? (found.events.get(`${keys.userPartition(r.userId)}|${r.eventId}`) ?? null) : null;
  if (!user || !event) {
    await remove(r);
    return 'removed';
  }
  const tz = user.timezone || 'UTC';
  const following = nextReminder(event, tz, now, addDays(r.occurrence, 1));
  if (now.getTime() - Date.parse(r.dueAt) > MAX_LATE_MS) {
    await advance(r, following);
    return 'skipped';
  }
  const names = event.memberIds.flatMap((id) => {
    const k = keys.member(r.userId, id);
    const name = found.members.get(`${k.pk}|${k.sk}`)?.name ?? found.adults.get(id)?.first_name;
    return typeof name === 'string' && name ? [name] : [];
  });
  const email = reminderEmail(user, event, r.occurrence, tz, names);
  try {
    await sendEmail(email);
  } catch (error) {
    return sendFailed(r, current.attempts ?? 0, following, error);
  }
  await remindAdults(r, event, found, (adult) => reminderEmail(adult, event, r.occurrence, tz, names));
  advances.add(r, following);
  return 'sent';
}

/**
 * The household's adults the event is for, and the linked adult who added it, are reminded too, while their link still shares the family's
 * calendar (read only for such events). Their copy is best effort: the holder's send decides retries, so a
 * failure here never sends the holder's twice.
 */
async function remindAdults(r: ReminderItem, event: StoredEvent, found: Found, compose: (adult: Recipient) => ReturnType<typeof composeEmail>) {
  const adults = [...new Set([...event.memberIds, ...(event.addedBy ? [event.addedBy] : [])])].filter((id) => id !== r.userId && found.adults.has(id));
  if (!adults.length) return;
  const linked = new Set(calendarFamilies({ userId: r.userId, links: await linkSidesOf(r.userId) }).map((f) => f.id));
  for (const id of adults.filter((a) => linked.has(a))) {
    const adult = found.adults.get(id)!;
    await sendEmail(compose(adult)).catch((error: unknown) =>
      log({ msg: 'reminder copy to a household adult failed', userId: r.userId, eventId: r.eventId, adultId: id, reason: reasonOf(error) }, 'error'),
    );
  }
}

async function sendFailed(r: ReminderItem, previous: number, following: Following, error: unknown): Promise<Outcome> {
  const reason = reasonOf(error);
  // SES throttling (over the account's sending rate) is not this reminder's failure: it stays due, attempts unchanged.
  const attempts = isSendThrottled(error) ? previous : previous + 1;
  if (attempts < MAX_ATTEMPTS) {
    log({ msg: 'reminder send failed, will retry', userId: r.userId, eventId: r.eventId, occurrence: r.occurrence, attempts, reason }, 'error');
    await recordAttempt(r, attempts, reason);
    return 'retried';
  }
  const at = new Date().toISOString();
  log({ msg: 'reminder failed', userId: r.userId, eventId: r.eventId, occurrence: r.occurrence, dueAt: r.dueAt, attempts, reason }, 'error');
  await advance(r, following, {
    ...keys.reminderFailure(r.userId, r.eventId, r.occurrence),
    ...keys.reminderFailuresByTime(at, r.userId, r.eventId),
    entity: 'reminderFailure',
    userId: r.userId,
    eventId: r.eventId,
    occurrence: r.occurrence,
    dueAt: r.dueAt,
    attempts,
    reason,
    failedAt: at,
    ttl: Math.floor(Date.now() / 1000) + FAILURE_KEEP_DAYS * 86_400,
  });
  return 'failed';
}

/** Who a reminder goes to: the account holder, or a household adult in their own profile language. */
type Recipient = Pick<UserItem, 'email' | 'first_name' | 'preferred_language'>;

function reminderEmail(to: Recipient, e: StoredEvent, occurrence: string, tz: string, names: string[]) {
  const t = jobTexts(to.preferred_language);
  const start = reminderInstant({ ...e, reminderMinutes: 0 }, occurrence, tz);
  const lines = [t.reminderWhen(start, e.allDay, tz)];
  if (names.length) lines.push(t.reminderWho(names));
  if (e.location) lines.push(t.reminderWhere(e.location));
  if (e.description) lines.push(t.reminderNote(e.description));
  return composeEmail({
    to: to.email,
    subject: t.reminderSubject(e.title),
    greeting: t.hi(to.first_name),
    paragraphs: [t.reminderIntro(e.title), ...lines],
    action: { label: t.openCalendar, url: appUrl('/calendar') },
    language: t.lang,
  });
}
