import { queryByLastDate } from '../data/batch';
import { keys } from '../data/keys';
import { listOccurrences } from '../calendar/events';
import { listSubscriptions } from './store';

/** A subscribed occurrence as the calendar shows it: the shape of the family's own, read-only, with its source. */
export interface SubscribedOccurrence {
  id: string;
  eventId: string;
  title: string;
  date: string;
  occurrenceDate: string;
  time: string | null;
  duration: number;
  allDay: boolean;
  type: 'other';
  priority: 'medium';
  location: string | null;
  description: string | null;
  familyMemberId: string | null;
  recurrence: 'none';
  recurrenceEnd: null;
  reminderMinutes: null;
  isRecurring: false;
  readOnly: true;
  source: { subscriptionId: string; name: string; color: string };
}

/** The stored occurrences of the active subscriptions overlapping [from, to], joined with their subscription. */
export async function listSubscribed(userId: string, from: string, to: string, opts: { forFeed?: boolean } = {}): Promise<SubscribedOccurrence[]> {
  const [subs, stored] = await Promise.all([listSubscriptions(userId), queryByLastDate(keys.subscribedIndexKey(userId), from, to)]);
  const shown = new Map(subs.filter((s) => !s.paused && (!opts.forFeed || s.showInFeed)).map((s) => [s.id, s]));
  const out: SubscribedOccurrence[] = [];
  for (const raw of stored) {
    const sub = shown.get(String(raw.subscriptionId));
    if (!sub) continue;
    const id = `sub_${sub.id}_${String(raw.key)}`;
    out.push({
      id,
      eventId: id,
      title: String(raw.title),
      date: String(raw.date),
      occurrenceDate: String(raw.date),
      time: typeof raw.time === 'string' ? raw.time : null,
      duration: Number(raw.duration),
      allDay: raw.allDay === true,
      type: 'other',
      priority: 'medium',
      location: typeof raw.location === 'string' ? raw.location : null,
      description: typeof raw.description === 'string' ? raw.description : null,
      familyMemberId: sub.memberId,
      recurrence: 'none',
      recurrenceEnd: null,
      reminderMinutes: null,
      isRecurring: false,
      readOnly: true,
      source: { subscriptionId: sub.id, name: sub.name, color: sub.color },
    });
  }
  return out;
}

const startOf = (o: { date: string; time: string | null }) => o.date + (o.time ?? '');

/**
 * The family calendar as every reader shows it: its own occurrences and the subscribed ones, in time order.
 * A reader holding the profile passes it: a family that follows no calendar then costs no subscription reads.
 */
export async function listCalendar(
  userId: string,
  from: string,
  to: string,
  opts: { forFeed?: boolean; user?: { calendar_subscription_count?: number } } = {},
) {
  const follows = !opts.user || (opts.user.calendar_subscription_count ?? 0) > 0;
  const [own, subscribed] = await Promise.all([listOccurrences(userId, from, to), follows ? listSubscribed(userId, from, to, opts) : []]);
  return [...own, ...subscribed].sort((a, b) => startOf(a).localeCompare(startOf(b)));
}

export type CalendarEntry = Awaited<ReturnType<typeof listCalendar>>[number];
