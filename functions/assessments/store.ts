import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ageFromBirthDate } from '../../shared/family';
import { hasAssessmentAccess } from '../../shared/plans';
import type { StoredBilling } from '../billing/billing';
import { deleteKeys, queryAll } from '../data/batch';
import { db, tableName } from '../data/client';
import { sortableId } from '../data/ids';
import { setExpression } from '../data/expressions';
import { keys } from '../data/keys';
import { getMember } from '../data/members';
import { getUser, type UserItem } from '../data/users';
import { badRequest, forbidden, notFound } from '../errors';
import type { AssessmentKind, Question } from './kinds';

export interface AssessmentItem {
  id: string;
  owner_id: string;
  family_member_id: string;
  member_name: string;
  age_group: string;
  status: 'in_progress' | 'completed';
  responses: Record<string, string>;
  results?: Record<string, unknown>;
  report?: unknown;
  created_at: string;
  completed_at?: string | null;
}

export const UPGRADE_REQUIRED = 'Upgrade required: assessments are included with Simplify+ or the Assessment Pack.';

export async function hasAccess(userId: string): Promise<boolean> {
  const user = (await getUser(userId)) as (UserItem & StoredBilling) | null;
  return Boolean(user && hasAssessmentAccess(user));
}

export function nextQuestion(kind: AssessmentKind, item: AssessmentItem): { question: Question | null; number: number; total: number } {
  const bank = kind.questions(item.age_group);
  const index = bank.findIndex((q) => !(q.id in (item.responses ?? {})));
  return { question: index < 0 ? null : bank[index], number: index < 0 ? bank.length : index + 1, total: bank.length };
}

export async function startAssessment(kind: AssessmentKind, userId: string, memberId: string): Promise<AssessmentItem> {
  const [access, member] = await Promise.all([hasAccess(userId), getMember(userId, memberId)]);
  if (!member) throw notFound('Family member not found');
  if (!access) throw forbidden(UPGRADE_REQUIRED);
  const id = sortableId();
  const item: AssessmentItem = {
    id,
    owner_id: userId,
    family_member_id: member.id,
    member_name: member.name,
    age_group: kind.ageGroup(ageFromBirthDate(member.date_of_birth)),
    status: 'in_progress',
    responses: {},
    created_at: new Date().toISOString(),
    completed_at: null,
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.assessment(userId, kind.kind, id), entity: kind.entity, ...keys.memberOwned(member.id, `${kind.kind}#${id}`), ...item },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return item;
}

export async function findAssessment(kind: AssessmentKind, userId: string, id: string): Promise<AssessmentItem> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.assessment(userId, kind.kind, id) }));
  if (!Item) throw notFound('Assessment not found');
  return Item as AssessmentItem;
}

export async function listAssessments(kind: AssessmentKind, userId: string): Promise<AssessmentItem[]> {
  return (await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :k)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':k': `${kind.kind}#` },
  })) as unknown as AssessmentItem[];
}

const COMPLETED = 'This assessment is already completed.';

/**
 * Merge answers by question id (re-sending one is harmless); when every question is answered, the
 * server scores it, stores the report and writes the result onto the member.
 */
export async function recordAnswers(kind: AssessmentKind, userId: string, id: string, responses: Array<{ questionId: string; answer: string }>): Promise<AssessmentItem> {
  const current = await findAssessment(kind, userId, id);
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
        new UpdateCommand({ TableName: tableName(), Key: keys.assessment(userId, kind.kind, id), UpdateExpression: `SET ${sets.join(', ')}`, ConditionExpression: '#s = :ip', ExpressionAttributeNames: names, ExpressionAttributeValues: values, ReturnValues: 'ALL_NEW' }),
      );
      item = out.Attributes as AssessmentItem;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') throw badRequest(COMPLETED);
      throw error;
    }
  }
  return nextQuestion(kind, item).question ? item : complete(kind, userId, item);
}

async function complete(kind: AssessmentKind, userId: string, item: AssessmentItem): Promise<AssessmentItem> {
  const answers = kind.questions(item.age_group).map((q) => item.responses[q.id]);
  const { results, report, memberFields } = kind.complete(answers, item.member_name, item.age_group);
  const completedAt = new Date().toISOString();
  const assessmentUpdate = {
    Update: {
      TableName: tableName(),
      Key: keys.assessment(userId, kind.kind, item.id),
      UpdateExpression: 'SET #s = :c, results = :r, report = :rep, completed_at = :t',
      ConditionExpression: '#s = :ip',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':c': 'completed', ':ip': 'in_progress', ':r': results, ':rep': report, ':t': completedAt },
    },
  };
  const memberUpdate = {
    Update: { TableName: tableName(), Key: keys.member(userId, item.family_member_id), ConditionExpression: 'attribute_exists(pk)', ...setExpression({ ...memberFields, updated_at: completedAt }) },
  };
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [assessmentUpdate, memberUpdate] }));
  } catch (error) {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return findAssessment(kind, userId, item.id);
    // The member was deleted meanwhile: complete the assessment on its own.
    await db().send(new UpdateCommand(assessmentUpdate.Update));
  }
  return { ...item, status: 'completed', results: results as Record<string, unknown>, report, completed_at: completedAt };
}

export async function deleteAssessment(kind: AssessmentKind, userId: string, id: string) {
  await findAssessment(kind, userId, id);
  await deleteKeys([keys.assessment(userId, kind.kind, id)]);
}
