import type { FamilyMember } from '../../../../../shared/schemas/family';
import { useSharedFamilyMembers } from '../../../features/account-links/api/account-links';

const reportsOf = (members: FamilyMember[] | undefined) => (Array.isArray(members) ? members.reduce((n, m) => n + (Number(m.report_count) || 0), 0) : 0);

/**
 * Reports on the account: the completed VARK and DiSC assessments of the family's members and of the
 * children shared through account links. The server counts them on each member (`report_count`), so the
 * dashboard needs no assessment list; a list not loaded counts as 0.
 */
export function useReportCount(members: FamilyMember[] | undefined): number {
  const { members: shared } = useSharedFamilyMembers();
  return reportsOf(members) + reportsOf(shared);
}
