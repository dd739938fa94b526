import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Result, RunOptions } from 'axe-core';
import type { ImageSnapshotOptions } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright';
import {
  DEFAULT_VIEWPORT,
  VISUAL_THEMES,
  type A11yParameters,
  type VisualParameters,
} from './visualParameters.ts';

/**
 * Hooks of the Storybook test-runner: every story is rendered (its play function is the
 * interaction test), checked with axe in both themes, then screenshotted per theme and compared
 * with the committed baseline in tests/visual/__image_snapshots__/<story id>--<theme>.png.
 *
 * Jest loads this file again for every story file, in a fresh module registry
 * (.storybook/test-runner-setup.js): it imports no module at run time that most files do not
 * need. The test-runner's own package and axe-playwright (with its HTML and JUnit reporters) are
 * not loaded: the two calls used from them are a line each below. jest-image-snapshot is loaded
 * by the first screenshot that is not its baseline's bytes.
 */

/** Jest's global expect, typed for the one matcher used here (the hooks run inside Jest). */
interface SnapshotExpect {
  extend(matchers: Record<string, unknown>): void;
  (actual: unknown): { toMatchImageSnapshot(options: ImageSnapshotOptions): void };
}
const jestExpect = (): SnapshotExpect => (globalThis as unknown as { expect: SnapshotExpect }).expect;

let snapshotMatcherAdded = false;
/** Adds jest-image-snapshot's matcher to expect, the first time a screenshot needs it. */
async function addSnapshotMatcher(): Promise<void> {
  if (snapshotMatcherAdded) return;
  const { toMatchImageSnapshot } = await import('jest-image-snapshot');
  jestExpect().extend({ toMatchImageSnapshot });
  snapshotMatcherAdded = true;
}

/**
 * The story's context as the preview has it (what @storybook/test-runner's getStoryContext does),
 * once the preview's story store exists: on a loaded machine a file's first story reached the
 * store before the index was ready (SB_PREVIEW_API_0011, "Cannot access the Story Store until the
 * index is ready"), so it is waited for, up to 30 s.
 */
function getStoryContext(page: Page, context: { id: string }): Promise<{ parameters: Record<string, unknown> }> {
  return page.evaluate(
    async ({ storyId }) => {
      type Preview = { storyStoreValue?: unknown };
      const page = globalThis as unknown as { __STORYBOOK_PREVIEW__?: Preview; __getContext(id: string): Promise<{ parameters: Record<string, unknown> }> };
      const deadline = Date.now() + 30_000;
      while (!page.__STORYBOOK_PREVIEW__?.storyStoreValue && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return page.__getContext(storyId);
    },
    { storyId: context.id },
  );
}

/** axe-core's browser build, the one axe-playwright injects (its dependency), read once per file. */
let axeSource: string | null = null;
async function injectAxe(page: Page): Promise<void> {
  if (axeSource === null) {
    const fromAxePlaywright = createRequire(createRequire(path.join(process.cwd(), 'package.json')).resolve('axe-playwright'));
    axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
  }
  await page.evaluate((source) => window.eval(source), axeSource);
}

/**
 * axe.run on the page, as axe-playwright's getViolations does, except that only the violations
 * cross over to Node (not the rules that passed or did not apply).
 */
function getViolations(page: Page, context: string, options: RunOptions): Promise<Result[]> {
  return page.evaluate(
    ([selector, runOptions]) =>
      (window as unknown as { axe: { run(context: string, options: RunOptions): Promise<{ violations: Result[] }> } }).axe
        .run(selector, runOptions)
        .then((results) => results.violations),
    [context, options] as const,
  );
}

const SNAPSHOT_DIR = path.resolve(process.cwd(), 'tests/visual/__image_snapshots__');
const DIFF_DIR = path.resolve(process.cwd(), 'tests/visual/__diff_output__');

/** Axe impacts that fail a story; "minor" and "moderate" ones are printed only. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Rules off for every story: a story is a fragment, not a page, so "all content in landmarks",
 * "one main landmark" and "page has a heading" say nothing about it.
 */
const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

/**
 * Rendering is made deterministic rather than the comparison tolerant (docs/decisions.md#toolchain: a tolerant
 * threshold once let a 4 px → 12 px radius change through): no animations, transitions or caret.
 */
const FREEZE_CSS = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }
  /* Storybook hides the story's root (display: none) while it "prepares" a slow story; a story that
     mounts in that moment loses its autoFocus (a hidden input cannot take focus), so on a loaded
     machine Login and Two-factor code were screenshotted with the body focused. The root stays
     displayed here; the screenshot is taken after Storybook shows the story anyway. */
  .sb-show-preparing-story:not(.sb-show-main) > :not(.sb-preparing-story) {
    display: revert !important;
  }
