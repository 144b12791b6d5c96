// Test projects: unit tests beside the code, and the emulator-backed suites under tests/.
// `npm test` runs them all inside `firebase emulators:exec`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The emulator-backed suites share one emulator suite and assert exact counters: one file at a time.
    maxWorkers: 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          expect: { poll: { timeout: 15_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Screens settle after network round trips: poll for what a user would see.
          expect: { poll: { timeout: 15_000, interval: 50 } },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
