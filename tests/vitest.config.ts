import { defineConfig } from 'vitest/config';

/**
 * One vitest run for every unit-level layer. The end-to-end journeys have their own config
 * (tests/e2e/vitest.config.ts) because they need a built app and a running server.
 */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    projects: [
      { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // One migrated database per engine for the run; each file starts from a copy of it.
          globalSetup: ['tests/server/globalSetup.ts'],
          // Two files at a time (one per core): each has its own database copy, data directory and
          // ports, and a file spends much of its time waiting on PGlite or PostgreSQL.
          fileParallelism: true,
          // Files share a worker's modules (no fresh import of the server per file): each file
          // already has its own database, data directory, ports and clock, and nothing here mocks
          // modules or the environment. Measured on 14 files: import 32 → 3 s, CPU 93 → 58 s.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      { extends: true, test: { name: 'app', include: ['tests/app/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      // The player's pure parts (its proof-of-play log and upload queue).
      { extends: true, test: { name: 'player', include: ['tests/player/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'renderer', include: ['tests/renderer/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
    ],
  },
});
