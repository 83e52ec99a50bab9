import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InsideChakra } from './chakra-context';
import { system } from './theme';

/** Chakra's provider with the app's theme: what every Chakra component needs above it. */
export default function AppChakraProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <InsideChakra.Provider value>{children}</InsideChakra.Provider>
    </ChakraProvider>
  );
}
