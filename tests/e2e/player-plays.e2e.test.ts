import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Play, PlayReport, PlayUploadAnswer } from '../../contract/fleet/plays.ts';
import { weekdays } from '../../contract/openHours.ts';
import { adminToken, api, clientWithVenue, linkedDevice, runSuffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn } from './pages.ts';

/**
 * Proof of play: a player rotates a playlist of two layouts (one of them twice in a row:
 * each item shown is a play), loses its network for a while (Playwright's context.setOffline) and
 * keeps playing and recording, comes back, uploads its queued plays after a heartbeat, and the
 * report counts each play once, sent again or not.
 */
const TEXT_ASSET_ID = '00000000-0000-4000-8000-000000000001';
const VIEWPORT = { width: 1280, height: 720 };
const ITEM_SECONDS = 5;
const HEARTBEAT_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The plays waiting in the player's IndexedDB queue (player/fleet/playQueue.ts). */
const queuedPlays = () =>
  new Promise<Play[]>((resolve, reject) => {
    const request = indexedDB.open('player-plays');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('plays')) return resolve([]);
      const all = db.transaction('plays', 'readonly').objectStore('plays').getAll();
      all.onsuccess = () => resolve(all.result as Play[]);
      all.onerror = () => reject(all.error);
    };
  });

/**
 * Stops the page's clock a moment after the page's now. The clock runs in real time until then, so
 * on a loaded machine the page's time could pass the moment before the call reached it ("Cannot
 * fast-forward to the past": a clean-clone run failed so with 100 ms): then it is tried again from
 * the page's new now, a later moment ahead.
 */
