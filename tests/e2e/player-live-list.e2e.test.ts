import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASE_ASSET_IDS } from '../../contract/assets.ts';
import { adminToken, api, clientWithVenue, linkedDevice, runSuffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { SOON_MS } from './soon.ts';

/**
 * A race board follows its feed (docs/live-data.md#the-data-list-widget): a real /player with a
 * data list widget, a list pushed with the source's token drawn as a table, the next push at once
 * (./soon.ts); then the TV restarts with the server unreachable and draws the kept list
 * (docs/live-data.md#delivery-to-players) until it is stale, then the fallback text, and catches up
 * when the server answers again.
 */
const VIEWPORT = { width: 1280, height: 720 };
const STALE_AFTER_SECONDS = 30;
const FALLBACK = 'Fixtures unavailable';

describe('a live list on the player (/player)', () => {
  let browser: ChromiumSession | null = null;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('draws a pushed list as a table, the next push at once, the kept list after an offline restart until it is stale, and catches up on return', async () => {
    const baseUrl = inject('baseUrl');
    const token = await adminToken();
    const { clientId, venueId } = await clientWithVenue(token, `Live list ${runSuffix}`);

    const { device, display } = await linkedDevice(token, venueId, { label: 'Race room', ...VIEWPORT }, 'Race PC');

    const source = await api<{ id: string; pushToken: string }>('/api/data-sources', {
      token,
      body: { name: `Races ${runSuffix}`, clientId, kind: 'push', staleAfterSeconds: STALE_AFTER_SECONDS, fields: [{ key: 'races', type: 'list' }] },
    });
    const push = (races: unknown[]) => api(`/api/data-sources/${source.id}/values`, { method: 'PUT', token: source.pushToken, body: { values: { races } } });
    await push([
      { race: 'R1 Randwick', time: '19:05' },
      { race: 'R2 Flemington', time: '19:30' },
    ]);
    const config = { dataSourceId: source.id, key: 'races', style: 'table', columns: 'race:Race, time:Time', maxRows: '5', fallbackText: FALLBACK, fontSize: '48px' };
    await api(`/api/asset/display/${display.id}`, {
      method: 'PUT',
      token,
      body: { placements: [{ assetId: BASE_ASSET_IDS.DATALIST, config, x: '100px', y: '100px', width: '1000px', height: '400px', order: 0 }] },
    });

    context = await browser!.newContext({ baseURL: baseUrl, viewport: VIEWPORT, serviceWorkers: 'block' });
    await context.addInitScript((value) => window.localStorage.setItem('player.deviceToken', value), device.token);
    const player = await context.newPage();
    await player.clock.install({ time: Date.now() });
    await player.goto('/player?display=Race%20room');
    await player.getByRole('columnheader', { name: 'Race' }).waitFor({ timeout: 15_000 });
    await player.getByRole('cell', { name: 'R2 Flemington' }).waitFor({ timeout: SOON_MS });

    // The next push is on screen at once: the long poll waiting for it answers then, not at its end.
    const pushedAt = Date.now();
    await push([{ race: 'R3 Eagle Farm', time: '20:00' }]);
    await player.getByRole('cell', { name: 'R3 Eagle Farm' }).waitFor({ timeout: SOON_MS });
    expect(Date.now() - pushedAt).toBeLessThan(SOON_MS);
    expect(await player.getByRole('cell', { name: 'R1 Randwick' }).count()).toBe(0);

    // The TV restarts with the server unreachable (the page itself still loads): the kept list is drawn.
    await context.route('**/api/**', (route) => route.abort());
    await player.reload();
    await player.getByRole('cell', { name: 'R3 Eagle Farm' }).waitFor({ timeout: 15_000 });
    // Older than its limit, offline: the fallback text, never the old rows.
    await player.clock.fastForward((STALE_AFTER_SECONDS + 1) * 1_000);
    await player.getByText(FALLBACK).waitFor({ timeout: SOON_MS });
    expect(await player.getByRole('table').count()).toBe(0);

    // The server answers again (the TV's clock set back to the server's): the newest list at once.
    await player.clock.setSystemTime(Date.now());
    await push([{ race: 'R4 Doomben', time: '20:30' }]);
    await context.unroute('**/api/**');
    await player.clock.fastForward(6_000);
    await player.getByRole('cell', { name: 'R4 Doomben' }).waitFor({ timeout: 5_000 });
    expect(await player.getByText(FALLBACK).count()).toBe(0);
  });
});
