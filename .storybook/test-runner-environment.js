// Jest's test environment for the Storybook test-runner: the runner's own (its custom-environment.js)
// except that the story files a worker runs share one page, the Storybook preview loaded once.
//
// The runner's environment opens a new browser context and page for every story file and loads the
// preview into it (iframe.html: Storybook, React, the kit, the story index). That load was most of
// the visual tests' work: about 2 s of CPU a file, 115 files a run. Measured on this 2-core machine,
// the whole Storybook run (878 stories, both themes, two workers): 711 s of CPU in 404 s with a page
// a file, 468 s in 286 s with a page a worker. Stories are shown one after another in one preview,
// as Storybook's own UI shows them; a file's stories always shared their page.
//
// Three rules keep each story's picture the same whichever file ran before it:
// - The page is warmed with one story before the first file runs: the very first story a preview
//   renders can be drawn differently from every later one (measured outside the runner: a fitted
//   data list table one size smaller), so the first story of a worker is not a real one.
// - A file that failed leaves its page behind: the next file starts on a fresh page, so one broken
//   story (an open dialog, a page it navigated away) does not spread to the files after it.
// - The files of FRESH_PAGE_FILES each get a page of their own, as before.
import path from 'node:path';
import { setupPage } from '@storybook/test-runner/dist/index.js';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/**
 * Story files (as the runner names its test files) that run on a fresh page, not on the shared one.
 * Layout/Data list widget: its tables fit their text to the box by measuring it, and after some
 * other files' stories (two whole runs, different ones each time) three of them came out a size
 * larger than on a fresh page; what the earlier stories leave in the page that changes the
 * measurement is not found yet.
 */
const FRESH_PAGE_FILES = new Set(['layout-data-list-widget.test.js']);

/** This worker's browser, context and set-up page, kept from one story file to the next. */
let shared = null;

/** Shows one story in the preview and waits until it is drawn (what the runner's __test does, without the checks). */
async function warmUp(page) {
  await page.evaluate(async () => {
    const preview = globalThis.__STORYBOOK_PREVIEW__;
    const deadline = Date.now() + 30_000;
    while (!preview?.storyStoreValue && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const index = await preview.storyStoreValue.storyIndex;
    const first = Object.values(index.entries).find((entry) => entry.type === 'story');
    if (!first) return;
    const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
    await new Promise((resolve) => {
      const done = () => {
        channel.off('storyRendered', done);
        resolve();
      };
      channel.on('storyRendered', done);
      channel.emit('setCurrentStory', { storyId: first.id, viewMode: 'story' });
    });
  });
}

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  /** Whether a test of this file failed: its page is then closed, not passed on. */
  failed = false;

  constructor(config, context) {
    super(config, context);
    this.freshPage = FRESH_PAGE_FILES.has(path.basename(context.testPath));
  }

  async setup() {
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    if (shared) {
      // The base class's helpers (jestPlaywright.resetPage and others) without a new connection,
      // context and page.
      this._config.testEnvironmentOptions['jest-playwright'] = { ...options, skipInitialization: true };
      await super.setup();
      this.global.browser = shared.browser;
      this.global.context = shared.context;
      if (!this.freshPage && shared.page && !shared.page.isClosed()) {
        this.global.page = shared.page;
        return;
      }
      this.global.page = await shared.context.newPage();
    } else {
      await super.setup();
      shared = { browser: this.global.browser, context: this.global.context, page: null };
    }
    await setupPage(this.global.page, this.global.context);
    await warmUp(this.global.page);
  }

  async handleTestEvent(event) {
    await super.handleTestEvent(event);
    if (event.name === 'test_done' && event.test.errors.length > 0) this.failed = true;
  }

  async teardown() {
    // The page the file ended on (a story that navigated away is given a new one by the runner).
    const page = this.global.page;
    if (this.failed || this.freshPage) {
      await page?.close();
      if (page === shared.page) shared.page = null;
    } else {
      shared.page = page;
    }
    // The connection stays open for the worker's next file; it closes when the worker exits.
    this.global.browser = undefined;
    await super.teardown();
  }
}
