import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASE_ASSET_IDS } from '../../contract/assets.ts';
import { adminToken, api, clientWithVenue, linkedDevice, runSuffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { SOON_MS } from './soon.ts';

/**
 * A jackpot screen follows its feed and never shows a stale figure (docs/live-data.md): a real
 * /player with a data value widget on its layout, values pushed with the source's token, the
 * push drawn at once (./soon.ts; its 2 s target is bench:data's), and, on a clock the test moves
 * (Playwright's page.clock), the fallback text once the value is older than its limit and the
 * value again when a fresh one comes.
 */
const VIEWPORT = { width: 1280, height: 720 };
const STALE_AFTER_SECONDS = 30;
const FALLBACK = 'Jackpot unavailable';

describe('live data on the player (/player)', () => {
  let browser: ChromiumSession | null = null;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows a pushed jackpot, a new push at once, the fallback text once it is stale, and the value again when a fresh one comes', async () => {
    const baseUrl = inject('baseUrl');
    const token = await adminToken();
    const { clientId, venueId } = await clientWithVenue(token, `Live ${runSuffix}`);

    // A venue PC registers, reports its screen and is linked to the venue.
    const { device, display } = await linkedDevice(token, venueId, { label: 'Gaming room', ...VIEWPORT }, 'Gaming PC');

    // The client's jackpot feed, a push source, and the display's layout showing its major jackpot.
    const source = await api<{ id: string; pushToken: string }>('/api/data-sources', {
      token,
      body: { name: `Jackpots ${runSuffix}`, clientId, kind: 'push', staleAfterSeconds: STALE_AFTER_SECONDS, fields: [{ key: 'major', type: 'currency' }] },
    });
    const push = (major: number) => api(`/api/data-sources/${source.id}/values`, { method: 'PUT', token: source.pushToken, body: { values: { major } } });
    await push(12345.5);
    const config = { dataSourceId: source.id, key: 'major', format: 'currency', template: 'Major jackpot {value}', fallbackText: FALLBACK };
    await api(`/api/asset/display/${display.id}`, {
      method: 'PUT',
      token,
      body: { placements: [{ assetId: BASE_ASSET_IDS.DATAVALUE, config, x: '100px', y: '200px', width: '1000px', height: '200px', order: 0 }] },
    });

    // The TV opens the player with its token kept, on a clock the test moves.
    context = await browser!.newContext({ baseURL: baseUrl, viewport: VIEWPORT, serviceWorkers: 'block' });
    await context.addInitScript((value) => window.localStorage.setItem('player.deviceToken', value), device.token);
    const player = await context.newPage();
    await player.clock.install({ time: Date.now() });
    await player.goto('/player?display=Gaming%20room');
    await player.getByText('Major jackpot $12,345.50').waitFor({ timeout: 15_000 });

    // The next push is on screen at once: the long poll waiting for it answers then, not at its end.
    const pushedAt = Date.now();
    await push(13000);
    await player.getByText('Major jackpot $13,000').waitFor({ timeout: SOON_MS });
    const pushToScreenMs = Date.now() - pushedAt;
    expect(pushToScreenMs).toBeLessThan(SOON_MS);

    // No push for 20 s: still within its 30 s limit, the figure stays.
    await player.clock.fastForward(20_000);
    expect(await player.getByText('Major jackpot $13,000').count()).toBe(1);
    // 11 s more: older than its limit, the fallback text, never the old figure.
    await player.clock.fastForward(11_000);
    await player.getByText(FALLBACK).waitFor({ timeout: SOON_MS });
    expect(await player.getByText(/Major jackpot/).count()).toBe(0);

    // The test moved only the TV's clock, not the server's: set back to the server's time, as a TV's
    // clock is, a fresh value is drawn again at once.
    await player.clock.setSystemTime(Date.now());
    await push(14250.75);
    await player.getByText('Major jackpot $14,250.75').waitFor({ timeout: SOON_MS });
    expect(await player.getByText(FALLBACK).count()).toBe(0);
    console.log(`[player-live-data] push drawn ${pushToScreenMs} ms after it was sent`);
  });
});
