import { useLingui } from '@lingui/react';
import { familyCounts } from '../../../../../shared/family';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import '../../../components/ui/plain.css';
import { StatCard } from '../../../components/ui/stat-card';
import { sharedCaption } from '../lib/shared-children';

/** Family summary cards (2.4); the children include those shared through account links. */
export function FamilySummary({ members, sharedChildren = 0 }: { members: FamilyMember[]; sharedChildren?: number }) {
  const { _ } = useLingui();
  const counts = familyCounts(members);
  return (
    <section aria-label={_('home.familySummary')} className="pc-grid-stats">
      <StatCard label={_('home.totalMembers')} value={counts.total} caption={_('home.activeProfiles')} />
      <StatCard label={_('home.children')} value={counts.children + sharedChildren} caption={sharedCaption(sharedChildren)} />
      <StatCard label={_('home.adults')} value={counts.adults} />
      <StatCard label={_('home.recentlyAdded')} value={counts.recentlyAdded} caption={_('home.addedLast30Caption')} />
    </section>
  );
}
