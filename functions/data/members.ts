import type { FamilyMember, MemberInput } from '../../shared/schemas/family';
import { ageFromBirthDate } from '../../shared/family';
import { files } from '../adapters/storage';
import { deleteKeys, queryAll, type Key } from './batch';
import { db } from './client';
import { getItem, transact, updateItem } from './commands';
import { setExpression } from './expressions';
import { sortableId } from './ids';
import { keys } from './keys';
import { createForAccount, eventCountChange } from './users';
import { isTransactionCancelled } from './dynamo-errors';
import { asItem } from './items';

/** Family members: `USER#<owner>` / `MEMBER#<time-ordered id>`; one Query lists them in the order added. */

type MemberItem = Omit<FamilyMember, 'dateOfBirth' | 'current_age'>;

/** The refusal for a member the caller cannot see (missing, or another account's). */
export const MEMBER_NOT_FOUND = 'Family member not found';

export function toMember(item: Record<string, unknown>): FamilyMember {
  const m = asItem<MemberItem>(item);
  return {
    id: m.id,
    user_id: m.user_id,
    name: m.name,
    date_of_birth: m.date_of_birth,
    dateOfBirth: m.date_of_birth,
    current_age: ageFromBirthDate(m.date_of_birth),
    relationship: m.relationship,
    account_type: m.account_type ?? 'additional',
    email: m.email ?? null,
    whatsapp_number: m.whatsapp_number ?? null,
    location: m.location ?? null,
    timezone: m.timezone ?? null,
    general_interests: m.general_interests ?? [],
    academic_interests: m.academic_interests ?? [],
    academic_challenges: m.academic_challenges ?? [],
    learning_style: m.learning_style ?? null,
    personality_type: m.personality_type || null,
    school_name: m.school_name ?? null,
    year_level: m.year_level ?? null,
    curriculum: m.curriculum ?? null,
    created_at: m.created_at,
    updated_at: m.updated_at,
    report_count: Math.max(0, Number(m.report_count ?? 0)) || 0,
  };
}

function stored(input: MemberInput) {
  return {
    name: input.name,
    date_of_birth: input.date_of_birth,
    relationship: input.relationship,
    email: input.email || null,
    whatsapp_number: input.whatsapp_number || null,
    location: input.location || null,
    timezone: input.timezone || null,
    general_interests: input.general_interests ?? [],
    academic_interests: input.academic_interests ?? [],
    academic_challenges: input.academic_challenges ?? [],
    learning_style: input.learning_style ?? null,
    personality_type: input.personality_type || null,
    school_name: input.school_name || null,
    year_level: input.year_level || null,
    curriculum: input.curriculum || null,
  };
}

export async function listMembersByUser(userId: string): Promise<FamilyMember[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :m)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':m': keys.memberPrefix },
  });
  return items.map(toMember);
}

export async function getMember(userId: string, memberId: string): Promise<FamilyMember | null> {
  const { Item } = await db().send(getItem({ Key: keys.member(userId, memberId) }));
  return Item ? toMember(Item) : null;
}

export async function createMember(userId: string, input: MemberInput): Promise<FamilyMember> {
  const id = sortableId();
  const now = new Date().toISOString();
  const item = {
    ...keys.member(userId, id),
    entity: 'member',
    id,
    user_id: userId,
    account_type: 'additional',
    ...stored(input),
    created_at: now,
    updated_at: now,
  };
  await createForAccount(userId, item);
  return toMember(item);
}

/**
 * Replace a member's fields. An update, not a put: the counter kept beside them (`report_count`, moved by
 * assessment writes) stays. The condition makes a concurrent delete win rather than resurrect the member.
 */
export async function saveMember(existing: FamilyMember, input: MemberInput): Promise<FamilyMember> {
  const { Attributes } = await db().send(
    updateItem({
      Key: keys.member(existing.user_id, existing.id),
      ConditionExpression: 'attribute_exists(pk)',
      ...setExpression({ ...stored(input), updated_at: new Date().toISOString() }),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toMember(Attributes ?? {});
}

/** Delete a member and everything that belongs to them: one Query on gsi2, the documents' files, then batched deletes. */
export async function deleteMemberAndOwnedItems(userId: string, memberId: string) {
  const owned = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :m',
    ExpressionAttributeValues: { ':m': keys.memberOwnedIndexKey(memberId) },
    ProjectionExpression: 'pk, sk, storage_key',
  });
  const stored = owned.map((i) => i.storage_key).filter((k): k is string => typeof k === 'string' && k.startsWith(`users/${userId}/`));
  if (stored.length) await (await files()).delete(stored);
  await deleteKeys([keys.member(userId, memberId), ...owned.map((i) => ({ pk: String(i.pk), sk: String(i.sk) }) as Key)]);
  // The member's events leave the account's event count (see putEvent); a deleted account has none to keep.
  const events = owned.filter((k) => String(k.sk).startsWith(keys.eventPrefix)).length;
  if (events) {
    await db()
      .send(transact([eventCountChange(userId, -events)]))
      .catch((error) => {
        if (!isTransactionCancelled(error)) throw error;
      });
  }
}
