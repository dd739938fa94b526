// Jest configuration of the Storybook test-runner, ejected (docs/decisions.md#toolchain) so that it drives Debian's
// Chromium (tests/support/chromiumPath.mjs): Playwright's own browser downloads do not work here.
// test-storybook finds this file because it looks for `test-runner-jest*` in the Storybook config
// directory.
import { existsSync } from 'node:fs';
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_MISSING, CHROMIUM_PATH } from '../tests/support/chromiumPath.mjs';

if (!existsSync(CHROMIUM_PATH)) throw new Error(CHROMIUM_MISSING);

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // The runner's environment with one page a worker instead of one a story file
  // (test-runner-environment.js).
  testEnvironment: new URL('./test-runner-environment.js', import.meta.url).pathname,
  // The runner's own setup of each story file, without importing its whole package per file
  // (test-runner-setup.js); the rest of its setup files as they are.
  setupFilesAfterEnv: testRunnerConfig.setupFilesAfterEnv.map((file) =>
    /@storybook[\\/]test-runner[\\/]playwright[\\/]jest-setup\.js$/.test(file) ? new URL('./test-runner-setup.js', import.meta.url).pathname : file,
  ),
  // Parts that partition the story files whatever temporary folder the runner writes them to.
  testSequencer: new URL('./story-shards.js', import.meta.url).pathname,
  testTimeout: 60_000,
  // Each worker keeps its Chromium open from one story file to the next (test-runner-environment.js)
  // and never closes it: when the files are few, Jest runs them in its own process, and that open
  // connection kept it from ever exiting (a run of one story file hung after its summary). Jest
  // exits once its results are reported; with workers it already stopped them so.
  forceExit: true,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // A Chromium per worker, driven from the worker itself. The default (SERVER) launches one in
      // Jest's main process and has the workers connect to it by WebSocket, so every protocol
      // message, each screenshot's bytes included, was passed on once more: the main process spent
      // 11 s of CPU on 174 stories doing so (its CPU profile), and the part took 8 s less without.
      launchType: 'LAUNCH',
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-dev-shm-usage',
          '--disable-component-update',
          '--no-first-run',
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
          // A tile is rasterized whole whenever part of it changes, not patched where it changed:
          // patched, a rounded corner or a glyph's edge on a tile a dialog had covered came out a
          // level off in a few pixels, depending on which frames had drawn what. 3 to 9 pictures a
          // run (the Users dialogs mostly) were then not their baseline's bytes and went down
          // pixelmatch's slow path; with this flag two whole runs in a row matched byte for byte.
          '--disable-partial-raster',
        ],
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
};
