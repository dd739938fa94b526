// The Chromium every browser test drives (the Storybook test-runner, the journeys, the size check
// and the benches that use tests/e2e/chromium.ts), from Debian: browser tools cannot download their
// own here. Debian's headless shell (apt-get install chromium-headless-shell), the headless-only
// build Playwright itself drives by default: the same Blink and Skia as the full browser without its
// desktop layer. Measured on the Storybook tests (134 stories, both themes, two workers, the whole
// machine's CPU, runs taken in turn): 165 to 170 s with the full browser, 124 to 144 s with the
// shell. It rasterizes glyphs otherwise, so the screenshot baselines are the shell's
// (docs/decisions.md#tests). CHROMIUM_PATH chooses another.

/** The Chromium to drive: CHROMIUM_PATH, else Debian's headless shell. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/** What to say when it is missing. */
export const CHROMIUM_MISSING = `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's headless shell with "apt-get install chromium-headless-shell", or set CHROMIUM_PATH.`;
