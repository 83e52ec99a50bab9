import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { system } from './theme';

const STYLE = /<style data-emotion="[^"]*">([\s\S]*?)<\/style>/g;

/**
 * Build-time only (web/scripts/prerender.ts): the page-wide CSS Chakra's provider injects when it mounts
 * (reset, global styles, keyframes, every theme token as a CSS variable). index.html links it as a static
 * file, so the plain first view (docs/decisions/0013) has Chakra's look and variables before, or without, Chakra.
 */
export function chakraBaseCss(): string {
  const html = renderToString(<ChakraProvider value={system}>{null}</ChakraProvider>);
  return [...html.matchAll(STYLE)].map((m) => m[1]).join('\n');
}
