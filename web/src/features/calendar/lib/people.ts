import type { PeopleFamily } from '../api/calendar';

/** A family whose people the event form offers, with the names it shows them by. */
export interface PeopleChoice {
  id: string;
  label: string;
  people: Array<{ id: string; name: string }>;
}

/**
 * The families whose events the caller may add or change (GET /api/calendar/people), the caller shown as "Me";
 * without that list, the caller's own family members.
 */
export function peopleChoices(
  families: readonly PeopleFamily[] | undefined,
  members: ReadonlyArray<{ id: string; name: string }>,
  me: { id: string; name: string } | null,
): PeopleChoice[] {
  if (!families) return [{ id: 'own', label: 'Your family', people: members.map((m) => ({ id: m.id, name: m.name })) }];
  const isMe = (f: PeopleFamily, p: PeopleFamily['people'][number]) => f.own && p.kind === 'adult' && me !== null && (p.id === me.id || p.name === me.name);
  return families
    .filter((f) => f.canEdit && f.people.length > 0)
    .map((f) => ({
      id: f.id,
      label: f.own ? 'Your family' : `${f.name}’s family`,
      people: f.people.map((p) => ({ id: p.id, name: isMe(f, p) ? 'Me' : p.name })),
    }));
}

/** The people chosen after ticking or unticking one: all of one family, so someone of another family starts a new choice. */
export function toggleChosen(chosen: readonly string[], id: string, families: readonly PeopleChoice[]): string[] {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  const familyOf = (personId: string) => families.find((f) => f.people.some((p) => p.id === personId))?.id;
  const family = familyOf(id);
  // A chosen id no family lists (a removed member) belongs to none, so it never forces a new choice.
  const sameFamily = chosen.every((c) => familyOf(c) === undefined || familyOf(c) === family);
  return sameFamily ? [...chosen, id] : [id];
}
