import { type EventInput } from '../../shared/schemas/calendar';
import { getMember } from '../data/members';
import { requireUser } from '../data/users';
import { badRequest } from '../errors';

/** The account's timezone (reminders are wall-clock times there). */
export async function accountTimezone(userId: string): Promise<string> {
  const user = await requireUser(userId);
  return user.timezone || 'UTC';
}

/** Check that a validated event's family member belongs to the caller. */
export async function checkedEvent(userId: string, event: EventInput): Promise<EventInput> {
  if (event.familyMemberId && !(await getMember(userId, event.familyMemberId))) {
    throw badRequest('That family member was not found.', { familyMemberId: 'Choose one of your family members' });
  }
  return event;
}

/** `<eventId>_<YYYYMMDD>` (an occurrence id from the range read) or `?occurrenceDate=` picks one occurrence. */
export function eventRef(id: string, occurrenceDate?: string): { eventId: string; occurrence: string | null } {
  const m = /^([a-z0-9]+)_(\d{4})(\d{2})(\d{2})$/.exec(id);
  if (m) return { eventId: m[1], occurrence: `${m[2]}-${m[3]}-${m[4]}` };
  return { eventId: id, occurrence: occurrenceDate ?? null };
}
