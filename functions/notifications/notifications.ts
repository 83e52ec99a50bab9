import { TOKEN_LIFETIMES_SECONDS } from '../../shared/constants';
import { MAX_NOTIFICATIONS, type Notification } from '../../shared/schemas/notifications';
import type { FoundDate } from '../../shared/schemas/documents';
import { queryAll } from '../data/batch';
import { db } from '../data/client';
import { updateItem } from '../data/commands';
import { ignoreConditionFailed } from '../data/dynamo-errors';
import { sortableId } from '../data/ids';
import { keys } from '../data/keys';
import type { AuthContext } from '../auth/sessions';
import { ACCOUNT_GONE, type UserItem } from '../data/users';
import { unauthorized } from '../errors';

/**
 * What waits for the parent (docs/decisions/0017), computed from the items themselves on each read: nothing is
 * written when something happens. Read state is the ids that were waiting when the parent last opened the bell.
 */

/** School letters older than this are no longer offered: their dates are long settled or missed. */
const DOCUMENT_DAYS = 60;
/** Stripe keeps retrying the card in these states: the parent should update it. */
const PAYMENT_FAILED = new Set(['past_due', 'unpaid']);

type Waiting = Omit<Notification, 'read'>;

/** The account's own calendar day, to skip dates that have passed. */
const todayIn = (timezone: string, now: Date) => {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Invitations to the caller's verified address: found by the address, never by anything the caller sends. */
async function invitations(user: UserItem, now: Date): Promise<Waiting[]> {
  if (!user.email_verified) return [];
  const links = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :k',
    FilterExpression: '#s = :pending',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':k': keys.invitedIndexKey(user.email), ':pending': 'pending' },
  });
  const oldest = now.getTime() - TOKEN_LIFETIMES_SECONDS.invitation * 1000;
  return links
    .filter((l) => l.targetEmail === user.email && l.initiatorId !== user.id && Date.parse(String(l.created_at)) > oldest)
    .map((l) => ({
      id: `invitation:${String(l.id)}`,
      kind: 'invitation' as const,
      text: `Someone invited you to link your Simplify accounts. Open the invitation email sent to ${user.email} to accept or decline it.`,
      href: '/account-links',
      at: String(l.created_at),
    }));
}

/** Ready school letters (recent ones, by their time-ordered ids) with dates still to be added to the calendar. */
async function documentDates(user: UserItem, now: Date): Promise<Waiting[]> {
  const from = sortableId(now.getTime() - DOCUMENT_DAYS * 86_400_000, '');
  const docs = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    FilterExpression: '#s = :ready',
    ProjectionExpression: 'id, file_name, family_member_id, found_dates, updated_at',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: {
      ':pk': keys.userPartition(user.id),
      ':from': `${keys.documentPrefix}${from}`,
      ':to': `${keys.documentPrefix}~`,
      ':ready': 'ready',
    },
  });
  const today = todayIn(user.timezone || 'UTC', now);
  return docs.flatMap((d) => {
    const open = ((d.found_dates as FoundDate[] | undefined) ?? []).filter((f) => !f.eventId && f.date >= today);
    if (!open.length) return [];
    const memberId = typeof d.family_member_id === 'string' ? d.family_member_id : null;
    return [
      {
        id: `document:${String(d.id)}`,
        kind: 'document_dates' as const,
        text: `${plural(open.length, 'date', 'dates')} from the school letter "${String(d.file_name)}" ${open.length === 1 ? 'is' : 'are'} waiting to be added to your calendar.`,
        href: memberId ? `/family/${encodeURIComponent(memberId)}` : '/',
        at: String(d.updated_at),
      },
    ];
  });
}

/** Followed calendars whose last refresh failed (paused ones are left alone on purpose). */
async function calendarFailures(user: UserItem, now: Date): Promise<Waiting[]> {
  const subs = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
    FilterExpression: '#s = :error AND (attribute_not_exists(paused) OR paused <> :yes)',
    ProjectionExpression: 'id, #n, #e, lastRefreshedAt, lastManualAt, created_at',
    ExpressionAttributeNames: { '#s': 'status', '#n': 'name', '#e': 'error' },
    ExpressionAttributeValues: { ':pk': keys.userPartition(user.id), ':s': keys.subscriptionPrefix, ':error': 'error', ':yes': true },
  });
  return subs.map((s) => {
    const lastGood = typeof s.lastRefreshedAt === 'string' ? s.lastRefreshedAt : 'never';
    const reason = typeof s.error === 'string' && s.error ? ` ${s.error}` : '';
    return {
      // A calendar that recovers and then fails again is a new notification.
      id: `calendar:${String(s.id)}:${lastGood}`,
      kind: 'calendar_failed' as const,
      text: `The calendar "${String(s.name)}" could not be refreshed.${reason}`,
      href: '/calendar',
      at:
        [s.lastManualAt, s.lastRefreshedAt, s.created_at]
          .filter((t): t is string => typeof t === 'string')
          .sort()
          .pop() ?? now.toISOString(),
    };
  });
}

/** Failed renewals, from the billing state mirrored on the profile (no read of its own). */
function paymentFailures(user: UserItem): Waiting[] {
  return Object.entries(user.subscriptions ?? {})
    .filter(([, s]) => PAYMENT_FAILED.has(s.status))
    .map(([subId, s]) => ({
      id: `payment:${subId}:${s.event_created}`,
      kind: 'payment_failed' as const,
      text: 'Your last payment did not go through. Update your card in Settings to keep your plan.',
      href: '/settings',
      at: new Date(s.event_created * 1000).toISOString(),
    }));
}

/** Everything waiting for the caller, newest first: the three reads run in parallel, after the session and profile. */
export async function waitingFor(user: UserItem, at = new Date()): Promise<Waiting[]> {
  const found = await Promise.all([invitations(user, at), documentDates(user, at), calendarFailures(user, at)]);
  return [...found.flat(), ...paymentFailures(user)].sort((a, b) => b.at.localeCompare(a.at)).slice(0, MAX_NOTIFICATIONS);
}

/** The profile the wrapper read beside the session (routes with `profile: true`). */
export function profileOf(auth: AuthContext): UserItem {
  if (!auth.profile) throw unauthorized(ACCOUNT_GONE);
  return auth.profile;
}

export async function listNotifications(user: UserItem): Promise<{ items: Notification[] }> {
  const seen = new Set(user.notifications_read ?? []);
  const items = await waitingFor(user);
  return { items: items.map((n) => ({ ...n, read: seen.has(n.id) })) };
}

/** Everything waiting now counts as read; what comes after has a new id, so it shows as unread. */
export async function markNotificationsRead(user: UserItem): Promise<{ success: true }> {
  const items = await waitingFor(user);
  await db()
    .send(
      updateItem({
        Key: keys.user(user.id),
        UpdateExpression: 'SET notifications_read = :ids, notifications_read_at = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':ids': items.map((n) => n.id), ':at': new Date().toISOString() },
      }),
    )
    // The account was deleted meanwhile: nothing left to mark.
    .catch(ignoreConditionFailed);
  return { success: true };
}
