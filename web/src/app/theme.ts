import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Chakra's default theme with the product's font stack; light mode only for now. */
const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%', bg: 'gray.50' },
  },
});

export const system = createSystem(defaultConfig, config);
