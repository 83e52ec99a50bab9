import { useLingui } from '@lingui/react';
import { memo, type ReactNode } from 'react';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import '../../../components/ui/plain.css';
import { PlainButton } from '../../../components/ui/plain-button';
import { MemberCard } from '../../../features/family/components/member-card';
import { memberIsChild } from '../../../features/family/lib/member-display';
import { useGrowingCount } from '../../../hooks/use-growing-count';
import { FamilySummary } from './family-summary';
import { PrimaryAccountCard } from './primary-account-card';

/** Member cards put on the page per commit: a row on a wide screen, about a phone's screenful. */
const CARDS_PER_COMMIT = 3;

interface FamilyOverviewProps {
  user: PublicUser | null;
  members: FamilyMember[];
  /** Children of linked accounts, listed under Shared with you. */
  sharedChildren: number;
  reportCount: number;
  onAddMember: () => void;
  onEditMember: (member: FamilyMember) => void;
  onEditProfile: () => void;
  subscription?: ReactNode;
}

interface MemberSectionProps {
  title: string;
  members: FamilyMember[];
  /** How many of them are drawn yet (useGrowingCount). */
  shown: number;
  onEdit: (m: FamilyMember) => void;
  /** Said when the section has none of its own. */
  emptyText: string;
}

function MemberSection({ title, members, shown, onEdit, emptyText }: MemberSectionProps) {
  return (
    <section aria-label={title} className="pc-stack pc-gap-3">
      <h3 className="pc-heading-md">{title}</h3>
      {members.length === 0 ? (
        <p className="pc-muted">{emptyText}</p>
      ) : (
        <div className="pc-grid-members">
          {members.slice(0, shown).map((m) => (
            <MemberCard key={m.id} member={m} onEdit={onEdit} />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The Family tab (2.3-2.5): summary, then the overview with the primary account, children and other adults.
 * Memoised (the dashboard passes stable props): other reads arriving on the dashboard do not re-render it.
 * Plain elements styled by plain.css, like the member cards (see there why).
 */
export const FamilyOverview = memo(function FamilyOverview({
  user,
  members,
  sharedChildren,
  reportCount,
  onAddMember,
  onEditMember,
  onEditProfile,
  subscription,
}: FamilyOverviewProps) {
  const { _ } = useLingui();
  const children = members.filter((m) => memberIsChild(m));
  const adults = members.filter((m) => !memberIsChild(m));
  // Children first, then adults, a row of cards per commit.
  const shown = useGrowingCount(members.length, CARDS_PER_COMMIT);
  return (
    <div className="pc-stack pc-gap-8">
      <FamilySummary members={members} sharedChildren={sharedChildren} />
      <section aria-label={_('home.familyOverview')} className="pc-stack pc-gap-6">
        <div className="pc-row pc-gap-4 pc-between">
          <h2 className="pc-heading-lg">{_('home.familyOverview')}</h2>
          {/* Adding is always allowed (no member limit on any plan), so the 'Limit Reached' state never shows. */}
          <PlainButton onClick={onAddMember}>{_('home.addFamilyMember')}</PlainButton>
        </div>
        {user ? (
          <PrimaryAccountCard user={user} memberCount={members.length} reportCount={reportCount} onEdit={onEditProfile} subscription={subscription} />
        ) : (
          <p className="pc-muted">{_('home.userNull')}</p>
        )}
        <MemberSection
          title={_('home.children')}
          members={children}
          shown={shown}
          onEdit={onEditMember}
          emptyText={sharedChildren > 0 ? _('home.sharedChildrenListed') : _('home.noChildren')}
        />
        <MemberSection
          title={_('home.otherAdults')}
          members={adults}
          shown={Math.max(0, shown - children.length)}
          onEdit={onEditMember}
          emptyText={_('home.noAdults')}
        />
      </section>
    </div>
  );
});
