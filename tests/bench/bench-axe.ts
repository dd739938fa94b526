/**
 * `npm run bench:axe [-- --stories N]` (not part of `npm test`): what one axe run costs the
 * Storybook test (.storybook/test-runner.ts) per story, by the options it could run with. The built
 * Storybook (storybook-static/, `npm run build-storybook` first) is served on a free port and one
 * Chromium page walks N stories (default 120, spread over the index) the way the test-runner does:
 * one page, the story changed in place, so the preview's styled-components sheet grows as it does
 * in a run. Every 10th story, each variant runs three times and the fastest counts.
 *
 * Prints the median and p90 milliseconds of: the full run with axe's default preload (every
 * stylesheet's rules parsed again), the full run with the media preload only (what the test-runner
 * does), and the contrast-only run of the second theme.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { launchChromium } from '../e2e/chromium.ts';
import { freePort } from '../support/freePort.ts';
import { pollUntil } from '../support/pollUntil.ts';

const root = path.resolve(import.meta.dirname, '../..');
const staticDir = path.join(root, 'storybook-static');
const storiesAsked = (() => {
  const index = process.argv.indexOf('--stories');
  const asked = index === -1 ? 120 : Number(process.argv[index + 1]);
  if (!Number.isInteger(asked) || asked < 10) throw new Error('--stories takes a whole number of at least 10.');
  return asked;
})();

const VARIANTS = {
  'full, default preload': { resultTypes: ['violations'] },
  'full, media preload only': { resultTypes: ['violations'], preload: { assets: ['media'] } },
  'contrast only': { resultTypes: ['violations'], runOnly: { type: 'rule', values: ['color-contrast'] } },
} as const;

if (!existsSync(path.join(staticDir, 'index.json'))) throw new Error('No storybook-static/: run `npm run build-storybook` first.');
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; type: string }> };
const storyIds = Object.values(index.entries).filter((entry) => entry.type === 'story').map((entry) => entry.id);
const step = Math.max(1, Math.floor(storyIds.length / storiesAsked));
const walk = storyIds.filter((_, position) => position % step === 0).slice(0, storiesAsked);

const fromAxePlaywright = createRequire(createRequire(path.join(root, 'package.json')).resolve('axe-playwright'));
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

const port = await freePort();
const server = spawn(process.execPath, [path.join(root, 'node_modules/http-server/bin/http-server'), staticDir, '-p', String(port), '-s', '-a', '127.0.0.1', '-c-1'], { stdio: 'ignore' });
const baseUrl = `http://127.0.0.1:${port}`;
const browser = await launchChromium();
try {
  await pollUntil(async () => (await fetch(`${baseUrl}/index.json`)).ok, { what: 'the Storybook server', timeoutMs: 30_000 });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${baseUrl}/iframe.html?id=${walk[0]}&viewMode=story`);
  const costs = new Map<string, number[]>(Object.keys(VARIANTS).map((name) => [name, []]));
  let stylesheetRules = 0;
  for (const [position, storyId] of walk.entries()) {
    // As the test-runner changes stories: in place, through the preview's channel (a string, so that
    // no helper the TypeScript loader adds is needed in the page). A story that navigates away is
    // reloaded.
    await page
      .evaluate(
        `new Promise((resolve) => {
          const channel = window.__STORYBOOK_PREVIEW__.channel;
          const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException'];
          function done() { for (const event of events) channel.off(event, done); resolve(); }
          for (const event of events) channel.on(event, done);
          channel.emit('setCurrentStory', { storyId: ${JSON.stringify(storyId)}, viewMode: 'story' });
          setTimeout(done, 5000);
        })`,
      )
      .catch(async () => {
        await page.waitForLoadState().catch(() => undefined);
        await page.goto(`${baseUrl}/iframe.html?id=${storyId}&viewMode=story`).catch(() => page.waitForLoadState());
      });
    if (position % 10 !== 0) continue;
    if (!(await page.evaluate('"axe" in window'))) await page.evaluate(axeSource);
    stylesheetRules = await page.evaluate(`[...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0)`);
    for (const [name, options] of Object.entries(VARIANTS)) {
      const times: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        times.push(await page.evaluate(`(async () => { const start = performance.now(); await axe.run('body', ${JSON.stringify(options)}); return performance.now() - start; })()`));
      }
      costs.get(name)!.push(Math.min(...times));
    }
  }
  const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  console.log(`axe.run on ${costs.get('contrast only')!.length} of ${walk.length} stories walked in one page (${stylesheetRules} stylesheet rules at the end):`);
  console.log('| variant | median ms | p90 ms |\n|---|---|---|');
  for (const [name, values] of costs) console.log(`| ${name} | ${quantile(values, 0.5).toFixed(0)} | ${quantile(values, 0.9).toFixed(0)} |`);
} finally {
  await browser.close();
  server.kill();
}
