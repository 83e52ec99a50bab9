import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Page } from '../../../components/ui/page';
import { useUser } from '../../../lib/user';
import { ChangePasswordSection } from '../../../features/settings/components/change-password-section';
import { DangerZoneSection } from '../../../features/settings/components/danger-zone-section';
import { ProfileSection } from '../../../features/settings/components/profile-section';
import { SummariesSection } from '../../../features/settings/components/summaries-section';
import { WhatsappSection } from '../../../features/settings/components/whatsapp-section';
import { SubscriptionManagementSection } from '../../../features/plans/components/subscription-management-section';

/** /settings and /account-settings (docs/decisions/0011). Renders nothing without a signed-in user. */
export function SettingsScreen() {
  const { user } = useUser();
  const { _ } = useLingui();
  if (!user) return null;
  return (
    <Page title={_('settings.title')} description={_('settings.description')}>
      <Stack gap="6" maxW="3xl">
        <ProfileSection user={user} />
        <ChangePasswordSection />
        <SubscriptionManagementSection user={user} />
        <WhatsappSection user={user} />
        <SummariesSection user={user} />
        <DangerZoneSection />
      </Stack>
    </Page>
  );
}

export default SettingsScreen;
