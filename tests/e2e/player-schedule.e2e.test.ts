import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FleetDisplayDetail } from '../../contract/fleet.ts';
import { weekdays } from '../../contract/openHours.ts';
import { adminToken, api, clientWithVenue, linkedDevice, runSuffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { SOON_MS } from './soon.ts';

/**
 * A player plays its week on the venue's clock. Two schedule entries made through the
 * API, a player whose own clock is 3 hours slow (Playwright's page.clock) and whose first call
 * fails (its network not up yet), the switch at the
 * boundary, the heartbeat's report of what is on screen (the evening is a playlist's
 * item), and, with the API gone, the next switch from the stored week.
 */
const TEXT_ASSET_ID = '00000000-0000-4000-8000-000000000001';
const VIEWPORT = { width: 1280, height: 720 };
const MINUTE_MS = 60_000;
/** The player's clock is this wrong: only the server's time makes it play the right entry. */
const DEVICE_CLOCK_SLOW_MS = 3 * 60 * MINUTE_MS;

describe('the player plays the week (/player)', () => {
  let browser: ChromiumSession | null = null;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('switches layouts at the schedule’s boundary on the server’s clock, and keeps switching with the server gone', async () => {
    const baseUrl = inject('baseUrl');
    const token = await adminToken();
    const { venueId } = await clientWithVenue(token, `Week ${runSuffix}`);

    // A venue PC registers, reports its screen and is linked to the venue.
    const { device, display } = await linkedDevice(token, venueId, { label: 'Bar', ...VIEWPORT }, 'Bar PC');
    const now = Date.now();
    const { timeZone } = await api<{ timeZone: string }>(
      `/api/display/${display.id}/timeline?from=${new Date(now).toISOString()}&to=${new Date(now + MINUTE_MS).toISOString()}`,
      { token },
    );

    // Three layouts and three back-to-back entries for the venue, in its local time.
    const layout = async (text: string) =>
      (
        await api<{ id: string }>('/api/asset', {
          token,
          body: { name: `${text} ${runSuffix}`, width: '1280px', height: '720px', placements: [{ assetId: TEXT_ASSET_ID, config: { value: text }, x: '120px', y: '200px', order: 0 }] },
        })
      ).id;
    const [morning, evening, closing] = [await layout('Morning offers'), await layout('Evening sport'), await layout('Closing soon')];
    const local = (ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
    const boundary = Math.ceil((now + 90_000) / MINUTE_MS) * MINUTE_MS;
    const entry = (name: string, content: { assetId: string } | { playlistId: string }, fromMs: number, toMs: number) =>
      api('/api/schedules', {
        token,
        body: { name: `${name} ${runSuffix}`, target: { venueId }, content, days: weekdays, from: local(fromMs), to: local(toMs) },
      });
    // The evening plays a playlist (one item, the whole slot): the report names the playlist and its item.
    const eveningPlaylist = await api<{ id: string }>('/api/playlists', {
      token,
      body: { name: `Evening loop ${runSuffix}`, items: [{ assetId: evening, durationSeconds: 10 * 60 }] },
    });
    await entry('Morning', { assetId: morning }, boundary - 30 * MINUTE_MS, boundary);
    await entry('Evening', { playlistId: eveningPlaylist.id }, boundary, boundary + 10 * MINUTE_MS);
    await entry('Closing', { assetId: closing }, boundary + 10 * MINUTE_MS, boundary + 40 * MINUTE_MS);

    // The TV opens the player with its token kept and a clock three hours slow.
    context = await browser!.newContext({ baseURL: baseUrl, viewport: VIEWPORT, serviceWorkers: 'block' });
    await context.addInitScript((value) => window.localStorage.setItem('player.deviceToken', value), device.token);
    // Its network is not up for its first call. The screen says "Starting…", never that the display
    // has no layout (it has none of its own, but a week), and calls again within seconds, not a
    // heartbeat (a minute) later (docs/player.md#starting).
    let firstCallFailed = false;
    await context.route(
      (url) => url.pathname === '/api/graphicscontroller/self',
      (route) => (firstCallFailed ? route.fallback() : ((firstCallFailed = true), route.abort('internetdisconnected'))),
    );
    await context.addInitScript(() => {
      const seen = window as Window & { sawNoLayout?: boolean };
      new MutationObserver(() => (seen.sawNoLayout ||= document.body?.textContent?.includes('has no layout yet') ?? false)).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const player = await context.newPage();
    await player.clock.install({ time: Date.now() - DEVICE_CLOCK_SLOW_MS });
    await player.goto('/player?display=Bar');
    await player.getByRole('status').filter({ hasText: 'Starting…' }).waitFor();
    await player.getByText('Morning offers').waitFor({ timeout: 15_000 });
    expect(firstCallFailed).toBe(true);
    expect(await player.evaluate(() => (window as Window & { sawNoLayout?: boolean }).sawNoLayout ?? false)).toBe(false);

    // At the boundary (the server's clock, not the TV's three hours slow one), the evening's layout
    // at once (bench:player measures how soon: within a second).
    await player.clock.fastForward(boundary - Date.now() + 200);
    const switchedAt = Date.now();
    await player.getByText('Evening sport').waitFor({ timeout: SOON_MS });
    const switchMs = Date.now() - switchedAt;
    await player.getByText('Morning offers').waitFor({ state: 'detached' });

    // A heartbeat after the switch reports what is on screen: the evening playlist's item, up to
    // date. The page's clock is fake: each look moves it a heartbeat on (the evening lasts 10 minutes).
    const detail = () => api<FleetDisplayDetail>(`/api/fleet/displays/${display.id}`, { token });
    await expect
      .poll(
        async () => {
          await player.clock.fastForward(MINUTE_MS);
          return (await detail()).shown;
        },
        { timeout: 5_000, interval: 1_000 },
      )
      .toMatchObject({ assetId: evening, playlistId: eveningPlaylist.id });
    expect((await detail()).outOfDate).toBeNull();

    // The server is gone (every API call fails): ten minutes on, the stored week still switches.
    await player.route('**/api/**', (route) => route.abort('connectionrefused'));
    await player.clock.fastForward(10 * MINUTE_MS);
    await player.getByText('Closing soon').waitFor({ timeout: 5_000 });
    expect(await player.getByText('Evening sport').count()).toBe(0);
    console.log(`[player-schedule] switch drawn ${switchMs} ms after the boundary`);
  });
});
