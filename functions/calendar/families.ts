import { linkSidesOf } from '../auth/sessions';
import { calendarRight } from '../../shared/links';
import { FAMILY_COLORS } from '../../shared/schemas/calendar';
import { batchGet } from '../data/batch';
import { keys } from '../data/keys';
import { forbidden, notFound } from '../errors';
import type { Caller } from '../links/links';
import { personName } from '../lists/list-access';
import { toStored, type StoredEvent } from './events';

/**
 * The calendar rule (docs/decisions/0003): a family's events live in its account's partition; the caller
 * reads their own family's and, for every accepted link that shares the calendar, the other family's; they
 * change the other family's only when the link says view and change. The rights come with the session's
 * link sides, so checking them costs no read, and a link removed or lowered counts from the next request.
 */

export interface CalendarFamily {
  /** The account whose partition holds the family's events. */
  id: string;
  /** The account holder's name, as the other side of the link shows it ('' for the caller's own). */
  name: string;
  own: boolean;
  canEdit: boolean;
  color: string;
}

export const EVENT_NOT_FOUND = 'Event not found';

/** The caller's own family first, then each linked family whose calendar the link shares, in link order. */
export function calendarFamilies(caller: Caller): CalendarFamily[] {
  const linked = caller.links
    .filter((s) => s.status === 'accepted' && s.otherUserId && calendarRight(s.permissions) !== 'none')
    .map((s, i) => ({
      id: s.otherUserId!,
      name: s.other ? personName(s.other) : '',
      own: false,
      canEdit: calendarRight(s.permissions) === 'edit',
      color: FAMILY_COLORS[i % FAMILY_COLORS.length],
    }));
  return [{ id: caller.userId, name: '', own: true, canEdit: true, color: '' }, ...linked];
}

/** The refusal when a link shares the calendar to view only. */
export const viewOnly = (family: CalendarFamily) =>
  forbidden(`You can see ${family.name || 'this family'}’s calendar but not change it. Ask them to give you "view and change" on the Account Links page.`);

/** A family the caller may change: their own, or a linked one with change rights (403 for view, 404 for none). */
export function writableFamily(caller: Caller, familyId: string): CalendarFamily {
  const family = calendarFamilies(caller).find((f) => f.id === familyId);
  if (!family) throw notFound('That family’s calendar is not shared with you.');
  if (!family.canEdit) throw viewOnly(family);
  return family;
}

/**
 * The event an id names in a family the caller reaches, checked for the right asked: a stranger's event is a
 * 404 like an unknown id; a view-only family's event is a 403 for a change. One BatchGet across the families,
 * with their profiles beside the events, so the family's timezone (its reminders' wall clock) costs no further read.
 */
export async function findEvent(
  caller: Caller,
  eventId: string,
  need: 'view' | 'edit',
): Promise<{ family: CalendarFamily; event: StoredEvent; timezone: string }> {
  const families = calendarFamilies(caller);
  const found = await batchGet(families.flatMap((f) => [keys.event(f.id, eventId), keys.user(f.id)]));
  for (const family of families) {
    const item = found.find((i) => i.pk === keys.userPartition(family.id) && i.entity === 'event');
    if (!item) continue;
    if (need === 'edit' && !family.canEdit) throw viewOnly(family);
    const profile = found.find((i) => i.pk === keys.userPartition(family.id) && i.entity === 'user');
    if (!profile) throw notFound(EVENT_NOT_FOUND);
    return { family, event: toStored(item), timezone: typeof profile.timezone === 'string' && profile.timezone ? profile.timezone : 'UTC' };
  }
  throw notFound(EVENT_NOT_FOUND);
}

/** Whether the account may still change each of these families' calendars (its link sides read now). */
export async function mayChangeCalendars(userId: string, familyIds: readonly string[]): Promise<boolean> {
  const writable = new Set(
    calendarFamilies({ userId, links: await linkSidesOf(userId) })
      .filter((f) => f.canEdit)
      .map((f) => f.id),
  );
  return familyIds.every((id) => writable.has(id));
}

/** A caller with no links: the use-cases' own family only (imports, documents, jobs acting for one account). */
export const ownOnly = (userId: string): Caller => ({ userId, links: [] });
