import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { InsideChakra } from './chakra-context';

/** Chakra and the theme (createSystem is one long task on a phone): fetched once, by the first island or screen. */
let chakraModule: Promise<typeof import('./chakra-provider')> | undefined;
export const loadChakra = () => (chakraModule ??= import('./chakra-provider'));

const AppChakraProvider = lazy(loadChakra);

/**
 * A part of a page drawn with Chakra components (docs/decisions/0013). The signed-in frame and the dashboard's first
 * view are plain elements with static CSS, so a parent's first screen does not wait for Chakra's style
 * system; what they open from it (dialogs, menus, the admin panel, toasts) is wrapped in an island, and
 * Chakra arrives with the first one. Renders `fallback` until Chakra has loaded (a few hundred ms on a slow
 * phone); inside a screen already drawn with Chakra it adds nothing.
 */
export function ChakraIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const inside = useContext(InsideChakra);
  if (inside) return children;
  return (
    <Suspense fallback={fallback}>
      <AppChakraProvider>{children}</AppChakraProvider>
    </Suspense>
  );
}
