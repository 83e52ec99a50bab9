import { DateTime } from 'luxon';
import * as z from 'zod';
import type { FamilyMember } from '../../../shared/schemas/family';
import { calendarFamilies } from '../../calendar/families';
import { listMembersByUser } from '../../data/members';
import type { UserItem } from '../../data/users';
import type { Caller } from '../../links/links';
import { listTodos, type Todo } from '../../todos/todos';
import type { AssistantPending } from '../understanding/types';
import type { AssistantLanguage } from '../understanding/written-in';
import { sayIn } from '../replies/say';

/** What the assistant's tools (one module per area, registered in tools.ts) share. */
/** A tool's answer: the reply, and the question it leaves waiting (a choice, a YES/NO) when it asks one. */
export type ToolOutput = string | { text: string; pending?: AssistantPending };

export interface ToolContext {
  userId: string;
  user: UserItem;
  now: Date;
  /** The speaker with their link sides: a linked family whose calendar is shared is part of what the tools reach. */
  caller?: Caller;
  /** The conversation's language: replies are in it (English when unset). */
  lang?: AssistantLanguage;
  /** The message as the parent sent it: where the words a change names match nothing, the event it names is looked for in it. */
  message?: string;
}

export const callerOf = (ctx: Pick<ToolContext, 'userId' | 'caller'>): Caller => ctx.caller ?? { userId: ctx.userId, links: [] };

/** A linked adult as a member-shaped entry: what the tools need to name them on an event (never a child). */
const householdAdult = (id: string, name: string): FamilyMember => ({
  id,
  user_id: id,
  name,
  date_of_birth: '',
  dateOfBirth: '',
  current_age: null,
  relationship: 'parent',
  account_type: 'adult',
  email: null,
  whatsapp_number: null,
  location: null,
  timezone: null,
  general_interests: [],
  academic_interests: [],
  academic_challenges: [],
  learning_style: null,
  personality_type: null,
  school_name: null,
  year_level: null,
  curriculum: null,
  created_at: '',
  updated_at: '',
});

/**
 * The members a message may name: those of every family whose calendar the speaker may change, the family they
 * joined by an invitation first (the household they run with its holder), their own next, then any other; a name
 * already taken by an earlier family is not offered twice.
 */
export async function householdMembers(ctx: Pick<ToolContext, 'userId' | 'caller'>): Promise<FamilyMember[]> {
  const caller = callerOf(ctx);
  const joined = new Set(caller.links.filter((s) => !s.initiator).map((s) => s.otherUserId));
  const families = calendarFamilies(caller)
    .filter((f) => f.canEdit)
    .sort((a, b) => Number(joined.has(b.id)) - Number(joined.has(a.id)));
  const lists = await Promise.all(families.map((f) => listMembersByUser(f.id)));
  // The other adults of the household can be named on an event too ("dentist for Ben"): by their account id.
  const adults = families.filter((f) => !f.own && f.name).map((f) => householdAdult(f.id, f.name));
  const seen = new Set<string>();
  return [...lists.flat(), ...adults].filter((m) => {
    const name = m.name.trim().toLowerCase();
    return !seen.has(name) && !!seen.add(name);
  });
}

export const MemberName = z.string().trim().min(1).max(100).describe('A family member’s name as the parent wrote it (first name or full name)');

export const timezoneOf = (ctx: ToolContext) => (ctx.user.timezone && DateTime.local().setZone(ctx.user.timezone).isValid ? ctx.user.timezone : 'UTC');
export const firstName = (name: string) => name.trim().split(/\s+/)[0];

/** The member a name means: full name first, then first name; a name matching two members is asked about. */
export function resolveMember(members: FamilyMember[], name: string, lang?: AssistantLanguage): { member: FamilyMember } | { reply: string } {
  const wanted = name.trim().toLowerCase();
  const full = members.filter((m) => m.name.trim().toLowerCase() === wanted);
  const matches = full.length ? full : members.filter((m) => firstName(m.name).toLowerCase() === firstName(wanted));
  if (matches.length === 1) return { member: matches[0] };
  const say = sayIn(lang);
  if (matches.length > 1) return { reply: say.whichMember(matches.map((m) => m.name)) };
  return {
    reply: say.memberNotFound(
      name,
      members.map((m) => firstName(m.name)),
    ),
  };
}

/** Open to-dos in the order "my list" numbers them (oldest first). */
export async function openTodos(userId: string): Promise<Todo[]> {
  return (await listTodos(userId)).filter((t) => !t.isCompleted).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** Lines numbered by each to-do's place in the whole open list, the number "done N" takes. */
export const todoLines = (shown: Todo[], open: Todo[] = shown, lang?: AssistantLanguage) => shown.map((t) => sayIn(lang).numbered(open.indexOf(t) + 1, t.task));
export const MAX_LINES = 40;
