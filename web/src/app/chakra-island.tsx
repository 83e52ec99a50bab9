import { lazy, Suspense, type ReactNode } from 'react';

/** Chakra and the theme (createSystem is one long task on a phone) load only when an island first renders. */
const AppChakraProvider = lazy(() => import('./chakra-provider'));

/**
 * A part of a page drawn with Chakra components (issue 19). The signed-in frame and the dashboard's first
 * view are plain elements with static CSS, so a parent's first screen does not wait for Chakra's style
 * system; what they open from it (dialogs, menus, the admin panel) is wrapped in an island, and Chakra
 * arrives with the first one. Renders nothing until Chakra has loaded (a few hundred ms on a slow phone).
 */
export function ChakraIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AppChakraProvider>{children}</AppChakraProvider>
    </Suspense>
  );
}
