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
// Two rules keep each story's picture the same whichever file ran before it:
// - A file that failed leaves its page behind: the next file starts on a fresh page, so one broken
//   story (an open dialog, a page it navigated away) does not spread to the files after it.
// - Every story starts with the kit's fonts loaded (.storybook/preview.tsx: the global style is
//   mounted once, and a loader waits for the four Inter weights). Before that, a page's first story,
//   and the data list widget's tables after some other files, were fitted in a fallback face; a
//   warm-up story per page and a fresh page for that file were the workarounds, now gone.
import { setupPage } from '@storybook/test-runner/dist/index.js';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's browser, context and set-up page, kept from one story file to the next. */
let shared = null;

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  /** Whether a test of this file failed: its page is then closed, not passed on. */
  failed = false;

  async setup() {
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    if (shared) {
      // The base class's helpers (jestPlaywright.resetPage and others) without a new connection,
      // context and page.
      this._config.testEnvironmentOptions['jest-playwright'] = { ...options, skipInitialization: true };
      await super.setup();
      this.global.browser = shared.browser;
      this.global.context = shared.context;
      if (shared.page && !shared.page.isClosed()) {
        this.global.page = shared.page;
        return;
      }
      this.global.page = await shared.context.newPage();
    } else {
      await super.setup();
      shared = { browser: this.global.browser, context: this.global.context, page: null };
    }
    await setupPage(this.global.page, this.global.context);
  }

  async handleTestEvent(event) {
    await super.handleTestEvent(event);
    if (event.name === 'test_done' && event.test.errors.length > 0) this.failed = true;
  }

  async teardown() {
    // The page the file ended on (a story that navigated away is given a new one by the runner).
    const page = this.global.page;
    if (this.failed) {
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
