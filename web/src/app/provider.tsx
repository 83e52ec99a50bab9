import { lazy, useEffect, useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { onToastsWanted, toastsWanted } from '../components/ui/toaster';
import { swrDefaults } from '../lib/api-client';
import { LanguageProvider } from '../i18n/language-provider';
import { ChakraIsland } from './chakra-island';

/** The toasts' Chakra view loads with the first toast (components/ui/toaster.ts). */
const ToasterView = lazy(() => import('../components/ui/toaster-view'));

function ToasterHost() {
  const [wanted, setWanted] = useState(toastsWanted);
  useEffect(() => {
    if (wanted) return;
    // A toast asked for between this component's render and this effect is caught by the check.
    if (toastsWanted()) setWanted(true);
    return onToastsWanted(() => setWanted(true));
  }, [wanted]);
  // Zag's toast group reads the store's toasts when it mounts, so a toast created before it shows.
  return wanted ? (
    <ChakraIsland>
      <ToasterView />
    </ChakraIsland>
  ) : null;
}

interface AppProviderProps {
  children: ReactNode;
  /** Extra SWR settings; tests pass a fresh cache provider. */
  swr?: SWRConfiguration;
}

/**
 * What every screen needs. Not Chakra's provider: the signed-in first view is drawn without Chakra (docs/decisions/0013),
 * and each part drawn with it (a screen, a dialog, the toasts) brings its own, lazily (chakra-island.tsx).
 */
export function AppProvider({ children, swr }: AppProviderProps) {
  return (
    <SWRConfig value={{ ...swrDefaults, ...swr }}>
      <LanguageProvider>
        {children}
        <ToasterHost />
      </LanguageProvider>
    </SWRConfig>
  );
}
