// Some functions here run in the page (page.evaluate): the server build has no DOM types otherwise.
/// <reference lib="dom" />
/**
 * `npm run bench:player` (not part of `npm test`): the player's own work on a venue's weak hardware
 * (docs/player.md#benchmarks). The real portal runs as `npm start` runs it on a fresh database
 * (bench-support.ts); a venue, a linked 1920×1080 display and two layouts of 40 placements each are
 * made through the API, and a playlist of the two (10 s each) is scheduled all day, every day.
 *
 * 1. Switch: a real /player in Debian's Chromium with the CPU throttled 4× (the DevTools protocol's
 *    Emulation.setCPUThrottlingRate), `BENCH_SWITCHES` (12) switches: from each 10 s boundary (the
 *    playlist's rotation counts from midnight, so boundaries fall on the epoch's 10 s marks) to the
 *    first frame after the other layout is in the page. Target: every switch within 1 s.
 * 2. Soak: a second player, its clock Playwright's (page.clock), offline once its week is kept,
 *    runs `BENCH_SOAK_HOURS` (24) hours of that playlist 10 s at a time, every switch rendered.
 *    The JS heap (after two forced collections) and the DOM's node count at hour 1, every 6 hours
 *    and at the last hour. Target: the heap at the end within 10 % of hour 1. Beside it, what a
 *    heap snapshot holds at each sample, in three parts (server/scripts/heap-snapshot-sizes.ts): V8's compiled code,
 *    Blink's objects, and the page's JavaScript objects, so that a miss says which one grew; and of
 *    the compiled code, how much is the player's own scripts' (served under /player/) rather than
 *    the bench's evaluations or V8's own.
 *
 * CHROMIUM_PATH, DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { BASE_ASSET_IDS } from '../../contract/assets.ts';
import { weekdays } from '../../contract/openHours.ts';
import { median, prepareBenchDatabase } from '../../server/scripts/bench-support.ts';
import { launchChromium } from '../e2e/chromium.ts';
import { callJsonApi, type JsonApiCall } from '../support/jsonApi.ts';
import { startBenchPortal } from './benchPortal.ts';
import { compiledCodeOf, takeHeapSnapshotSizes, type HeapSnapshotSizes } from '../../server/scripts/heap-snapshot-sizes.ts';

const SWITCHES = Math.max(2, Number(process.env.BENCH_SWITCHES ?? 12));
const SOAK_HOURS = Math.max(2, Number(process.env.BENCH_SOAK_HOURS ?? 24));
const ITEM_SECONDS = 10;
const PLACEMENTS = 40;
const VIEWPORT = { width: 1920, height: 1080 };
const TARGETS = { switchMs: 1_000, heapGrowth: 0.1 };
const ADMIN_EMAIL = 'bench-player@example.com';
const ADMIN_PASSWORD = `Bench-${randomBytes(6).toString('hex')}-9`;

type Api = <T>(path: string, call?: JsonApiCall) => Promise<T>;

const apiOf =
  (baseUrl: string): Api =>
  <T>(path: string, call?: JsonApiCall) =>
    callJsonApi<T>(baseUrl, path, call);

/** 40 placements over a full-HD canvas: a grid of panels and headed texts in two typefaces. */
function placementsOf(name: string) {
  return Array.from({ length: PLACEMENTS }, (_, index) => {
    const x = `${(index % 8) * 240 + 8}px`;
    const y = `${Math.floor(index / 8) * 216 + 8}px`;
    return index % 4 === 0
      ? { assetId: BASE_ASSET_IDS.PANEL, x, y, order: index, config: { width: '224px', height: '200px' } }
      : { assetId: BASE_ASSET_IDS.TEXT, x, y, order: index, config: { value: `${name} ${index}`, typeface: index % 2 ? 'Inter' : 'Impact', fontSize: '28px' } };
  });
}

