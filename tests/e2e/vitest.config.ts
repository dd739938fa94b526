import { defineConfig } from 'vitest/config';

/** End-to-end journeys: a built app and a real server on a fresh DATA_DIR, driven in Chromium. */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    setupFiles: ['tests/e2e/failureReport.setup.ts'],
    fileParallelism: false,
    // Files share the worker's modules (playwright-core, the contract, the helpers here): none mocks
    // a module or keeps state in one but the worker's one Chromium (chromium.ts sharedChromium), in
    // which each file opens contexts of its own. Measured on four files: the imports took 10.8 s of
    // the run, shared 2.2 s.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
