import { Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { hasAssistant, isFreePlan } from '../lib/plan-card';
import { MessageUsCard } from './message-us-card';
import { PlanStatusCard } from './plan-status-card';
import { StatCard } from '../../../components/ui/stat-card';
import { sharedCaption } from '../lib/shared-children';
import { UpgradeBanner } from './upgrade-banner';

/** The dashboard before any family member exists (2.3); a linked adult may already see children shared with them. */
export function EmptyDashboard({ user, sharedChildren = 0, onAddMember }: { user: PublicUser; sharedChildren?: number; onAddMember: () => void }) {
  return (
    <Stack gap="6">
      <SimpleGrid as="section" aria-label="Family summary" columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard label="Active family profiles" value={0} />
        <StatCard label="Child profiles" value={sharedChildren} caption={sharedCaption(sharedChildren)} />
        <StatCard label="Added in last 30 days" value={0} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PlanStatusCard subscriptionType={user.subscription_type} />
        {hasAssistant(user.subscription_type) && <MessageUsCard />}
      </SimpleGrid>
      {isFreePlan(user.subscription_type) && <UpgradeBanner />}
      <Card.Root as="section" aria-label="Get Started" variant="outline">
        <Card.Body gap="2">
          <Card.Title as="h2">Get Started</Card.Title>
          <Text color="fg.muted">
            {sharedChildren > 0
              ? 'Children shared with you through an account link are listed under Shared with you. Add the other people in your family too, so Simplify can tailor schedules, reminders and learning support to each of them.'
              : 'Add your children and the other adults in your family so Simplify can tailor schedules, reminders and learning support to each of them.'}
          </Text>
        </Card.Body>
        <Card.Footer>
          <Button onClick={onAddMember}>Add First Family Member</Button>
        </Card.Footer>
      </Card.Root>
    </Stack>
  );
}