/** A client, a venue, a linked display and its all-day playlist of two 40-placement layouts. */
async function seedVenueScreen(api: Api): Promise<string> {
  const { token } = await api<{ token: string }>('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const [region] = await api<Array<{ id: string }>>('/api/regions', { token });
  const client = await api<{ id: string }>('/api/clients', { token, body: { name: 'Bench player' } });
  const venue = await api<{ id: string }>('/api/venues', {
    token,
    body: { name: 'Bench venue', clientId: client.id, regionId: region!.id, gmv: 'GMV-BENCH-PLAYER' },
  });
  const device = await api<{ token: string; code: string }>('/api/graphicscontrollerauthcode', { method: 'POST' });
  await api('/api/graphicscontroller/self/displays', { method: 'PUT', token: device.token, body: { displays: [{ label: 'Wall', ...VIEWPORT }] } });
  await api(`/api/venues/${venue.id}/graphics-controller-auth-codes/${device.code}`, { token, body: { name: 'Wall PC' } });
  const layout = async (name: string) =>
    (await api<{ id: string }>('/api/asset', { token, body: { name, width: '1920px', height: '1080px', placements: placementsOf(name) } })).id;
  const items = [
    { assetId: await layout('Layout A'), durationSeconds: ITEM_SECONDS },
    { assetId: await layout('Layout B'), durationSeconds: ITEM_SECONDS },
  ];
  const playlist = await api<{ id: string }>('/api/playlists', { token, body: { name: 'Bench loop', items } });
  // 00:00 to 00:00 is the whole day, so the rotation counts from each local midnight.
  await api('/api/schedules', {
    token,
    body: { name: 'All day', target: { venueId: venue.id }, content: { playlistId: playlist.id }, days: weekdays, from: '00:00', to: '00:00' },
  });
  return device.token;
}

/**
 * In the page: watches which layout is drawn ("Layout A" or "Layout B" in the text), counts each
 * change in `__switches` and, for the first `keepLags` of them, records the time of the first frame
 * after it, less the 10 s boundary it follows, in `__switchLags`. The soak keeps none: one number a
 * switch was the bench measuring itself (76 KB of the heap by hour 24, docs/player.md#benchmarks).
 * Sent as text: the bundler's helpers (tsx names inner functions) do not exist there.
 */
const watchSwitches = (keepLags: number) => `(() => {
  window.__switchLags = [];
  window.__switches = 0;
  const shown = () => { const text = document.body.textContent || ''; return text.includes('Layout A') ? 'A' : text.includes('Layout B') ? 'B' : null; };
  let last = shown();
  new MutationObserver(() => {
    const now = shown();
    if (now === null || now === last) return;
    last = now;
    window.__switches += 1;
    if (window.__switches > ${keepLags}) return;
    requestAnimationFrame(() => setTimeout(() => {
      const painted = Date.now();
      window.__switchLags.push(painted - Math.floor(painted / ${ITEM_SECONDS * 1000}) * ${ITEM_SECONDS * 1000});
    }, 0));
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

async function openPlayer(context: BrowserContext, deviceToken: string): Promise<Page> {
  await context.addInitScript((value) => window.localStorage.setItem('player.deviceToken', value), deviceToken);
  const page = await context.newPage();
  return page;
}

async function measureSwitches(context: BrowserContext, deviceToken: string, baseUrl: string): Promise<number[]> {
  const page = await openPlayer(context, deviceToken);
  await page.goto(`${baseUrl}/player?display=Wall`);
  await page.getByText(/Layout [AB] 1$/).waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(watchSwitches(SWITCHES));
  await page.waitForFunction((count) => (window as unknown as { __switchLags: number[] }).__switchLags.length >= count, SWITCHES, {
    timeout: (SWITCHES + 3) * ITEM_SECONDS * 1000,
    polling: 1_000,
  });
  const lags = await page.evaluate(() => (window as unknown as { __switchLags: number[] }).__switchLags);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return lags;
}

async function heapOf(cdp: CDPSession): Promise<{ heapBytes: number; nodes: number } & HeapSnapshotSizes> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  return { heapBytes: usedSize, nodes, ...(await takeHeapSnapshotSizes(cdp)) };
}

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(2);

/** In the page: one turn of the real event loop (a message), in which React renders what the timers set off. */
const YIELD_TO_RENDER = `new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(0); })`;

type SoakSample = { hour: number; heapBytes: number; nodes: number; switches: number; playerCodeBytes: number } & HeapSnapshotSizes;

async function soak(context: BrowserContext, deviceToken: string, baseUrl: string) {
  const page = await openPlayer(context, deviceToken);
  await page.clock.install({ time: Date.now() });
  await page.goto(`${baseUrl}/player?display=Wall`);
  await page.getByText(/Layout [AB] 1$/).waitFor({ timeout: 60_000 });
  // The week is kept in localStorage once drawn; from here the player lives on it, as in an outage.
  await page.clock.runFor(2_000);
  await context.setOffline(true);
  await page.evaluate(watchSwitches(0));
  const cdp = await context.newCDPSession(page);
  const perHour = (3_600 / ITEM_SECONDS) | 0;
  const samples: SoakSample[] = [];
  const began = Date.now();
  for (let hour = 1; hour <= SOAK_HOURS; hour += 1) {
    for (let step = 0; step < perHour; step += 1) {
      await page.clock.runFor(ITEM_SECONDS * 1000);
      await page.evaluate(YIELD_TO_RENDER);
    }
    if (hour === 1 || hour === SOAK_HOURS || hour % 6 === 0) {
      const switches = await page.evaluate(() => (window as unknown as { __switches: number }).__switches);
      const heap = await heapOf(cdp);
      const sample: SoakSample = { hour, ...heap, switches, playerCodeBytes: compiledCodeOf(heap, `${baseUrl}/player/`) };
      samples.push(sample);
      console.log(
        `soak hour ${String(hour).padStart(2)}: heap ${megabytes(sample.heapBytes)} MB, ${sample.nodes} DOM nodes; its snapshot: ` +
          `JS objects ${megabytes(sample.jsObjectBytes)} MB, V8's compiled code ${megabytes(sample.compiledCodeBytes)} MB ` +
          `(the player's scripts ${megabytes(sample.playerCodeBytes)} MB), ` +
          `Blink's objects ${megabytes(sample.nativeBytes)} MB; ` +
          `${sample.switches} switches so far (${((Date.now() - began) / 1000).toFixed(0)} s real time)`,
      );
    }
  }
  await page.close();
  return samples;
}