`;

async function freezeMotion(page: Page) {
  await page.evaluate((css) => {
    document.documentElement.setAttribute('data-visual-test', '');
    if (document.getElementById('visual-test-freeze')) return;
    const style = document.createElement('style');
    style.id = 'visual-test-freeze';
    style.textContent = css;
    document.head.appendChild(style);
  }, FREEZE_CSS);
}

/** Fonts loaded (every bundled weight, not only those used so far) and two frames painted. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await Promise.all(['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px Inter`)));
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/**
 * Shows the page in `theme`. With `unlessShown`, a page already in it keeps its class untouched: a
 * class taken off and put back restyles and repaints the whole document for the same picture, and
 * before each story the page already shows the first theme (the last story ended in it).
 */
async function setTheme(page: Page, theme: string, { unlessShown = false } = {}) {
  await page.evaluate(
    ([next, keepIfShown]) => {
      const root = document.documentElement;
      const shown = root.classList.contains(next) && !root.classList.contains(next === 'light' ? 'dark' : 'light');
      if (keepIfShown && shown) return;
      root.classList.remove('light', 'dark');
      root.classList.add(next);
    },
    [theme, unlessShown] as const,
  );
  await settle(page);
}

function sameBytesAsBaseline(image: Buffer, identifier: string): boolean {
  const baseline = path.join(SNAPSHOT_DIR, `${identifier}.png`);
  return existsSync(baseline) && image.equals(readFileSync(baseline));
}

const takeScreenshot = (page: Page) => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });

/**
 * The page's picture once it holds still. The same bytes are the same pixels: most screenshots
 * equal their baseline byte for byte (a baseline is the screenshot as Chromium encoded it), and
 * then nothing more is done. Otherwise the picture is taken again, a few frames later, until two
 * in a row are the same (as Playwright's toHaveScreenshot does): on a loaded machine a late raster
 * tile or an autofocus ring could land after the first one (Login's Wrong password failed CI so).
 * The stable picture must still equal the baseline: nothing is tolerated, only waited for.
 */
async function stableScreenshot(page: Page, identifier: string): Promise<Buffer> {
  let previous = await takeScreenshot(page);
  for (let attempt = 0; attempt < 4 && !sameBytesAsBaseline(previous, identifier); attempt += 1) {
    await page.waitForTimeout(150);
    await settle(page);
    const next = await takeScreenshot(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

function describeViolations(violations: Result[], theme: string): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `      ${node.target.join(' ')}`).join('\n');
      return `  [${theme}] ${violation.impact} ${violation.id}: ${violation.help}\n${targets}`;
    })
    .join('\n');
}

/**
 * Runs axe on the whole document (menus, tooltips and toasts render in portals, outside
 * #storybook-root). Structure does not change with the theme, so the second theme only re-checks
 * colour contrast.
 */
