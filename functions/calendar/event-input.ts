import { MAX_EVENT_PEOPLE, type EventInput } from '../../shared/schemas/calendar';
import { batchGet } from '../data/batch';
import { keys } from '../data/keys';
import type { Caller } from '../links/links';
import { calendarFamilies, writableFamily, type CalendarFamily } from './families';
import { requireUser } from '../data/users';
import { badRequest } from '../errors';

/** The account's timezone (reminders are wall-clock times there). */
export async function accountTimezone(userId: string): Promise<string> {
  const user = await requireUser(userId);
  return user.timezone || 'UTC';
}

const NOT_A_MEMBER = () => badRequest('That family member was not found.', { familyMemberId: 'Choose one of your family members' });

/** Who the event is for, in order, the first being familyMemberId (kept for clients that send only it). */
export const peopleOf = (e: Pick<EventInput, 'familyMemberId' | 'memberIds'>): string[] => [
  ...new Set([...(e.familyMemberId ? [e.familyMemberId] : []), ...(e.memberIds ?? [])]),
];

/** What a client may send among an event's people for the caller themself; it is stored as the caller's account id. */
const ME = 'me';

/** The adults of the household who may be on an event without being a member record: the caller, the family's holder and the linked adults sharing the calendar. */
const householdAdults = (caller: Caller, familyId: string) => new Set([caller.userId, familyId, ...calendarFamilies(caller).map((f) => f.id)]);

/**
 * Where a validated event goes and who it is for: every person named must be a member of one family the
 * caller reaches (one BatchGet) or an adult of the household; a new event goes to that family (the caller's
 * own when it names only adults), a changed one stays in its family. The family must allow the caller to change it.
 */
export async function placeEvent(caller: Caller, event: EventInput, fixedFamily?: string): Promise<{ family: CalendarFamily; event: EventInput }> {
  const people = [...new Set(peopleOf(event).map((id) => (id === ME ? caller.userId : id)))];
  if (people.length > MAX_EVENT_PEOPLE)
    throw badRequest(`An event can be for at most ${MAX_EVENT_PEOPLE} people`, { memberIds: `Choose at most ${MAX_EVENT_PEOPLE} people` });
  const families = calendarFamilies(caller).filter((f) => !fixedFamily || f.id === fixedFamily);
  const found = people.length ? await batchGet(families.flatMap((f) => people.map((id) => keys.member(f.id, id)))) : [];
  const familyOf = new Map(found.map((i) => [String(i.sk).slice('MEMBER#'.length), String(i.pk).slice('USER#'.length)]));
  const memberFamilies = new Set(familyOf.values());
  if (memberFamilies.size > 1) throw badRequest('Choose people from one family for an event.', { memberIds: 'Choose people from one family' });
  const familyId = fixedFamily ?? [...memberFamilies][0] ?? caller.userId;
  const adults = householdAdults(caller, familyId);
  if (people.some((id) => !familyOf.has(id) && !adults.has(id))) throw NOT_A_MEMBER();
  return { family: writableFamily(caller, familyId), event: { ...event, familyMemberId: people[0] ?? null, memberIds: people } };
}

/** `<eventId>_<YYYYMMDD>` (an occurrence id from the range read) or `?occurrenceDate=` picks one occurrence. */
export function eventRef(id: string, occurrenceDate?: string): { eventId: string; occurrence: string | null } {
  const m = /^([a-z0-9]+)_(\d{4})(\d{2})(\d{2})$/.exec(id);
  if (m) return { eventId: m[1], occurrence: `${m[2]}-${m[3]}-${m[4]}` };
  return { eventId: id, occurrence: occurrenceDate ?? null };
}
