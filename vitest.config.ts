import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** One runner: `node` covers shared rules, handlers against DynamoDB Local, scripts and infra; `web` runs component tests in jsdom. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'functions/**/*.test.ts',
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'infra/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/assistant/**/*.test.ts',
          ],
          globalSetup: ['tests/setup/global-services.ts'],
          setupFiles: ['tests/setup/per-file-table.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}', 'shared/**/*.web.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // Screens load lazily and are transformed on first use: on a loaded 2-core machine one took over 10 s.
          testTimeout: 45_000,
        },
      },
    ],
  },
});
