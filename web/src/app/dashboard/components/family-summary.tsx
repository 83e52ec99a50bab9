import { familyCounts } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import '../../../components/ui/plain.css';
import { StatCard } from '../../../components/ui/stat-card';
import { sharedCaption } from '../lib/shared-children';

/** Family summary cards (2.4); the children include those shared through account links. */
export function FamilySummary({ members, sharedChildren = 0 }: { members: FamilyMember[]; sharedChildren?: number }) {
  const counts = familyCounts(members);
  return (
    <section aria-label="Family summary" className="pc-grid-stats">
      <StatCard label="Total Family Members" value={counts.total} caption="Active family profiles" />
      <StatCard label="Children" value={counts.children + sharedChildren} caption={sharedCaption(sharedChildren)} />
      <StatCard label="Adults" value={counts.adults} />
      <StatCard label="Recently Added" value={counts.recentlyAdded} caption="added in last 30 days" />
    </section>
  );
}
