import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` runs anywhere with no services; `emulator` needs the Firestore and Auth
 * emulators, which `npm test` starts on free ports and passes in through the environment.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          exclude: ['**/*.emulator.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: ['**/*.emulator.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // On a loaded 2-core CI machine a Firestore listener has stalled once in a while; one
          // retry keeps CI meaningful, and vitest reports the retried test (see CONTRIBUTING).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
