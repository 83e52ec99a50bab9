import { queryByLastDate } from '../data/batch';
import { keys } from '../data/keys';
import { listOccurrences } from '../calendar/events';
import { listSubscriptions } from './store';
import { calendarFamilies, ownOnly, type CalendarFamily } from '../calendar/families';
import { listMembersByUser } from '../data/members';
import type { Caller } from '../links/links';
import { personName } from '../lists/list-access';

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
  memberIds: string[];
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
      memberIds: sub.memberId ? [sub.memberId] : [],
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

/** Whose family a linked family's occurrence belongs to, and whether the caller may change it. */
type FamilyMark = { family?: CalendarFamily; people?: Array<{ id: string; name: string }>; readOnly?: boolean };

/** One family's own and subscribed occurrences. */
async function familyCalendar(userId: string, from: string, to: string, opts: { forFeed?: boolean; user?: { calendar_subscription_count?: number } }) {
  const follows = !opts.user || (opts.user.calendar_subscription_count ?? 0) > 0;
  const [own, subscribed] = await Promise.all([listOccurrences(userId, from, to), follows ? listSubscribed(userId, from, to, opts) : []]);
  return [...own, ...subscribed];
}

/** A linked family's occurrences, marked with the family and the names of their people (its members and the household's adults). */
async function linkedCalendar(caller: Caller, family: CalendarFamily, from: string, to: string) {
  const [entries, members] = await Promise.all([familyCalendar(family.id, from, to, {}), listMembersByUser(family.id)]);
  const names = new Map<string, string>([
    ...members.map((m) => [m.id, m.name] as const),
    ...caller.links.filter((s) => s.otherUserId && s.other).map((s) => [s.otherUserId!, personName(s.other!)] as const),
    [caller.userId, 'Me'],
  ]);
  return entries.map((e) => ({
    ...e,
    family,
    people: e.memberIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
    ...(family.canEdit ? {} : { readOnly: true as const }),
  }));
}

/**
 * The family calendar as every reader shows it: its own occurrences and the subscribed ones, and each linked
 * family's whose link shares the calendar (marked with that family), in time order, all read side by side.
 * A reader holding the profile passes it: a family that follows no calendar then costs no subscription reads.
 */
export async function listCalendar(
  who: Caller | string,
  from: string,
  to: string,
  opts: { forFeed?: boolean; user?: { calendar_subscription_count?: number } } = {},
): Promise<Array<(OwnOccurrence | SubscribedOccurrence) & FamilyMark>> {
  const caller = typeof who === 'string' ? ownOnly(who) : who;
  const linked = opts.forFeed ? [] : calendarFamilies(caller).filter((f) => !f.own);
  const all = await Promise.all([familyCalendar(caller.userId, from, to, opts), ...linked.map((f) => linkedCalendar(caller, f, from, to))]);
  return all.flat().sort((a, b) => startOf(a).localeCompare(startOf(b)));
}

type OwnOccurrence = Awaited<ReturnType<typeof listOccurrences>>[number];
export type CalendarEntry = Awaited<ReturnType<typeof listCalendar>>[number];
