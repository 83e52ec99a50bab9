import { Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { isFreePlan } from '../lib/plan-card';
import { MessageUsCard } from './message-us-card';
import { PlanStatusCard } from './plan-status-card';
import { StatCard } from '../../../components/ui/stat-card';
import { UpgradeBanner } from './upgrade-banner';

/** The dashboard before any family member exists (2.3). */
export function EmptyDashboard({ user, onAddMember }: { user: PublicUser; onAddMember: () => void }) {
  return (
    <Stack gap="6">
      <SimpleGrid as="section" aria-label="Family summary" columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard label="Active family profiles" value={0} />
        <StatCard label="Child profiles" value={0} />
        <StatCard label="Added in last 30 days" value={0} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PlanStatusCard subscriptionType={user.subscription_type} />
        <MessageUsCard />
      </SimpleGrid>
      {isFreePlan(user.subscription_type) && <UpgradeBanner />}
      <Card.Root as="section" aria-label="Get Started" variant="outline">
        <Card.Body gap="2">
          <Card.Title as="h2">Get Started</Card.Title>
          <Text color="fg.muted">
            Add your children and the other adults in your family so Simplify can tailor schedules, reminders and learning support to each of them.
          </Text>
        </Card.Body>
        <Card.Footer>
          <Button onClick={onAddMember}>Add First Family Member</Button>
        </Card.Footer>
      </Card.Root>
    </Stack>
  );
}
