import { Button, Flex, Spinner, Tabs } from '@chakra-ui/react';
import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { FamilyMember } from '../../../../../shared/schemas/family';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { SharedWithYou } from '../../../features/account-links/components/shared-with-you';
import { useUser } from '../../../features/auth';
import { useFamilyMembers } from '../../../features/family/api/family-members';
import { SubscriptionControl } from '../../../features/plans/components/subscription-control';
import { EmptyDashboard } from '../components/empty-dashboard';
import { FamilyOverview } from '../components/family-overview';
import { useReportCount } from '../hooks/use-report-count';
import { useUpgradeSuccess } from '../hooks/use-upgrade-success';

/** The admin code loads only when an admin opens the Admin tab. */
const AdminPanel = lazy(() => import('../../../features/admin'));

/** The dialogs' code (forms, validation, the timezone picker) loads when one is first opened. */
const AddMemberDialog = lazy(() => import('../../../features/family/components/add-member-dialog').then((m) => ({ default: m.AddMemberDialog })));
const EditMemberDialog = lazy(() => import('../../../features/family/components/edit-member-dialog').then((m) => ({ default: m.EditMemberDialog })));
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
  const hasMembers = Boolean(members && members.length > 0);
  const reportCount = useReportCount(latestMembers);
  useUpgradeSuccess();
  const openAdd = useCallback(() => setAddOpen(true), []);
  const openProfile = useCallback(() => setProfileOpen(true), []);
  const subscription = useMemo(() => (user ? <SubscriptionControl user={user} /> : null), [user]);

  if (!user) return null;

  const actions = (
    <Flex gap="2" wrap="wrap" alignSelf={{ base: 'flex-start', md: 'center' }}>
      {!user.whatsapp_number && (
        <Button variant="outline" onClick={openProfile}>
          Complete Your Profile
        </Button>
      )}
      {hasMembers && (
        <>
          <Button asChild variant="outline">
            <RouterLink to={paths.calendar.getHref()}>Calendar</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.accountLinks.getHref()}>Family Links</RouterLink>
          </Button>
          <Button onClick={openAdd}>Add Member</Button>
        </>
      )}
    </Flex>
  );

  let content;
  if (!members && (isLoading || latestMembers)) {
    content = (
      <Flex justify="center" py="10">
        <Spinner role="status" aria-label="Loading your family" />
      </Flex>
    );
  } else if (!members) {
    content = <LoadErrorAlert title="We couldn't load your family members." error={error} onRetry={() => void mutate()} />;
  } else if (members.length === 0 && !user.is_admin) {
    content = <EmptyDashboard user={user} onAddMember={openAdd} />;
  } else {
    // An admin with no family yet still gets the tabs, so the Admin tab stays reachable.
    content = (
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          if (e.value === 'vark') navigate(paths.vark.getHref());
          else if (e.value === 'disc') navigate(paths.disc.getHref());
          else setTab(e.value);
        }}
        variant="line"
      >
        <Tabs.List>
          <Tabs.Trigger value="family">Family</Tabs.Trigger>
          <Tabs.Trigger value="vark">VARK</Tabs.Trigger>
          <Tabs.Trigger value="disc">DiSC</Tabs.Trigger>
          {user.is_admin && <Tabs.Trigger value="admin">Admin</Tabs.Trigger>}
        </Tabs.List>
        <Tabs.Content value="family" pt="6">
          {members.length === 0 ? (
            <EmptyDashboard user={user} onAddMember={openAdd} />
          ) : (
            <FamilyOverview
              user={user}
              members={members}
              reportCount={reportCount}
              onAddMember={openAdd}
              onEditMember={setEditing}
              onEditProfile={openProfile}
              subscription={subscription}
            />
          )}
        </Tabs.Content>
        {user.is_admin && (
          <Tabs.Content value="admin" pt="6">
            {tab === 'admin' && (
              <Suspense fallback={<Spinner role="status" aria-label="Loading the admin dashboard" />}>
                <AdminPanel />
              </Suspense>
            )}
          </Tabs.Content>
        )}
      </Tabs.Root>
    );
  }

  return (
    <Page title="Family Dashboard" description={`Welcome, ${user.first_name || user.email}`} actions={actions}>
      {content}
      <SharedWithYou />
      {addRequested && (
        <Suspense fallback={null}>
          <AddMemberDialog open={addOpen} onOpenChange={setAddOpen} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditMemberDialog member={editing} open onOpenChange={(open) => !open && setEditing(null)} />
        </Suspense>
      )}
      {profileRequested && (
        <Suspense fallback={null}>
          <CompleteProfileDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} />
        </Suspense>
      )}
    </Page>
  );
}

export default DashboardScreen;
