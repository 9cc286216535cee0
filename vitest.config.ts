import { defineConfig } from 'vitest/config';

/**
 * Two suites (README, "Test"): `unit` (engine, host, bots, solver, physics, renderer logic: `npm test`) and `e2e`
 * (Chromium against the built renderer, Electron's start, kill-resume, long property runs: `npm run test:e2e`).
 */
const E2E = [
  'test/e2e/**/*.test.ts',
  // Electron's start scripts and its smoke run (skips without the binary)
  'test/electron/start.test.ts',
  'test/electron/smoke.test.ts',
  // the host killed mid-game and resumed, in child processes
  'test/host/kill-resume.test.ts',
];

const shared = {
  environment: 'node' as const,
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    reporters: ['default', './test/slowest-reporter.ts'],
    // Vitest's default in a run is one worker less than the CPUs: one on the 2-core machines here, every file in a
    // row (the e2e files mostly wait on timers and Chromium). Two files at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: E2E,
          // Maestro's tables, read from assets/solver/ as the bot worker reads them
          setupFiles: ['test/setup/endgame-tables.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e',
          include: E2E,
          setupFiles: ['test/setup/endgame-tables.ts'],
          // the renderer is built once for the whole run (test/e2e/harness.ts reads the folder)
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
