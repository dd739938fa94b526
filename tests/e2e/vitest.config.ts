import { defineConfig } from 'vitest/config';

/** End-to-end journeys: a built app and a real server on a fresh DATA_DIR, driven in Chromium. */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
