// Test projects: unit tests beside the code, and the emulator-backed suites under tests/.
// `npm test` runs them inside `firebase emulators:exec`, then the durability suite, which starts and
// stops `npm start` itself.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The emulator-backed suites share one emulator suite and assert exact counters: one file at a time.
    // (npm test runs the unit suite in a Vitest run of its own, beside them: scripts/test.mjs.)
    maxWorkers: 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // One worker runs the files one after another and loads the modules they share (the domain,
          // pdf-lib, the linter) once instead of once per file: 97 s of CPU instead of 172. No unit file
          // mocks a module or stubs a global, nor does any emulator-backed one (those run this way too).
          isolate: false,
          // npm test runs this suite beside the emulator-backed ones (scripts/test.mjs): PDF, solver and
          // linter cases take seconds of CPU each and share the cores.
          testTimeout: 60_000,
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
          // One process for the files, one after another: the Admin SDK, the functions' modules and the
          // fixtures load once. Imports and transforms took 8% of the suite with a process per file, 3% so.
          isolate: false,
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
          // As the API suite: one process; each file still launches and closes its own browser.
          isolate: false,
          // Screens settle after network round trips: poll for what a user would see.
          expect: { poll: { timeout: 15_000, interval: 50 } },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The contract fuzz, after the other suites: what it creates never meets their exact counts.
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 30 * 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'durability',
          include: ['tests/durability/**/*.test.ts'],
          env: {
            GCLOUD_PROJECT: 'demo-confsys',
            FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
            FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
          },
          testTimeout: 400_000,
          hookTimeout: 150_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
