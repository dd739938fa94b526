import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, runSuffix as suffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { copyMigratedDatabase } from './migratedDatabase.ts';
import { logIn } from './pages.ts';
import { CODE_CHECK_MS } from '../../machines/player.machine.ts';
import { freePort } from '../support/freePort.ts';
import { startPortal, type PortalProcess } from '../support/portalProcess.ts';

/**
 * The player journey stops and restarts its server, so it runs its own portal (own port and
 * DATA_DIR) rather than the shared one, with a short heartbeat so it does not take minutes.
 */
const HEARTBEAT_SECONDS = 3;
const HEARTBEAT_MS = HEARTBEAT_SECONDS * 1000;
const ADMIN_EMAIL = 'player-admin@example.com';
const ADMIN_PASSWORD = 'Player-Admin-Passw0rd!';
/** The base TEXT asset every installation is seeded with. */
const TEXT_ASSET_ID = '00000000-0000-4000-8000-000000000001';
/** A player showing its code checks for its link every CODE_CHECK_MS; the rest is the page's slack. */
const FIRST_LINK_CHECK_MS = CODE_CHECK_MS + 5_000;
const VIEWPORT = { width: 1280, height: 720 };

describe('the Generation One player (/player)', () => {
  let dataDir = '';
  let port = 0;
  let portal: PortalProcess | null = null;
  let browser: ChromiumSession | null = null;
  const contexts: BrowserContext[] = [];

  const baseUrl = () => `http://127.0.0.1:${port}`;
  const start = () =>
    startPortal({
      entry: 'npm start',
      port,
      dataDir,
      env: {
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        PORTAL_BASE_URL: baseUrl(),
        HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
        AUTH_RATE_LIMIT_PER_IP: '1000',
      },
    });
  const call = <T,>(path: string, options: { method?: string; token?: string; body?: unknown } = {}) =>
    api<T>(path, { ...options, baseUrl: baseUrl() });
  const newPage = async (): Promise<Page> => {
    if (!browser) throw new Error('Chromium did not start.');
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: VIEWPORT });
    contexts.push(context);
    return context.newPage();
  };
  const textLayout = (value: string) => ({
    placements: [{ assetId: TEXT_ASSET_ID, config: { value }, x: '120px', y: '200px', order: 0 }],
  });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-player-e2e-'));
    copyMigratedDatabase(inject('migratedDatabaseDir'), dataDir);
    port = await freePort();
    portal = await start();
    browser = await sharedChromium();
  }, 200_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('shows a code, is linked from the venue page, plays its layout through a server outage, and shows a new code once unlinked', async () => {
    // A TV opens the player: a code full screen, with its QR code.
    const player = await newPage();
    await player.goto('/player?display=Bar');
    const codeOnScreen = player.getByLabel('Link code');
    await codeOnScreen.waitFor();
    const code = (await codeOnScreen.textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    await player.getByRole('img', { name: 'QR code to link this screen' }).waitFor();

    // Someone links it from the venue page, typing the code off the screen.
    const { token } = await call<{ token: string }>('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    const [region] = await call<Array<{ id: string }>>('/api/regions', { token });
    if (!region) throw new Error('No regions are seeded.');
    const client = await call<{ id: string }>('/api/clients', { token, body: { name: `Player Client ${suffix}` } });
    const venue = await call<{ id: string }>('/api/venues', {
      token,
      body: { clientId: client.id, regionId: region.id, name: `Player Venue ${suffix}`, gmv: `PLAY-${suffix}` },
    });
    const admin = await newPage();
    await admin.goto('/login');
    await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.waitForURL((url) => url.pathname === '/');
    const venuePath = `/clients/${client.id}/${venue.id}`;
    await admin.goto(venuePath);
    await admin.getByRole('button', { name: 'Link Graphics Controller' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Link Graphics Controller' });
    await dialog.getByLabel('Code').pressSequentially(code);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Name').fill('Bar TV');
    await dialog.getByRole('button', { name: 'Link' }).click();
    await admin.getByText('GraphicsController linked successfully').waitFor();

    // The player notices by itself, reports its display (label, screen size) and has no layout yet:
    // its idle screen is titled with the venue's name.
    await player.getByRole('heading', { name: `Player Venue ${suffix}` }).waitFor({ timeout: FIRST_LINK_CHECK_MS });
    await player.getByText(`Display “Bar” (${VIEWPORT.width} × ${VIEWPORT.height}) has no layout yet.`, { exact: false }).waitFor();
    const [controller] = await call<Array<{ id: string }>>(`/api/venues/${venue.id}/graphics-controllers`, { token });
    if (!controller) throw new Error('The controller is not listed.');
    const displayOf = async () =>
      (await call<Array<{ id: string; label: string; width: number; height: number }>>(`/api/graphicscontroller/${controller.id}/displays`, { token }))[0];
    await expect.poll(displayOf, { timeout: 2 * HEARTBEAT_MS }).toMatchObject({ label: 'Bar', ...VIEWPORT });
    const display = await displayOf();
    if (!display) throw new Error('No display reported.');

    // A layout with a text: drawn within two heartbeats.
    await call(`/api/asset/display/${display.id}`, { method: 'PUT', token, body: textLayout('Happy hour from 5') });
    await player.getByText('Happy hour from 5').waitFor({ timeout: 2 * HEARTBEAT_MS });
    // The worker that keeps the player alive offline is in charge of the page before the outage.
    await expect
      .poll(() => player.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 })
      .toBe(true);

    // The server goes down: the layout stays; at most a small dot says the screen is offline.
    await portal?.stop();
    await player.getByRole('img', { name: 'Offline: playing the last layout' }).waitFor({ timeout: 2 * HEARTBEAT_MS });
    await player.getByText('Happy hour from 5').waitFor({ state: 'visible' });
    // The TV restarts during the outage: the cached page plays the last layout again.
    await player.reload();
    await player.getByText('Happy hour from 5').waitFor({ timeout: 10_000 });

    // The server is back and the layout changes: the player catches up by itself.
    portal = await start();
    await call(`/api/asset/display/${display.id}`, { method: 'PUT', token, body: textLayout('Late night menu') });
    await player.getByText('Late night menu').waitFor({ timeout: 3 * HEARTBEAT_MS });
    await player.getByRole('img', { name: 'Offline: playing the last layout' }).waitFor({ state: 'detached' });

    // Cold loads of an already linked screen, to the first drawn layout (reported, not asserted):
    // a restart with the layout cached, and a browser that has only the device token. Measured in
    // the page, from the start of navigation to the frame that has the text.
    const drawnAfterMs = async (page: Page) => {
      await page.waitForFunction(() => document.body.innerText.includes('Late night menu'), undefined, { polling: 'raf', timeout: 30_000 });
      return Math.round(await page.evaluate(() => performance.now()));
    };
    await player.reload();
    const fromCacheMs = await drawnAfterMs(player);
    const deviceToken = await player.evaluate(() => window.localStorage.getItem('player.deviceToken'));
    const fresh = await newPage();
    await fresh.context().addInitScript((value) => window.localStorage.setItem('player.deviceToken', value), deviceToken ?? '');
    await fresh.goto('/player?display=Bar');
    const fromNetworkMs = await drawnAfterMs(fresh);
    console.log(`[player] cold load to first drawn layout: ${fromCacheMs} ms with the layout cached, ${fromNetworkMs} ms from the network`);
    await fresh.context().close();

    // Unlinked in the portal: the player forgets it and shows a new code.
    await admin.goto(venuePath);
    await admin.getByRole('button', { name: 'Delete Bar TV' }).click();
    await admin.getByRole('dialog', { name: 'Delete graphics controller?' }).getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Graphics controller deleted').waitFor();
    await expect
      .poll(async () => ((await codeOnScreen.count()) > 0 ? (await codeOnScreen.textContent())?.trim() : null), {
        timeout: 2 * HEARTBEAT_MS + 5_000,
      })
      .toMatch(/^[A-Z2-9]{6}$/);
    expect((await codeOnScreen.textContent())?.trim()).not.toBe(code);
    expect(await player.evaluate(() => window.localStorage.getItem('player.layout.Bar'))).toBeNull();
  }, 300_000);
});
