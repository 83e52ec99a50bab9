import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/language';
import { InsideChakra } from './chakra-context';
import { system } from './theme';

/**
 * Chakra's provider with the app's theme: what every Chakra component needs above it. The locale gives Ark's
 * components (tabs, menus, dialogs) the reading direction for their keys and placement; the styles follow
 * `<html dir>` (i18n/language.ts).
 */
export default function AppChakraProvider({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={language}>
        <InsideChakra.Provider value>{children}</InsideChakra.Provider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
