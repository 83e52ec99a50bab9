import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Toaster } from '../components/ui/toaster';
import { swrDefaults } from '../lib/api-client';
import { system } from './theme';

interface AppProviderProps {
  children: ReactNode;
  /** Extra SWR settings; tests pass a fresh cache provider. */
  swr?: SWRConfiguration;
}

export function AppProvider({ children, swr }: AppProviderProps) {
  return (
    <ChakraProvider value={system}>
      <SWRConfig value={{ ...swrDefaults, ...swr }}>
        {children}
        <Toaster />
      </SWRConfig>
    </ChakraProvider>
  );
}
