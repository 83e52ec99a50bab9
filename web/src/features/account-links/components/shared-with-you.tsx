import { lazy, useState } from 'react';
import { ChakraIsland } from '../../../app/chakra-island';
import { useSharedFamilyMembers } from '../api/account-links';
import { rememberedInvitation } from '../lib/pending-invitation';

/** The cards and the invitation notice are Chakra components: their module loads with the island, only when there is something to show. */
const SharedWithYouContent = lazy(() => import('./shared-with-you-content'));

/**
 * The dashboard's "Shared with you" part (docs/decisions/0003): the children of linked accounts.
 * Renders nothing when there are none or the list could not be loaded. The read happens here, outside
 * the island, so a dashboard without shared children never loads Chakra for it (docs/decisions/0013).
 */
export function SharedWithYou() {
  const { members } = useSharedFamilyMembers();
  const [pendingInvitation] = useState(rememberedInvitation);
  const shared = members ?? [];

  if (shared.length === 0 && !pendingInvitation) return null;

  return (
    <ChakraIsland>
      <SharedWithYouContent shared={shared} pendingInvitation={pendingInvitation} />
    </ChakraIsland>
  );
}

export default SharedWithYou;
