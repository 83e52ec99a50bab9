import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { paths } from '../../../config/paths';
import { SettingsSection } from './settings-section';

const PLAN_NAMES: Record<PublicUser['subscription_type'], string> = {
  free: 'Free Plan',
  simplify: 'Simplify',
  simplify_plus: 'Simplify+',
  assessment_pack: 'Assessment Pack',
};

/** Subscription Management: the current plan for now; cancel, manage and billing come with the plans work. */
export function SubscriptionSection({ user }: { user: PublicUser }) {
  const plan = user.subscription_type ?? 'free';
  const paid = plan !== 'free';
  return (
    <SettingsSection title="Subscription Management" description="Your plan and what it includes.">
      <Stack gap="4">
        <Flex align="center" gap="3" wrap="wrap">
          <Text>
            Current plan: <strong>{PLAN_NAMES[plan] ?? PLAN_NAMES.free}</strong>
          </Text>
          {paid && user.subscription_status === 'active' && (
            <Badge colorPalette="green" color="green.800">
              Active
            </Badge>
          )}
        </Flex>
        {plan !== 'simplify_plus' && (
          <Button asChild alignSelf="flex-start" variant="outline">
            <RouterLink to={paths.upgrade.getHref()}>{paid ? 'Upgrade' : 'Subscribe'}</RouterLink>
          </Button>
        )}
      </Stack>
    </SettingsSection>
  );
}
