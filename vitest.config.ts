import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './test/sequencer';

/**
 * Two suites (README, "Test"): `unit` (engine, host, bots, solver, physics, renderer logic: `npm test`) and `e2e`
 * (Chromium against the built renderer, Electron's start, kill-resume: `npm run test:e2e`); its files that time what a
 * person sees (e2e-timed) run after the rest, alone.
 */
const E2E = [
  'test/e2e/**/*.test.ts',
  // Electron's start scripts and its smoke run (skips without the binary)
  'test/electron/start.test.ts',
  'test/electron/smoke.test.ts',
  // the host killed mid-game and resumed, in child processes
  'test/host/kill-resume.test.ts',
  // the online server (issue 38): killed and restarted in a child process, two processes over a redis-server, and
  // reconnections that wait out real windows
  'test/server/kill.test.ts',
  'test/server/redis.test.ts',
  'test/server/restart-redis.test.ts',
  'test/server/reconnect.test.ts',
];

/**
 * The e2e files that time what a person sees (a frame within 150 ms of a hand-over, the reveal's tour): they run
 * after the others, one file at a time, so no other test's Chromium competes for the two cores while they time.
 */
const E2E_TIMED = ['test/e2e/handover3d.e2e.test.ts', 'test/e2e/revealtour3d.e2e.test.ts'];

const shared = {
  environment: 'node' as const,
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    reporters: ['default', './test/slowest-reporter.ts'],
    // the longest files first, from a measured run (test/file-durations.json): a fresh clone has no Vitest cache
    sequence: { sequencer: LongestFirstSequencer },
    // Vitest's default in a run is one worker less than the CPUs: one on the 2-core machines here, every file in a
    // row. Two files at a time for `npm test` (the unit suite is CPU-bound); three for test:e2e and test:all, whose
    // browser tests spend much of their time waiting on the page (bots' think time, reveals held open, late dice). The
    // tests that wait on real time bound what they wait for, not how fast a loaded machine is; the e2e files that time
    // what a person sees (e2e-timed) run apart, one at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: E2E,
          // a worker's files share its imported modules (issue 29): most unit files run in well under a second and each
          // imported the engine, three and zod afresh (the unit run: 149 s → 125 s on two workers here). So a test leaves
          // what it changes outside itself as it found it: stubbed globals unstubbed, stores and hooks reset.
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e',
          include: E2E,
          exclude: E2E_TIMED,
          // the renderer is built once for the whole run (test/e2e/harness.ts reads the folder)
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-timed',
          include: E2E_TIMED,
          // after the unit and e2e files (group 0), one file at a time, in the same run
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
