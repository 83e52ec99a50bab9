import { preload } from 'swr';
import { STORAGE_KEYS } from '../../../shared/constants';
import { loadAppMessages } from '../i18n/language';
import { fetchUser, USER_KEY } from '../lib/user';
import { loadChakra } from './chakra-island';

/**
 * Runs first, before React and the Chakra theme are set up (main.tsx imports it first): it starts
 * what the first screen will wait for, so the downloads overlap the app's start-up instead of
 * following it. The same `import()`s in the router and the layout then find the code loaded.
 *
 * - signed in (a stored token): the user check and the signed-in screens' texts, which every screen waits for, and the top bar;
 *   on / and /dashboard also the dashboard (drawn without Chakra: docs/decisions/0013), elsewhere Chakra.
 * - signed out, on the sign-in page or an address that shows it (/, /dashboard, /login): the sign-in screen
 *   and Chakra.
 */
function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

const path = window.location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
const dashboard = path === '/' || path === '/dashboard';

if (storedToken()) {
  // Handled here so an unused answer (e.g. a 401 that removes the token) is not an unhandled rejection;
  // useUser still receives the same promise, with its error.
  preload(USER_KEY, fetchUser)?.catch(() => undefined);
  void import('./layout/top-bar');
  // The signed-in screens' texts (and, once main.tsx applies Arabic, their Arabic), which every such screen waits for.
  void loadAppMessages();
  if (dashboard) {
    void import('./dashboard/routes/dashboard-screen');
    // Not needed to draw the dashboard, but for what is opened from it (a dialog, the account menu): fetched
    // and set up at a person's first sign of activity, ahead of their press, not while the page first loads.
    const kinds = ['pointerdown', 'pointermove', 'touchstart', 'keydown'] as const;
    const start = () => {
      for (const kind of kinds) removeEventListener(kind, start, true);
      void loadChakra();
    };
    for (const kind of kinds) addEventListener(kind, start, { capture: true, passive: true });
  } else void loadChakra();
} else {
  void loadChakra();
  if (dashboard || path === '/auth' || path === '/login') void import('../features/auth/routes/auth-screen');
}
