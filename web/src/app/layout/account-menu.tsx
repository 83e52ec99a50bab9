import { Menu, Stack, Text, useMenuContext } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicUser } from '../../../../shared/schemas/auth';
import { paths } from '../../config/paths';
import { useSessionActions } from '../../features/auth';
import { AccountButton } from './account-button';

const MENU_LINKS = [
  { value: 'dashboard', labelId: 'nav.dashboard', href: paths.home.getHref() },
  { value: 'vark', labelId: 'nav.vark', href: paths.vark.getHref() },
  { value: 'calendar', labelId: 'nav.calendarDisplay', href: paths.calendar.getHref() },
  { value: 'settings', labelId: 'nav.settings', href: paths.settings.getHref() },
] as const;

/** How the stand-in button was used before this code arrived: the menu then opens as its own trigger would have. */
export type OpenRequest = 'pointer' | 'first' | 'last' | null;

/** Opens the menu once, right after it mounted, with the first or last item highlighted for keyboard users. */
function OpenOnMount({ request }: { request: OpenRequest }) {
  const menu = useMenuContext();
  const done = useRef(false);
  useEffect(() => {
    if (!request || done.current) return;
    done.current = true;
    menu.setOpen(true);
    if (request === 'first') menu.setHighlightedValue(MENU_LINKS[0].value);
    if (request === 'last') menu.setHighlightedValue('logout');
  }, [menu, request]);
  return null;
}

interface AccountMenuProps {
  user: PublicUser;
  /** Open at once (the stand-in button was clicked or pressed before this code loaded). */
  openRequest?: OpenRequest;
  /** Give the trigger the focus (the stand-in button had it). */
  focusTrigger?: boolean;
}

/** The account menu behind the avatar: loaded when the avatar is first pointed at, focused or clicked. */
export function AccountMenu({ user, openRequest = null, focusTrigger = false }: AccountMenuProps) {
  const { logout } = useSessionActions();
  const { _ } = useLingui();
  const trigger = useRef<HTMLButtonElement>(null);
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');

  // Only on mount, before the browser paints: the stand-in button has just been replaced by this trigger.
  useLayoutEffect(() => {
    if (focusTrigger && !openRequest) trigger.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only, as the comment above says
  }, []);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <OpenOnMount request={openRequest} />
      <Menu.Trigger asChild>
        <AccountButton ref={trigger} user={user} />
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside the header landmark. */}
      <Menu.Positioner>
        <Menu.Content minW="56">
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel fontWeight="normal" color="fg" pb="2" mb="1" borderBottomWidth="1px">
              <Stack gap="0">
                <Text fontWeight="medium">{fullName || _('nav.yourAccount')}</Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {user.email}
                </Text>
              </Stack>
            </Menu.ItemGroupLabel>
            {MENU_LINKS.map((item) => (
              <Menu.Item key={item.value} value={item.value} asChild>
                <RouterLink to={item.href}>{_(item.labelId)}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.ItemGroup>
          <Menu.Separator />
          <Menu.Item value="logout" onSelect={() => void logout()} color="red.700" _highlighted={{ bg: 'red.50', color: 'red.800' }}>
            {_('nav.logOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