async function main() {
  const database = await prepareBenchDatabase();
  const portal = await startBenchPortal(database.env, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, 300_000).catch(async (error: unknown) => {
    await database.cleanUp();
    throw error;
  });
  const { baseUrl } = portal;
  const browser = await launchChromium();
  try {
    const deviceToken = await seedVenueScreen(apiOf(baseUrl));
    const contextOptions = { viewport: VIEWPORT, serviceWorkers: 'block' as const };

    const lags = await measureSwitches(await browser.newContext(contextOptions), deviceToken, baseUrl);
    console.log(`switch lags (4× CPU throttling): ${lags.map((lag) => lag.toFixed(0)).join(', ')} ms`);

    const samples = await soak(await browser.newContext(contextOptions), deviceToken, baseUrl);
    const first = samples[0]!;
    const last = samples.at(-1)!;
    const growth = last.heapBytes / first.heapBytes - 1;
    const expectedSwitches = ((SOAK_HOURS * 3_600) / ITEM_SECONDS) * 0.99;

    console.log(`\nPlayer, ${PLACEMENTS} placements on 1920×1080, ${database.label}`);
    const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
    console.log(`switch, median (4× throttled)  ${median(lags).toFixed(0).padStart(6)} ms`);
    console.log(`switch, slowest (4× throttled) ${Math.max(...lags).toFixed(0).padStart(6)} ms   target ≤ ${TARGETS.switchMs} ms   ${verdict(Math.max(...lags) <= TARGETS.switchMs)}`);
    const change = (key: 'heapBytes' | 'jsObjectBytes' | 'compiledCodeBytes' | 'playerCodeBytes' | 'nativeBytes') =>
      `${megabytes(first[key])} → ${megabytes(last[key])} MB (${((last[key] / first[key] - 1) * 100).toFixed(1)} %)`;
    console.log(`heap, hour 1 → hour ${last.hour}         ${change('heapBytes')}   target within ${TARGETS.heapGrowth * 100} %   ${verdict(Math.abs(growth) <= TARGETS.heapGrowth)}`);
    console.log(`  its snapshot: JS objects ${change('jsObjectBytes')}, V8's compiled code ${change('compiledCodeBytes')}`);
    console.log(`  of that code, the player's own scripts' ${change('playerCodeBytes')}`);
    console.log(`  Blink's objects, outside the heap above (DevTools' records included while attached): ${change('nativeBytes')}`);
    console.log(`DOM nodes, hour 1 → hour ${last.hour}    ${first.nodes} → ${last.nodes}`);
    // The soak must really have switched, or its heap says nothing about switching.
    if (last.switches < expectedSwitches) throw new Error(`The soak switched ${last.switches} times; at least ${expectedSwitches.toFixed(0)} expected.`);
  } finally {
    await browser.close();
    await portal.stop();
    await database.cleanUp();
  }
}

await main();
