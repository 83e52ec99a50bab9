import { subscriptionType, type BillingState } from '../../../shared/plans';
import { calendarFamilies } from '../../calendar/families';
import { getUser, type UserItem } from '../../data/users';
import type { Caller } from '../../links/links';
import { linkSidesOf } from '../../auth/sessions';

/**
 * The household plan: a paid plan covers the adults linked to its account by a link that shares the calendar.
 * Such an adult uses the assistant on that plan (and its daily cap) and reaches the shared family. The link
 * sides are read with each message, so removing the link or its calendar right ends this at the next one.
 */

export const hasAssistant = (billing: BillingState) => {
  const type = subscriptionType(billing);
  return type === 'simplify' || type === 'simplify_plus';
};

export interface Household {
  /** The speaker with their link sides. */
  caller: Caller;
  /** The account whose plan gives the speaker the assistant (their own first), or null when none does. */
  payer: UserItem | null;
}

export async function householdOf(user: UserItem): Promise<Household> {
  const caller: Caller = { userId: user.id, links: await linkSidesOf(user.id) };
  if (hasAssistant(user)) return { caller, payer: user };
  const linked = calendarFamilies(caller).filter((f) => !f.own);
  const accounts = await Promise.all(linked.map((f) => getUser(f.id)));
  return { caller, payer: accounts.find((u): u is UserItem => !!u && hasAssistant(u)) ?? null };
}