async function pauseClockSoon(page: Page): Promise<void> {
  for (const aheadMs of [100, 1_000, 5_000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
  throw new Error("the page's clock ran past every moment it was to stop at");
}

describe('proof of play (/player, /reports)', () => {
  let browser: ChromiumSession | null = null;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('records plays offline, uploads them when back, and the report counts each once', async () => {
    const baseUrl = inject('baseUrl');
    const token = await adminToken();
    const { clientId, venueId, venueName } = await clientWithVenue(token, `Plays ${runSuffix}`);

    // A venue PC registers, reports its screen and is linked to the venue.
    const { device, display } = await linkedDevice(token, venueId, { label: 'Bar', ...VIEWPORT }, 'Bar PC');

    // Two layouts in a playlist of 5 s items, the first twice in a row, on the venue all day every day.
    const layout = async (text: string) =>
      (
        await api<{ id: string }>('/api/asset', {
          token,
          body: { name: `${text} ${runSuffix}`, width: '1280px', height: '720px', placements: [{ assetId: TEXT_ASSET_ID, config: { value: text }, x: '120px', y: '200px', order: 0 }] },
        })
      ).id;
    const [promo, menu] = [await layout('Happy hour'), await layout('Tonight’s menu')];
    const playlist = await api<{ id: string }>('/api/playlists', {
      token,
      body: {
        name: `Bar loop ${runSuffix}`,
        items: [promo, promo, menu].map((assetId) => ({ assetId, durationSeconds: ITEM_SECONDS })),
      },
    });
    await api('/api/schedules', {
      token,
      body: { name: `All day ${runSuffix}`, target: { venueId }, content: { playlistId: playlist.id }, days: weekdays, from: '00:00', to: '00:00' },
    });

    // The TV opens the player on a clock the test moves.
    context = await browser!.newContext({ baseURL: baseUrl, viewport: VIEWPORT, serviceWorkers: 'block' });
    await context.addInitScript((value) => window.localStorage.setItem('player.deviceToken', value), device.token);
    const player = await context.newPage();
    // Every upload the server answered, with the plays it carried.
    const uploads: Array<{ plays: Play[]; answer: PlayUploadAnswer }> = [];
    player.on('requestfinished', (request: Request) => {
      if (!request.url().endsWith('/api/graphicscontroller/self/plays')) return;
      void request.response().then(async (response) => {
        if (response?.status() === 200) uploads.push({ plays: (request.postDataJSON() as { plays: Play[] }).plays, answer: (await response.json()) as PlayUploadAnswer });
      });
    });
    await player.clock.install({ time: Date.now() });
    await player.goto('/player?display=Bar');
    await player.getByText(/Happy hour|Tonight’s menu/).waitFor({ timeout: 15_000 });
    const rotate = async (times: number) => {
      for (let turn = 0; turn < times; turn += 1) {
        await player.clock.runFor(ITEM_SECONDS * 1000);
        // The next item, drawn: playback goes on, offline too.
        await player.getByText(/Happy hour|Tonight’s menu/).waitFor({ timeout: 5_000 });
      }
    };

    // Offline for a while: a dozen items play; none can be uploaded, all wait in IndexedDB. The
    // clock stands still between steps, so each step is one item.
    await context.setOffline(true);
    await pauseClockSoon(player);
    await rotate(12);
    await player.clock.fastForward(HEARTBEAT_MS);
    await rotate(1);
    // Each item shown is a play, the promotion twice in a row too (as one play, 12 items would be 8).
    const offline = await player.evaluate(queuedPlays);
    expect(offline.length).toBeGreaterThanOrEqual(12);
    expect(offline.every((play) => play.displayId === display.id && (play.assetId === promo || play.assetId === menu) && play.playlistId === playlist.id)).toBe(true);
    const inOrder = offline.toSorted((a, b) => a.startedUtc.localeCompare(b.startedUtc));
    expect(inOrder.some((play, index) => index > 0 && play.assetId === promo && inOrder[index - 1]!.assetId === promo)).toBe(true);

    // Back online: the next heartbeat is answered and the queue goes up, then leaves IndexedDB.
    await context.setOffline(false);
    await player.clock.fastForward(HEARTBEAT_MS);
    await expect
      .poll(
        async () => {
          const waiting = new Set((await player.evaluate(queuedPlays)).map((play) => play.id));
          return offline.filter((play) => waiting.has(play.id)).length;
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    // Each upload is noted here only once its answer is read back from the browser, which may come
    // after the player already emptied its queue.
    const uploadedPlays = () => new Map(uploads.flatMap((upload) => upload.plays.map((play) => [play.id, play] as const)));
    await expect.poll(() => offline.filter((play) => !uploadedPlays().has(play.id)).length, { timeout: 5_000 }).toBe(0);
    const uploaded = uploadedPlays();

    // The report counts each uploaded play once; an upload sent again (a player that crashed before
    // it could delete its queue) changes nothing.
    const from = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    const to = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const reportOf = () => api<PlayReport>(`/api/reports/plays?from=${from}&to=${to}&groupBy=layout&displayId=${display.id}`, { token });
    const total = (report: PlayReport) => report.rows.reduce((sum, row) => sum + row.plays, 0);
    const before = await reportOf();
    expect(total(before)).toBe(uploaded.size);
    expect(new Set(before.rows.map((row) => row.key))).toEqual(new Set([promo, menu]));
    const again = await api<PlayUploadAnswer>('/api/graphicscontroller/self/plays', { token: device.token, body: { plays: offline } });
    expect(again).toEqual({ accepted: 0, duplicates: offline.length, refused: [] });
    expect(await reportOf()).toEqual(before);

    // The reports page shows the same count for the display, by client.
    const portal = await browser!.newPage({ baseURL: baseUrl });
    await portal.goto('/login');
    await logIn(portal, inject('adminEmail'), inject('adminPassword'));
    await portal.waitForURL((url) => !url.pathname.startsWith('/login'));
    await portal.goto(`/reports?from=${from}&to=${to}&groupBy=display&interval=day&clientId=${clientId}`);
    const table = portal.getByRole('table', { name: 'Plays per group and period' });
    // The table (its header) shows while the report loads: its rows are waited for, not read at once
    // (on a loaded machine they were read before they came, and counted 0 plays).
    const displayRows = table.getByRole('row', { name: new RegExp(`${venueName} – Bar`) });
    await displayRows.first().waitFor({ timeout: 15_000 });
    const shownPlays = await displayRows.evaluateAll((rows) =>
      rows.reduce((sum, row) => sum + Number(row.querySelectorAll('td')[2]?.textContent?.replace(/,/g, '') ?? 0), 0),
    );
    expect(shownPlays).toBe(uploaded.size);
    await portal.getByRole('img', { name: /Plays over time/ }).waitFor();
    await portal.close();
  });
});
