/**
 * `npm run bench:lighthouse` (not part of `npm test`): Lighthouse 12's performance and
 * accessibility scores of the portal's main pages, as a phone on a slow network sees them
 * (Lighthouse's mobile mode: a Moto G Power's screen, 4× slower CPU and slow 4G, simulated).
 *
 * The real portal runs as `npm start` runs it (server/start.mjs, which builds first when the build
 * is stale) on a fresh temporary DATA_DIR filled by `npm run seed:demo`. Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium) is started by chrome-launcher; /login is measured signed
 * out, then the admin signs in through the login form (playwright-core on the same browser) and the
 * other pages are measured signed in: the app keeps its token in localStorage, so Lighthouse is
 * told to keep storage, and the HTTP cache is cleared before each run instead, so every run loads
 * the page cold. Each page BENCH_RUNS times (3); prints every run and a table of the medians.
 *
 * BENCH_PAGES (e.g. `venue,screens`, names as printed: login, home, clients, venue, screens,
 * layout editor) measures only those pages, for a before and after of one change. BENCH_REPORTS=<folder>
 * writes each run's whole Lighthouse report there (JSON), to read what a score is made of.
 *
 * BENCH_BASE_REF (a commit, branch or tag: `main`, `HEAD~2`) measures a before and after at once:
 * that commit is checked out beside this one (a git worktree sharing this checkout's node_modules),
 * built and served by a portal of its own on its own demo data, and each run of a page is taken on
 * the two portals in turn, the one that goes first alternating. A machine whose speed swings from
 * run to run (a venue's blocking time 550 to 1,300 ms on one build, seen here) then swings both
 * sides alike: measured one after the other, a 10-point gain did not show. Prints the medians of
 * both, with total blocking time and largest contentful paint.
 *
 * Targets (docs/operations.md#benchmarks): performance ≥ 95, accessibility 100 on every page.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BASE_ASSET_IDS } from '../../contract/assets.ts';
import { median } from '../../server/scripts/bench-support.ts';
import { logIn } from '../e2e/pages.ts';
import { startBenchPortal } from './benchPortal.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 95, accessibility: 100 };
/** The pages to measure by name; every page when unset. */
const ONLY = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',').map((name) => name.trim())) : null;
const wanted = (name: string) => ONLY === null || ONLY.has(name);
/** Where each run's whole report is written (JSON), when set. */
const REPORTS = process.env.BENCH_REPORTS ?? null;
/** The commit to compare this checkout with (see the file comment), when set. */
const BASE_REF = process.env.BENCH_BASE_REF ?? null;
const ADMIN = { email: 'bench-lighthouse@example.com', password: 'Bench-Lighthouse-Passw0rd!' };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Scores {
  performance: number;
  accessibility: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  /** The audits that cost accessibility points, and the performance metrics, for the report. */
  notes: string;
}

/** A portal measured: this checkout's, or the base commit's beside it. */
interface Side {
  label: string;
  baseUrl: string;
  /** The signed-in pages by name, with their paths in this side's demo data. */
  pages: Map<string, string>;
  results: Map<string, Scores[]>;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The signed-in pages: ids of a demo venue and the demo's layout (group asset) come from the API. */
async function signedInPages(baseUrl: string): Promise<Array<[string, string]>> {
  const { token } = await json<{ token: string }>(
    await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
  );
  const headers = { Authorization: `Bearer ${token}` };
  const venues = await json<{ items: Array<{ id: string; clientId: string }> }>(await fetch(`${baseUrl}/api/venues?limit=1`, { headers }));
  const venue = venues.items[0];
  if (!venue) throw new Error('The demo data has no venue.');
  const baseIds = new Set<string>(Object.values(BASE_ASSET_IDS));
  const assets = await json<Array<{ id: string }>>(await fetch(`${baseUrl}/api/asset`, { headers }));
  const layout = assets.find((asset) => !baseIds.has(asset.id));
  if (!layout) throw new Error('The demo data has no layout.');
  return [
    ['home', '/'],
    ['clients', '/clients'],
    ['venue', `/clients/${venue.clientId}/${venue.id}`],
    ['screens', '/screens'],
    ['layout editor', `/assets/${layout.id}`],
  ];
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function notesOf(lhr: LighthouseResult): string {
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .filter((audit) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
    .map((audit) => audit.id);
  // Lighthouse's own measure of the machine's speed (about 1,000 and more on a quiet desktop): a
  // busy machine's lower index is why its scores are lower, total blocking time first.
  return `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}` +
    (failing.length > 0 ? `; accessibility fails: ${failing.join(', ')}` : '');
}

/** One Lighthouse run (mobile, the default) of `url` on the launched Chromium, cache cleared first. */
async function measure(chrome: LaunchedChrome, page: Page, url: string, reportName: string): Promise<Scores> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Keeps localStorage, where the app keeps its session (the cache is cleared above instead).
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (REPORTS !== null) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${reportName}.json`), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    totalBlockingTimeMs: metric('total-blocking-time'),
    largestContentfulPaintMs: metric('largest-contentful-paint'),
    notes: notesOf(lhr),
  };
}

/**
 * A run Lighthouse itself reports as failed (NO_NAVSTART: its trace missed the navigation, seen on
 * a machine under heavy load) is tried again, at most twice, and said so.
 */
async function measureWithRetries(chrome: LaunchedChrome, page: Page, url: string, reportName: string): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(chrome, page, url, reportName);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (${error instanceof Error ? error.message : String(error)}: running it again)`);
    }
  }
}

