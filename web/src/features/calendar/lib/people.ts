import { i18n } from '@lingui/core';
import type { PeopleFamily } from '../api/calendar';

/** A family whose people the event form offers, with the names it shows them by. */
export interface PeopleChoice {
  id: string;
  own: boolean;
  label: string;
  /** An adult (an account: the caller, a linked adult) may be on any family's event; a member belongs to this family. */
  people: Array<{ id: string; name: string; adult: boolean }>;
}

type Me = { id: string; name: string } | null;

const isMe = (f: PeopleFamily, p: PeopleFamily['people'][number], me: Me) =>
  p.isMe === true || (p.kind === 'adult' && me !== null && (p.id === me.id || (f.own && p.name === me.name)));

/**
 * The families whose events the caller may add or change (GET /api/calendar/people), the caller shown as "Me";
 * without that list, the caller's own family members.
 */
export function peopleChoices(families: readonly PeopleFamily[] | undefined, members: ReadonlyArray<{ id: string; name: string }>, me: Me): PeopleChoice[] {
  if (!families)
    return [{ id: 'own', own: true, label: i18n._('calendar.yourFamily'), people: members.map((m) => ({ id: m.id, name: m.name, adult: false })) }];
  return families
    .filter((f) => f.canEdit && f.people.length > 0)
    .map((f) => ({
      id: f.id,
      own: f.own,
      label: f.own ? i18n._('calendar.yourFamily') : i18n._('calendar.familyOf', { name: f.name }),
      people: f.people.map((p) => ({ id: p.id, name: isMe(f, p, me) ? i18n._('calendar.me') : p.name, adult: p.kind === 'adult' })),
    }));
}

/** The name of everyone an event may be for: the family's members, every family's people, the caller as "Me". */
export function personNames(families: readonly PeopleFamily[] | undefined, members: ReadonlyArray<{ id: string; name: string }>, me: Me): Map<string, string> {
  const names = new Map(members.map((m) => [m.id, m.name]));
  if (me) names.set(me.id, i18n._('calendar.me'));
  for (const f of families ?? []) for (const p of f.people) if (!names.has(p.id)) names.set(p.id, isMe(f, p, me) ? i18n._('calendar.me') : p.name);
  return names;
}

/** The family whose people are chosen: the one of the chosen members, else the first offered. */
export function chosenFamily(families: readonly PeopleChoice[], chosen: readonly string[]): string | undefined {
  return (families.find((f) => f.people.some((p) => !p.adult && chosen.includes(p.id))) ?? families[0])?.id;
}
