// Some functions here run in the page (page.evaluate): the server build has no DOM types otherwise.
/// <reference lib="dom" />
/**
 * `npm run bench:screens`: how fast /clients and /venues show their first 10 rows, and Show more
 * its next 10, at the API benchmark's scale (5,000 clients, 100,000 venues; bench-seed.ts). The
 * database is prepared as for `npm run bench:api` (a fresh `portal_bench_*` database with
 * DATABASE_URL, else PGlite in a temporary DATA_DIR), seeded here, then the real portal runs as
 * `npm start` runs it (server/start.mjs, which builds first when the build is stale) and Debian's
 * Chromium, driven by playwright-core, logs in through the form and measures in the page:
 *
 * - first page: navigation start (performance.now() = 0 on a full page load) → the animation frame
 *   in which 10 real rows and "Showing 10 of N" are rendered. Run 1 is cold (browser cache
 *   cleared, first request of that list since the server started); the rest are warm.
 * - Show more: the click → the frame in which 20 (then 30) rows are rendered; also how much of that
 *   came after the API response ended (Resource Timing), i.e. what the app itself adds.
 *
 * - /screens (the fleet) at 10,000 displays (bench-screens-fleet.ts): first page as above,
 *   and a filter change: the click → the frame with the new count and its first rows.
 *
 * Targets: first page < 1,000 ms in every run; Show more "instant" = ≤ 200 ms click → rows in
 * every run; a filter change ≤ 300 ms. BENCH_RUNS (default 5), BENCH_CLIENTS, BENCH_VENUES,
 * BENCH_FLEET_DISPLAYS, BENCH_SCREENS (e.g. `/screens`: only those screens), CHROMIUM_PATH.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/chromium.ts';
import { logIn } from '../e2e/pages.ts';
import type { PortalProcess } from '../support/portalProcess.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { seedBenchDataIfEmpty } from '../../server/scripts/bench-seed.ts';
import { prepareBenchDatabase, type BenchDatabase } from '../../server/scripts/bench-support.ts';
import { startBenchPortal } from './benchPortal.ts';
import { FLEET_DISPLAYS, filterChange, seedFleetIfEmpty } from './bench-screens-fleet.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const FIRST_PAGE_TARGET_MS = 1_000;
const INSTANT_TARGET_MS = 200;
const FILTER_TARGET_MS = 300;
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = `Bench-${randomBytes(6).toString('hex')}-9`;

interface Screen {
  path: string;
  /** The table's accessible name on that screen. */
  table: string;
}

const SCREENS: Screen[] = [
  { path: '/clients', table: 'Clients' },
  { path: '/venues', table: 'Current Venues' },
];

