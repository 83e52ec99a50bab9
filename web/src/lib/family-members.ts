import useSWR, { useSWRConfig } from 'swr';
import type { FamilyMember } from '../../../shared/schemas/family';
import { apiJson } from './api-client';
import { USER_KEY } from './user';

/** Family member calls (docs/decisions/0009). */
export const FAMILY_MEMBERS_KEY = '/api/family-members';
export const familyMemberKey = (id: string) => `${FAMILY_MEMBERS_KEY}/${encodeURIComponent(id)}`;

export function useFamilyMembers() {
  const { data, error, isLoading, mutate } = useSWR<FamilyMember[]>(FAMILY_MEMBERS_KEY);
  return { members: data, error: error as Error | undefined, isLoading, mutate };
}

export function useFamilyMember(id: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<FamilyMember>(id ? familyMemberKey(id) : null);
  return { member: data, error: error as Error | undefined, isLoading, mutate };
}

/** The body of POST /api/family-members. */
export interface CreateMemberBody {
  name: string;
  date_of_birth: string;
  relationship: string;
  email: string | null;
  whatsapp_number: string | null;
  general_interests: string[];
  academic_interests: string[];
  academic_challenges: string[];
  learning_style: string | null;
  personality_type: string | null;
  school_name: string | null;
  year_level: string | null;
  curriculum: string | null;
}

/** The body of PUT /api/family-members/{id}. */
export interface UpdateMemberBody extends Omit<CreateMemberBody, 'learning_style'> {
  location: string | null;
  timezone: string | null;
  learning_style?: string | Record<string, boolean> | null;
}

export const createFamilyMember = (body: CreateMemberBody) => apiJson<FamilyMember>('POST', FAMILY_MEMBERS_KEY, body);
export const updateFamilyMember = (id: string, body: UpdateMemberBody) => apiJson<FamilyMember>('PUT', familyMemberKey(id), body);
export const deleteFamilyMember = (id: string) => apiJson<unknown>('DELETE', familyMemberKey(id));

/** After add, edit or delete: refresh the family list, the user and (when given) the member read (7.3). */
export function useRefreshFamily() {
  const { mutate } = useSWRConfig();
  return async (memberId?: string) => {
    await Promise.all([mutate(FAMILY_MEMBERS_KEY), mutate(USER_KEY), memberId ? mutate(familyMemberKey(memberId)) : Promise.resolve()]);
  };
}

/** The children of every account linked to the caller (docs/decisions/0003): the assessments and the dashboard read them too. */
export const SHARED_FAMILY_MEMBERS_KEY = '/api/shared/family-members';

export type SharedFamilyMember = FamilyMember & { owner: { id: string; first_name: string | null; last_name: string | null } };

/** GET /api/shared/family-members. */
export function useSharedFamilyMembers() {
  const { data, error, isLoading } = useSWR<SharedFamilyMember[]>(SHARED_FAMILY_MEMBERS_KEY);
  return { members: Array.isArray(data) ? data : undefined, error: error as Error | undefined, isLoading };
}
