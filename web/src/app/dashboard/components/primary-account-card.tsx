import { Avatar, Badge, Box, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { initials } from '../../../../../shared/family';
import type { PublicUser } from '../../../../../shared/schemas/auth';
import { planCardText } from '../lib/plan-card';
import { TooltipIconButton } from '../../../components/ui/tooltip';

interface PrimaryAccountCardProps {
  user: PublicUser;
  memberCount: number;
  reportCount: number;
  onEdit: () => void;
  /** The subscription area (the plans feature's control when available). */
  subscription?: ReactNode;
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  );
}

/** You (Primary Account) (2.5). */
export function PrimaryAccountCard({ user, memberCount, reportCount, onEdit, subscription }: PrimaryAccountCardProps) {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email;
  const plan = planCardText(user.subscription_type);
  const headingId = useId();
  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" borderColor="blue.200">
      <Card.Header gap="3">
        <Heading as="h3" size="sm" id={headingId} color="blue.800">
          You (Primary Account)
        </Heading>
        <Flex gap="3" align="center">
          <Avatar.Root colorPalette="blue" size="md">
            <Avatar.Fallback aria-hidden="true">{initials(name)}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="0" flex="1" minW="0">
            <Card.Title as="p" truncate>
              {name}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Primary Account Holder
            </Text>
          </Stack>
          <Badge colorPalette="blue" variant="subtle" color="blue.800">
            Account Owner
          </Badge>
          <TooltipIconButton variant="ghost" size="sm" label="Edit your profile" onClick={onEdit}>
            <PencilIcon />
          </TooltipIconButton>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="6">
            <Box>
              <Text fontSize="2xl" fontWeight="bold">
                {memberCount}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Family members
              </Text>
            </Box>
            <Box>
              <Text fontSize="2xl" fontWeight="bold">
                {reportCount}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Reports
              </Text>
            </Box>
          </HStack>
          {subscription ?? (
            <Text fontSize="sm">
              Plan: <strong>{plan.title}</strong>
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
