import { ageFromBirthDate, isChild } from '../../shared/family';
import { hasAssessmentAccess } from '../../shared/plans';
import { queryAll } from '../data/batch';
import { db } from '../data/client';
import { transact } from '../data/commands';
import { sortableId } from '../data/ids';
import { keys } from '../data/keys';
import { getMember, listMembersByUser } from '../data/members';
import { accountExists, ACCOUNT_GONE, getUser } from '../data/users';
import { forbidden, notFound, unauthorized } from '../errors';
import { readAcrossLinks, visibleMember, type Caller } from '../links/links';
import { linkedOwnerIds } from '../links/side';
import type { AssessmentKind, Question } from './kinds';
import { failedAt } from '../data/dynamo-errors';
import type { DiscResult, VarkResult } from '../../shared/assessments/types';
import type { Language } from '../../shared/constants';

// Assessment reads and starting one (answering, completion and deletion: completion.ts).

export interface AssessmentItem {
  id: string;
  owner_id: string;
  family_member_id: string;
  member_name: string;
  age_group: string;
  status: 'in_progress' | 'completed';
  responses: Record<string, string>;
  results?: VarkResult | DiscResult;
  report?: unknown;
  created_at: string;
  completed_at?: string | null;
}

export const UPGRADE_REQUIRED = 'Upgrade required: assessments are included with Simplify+ or the Assessment Pack.';

export async function hasAccess(userId: string): Promise<boolean> {
  const user = await getUser(userId);
  return Boolean(user && hasAssessmentAccess(user));
}

export function nextQuestion(kind: AssessmentKind, item: AssessmentItem, language?: Language): { question: Question | null; number: number; total: number } {
  const bank = kind.questions(item.age_group, language);
  const index = bank.findIndex((q) => !(q.id in (item.responses ?? {})));
  return { question: index < 0 ? null : bank[index], number: index < 0 ? bank.length : index + 1, total: bank.length };
}

/** The caller's own member, or a child shared with the caller through an accepted account link. */
async function resolveMember(caller: Caller, memberId: string) {
  const found = await visibleMember(caller, memberId);
  if (!found) throw notFound('Family member not found');
  return found;
}

/** The in-progress assessments of this kind that `takerId` started for the member, newest first. */
async function openAssessments(kind: AssessmentKind, memberId: string, takerId: string): Promise<AssessmentItem[]> {
  const items = await queryAll<AssessmentItem>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :m AND begins_with(gsi2sk, :k)',
    FilterExpression: '#status = :open AND taken_by = :taker',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':m': keys.memberOwnedIndexKey(memberId), ':k': `${kind.kind}#`, ':open': 'in_progress', ':taker': takerId },
  });
  return items.sort((a, b) => (a.id < b.id ? 1 : -1));
}

/**
 * Start for the caller's member or a shared child; the caller's own plan decides access. Stored with the
 * child's owner. An open assessment the caller already started for that member is continued instead
 * (`created` false), so a reloaded take page or a second click never leaves a second one half done.
 */
export async function startAssessment(kind: AssessmentKind, caller: Caller, memberId: string): Promise<{ item: AssessmentItem; created: boolean }> {
  const userId = caller.userId;
  const [access, { ownerId, member }, open] = await Promise.all([hasAccess(userId), resolveMember(caller, memberId), openAssessments(kind, memberId, userId)]);
  if (!access) throw forbidden(UPGRADE_REQUIRED);
  const ageGroup = kind.ageGroup(ageFromBirthDate(member.date_of_birth));
  // One for the member's current age group only: a birthday since then means the other question set.
  const current = open.find((a) => a.owner_id === ownerId && a.age_group === ageGroup);
  if (current) return { item: current, created: false };
  const id = sortableId();
  const item: AssessmentItem = {
    id,
    owner_id: ownerId,
    family_member_id: member.id,
    member_name: member.name,
    age_group: ageGroup,
    status: 'in_progress',
    responses: {},
    created_at: new Date().toISOString(),
    completed_at: null,
  };
  // Both the child's owner and the taker must still exist (either may be deleting their account).
  try {
    await db().send(
      transact([
        {
          Put: {
            Item: {
              ...keys.assessment(ownerId, kind.kind, id),
              entity: kind.entity,
              taken_by: userId,
              ...keys.memberOwned(member.id, `${kind.kind}#${id}`),
              ...item,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        accountExists(ownerId),
        ...(ownerId !== userId ? [accountExists(userId)] : []),
      ]),
    );
  } catch (error) {
    if (failedAt(error, 1)) throw notFound('Family member not found');
    if (failedAt(error, 2)) throw unauthorized(ACCOUNT_GONE);
    throw error;
  }
  return { item, created: true };
}

/** The caller's own assessment, or one of a child shared with the caller (read and take, not delete). */
export async function findAssessment(kind: AssessmentKind, caller: Caller, id: string, opts: { ownOnly?: boolean } = {}): Promise<AssessmentItem> {
  const scope = opts.ownOnly ? { ...caller, links: [] } : caller;
  for (const { ownerId, item } of await readAcrossLinks<AssessmentItem>(scope, (o) => keys.assessment(o, kind.kind, id))) {
    const assessment = item;
    if (ownerId === caller.userId) return assessment;
    // Shared only while the member is still a child of that account.
    const member = await getMember(ownerId, assessment.family_member_id);
    if (member && isChild(member)) return assessment;
  }
  throw notFound('Assessment not found');
}

const listOwned = async (kind: Pick<AssessmentKind, 'kind'>, ownerId: string) =>
  queryAll<AssessmentItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :k)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(ownerId), ':k': `${kind.kind}#` },
  });

/** The caller's assessments, then those of children shared with the caller (marked `shared`). */
export async function listAssessments(kind: Pick<AssessmentKind, 'kind'>, caller: Caller): Promise<Array<AssessmentItem & { shared?: boolean }>> {
  // The linked accounts come with the session, so every Query here starts at once.
  const [own, ...shared] = await Promise.all([
    listOwned(kind, caller.userId),
    ...linkedOwnerIds(caller.links).map(async (ownerId) => {
      const [members, items] = await Promise.all([listMembersByUser(ownerId), listOwned(kind, ownerId)]);
      const children = new Set(members.filter((m) => isChild(m)).map((m) => m.id));
      return items.filter((a) => children.has(a.family_member_id)).map((a) => ({ ...a, shared: true }));
    }),
  ]);
  return [...own, ...shared.flat()];
}
