import { Avatar, Box, Flex, IconButton, Link, Menu, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicUser } from '../../../../shared/schemas/auth';
import { LogoMark } from '../../components/ui/logo';
import { notify } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useSessionActions } from '../../features/auth';

/** Initials of the first and last name, or U when the account has no name (part 1, 2.2). */
export function userInitials(user: Pick<PublicUser, 'first_name' | 'last_name'>): string {
  const letters = `${user.first_name?.trim().charAt(0) ?? ''}${user.last_name?.trim().charAt(0) ?? ''}`.toUpperCase();
  return letters || 'U';
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

const MENU_LINKS = [
  { value: 'dashboard', label: 'Dashboard', href: paths.home.getHref() },
  { value: 'vark', label: 'VARK Assessment', href: paths.vark.getHref() },
  { value: 'calendar', label: 'Calendar Display', href: paths.calendar.getHref() },
  { value: 'settings', label: 'Settings', href: paths.settings.getHref() },
] as const;

/** The signed-in top bar: home link, notifications and the account menu. */
export function TopBar({ user }: { user: PublicUser }) {
  const { logout } = useSessionActions();
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex as="nav" aria-label="Main" maxW="6xl" mx="auto" px="4" h="16" align="center" justify="space-between">
        <Link asChild fontWeight="bold" fontSize="lg" color="fg" gap="2" textDecoration="none">
          <RouterLink to={paths.home.getHref()}>
            <LogoMark size="8" />
            Simplify
          </RouterLink>
        </Link>

        <Flex align="center" gap="2">
          <Box position="relative">
            <IconButton
              variant="ghost"
              aria-label="Notifications"
              onClick={() => notify({ title: 'Notifications', description: 'You are all caught up.', type: 'info' })}
            >
              <BellIcon />
            </IconButton>
            <Box position="absolute" top="2" right="2" boxSize="2" bg="red.600" borderRadius="full" pointerEvents="none" aria-hidden="true" />
          </Box>

          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <IconButton variant="ghost" borderRadius="full" p="0">
                <VisuallyHidden>Account menu</VisuallyHidden>
                <Avatar.Root size="sm" colorPalette="teal" aria-hidden="true">
                  <Avatar.Fallback>{userInitials(user)}</Avatar.Fallback>
                  {user.profile_image_url && <Avatar.Image src={user.profile_image_url} alt="" />}
                </Avatar.Root>
              </IconButton>
            </Menu.Trigger>
            {/* Not portalled: the open menu stays inside the header landmark. */}
            <Menu.Positioner>
              <Menu.Content minW="56">
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel fontWeight="normal" color="fg" pb="2" mb="1" borderBottomWidth="1px">
                    <Stack gap="0">
                      <Text fontWeight="medium">{fullName || 'Your account'}</Text>
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {user.email}
                      </Text>
                    </Stack>
                  </Menu.ItemGroupLabel>
                  {MENU_LINKS.map((item) => (
                    <Menu.Item key={item.value} value={item.value} asChild>
                      <RouterLink to={item.href}>{item.label}</RouterLink>
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
                <Menu.Separator />
                <Menu.Item value="logout" onSelect={() => void logout()} color="red.700" _highlighted={{ bg: 'red.50', color: 'red.800' }}>
                  Log Out
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Menu.Root>
        </Flex>
      </Flex>
    </Box>
  );
}

export default TopBar;
