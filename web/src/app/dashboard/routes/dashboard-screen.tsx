import { useLingui } from '@lingui/react';
import { lazy, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { ChakraIsland } from '../../chakra-island';
import { Page } from '../../../components/ui/page';
import { PlainButton, PlainButtonLink, PlainSpinner } from '../../../components/ui/plain-button';
import { PlainTabs, type PlainTab } from '../../../components/ui/plain-tabs';
import { paths } from '../../../config/paths';
import { useSharedFamilyMembers } from '../../../features/account-links/api/account-links';
import { SharedWithYou } from '../../../features/account-links/components/shared-with-you';
import { useUser } from '../../../features/auth';
import { useFamilyMembers } from '../../../features/family/api/family-members';
import { SubscriptionControl } from '../../../features/plans/components/subscription-control';
import { FamilyOverview } from '../components/family-overview';
import { TodaySection } from '../components/today-section';
import { useReportCount } from '../hooks/use-report-count';
import { useToday } from '../hooks/use-today';
import { useUpgradeSuccess } from '../hooks/use-upgrade-success';

/*
 * The first view (frame, actions, tabs, family overview) is plain elements (docs/decisions/0013). The rarer states
 * are drawn with Chakra inside a ChakraIsland, and their modules load with it: the load error, the empty
 * dashboard, the admin panel and the dialogs.
 */
const LoadErrorAlert = lazy(() => import('../../../components/ui/load-error-alert').then((m) => ({ default: m.LoadErrorAlert })));
const EmptyDashboard = lazy(() => import('../components/empty-dashboard').then((m) => ({ default: m.EmptyDashboard })));

/** The admin code loads only when an admin opens the Admin tab. */
const AdminPanel = lazy(() => import('../../../features/admin'));

/** The dialogs' code (forms, validation, the timezone picker) loads when one is first opened. */
const AddMemberDialog = lazy(() => import('../../../features/family/components/add-member-dialog').then((m) => ({ default: m.AddMemberDialog })));
const EditMemberDialog = lazy(() => import('../../../features/family/components/edit-member-dialog').then((m) => ({ default: m.EditMemberDialog })));
/** The calendar's Add Event dialog and the read of whom an event can be for, on the first tap on Add event. */
const TodayAddEvent = lazy(() => import('../components/today-add-event'));
const CompleteProfileDialog = lazy(() =>
  import('../../../features/profile/components/complete-profile-dialog').then((m) => ({ default: m.CompleteProfileDialog })),
);

/** True from the first time `open` is true: a lazily loaded dialog then stays mounted, so it can animate closed. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** / and /dashboard: the family dashboard (docs/decisions/0009). */
export function DashboardScreen() {
  const { user } = useUser();
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { members: latestMembers, error, isLoading, mutate } = useFamilyMembers();
  // The family overview is the dashboard's biggest render: it follows the list at a lower priority, in
  // slices between which the browser stays responsive, instead of in one long task when the list arrives.
  const members = useDeferredValue(latestMembers);
  const [addOpen, setAddOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const [tab, setTab] = useState('family');
  const addRequested = useOpenedOnce(addOpen);
  const profileRequested = useOpenedOnce(profileOpen);
  const [eventOpen, setEventOpen] = useState(false);
  const eventRequested = useOpenedOnce(eventOpen);
  // Children shared through account links count as the family's too: a linked parent has children without adding any.
  const sharedChildren = useSharedFamilyMembers().members?.length ?? 0;
  const reportCount = useReportCount(latestMembers);
  useUpgradeSuccess();
  const openAdd = useCallback(() => setAddOpen(true), []);
  const openProfile = useCallback(() => setProfileOpen(true), []);
  const subscription = useMemo(() => (user ? <SubscriptionControl user={user} /> : null), [user]);
  const today = useToday(user);
  // Today, the family and the header's buttons for it appear together: one growing above another once drawn
  // would push it down the screen.
  const waiting = (!members && (isLoading || latestMembers)) || today.loading;
  const hasMembers = !waiting && Boolean(members && members.length > 0);
  const hasFamily = hasMembers || (!waiting && sharedChildren > 0);
  const openEvent = useCallback(() => setEventOpen(true), []);
  const closeEvent = useCallback(() => setEventOpen(false), []);
  const me = useMemo(
    () => ({ id: user?.id ?? '', name: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() }),
    [user?.id, user?.first_name, user?.last_name],
  );

  if (!user) return null;

  const actions = (
    <div className="pc-actions">
      {!user.whatsapp_number && (
        <PlainButton variant="outline" onClick={openProfile}>
          {_('home.completeProfile')}
        </PlainButton>
      )}
      {hasFamily && (
        <PlainButtonLink variant="outline" to={paths.calendar.getHref()}>
          {_('nav.calendar')}
        </PlainButtonLink>
      )}
      {/* Lists need no family members: the link shows from the start. */}
      <PlainButtonLink variant="outline" to={paths.lists.getHref()}>
        {_('nav.lists')}
      </PlainButtonLink>
      {hasFamily && (
        <PlainButtonLink variant="outline" to={paths.accountLinks.getHref()}>
          {_('home.familyLinks')}
        </PlainButtonLink>
      )}
      {hasMembers && <PlainButton onClick={openAdd}>{_('home.addMember')}</PlainButton>}
    </div>
  );
  const emptyDashboard = (
    <ChakraIsland>
      <EmptyDashboard user={user} sharedChildren={sharedChildren} onAddMember={openAdd} />
    </ChakraIsland>
  );

  let content;
  if (waiting) {
    content = (
      <div className="pc-center">
        <PlainSpinner role="status" aria-label={_('home.loadingFamily')} />
      </div>
    );
  } else if (!members) {
    content = (
      <ChakraIsland>
        <LoadErrorAlert title={_('home.loadFamilyFailed')} error={error} onRetry={() => void mutate()} />
      </ChakraIsland>
    );
  } else if (members.length === 0 && !user.is_admin) {
    content = emptyDashboard;
  } else {
    // An admin with no family yet still gets the tabs, so the Admin tab stays reachable.
    const tabs: PlainTab[] = [
      {
        value: 'family',
        label: _('home.tabFamily'),
        content:
          members.length === 0 ? (
            emptyDashboard
          ) : (
            <FamilyOverview
              user={user}
              members={members}
              sharedChildren={sharedChildren}
              reportCount={reportCount}
              onAddMember={openAdd}
              onEditMember={setEditing}
              onEditProfile={openProfile}
              subscription={subscription}
            />
          ),
      },
      { value: 'vark', label: 'VARK' },
      { value: 'disc', label: 'DiSC' },
    ];
    if (user.is_admin) {
      tabs.push({
        value: 'admin',
        label: _('home.tabAdmin'),
        content:
          tab === 'admin' ? (
            <ChakraIsland fallback={<PlainSpinner role="status" aria-label={_('home.loadingAdmin')} />}>
              <AdminPanel />
            </ChakraIsland>
          ) : null,
      });
    }
    content = (
      <PlainTabs
        value={tab}
        onValueChange={(value) => {
          if (value === 'vark') navigate(paths.vark.getHref());
          else if (value === 'disc') navigate(paths.disc.getHref());
          else setTab(value);
        }}
        tabs={tabs}
      />
    );
  }

  return (
    <Page title={_('home.title')} description={_('home.welcome', { name: user.first_name || user.email })} actions={actions}>
      {!waiting && <TodaySection view={today.view} members={latestMembers} userId={user.id} onAddEvent={openEvent} />}
      {content}
      <SharedWithYou />
      {addRequested && (
        <ChakraIsland>
          <AddMemberDialog open={addOpen} onOpenChange={setAddOpen} />
        </ChakraIsland>
      )}
      {editing && (
        <ChakraIsland>
          <EditMemberDialog member={editing} open onOpenChange={(open) => !open && setEditing(null)} />
        </ChakraIsland>
      )}
      {eventRequested && (
        <ChakraIsland>
          <TodayAddEvent open={eventOpen} date={today.view.today.date} members={latestMembers} me={me} onClose={closeEvent} />
        </ChakraIsland>
      )}
      {profileRequested && (
        <ChakraIsland>
          <CompleteProfileDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} />
        </ChakraIsland>
      )}
    </Page>
  );
}

export default DashboardScreen;
