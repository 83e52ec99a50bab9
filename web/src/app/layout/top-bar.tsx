import { useLingui } from '@lingui/react';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import type { PublicUser } from '../../../../shared/schemas/auth';
import { LogoMark } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { AccountButton } from './account-button';
import type { AccountMenu as AccountMenuComponent, OpenRequest } from './account-menu';
import { NotificationBell } from './notification-bell';
import { LineIcon } from '../../components/ui/line-icon';
import { ChakraIsland } from '../chakra-island';
import '../../components/ui/plain.css';
import './top-bar-links.css';

export { userInitials } from './account-button';

function ListIcon() {
  return (
    <LineIcon size={20}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <path d="m3.5 6 1 1 2-2M3.5 12l1 1 2-2M3.5 18l1 1 2-2" />
    </LineIcon>
  );
}

function CalendarIcon() {
  return (
    <LineIcon size={20}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </LineIcon>
  );
}

/** The dashboard's routes (matched case-insensitively, as the router does): its own header has the Calendar button. */
const DASHBOARD_PATHS = new Set(['/', '/dashboard']);

/** The menu's code (Chakra Menu, positioning) is fetched once, on the first sign of interest in the avatar. */
let accountMenuModule: Promise<typeof import('./account-menu')> | undefined;
const loadAccountMenu = () => (accountMenuModule ??= import('./account-menu'));

interface LoadedMenu {
  Menu: typeof AccountMenuComponent;
  openRequest: OpenRequest;
  focusTrigger: boolean;
}

/**
 * The avatar button. Until the account menu is wanted it is a stand-in that looks the same; pointing at it,
 * focusing it or pressing it loads the menu, which then takes its place (opened if it was pressed).
 */
function AccountMenuSlot({ user }: { user: PublicUser }) {
  const [loaded, setLoaded] = useState<LoadedMenu | null>(null);
  const standIn = useRef<HTMLButtonElement>(null);
  const openRequest = useRef<OpenRequest>(null);

  const load = () => {
    void loadAccountMenu().then(({ AccountMenu }) => {
      const focusTrigger = document.activeElement !== null && document.activeElement === standIn.current;
      // A press on the stand-in while Chakra is still on its way (it stays as the island's fallback) still counts.
      setLoaded((current) =>
        current && current.openRequest === openRequest.current
          ? current
          : { Menu: AccountMenu, openRequest: openRequest.current, focusTrigger: current?.focusTrigger || focusTrigger },
      );
    });
  };
  const request = (how: OpenRequest) => {
    openRequest.current = how;
    load();
  };

  const standInButton = (
    <AccountButton
      ref={standIn}
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      // A click from the keyboard (Enter, Space) has no pointer detail: highlight the first item, as the menu's own trigger does.
      onClick={(e: MouseEvent) => request(e.detail === 0 ? 'first' : 'pointer')}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
        e.preventDefault();
        request(e.key === 'ArrowDown' ? 'first' : 'last');
      }}
    />
  );
  if (!loaded) return standInButton;
  // The menu is Chakra's: drawn in an island, with the stand-in kept in place until Chakra has arrived.
  return (
    <ChakraIsland fallback={standInButton}>
      <loaded.Menu user={user} openRequest={loaded.openRequest} focusTrigger={loaded.focusTrigger} />
    </ChakraIsland>
  );
}

/** The signed-in top bar: home link, the calendar and the shared lists (one tap away on a phone too), notifications and the account menu. */
export function TopBar({ user }: { user: PublicUser }) {
  const { _ } = useLingui();
  // On the dashboard its own header button named Calendar leads there: a second one would say the same twice.
  const onDashboard = DASHBOARD_PATHS.has(
    useLocation()
      .pathname.toLowerCase()
      .replace(/(.)\/+$/, '$1'),
  );
  return (
    <header className="fr-header fr-header--sticky">
      <nav aria-label={_('nav.main')} className="fr-nav">
        <RouterLink to={paths.home.getHref()} className="fr-home">
          <LogoMark size="8" />
          <span className="fr-home-text">{_('app.name')}</span>
        </RouterLink>

        <div className="fr-actions">
          {/* Text links, not icons: the calendar and the lists are used several times a day, from a phone too. */}
          {!onDashboard && (
            <NavLink to={paths.calendar.getHref()} className="fr-nav-link">
              <CalendarIcon />
              {_('nav.calendar')}
            </NavLink>
          )}
          <NavLink to={paths.lists.getHref()} className="fr-nav-link">
            <ListIcon />
            {_('nav.lists')}
          </NavLink>
          <NotificationBell userId={user.id} />

          <AccountMenuSlot user={user} />
        </div>
      </nav>
    </header>
  );
}

export default TopBar;
