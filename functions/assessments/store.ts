import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ageFromBirthDate, isChild } from '../../shared/family';
import { hasAssessmentAccess } from '../../shared/plans';
import { deleteKeys, queryAll } from '../data/batch';
import { db, tableName } from '../data/client';
import { sortableId } from '../data/ids';
import { setExpression } from '../data/expressions';
import { keys } from '../data/keys';
import { getMember, listMembersByUser } from '../data/members';
import { accountExists, ACCOUNT_GONE, getUser } from '../data/users';
import { badRequest, forbidden, notFound, unauthorized } from '../errors';
import { readAcrossLinks, visibleMember, type Caller } from '../links/links';
import { linkedOwnerIds } from '../links/side';
import type { AssessmentKind, Question } from './kinds';
import { failedAt, isConditionFailed, isTransactionCancelled } from '../data/dynamo-errors';
import type { DiscResult, VarkResult } from '../../shared/assessments/types';

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

/** The member's count of completed assessments (the dashboard's Reports), kept by completion and delete. */
const REPORT_COUNT = 'report_count';

export const UPGRADE_REQUIRED = 'Upgrade required: assessments are included with Simplify+ or the Assessment Pack.';

export async function hasAccess(userId: string): Promise<boolean> {
  const user = await getUser(userId);
  return Boolean(user && hasAssessmentAccess(user));
}

export function nextQuestion(kind: AssessmentKind, item: AssessmentItem): { question: Question | null; number: number; total: number } {
  const bank = kind.questions(item.age_group);
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
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
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
        ],
      }),
    );
  } catch (error) {
    if (failedAt(error, 1)) throw notFound('Family member not found');
    if (failedAt(error, 2)) throw unauthorized(ACCOUNT_GONE);
    throw error;
  }
  return { item, created: true };
}

async function getAssessment(kind: AssessmentKind, ownerId: string, id: string): Promise<AssessmentItem | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.assessment(ownerId, kind.kind, id) }));
  return (Item as AssessmentItem | undefined) ?? null;
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

const listOwned = async (kind: AssessmentKind, ownerId: string) =>
  queryAll<AssessmentItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :k)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(ownerId), ':k': `${kind.kind}#` },
  });

/** The caller's assessments, then those of children shared with the caller (marked `shared`). */
export async function listAssessments(kind: AssessmentKind, caller: Caller): Promise<Array<AssessmentItem & { shared?: boolean }>> {
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

const COMPLETED = 'This assessment is already completed.';

/**
 * Merge answers by question id (re-sending one is harmless); when every question is answered, the
 * server scores it, stores the report and writes the result onto the member.
 */
export async function recordAnswers(
  kind: AssessmentKind,
  caller: Caller,
  id: string,
  responses: Array<{ questionId: string; answer: string }>,
): Promise<AssessmentItem> {
  const current = await findAssessment(kind, caller, id);
  const ownerId = current.owner_id;
  if (current.status === 'completed') throw badRequest(COMPLETED);
  const bank = new Set(kind.questions(current.age_group).map((q) => q.id));
  const unknown = responses.find((r) => !bank.has(r.questionId));
  if (unknown) throw badRequest(`Unknown question id: ${unknown.questionId}`);
  let item = current;
  if (responses.length) {
    const names: Record<string, string> = { '#r': 'responses', '#s': 'status' };
    const values: Record<string, unknown> = { ':ip': 'in_progress' };
    const sets = responses.map((r, i) => {
      names[`#q${i}`] = r.questionId;
      values[`:a${i}`] = r.answer;
      return `#r.#q${i} = :a${i}`;
    });
    try {
      const out = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.assessment(ownerId, kind.kind, id),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: '#s = :ip',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      item = out.Attributes as AssessmentItem;
    } catch (error) {
      if (isConditionFailed(error)) throw badRequest(COMPLETED);
      throw error;
    }
  }
  return nextQuestion(kind, item).question ? item : complete(kind, ownerId, item);
}

async function complete(kind: AssessmentKind, ownerId: string, item: AssessmentItem): Promise<AssessmentItem> {
  const answers = kind.questions(item.age_group).map((q) => item.responses[q.id]);
  const { results, report, memberFields } = kind.complete(answers, item.member_name, item.age_group);
  const completedAt = new Date().toISOString();
  const assessmentUpdate = {
    Update: {
      TableName: tableName(),
      Key: keys.assessment(ownerId, kind.kind, item.id),
      UpdateExpression: 'SET #s = :c, results = :r, report = :rep, completed_at = :t',
      ConditionExpression: '#s = :ip',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':c': 'completed', ':ip': 'in_progress', ':r': results, ':rep': report, ':t': completedAt },
    },
  };
  // The member carries the result and its report count, moved in this same transaction (ADR 0004).
  const set = setExpression({ ...memberFields, updated_at: completedAt });
  const memberUpdate = {
    Update: {
      TableName: tableName(),
      Key: keys.member(ownerId, item.family_member_id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: `${set.UpdateExpression} ADD ${REPORT_COUNT} :one`,
      ExpressionAttributeNames: set.ExpressionAttributeNames,
      ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':one': 1 },
    },
  };
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [assessmentUpdate, memberUpdate] }));
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    if (failedAt(error, 0)) return (await getAssessment(kind, ownerId, item.id)) ?? item;
    // The member was deleted meanwhile: complete the assessment on its own.
    await db().send(new UpdateCommand(assessmentUpdate.Update));
  }
  return { ...item, status: 'completed', results, report, completed_at: completedAt };
}

export async function deleteAssessment(kind: AssessmentKind, caller: Caller, id: string) {
  const item = await findAssessment(kind, caller, id, { ownOnly: true });
  await removeAssessment(kind, caller.userId, item);
}

/**
 * Delete an assessment in the status it was read in; a completed one leaves its member's report count in
 * the same transaction. Completed (or deleted) in between: read it again, once.
 */
async function removeAssessment(kind: AssessmentKind, ownerId: string, item: AssessmentItem, again = true): Promise<void> {
  const key = keys.assessment(ownerId, kind.kind, item.id);
  const inStatus = { ConditionExpression: '#s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': item.status } };
  const countDown = {
    Update: {
      TableName: tableName(),
      Key: keys.member(ownerId, item.family_member_id),
      UpdateExpression: `ADD ${REPORT_COUNT} :n`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':n': -1 },
    },
  };
  try {
    if (item.status === 'completed')
      await db().send(new TransactWriteCommand({ TransactItems: [{ Delete: { TableName: tableName(), Key: key, ...inStatus } }, countDown] }));
    else await db().send(new DeleteCommand({ TableName: tableName(), Key: key, ...inStatus }));
  } catch (error) {
    if (isConditionFailed(error) || failedAt(error, 0)) {
      const now = again ? await getAssessment(kind, ownerId, item.id) : null;
      if (now) await removeAssessment(kind, ownerId, now, false);
      return;
    }
    // Its member is gone (an assessment completed while the member was deleted): there is no count to move.
    if (!failedAt(error, 1)) throw error;
    await deleteKeys([key]);
  }
}