async function checkAccessibility(
  page: Page,
  theme: string,
  a11y: A11yParameters | undefined,
  contrastOnly: boolean,
): Promise<string | null> {
  const optOuts = a11y?.disabledRules ?? [];
  const missingReason = optOuts.find((rule) => !rule.reason?.trim());
  if (missingReason) return `parameters.a11y.disabledRules: rule "${missingReason.id}" needs a reason.`;
  const rules = Object.fromEntries(
    [...PAGE_LEVEL_RULES, ...optOuts.map((rule) => rule.id)].map((id) => [id, { enabled: false }]),
  );
  // Only violations come back: axe otherwise collects (and Playwright serialises) every passing
  // node of every rule, which was a third of a story's axe time.
  const resultTypes = ['violations' as const];
  // Media only, not the CSSOM: axe preloads every stylesheet's rules (parsed again by its own CSS
  // parser) for one rule, css-orientation-lock, which is experimental and so never runs here, while
  // the preview's styled-components sheet holds hundreds of rules. That parse was a quarter to a
  // third of a full run (`npm run bench:axe`) and 9 % of the Storybook tests' CPU, Chromium's
  // included. no-autoplay-audio, which runs, needs the media preload.
  const preload = { assets: ['media'] };
  const options = contrastOnly
    ? { runOnly: { type: 'rule' as const, values: ['color-contrast'] }, rules, resultTypes }
    : { rules, resultTypes, preload };
  const violations = await getViolations(page, 'body', options);
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const minor = violations.filter((violation) => !FAILING_IMPACTS.has(violation.impact ?? ''));
  if (minor.length > 0) {
    console.warn(`Minor accessibility findings (not failing):\n${describeViolations(minor, theme)}`);
  }
  return failing.length > 0 ? describeViolations(failing, theme) : null;
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const visual = story.parameters.visual as VisualParameters | undefined;
    // Set only when it changes: Playwright sends the size to the page anyway, which lays it out again.
    const viewport = visual?.viewport ?? DEFAULT_VIEWPORT;
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current?.height !== viewport.height) await page.setViewportSize(viewport);
    await freezeMotion(page);
    await setTheme(page, 'light', { unlessShown: true });
    // The page is reused across the stories of a file: inject axe-core once, not per story.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },

  async postVisit(page, context) {
    // A story whose render or play function failed has already failed; no screenshot of it.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const story = await getStoryContext(page, context);
    const visual = story.parameters.visual as VisualParameters | undefined;
    const a11y = story.parameters.a11y as A11yParameters | undefined;

    await settle(page);
    // Every screenshot follows a whole-document restyle and repaint (the theme class changes), so no
    // tile keeps a raster patched up while the play function ran: those repaints anti-aliased an
    // icon a few pixels differently from run to run, and only the first (light) screenshot had them.
    // The story renders in the first theme (preVisit), so the themes are checked last to first:
    // each check then follows a theme change, and no third change is needed to get back (light is
    // still checked after light → dark → light, as before; dark after one change instead of three).
    const problems: string[] = [];
    for (const theme of [...VISUAL_THEMES].reverse()) {
      await setTheme(page, theme);
      const a11yProblem = await checkAccessibility(page, theme, a11y, theme !== VISUAL_THEMES[0]);
      if (a11yProblem) problems.push(a11yProblem);
      if (visual?.skip) continue;
      const identifier = `${context.id}--${theme}`;
      const image = await stableScreenshot(page, identifier);
      if (sameBytesAsBaseline(image, identifier)) continue;
      await addSnapshotMatcher();
      jestExpect()(image).toMatchImageSnapshot({
        customSnapshotsDir: SNAPSHOT_DIR,
        customDiffDir: DIFF_DIR,
        // The received image of a failure goes beside its diff (gitignored), never among baselines.
        customReceivedDir: path.join(DIFF_DIR, 'received'),
        customSnapshotIdentifier: identifier,
        // In a child Node process (the default), not in this one: inside Jest's sandbox, decoding
        // the two PNGs and comparing them ran about ten times slower (measured on the Users stories:
        // 4-5 s a screenshot against 0.4-0.6 s, the process start included).
        runInProcess: false,
        comparisonMethod: 'pixelmatch',
        customDiffConfig: { threshold: 0.01 },
        // Zero differing pixels: rendering is deterministic, and even a 1 px radius change on a
        // filled button moves only a few corner pixels.
        failureThreshold: 0,
        failureThresholdType: 'pixel',
        storeReceivedOnFailure: true,
        // With --update, a baseline that passes but is not the same bytes is rewritten too: a stale
        // one (a pixel a level off, within pixelmatch's threshold) sends every run of its story
        // down this slow path (a retried screenshot, two PNG decodes and a comparison, up to
        // 10 s on a busy machine) instead of the byte comparison above.
        updatePassedSnapshot: true,
      });
      // Reached only when the pixels matched (a failure throws above): said, so that a stale
      // baseline shows in the log instead of only in the run's time.
      process.stderr.write(`[visual] ${identifier}: not its baseline's bytes, so compared pixel by pixel (same pixels). If the picture is right, \`--update\` rewrites the baseline and later runs take the byte comparison.\n`);
    }
    // The page ends in the first theme; the next story's preVisit sets it again anyway.
    if (problems.length > 0) {
      // In the themes' own order, light first, as before.
      problems.reverse();
      throw new Error(`Accessibility violations (serious or critical) in ${context.id}:\n${problems.join('\n')}`);
    }
  },
};

export default config;
