import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { loadAppMessages, setLanguage } from '../i18n/language';

/**
 * Web test setup: unmount after each test, start every test with empty storage, and fail any
 * test that makes React, Chakra or the app call console.error.
 */

// Screens are lazy chunks; in a busy parallel run their first import can take seconds.
configure({ asyncUtilTimeout: 8000 });

// Component tests render screens without the router, which loads the signed-in screens' texts in the app.
beforeAll(() => loadAppMessages());

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  localStorage.clear();
  consoleError = vi.spyOn(console, 'error');
});

afterEach(async () => {
  cleanup();
  // The language is the app's one i18n instance: each test starts in English.
  await setLanguage('en');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const calls = consoleError.mock.calls.map((args) => format(...args));
  consoleError.mockRestore();
  localStorage.clear();
  if (calls.length > 0) {
    throw new Error(`console.error was called during this test:\n${calls.join('\n---\n')}`);
  }
});

// jsdom lacks these browser APIs that Chakra's components (zag machines) reach for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: NoopObserver });
if (!('IntersectionObserver' in window)) Object.assign(window, { IntersectionObserver: NoopObserver });
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => undefined;