/** Each run of a page on every side in turn; with two sides the first alternates from run to run. */
async function measureInTurns(chrome: LaunchedChrome, page: Page, sides: Side[], name: string, pathOf: (side: Side) => string): Promise<void> {
  for (let run = 1; run <= RUNS; run += 1) {
    const turn = run % 2 === 1 ? sides : [...sides].reverse();
    for (const side of turn) {
      const report = `${name.replace(/\W+/g, '-')}${sides.length > 1 ? `-${side.label.replace(/\W+/g, '-')}` : ''}-${run}`;
      const scores = await measureWithRetries(chrome, page, `${side.baseUrl}${pathOf(side)}`, report);
      const who = sides.length > 1 ? ` (${side.label})` : '';
      console.log(`${name}${who} run ${run}: performance ${scores.performance}, accessibility ${scores.accessibility} (${scores.notes}); load average ${loadavg()[0]!.toFixed(1)}`);
      side.results.set(name, [...(side.results.get(name) ?? []), scores]);
    }
  }
}

const medianOf = (runs: Scores[], pick: (scores: Scores) => number) => median(runs.map(pick).filter((value) => !Number.isNaN(value)));

function printTable(side: Side, paths: Map<string, string>): void {
  console.log(`\nLighthouse 12, mobile, median of ${RUNS} (targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility})`);
  console.log('| page | path | performance | accessibility | targets met |');
  console.log('|---|---|---|---|---|');
  for (const [name, runs] of side.results) {
    const performance = medianOf(runs, (run) => run.performance);
    const accessibility = medianOf(runs, (run) => run.accessibility);
    const met = performance >= TARGETS.performance && accessibility >= TARGETS.accessibility;
    console.log(`| ${name} | \`${(paths.get(name) ?? '').replace(/[0-9a-f-]{36}/g, '{id}')}\` | ${performance} | ${accessibility} | ${met ? 'yes' : 'no'} |`);
  }
}

function printComparison(before: Side, after: Side): void {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`\nLighthouse 12, mobile, median of ${RUNS} each, taken in turns: ${before.label} → ${after.label}`);
  console.log('| page | performance | accessibility | total blocking time (ms) | largest contentful paint (s) |');
  console.log('|---|---|---|---|---|');
  for (const [name, afterRuns] of after.results) {
    const beforeRuns = before.results.get(name) ?? [];
    const both = (pick: (scores: Scores) => number, format: (value: number) => string = (value) => String(Math.round(value))) =>
      `${format(medianOf(beforeRuns, pick))} → ${format(medianOf(afterRuns, pick))}`;
    console.log(
      `| ${name} | ${both((run) => run.performance)} | ${both((run) => run.accessibility)} | ${both((run) => run.totalBlockingTimeMs)} | ${both((run) => run.largestContentfulPaintMs, seconds)} |`,
    );
  }
}

/** The base commit checked out beside this one, sharing its node_modules; removed by the returned function. */
function checkOutBase(ref: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-base-'));
  const git = (...args: string[]) => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
    return result.stdout;
  };
  git('worktree', 'add', '--detach', dir, ref);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (git('show', `${ref}:package-lock.json`) !== readFileSync(join(root, 'package-lock.json'), 'utf8')) {
    console.log(`${ref} locks other dependencies than this checkout: it is built and measured with this checkout's.`);
  }
  return { dir, remove: () => git('worktree', 'remove', '--force', dir) };
}

async function main(): Promise<void> {
  // Undone in reverse order, whatever failed: portals stopped, data and checkouts removed.
  const cleanUps: Array<() => unknown> = [];
  const startSide = async (label: string, cwd: string): Promise<Side> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-lighthouse-'));
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const seeded = spawnSync(npm, ['run', '--silent', 'seed:demo'], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (seeded.status !== 0) throw new Error(`npm run seed:demo failed (${label})`);
    const portal = await startBenchPortal(env, ADMIN, 600_000, cwd);
    cleanUps.push(() => portal.stop());
    return { label, baseUrl: portal.baseUrl, pages: new Map(await signedInPages(portal.baseUrl)), results: new Map() };
  };
  let chrome: LaunchedChrome | null = null;
  let browser: Browser | null = null;
  try {
    const sides: Side[] = [];
    if (BASE_REF !== null) {
      const base = checkOutBase(BASE_REF);
      cleanUps.push(base.remove);
      sides.push(await startSide(BASE_REF, base.dir));
    }
    const current = await startSide('this checkout', root);
    sides.push(current);

    chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = context.pages()[0] ?? (await context.newPage());

    const paths = new Map([['login', '/login'], ...current.pages]);
    if (wanted('login')) await measureInTurns(chrome, page, sides, 'login', () => '/login');
    // Each portal is an origin of its own, with its own stored session.
    for (const side of sides) {
      await page.goto(`${side.baseUrl}/login`);
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL((url) => url.pathname === '/');
    }
    for (const name of [...current.pages.keys()].filter(wanted)) await measureInTurns(chrome, page, sides, name, (side) => side.pages.get(name) ?? '/');
    if (sides.length === 2) printComparison(sides[0]!, current);
    printTable(current, paths);
  } finally {
    await browser?.close().catch(() => undefined);
    chrome?.kill();
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
