import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { deleteKeys } from '../data/batch';
import { db } from '../data/client';
import { deleteItem, getItem, table, transact, updateItem } from '../data/commands';
import { failedAt, isConditionFailed, isTransactionCancelled } from '../data/dynamo-errors';
import { setExpression } from '../data/expressions';
import { keys } from '../data/keys';
import { badRequest } from '../errors';
import type { Caller } from '../links/links';
import type { AssessmentKind } from './kinds';
import { findAssessment, nextQuestion, type AssessmentItem } from './store';

/** The writes that finish or remove an assessment, and so move its member's report count (reads: store.ts). */

/** The member's count of completed assessments (the dashboard's Reports), kept by completion and delete. */
const REPORT_COUNT = 'report_count';

async function getAssessment(kind: AssessmentKind, ownerId: string, id: string): Promise<AssessmentItem | null> {
  const { Item } = await db().send(getItem({ Key: keys.assessment(ownerId, kind.kind, id) }));
  return (Item as AssessmentItem | undefined) ?? null;
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
        updateItem({
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
    Update: table({
      Key: keys.assessment(ownerId, kind.kind, item.id),
      UpdateExpression: 'SET #s = :c, results = :r, report = :rep, completed_at = :t',
      ConditionExpression: '#s = :ip',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':c': 'completed', ':ip': 'in_progress', ':r': results, ':rep': report, ':t': completedAt },
    }),
  };
  // The member carries the result and its report count, moved in this same transaction (ADR 0004).
  const set = setExpression({ ...memberFields, updated_at: completedAt });
  const memberUpdate = {
    Update: table({
      Key: keys.member(ownerId, item.family_member_id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: `${set.UpdateExpression} ADD ${REPORT_COUNT} :one`,
      ExpressionAttributeNames: set.ExpressionAttributeNames,
      ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':one': 1 },
    }),
  };
  try {
    await db().send(transact([assessmentUpdate, memberUpdate]));
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
    Update: table({
      Key: keys.member(ownerId, item.family_member_id),
      UpdateExpression: `ADD ${REPORT_COUNT} :n`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':n': -1 },
    }),
  };
  try {
    if (item.status === 'completed') await db().send(transact([{ Delete: { Key: key, ...inStatus } }, countDown]));
    else await db().send(deleteItem({ Key: key, ...inStatus }));
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
