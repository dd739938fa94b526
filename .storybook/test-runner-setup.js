// Jest's setup of every story file for the Storybook test-runner, in place of the runner's own
// (@storybook/test-runner/playwright/jest-setup.js), which does the same four things but first
// imports the runner's whole package (with Storybook's server-side modules and Babel) to get them.
// Jest gives each story file a fresh module registry, so that import was paid 115 times a run,
// about a second of a busy machine each (.storybook/test-runner-jest.config.js).
//
// What the generated story tests read from globalThis (test-storybook.js, testPrefixer):
// __sbPreVisit and __sbPostVisit, the hooks of .storybook/test-runner.ts; __sbCollectCoverage;
// and __sbSetupPage, called only when a story navigated the page away and it is loaded again.
import testRunner from './test-runner.ts';

// Jest loads the TypeScript file as CommonJS: its module.exports, whose `default` is the config.
const config = testRunner.default ?? testRunner;
// Without the hooks every story would pass unchecked: no axe, no screenshot.
if (typeof config?.preVisit !== 'function' || typeof config?.postVisit !== 'function') {
  throw new Error('.storybook/test-runner.ts exports no preVisit and postVisit hooks: the story tests would check nothing.');
}

config.setup?.();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
globalThis.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
globalThis.__sbSetupPage = async (page, context) => {
  const { setupPage } = await import('@storybook/test-runner');
  return setupPage(page, context);
};
