import { useFamilyMembers, useSharedFamilyMembers } from '../../../lib/family-members';

/**
 * Whom an assessment can be started for: the caller's family members, then the children shared through
 * account links (a failed shared read adds none). The two reads and their cache keys belong to family/
 * and account-links/.
 */
export function useFamilyMemberList() {
  const { members: data, error, isLoading } = useFamilyMembers();
  const { members: shared } = useSharedFamilyMembers();
  const own = Array.isArray(data) ? data : undefined;
  const members = own && shared ? [...own, ...shared.filter((s) => !own.some((m) => m.id === s.id))] : own;
  return { members, error, isLoading };
}
