import { Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { hasAssistant, isFreePlan } from '../lib/plan-card';
import { MessageUsCard } from './message-us-card';
import { PlanStatusCard } from './plan-status-card';
import { StatCard } from '../../../components/ui/stat-card';
import { sharedCaption } from '../lib/shared-children';
import { UpgradeBanner } from './upgrade-banner';

/** The dashboard before any family member exists (2.3); a linked adult may already see children shared with them. */
export function EmptyDashboard({ user, sharedChildren = 0, onAddMember }: { user: PublicUser; sharedChildren?: number; onAddMember: () => void }) {
  const { _ } = useLingui();
  return (
    <Stack gap="6">
      <SimpleGrid as="section" aria-label={_('home.familySummary')} columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard label={_('home.activeProfiles')} value={0} />
        <StatCard label={_('home.childProfiles')} value={sharedChildren} caption={sharedCaption(sharedChildren)} />
        <StatCard label={_('home.addedLast30')} value={0} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PlanStatusCard subscriptionType={user.subscription_type} />
        {hasAssistant(user.subscription_type) && <MessageUsCard />}
      </SimpleGrid>
      {isFreePlan(user.subscription_type) && <UpgradeBanner />}
      <Card.Root as="section" aria-label={_('home.getStarted')} variant="outline">
        <Card.Body gap="2">
          <Card.Title as="h2">{_('home.getStarted')}</Card.Title>
          <Text color="fg.muted">{sharedChildren > 0 ? _('home.getStartedShared') : _('home.getStartedBody')}</Text>
        </Card.Body>
        <Card.Footer>
          <Button onClick={onAddMember}>{_('home.addFirstMember')}</Button>
        </Card.Footer>
      </Card.Root>
    </Stack>
  );
}
