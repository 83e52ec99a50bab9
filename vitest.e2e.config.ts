import { defineConfig } from 'vitest/config';

/** End-to-end: the real local stack (`scripts/dev.ts` on free ports, temporary DATA_DIR) driven by Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-stack.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
