import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { Page } from '../../../components/ui/page';
import { useUser } from '../../auth';
import { CompleteProfileDialog } from '../../profile';

/** / and /dashboard: the family dashboard. For now the welcome line and the profile prompt. */
export function DashboardScreen() {
  const { user } = useUser();
  const [profileOpen, setProfileOpen] = useState(false);
  if (!user) return null;
  return (
    <Page
      title="Family Dashboard"
      description={`Welcome, ${user.first_name || user.email}`}
      actions={
        !user.whatsapp_number && (
          <Button onClick={() => setProfileOpen(true)} alignSelf={{ base: 'flex-start', md: 'center' }}>
            Complete Your Profile
          </Button>
        )
      }
    >
      <CompleteProfileDialog user={user} open={profileOpen} onOpenChange={setProfileOpen} />
    </Page>
  );
}

export default DashboardScreen;
