import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that need the modules they import loaded for them alone. zodWithoutEval.test.ts: zod
 * reads its settings once, when it first loads (app/zodWithoutEval.ts), which in a shared worker
 * another file's import of zod may already have done. widgets/dataList.test.tsx: it draws a data list
 * before the list's lazy chunk has loaded, which another renderer file in the same worker may
 * already have loaded (then the fallback it checks is never drawn: a full run failed so).
 */
const FRESH_MODULES = ['tests/app/zodWithoutEval.test.ts', 'tests/renderer/widgets/dataList.test.tsx'];

/**
 * One vitest run for every unit-level layer. The end-to-end journeys have their own config
 * (tests/e2e/vitest.config.ts) because they need a built app and a running server.
 */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    // At least two files at a time, one per core of CI's 2-core machine: Vitest's own default is one
    // fewer worker than cores, which there is one file at a time, and a file spends much of its time
    // waiting (on PostgreSQL, child processes, timers), so one worker kept about 60% of a core busy.
    // A bigger machine keeps Vitest's default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A young generation of 64 MB, not V8's 16: the server files allocate fast (PGlite's wasm
    // results, Fastify's apps, drizzle's rows), and a small nursery promoted most of it through
    // scavenges into the old generation (the garbage collector was 11 % of the workers' profile).
    // Measured on the server project: CPU 300 → 280 s, wall 216 → 203 s.
    execArgv: ['--max-semi-space-size=64'],
    projects: [
      // isolate: false here as in the server project below: the files import the same modules and
      // none mocks a module. Measured: contract + machines + player CPU 24 → 12 s.
      { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node', isolate: false } },
      // The repository itself: the README's and docs/'s links land somewhere, imports run in no circle.
      { extends: true, test: { name: 'repository', include: ['tests/repository/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // One migrated database per engine for the run; each file starts from a copy of it.
          globalSetup: ['tests/server/globalSetup.ts'],
          // Files side by side (maxWorkers above): each has its own database copy, data directory
          // and ports.
          fileParallelism: true,
          // Files share a worker's modules (no fresh import of the server per file): each file
          // already has its own database, data directory, ports and clock, and nothing here mocks
          // modules or the environment. Measured on 14 files: import 32 → 3 s, CPU 93 → 58 s.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // The React files share a worker's modules too (no fresh import of React, the kit and
      // happy-dom per file): each renders its own tree and undoes its stubbed globals and timers.
      // Measured on app + renderer: CPU 61 → 16 s. The kit's own tests (tests/ui-kit/) run here:
      // the same React and happy-dom.
      {
        extends: true,
        // 15 s a test: typing a form's fields with userEvent took over the 5 s default on a loaded
        // 2-core machine (the settings screen's tests, in a full run beside other work).
        test: { name: 'app', include: ['tests/app/**/*.test.{ts,tsx}', 'tests/ui-kit/**/*.test.{ts,tsx}'], exclude: [...FRESH_MODULES], environment: 'happy-dom', isolate: false, testTimeout: 15_000, setupFiles: ['tests/app/testingLibrary.setup.ts'] },
      },
      // Files about the order modules first load in: each gets a module graph of its own.
      { extends: true, test: { name: 'app-fresh-modules', include: [...FRESH_MODULES], environment: 'happy-dom' } },
      // What the stories run on (the story clock): the visual suite's own helpers, tested alone.
      { extends: true, test: { name: 'stories', include: ['tests/stories/**/*.test.ts'], environment: 'node' } },
      // The player's pure parts (its proof-of-play log and upload queue). Isolated: a file mocks a module.
      { extends: true, test: { name: 'player', include: ['tests/player/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: { name: 'renderer', include: ['tests/renderer/**/*.test.{ts,tsx}'], exclude: [...FRESH_MODULES], environment: 'happy-dom', isolate: false },
      },
    ],
  },
});