/** Migrates and seeds the bench database, then closes it (PGlite admits one process at a time). */
async function seed(env: Record<string, string>): Promise<void> {
  const settings = { databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR ?? '', pgliteOptimizingCompiler: true };
  const database = await openDatabase(settings, (error) =>
    console.error('PostgreSQL pool error', error),
  );
  try {
    await database.migrate();
    await seedBenchDataIfEmpty(database.db);
    await seedFleetIfEmpty(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Resolves, in the page, with performance.now() at the first animation frame in which the table
 * has `rows` data rows (rows with a link: the loading skeleton has none) and the status line says
 * "Showing <rows> of". Runs as a page function, so it may use only its arguments.
 */
async function rowsRenderedAt([table, rows]: [string, number]): Promise<number> {
  // A loop, not a named callback: tsx would wrap a named inner function in a helper the page lacks.
  for (;;) {
    const body = document.querySelector(`table[aria-label="${table}"] tbody`);
    const dataRows = body ? body.querySelectorAll('tr:has(a)').length : 0;
    const status = Array.from(document.querySelectorAll('[aria-live="polite"]')).some((node) =>
      node.textContent?.startsWith(`Showing ${rows} of`),
    );
    if (dataRows >= rows && status) return performance.now();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** A full page load of the screen; ms from navigation start to its first 10 rows. */
async function firstPage(page: Page, baseUrl: string, screen: Screen): Promise<number> {
  await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'commit' });
  // Re-evaluated on the new document: the rAF loop starts as soon as the page has a context.
  return page.evaluate(rowsRenderedAt, [screen.table, 10] as [string, number]);
}

interface ShowMoreTiming {
  /** Click → the frame with the new rows. */
  total: number;
  /** The part after the API response had fully arrived. */
  afterResponse: number;
}

/** In the page: clears the resource timings, clicks Show more, and says when (performance.now()). */
function clickShowMore(): number {
  const button = Array.from(document.querySelectorAll('button')).find((node) => node.textContent?.trim() === 'Show more');
  if (!button) throw new Error('No Show more button');
  performance.clearResourceTimings();
  const clicked = performance.now();
  button.click();
  return clicked;
}

/** In the page: when the list request for `offset` issued after `since` had fully arrived. */
function responseEndOf([offset, since]: [number, number]): number {
  const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((resource) => resource.name.includes(`offset=${offset}&`) && resource.startTime >= since);
  return entry ? entry.responseEnd : Number.NaN;
}

/** Clicks Show more and times it until `rows` rows are rendered. */
async function showMore(page: Page, screen: Screen, rows: number): Promise<ShowMoreTiming> {
  // The watcher's first check runs before the click (evaluations run in order in the page).
  const rendered = page.evaluate(rowsRenderedAt, [screen.table, rows] as [string, number]);
  const clicked = await page.evaluate(clickShowMore);
  const renderedAt = await rendered;
  const responseEnd = await page.evaluate(responseEndOf, [rows - 10, clicked] as [number, number]);
  return { total: renderedAt - clicked, afterResponse: renderedAt - responseEnd };
}

/** A target: every run under `ms` (or at most `ms` when `inclusive`). */
interface Target {
  ms: number;
  inclusive: boolean;
}

const FIRST_PAGE: Target = { ms: FIRST_PAGE_TARGET_MS, inclusive: false };
const INSTANT: Target = { ms: INSTANT_TARGET_MS, inclusive: true };
const FILTER: Target = { ms: FILTER_TARGET_MS, inclusive: true };

interface Series {
  label: string;
  values: number[];
  /** None for the informative rows. */
  target: Target | null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`);

async function measureScreen(page: Page, baseUrl: string, screen: Screen): Promise<Series[]> {
  const cold: number[] = [];
  const warm: number[] = [];
  const more20: number[] = [];
  const more30: number[] = [];
  const after20: number[] = [];
  const after30: number[] = [];
  const cdp = await page.context().newCDPSession(page);
  for (let run = 1; run <= RUNS; run += 1) {
    if (run === 1) await cdp.send('Network.clearBrowserCache');
    const first = await firstPage(page, baseUrl, screen);
    (run === 1 ? cold : warm).push(first);
    const twenty = await showMore(page, screen, 20);
    const thirty = await showMore(page, screen, 30);
    more20.push(twenty.total);
    after20.push(twenty.afterResponse);
    more30.push(thirty.total);
    after30.push(thirty.afterResponse);
    console.log(
      `  ${screen.path} run ${run}${run === 1 ? ' (cold)' : ''}: first page ${ms(first)}, ` +
        `Show more → 20 ${ms(twenty.total)} (${ms(twenty.afterResponse)} after the response), ` +
        `→ 30 ${ms(thirty.total)} (${ms(thirty.afterResponse)} after the response)`,
    );
  }
  await cdp.detach();
  const series: Series[] = [
    { label: `${screen.path} first 10 rows, cold`, values: cold, target: FIRST_PAGE },
    { label: `${screen.path} first 10 rows, warm`, values: warm, target: FIRST_PAGE },
    { label: `${screen.path} Show more → 20 rows`, values: more20, target: INSTANT },
    { label: `${screen.path}   of which after response`, values: after20, target: null },
    { label: `${screen.path} Show more → 30 rows`, values: more30, target: INSTANT },
    { label: `${screen.path}   of which after response`, values: after30, target: null },
  ];
  return series.filter((entry) => entry.values.length > 0);
}

/**
 * /screens at FLEET_DISPLAYS displays: a full load to its first 10 rows, then "Out of date only" and
 * "Venues in alert only" clicked in turn, each until the new count and rows are drawn.
 */
async function measureFleet(page: Page, baseUrl: string): Promise<Series[]> {
  const screen: Screen = { path: '/screens', table: 'Displays' };
  const cold: number[] = [];
  const warm: number[] = [];
  const outOfDate: number[] = [];
  const inAlert: number[] = [];
  const cdp = await page.context().newCDPSession(page);
  for (let run = 1; run <= RUNS; run += 1) {
    if (run === 1) await cdp.send('Network.clearBrowserCache');
    const first = await firstPage(page, baseUrl, screen);
    (run === 1 ? cold : warm).push(first);
    const outOfDateMs = await filterChange(page, 'Out of date only');
    const inAlertMs = await filterChange(page, 'Venues in alert only');
    outOfDate.push(outOfDateMs);
    inAlert.push(inAlertMs);
    console.log(
      `  /screens run ${run}${run === 1 ? ' (cold)' : ''}: first page ${ms(first)}, ` +
        `filter "out of date only" ${ms(outOfDateMs)}, then "venues in alert only" ${ms(inAlertMs)}`,
    );
  }
  await cdp.detach();
  return [
    { label: `/screens (${FLEET_DISPLAYS} displays) first 10 rows, cold`, values: cold, target: FIRST_PAGE },
    { label: '/screens first 10 rows, warm', values: warm, target: FIRST_PAGE },
    { label: '/screens filter: out of date only', values: outOfDate, target: FILTER },
    { label: '/screens filter: + venues in alert only', values: inAlert, target: FILTER },
  ].filter((entry) => entry.values.length > 0);
}

function printTable(series: Series[]): boolean {
  let allMet = true;
  const width = Math.max(...series.map((entry) => entry.label.length));
  console.log(`\n${'measurement'.padEnd(width)}  runs    median       max  target`);
  for (const entry of series) {
    const values = entry.values.filter((value) => !Number.isNaN(value));
    const max = values.length ? Math.max(...values) : Number.NaN;
    let verdict = '';
    if (entry.target) {
      const { ms: limit, inclusive } = entry.target;
      const met = inclusive ? max <= limit : max < limit;
      if (!met) allMet = false;
      verdict = `${inclusive ? '≤' : '<'} ${limit} ms: ${met ? 'met' : 'MISSED'}`;
    }
    console.log(
      `${entry.label.padEnd(width)}  ${String(entry.values.length).padStart(4)}  ${ms(values.length ? median(values) : Number.NaN).padStart(8)}  ${ms(max).padStart(8)}  ${verdict}`,
    );
  }
  return allMet;
}

async function main(): Promise<void> {
  let database: BenchDatabase | null = null;
  let workDir: string | null = null;
  let portal: PortalProcess | null = null;
  let browser: Browser | null = null;
  let cleaning: Promise<void> | null = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await browser?.close().catch(() => undefined);
      await portal?.stop();
      await database?.cleanUp();
      if (workDir) rmSync(workDir, { recursive: true, force: true });
    })());
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    database = await prepareBenchDatabase();
    // The portal keeps uploads and mail in DATA_DIR on either engine: never the repo's own.
    workDir = database.env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'portal-bench-data-'));
    const env = workDir ? { ...database.env, DATA_DIR: workDir } : database.env;
    console.log(`Engine: ${database.label}. Seeding…`);
    await seed(env);

    console.log('Starting the portal (server/start.mjs builds first when the build is stale)…');
    // Generous: a rebuild on a busy machine takes minutes.
    portal = await startBenchPortal(env, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, 15 * 60_000);
    const { baseUrl } = portal;

    browser = await launchChromium();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${baseUrl}/login`);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    // The page logging in lands on (home) has requests of its own: the first screen measured must
    // not wait behind them (on PGlite the server runs one statement at a time, on its own thread).
    await page.waitForLoadState('networkidle');

    console.log(`\nChromium, ${RUNS} runs per screen (run 1 cold: browser cache cleared, first request since start):`);
    const series: Series[] = [];
    const only = process.env.BENCH_SCREENS?.split(',');
    for (const screen of SCREENS) if (!only || only.includes(screen.path)) series.push(...(await measureScreen(page, baseUrl, screen)));
    if (!only || only.includes('/screens')) series.push(...(await measureFleet(page, baseUrl)));
    const allMet = printTable(series);
    console.log(
      `\nFirst page: navigation start → the frame with 10 rows; Show more: click → the frame with the new rows;` +
        `\nfilter: click → the frame with the new count and its first rows.` +
        `\n${allMet ? 'All targets met.' : 'Some targets were missed.'}`,
    );
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
