import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FleetDisplayDetail } from '../../contract/fleet.ts';
import { api, runSuffix as suffix } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { SOON_MS } from './soon.ts';
import { copyMigratedDatabase } from './migratedDatabase.ts';
import { logIn } from './pages.ts';
import { freePort } from '../support/freePort.ts';
import { startPortal, type PortalProcess } from '../support/portalProcess.ts';

/**
 * What a screen really shows. A player in Chromium plays a layout of one solid colour;
 * the fleet display page (opened by its old /fleet address) shows it online with the layout's
 * name; "Identify" puts the display's and venue's names on the player; "Take screenshot now"
 * brings a screenshot whose pixels are that colour. Its own portal with a 20 s heartbeat: a command arriving within 10 s came by the day's
 * long poll (Commands-Waiting), not by waiting for the next heartbeat.
 */
const HEARTBEAT_SECONDS = 20;
const ADMIN_EMAIL = 'fleet-admin@example.com';
const ADMIN_PASSWORD = 'Fleet-Admin-Passw0rd!';
const PANEL_ASSET_ID = '00000000-0000-4000-8000-000000000008';
const VIEWPORT = { width: 1280, height: 720 };
/** Dodger blue: far from black, white and the portal's greys, so a wrong picture cannot pass. */
const COLOUR = { hex: '#1e90ff', rgb: [30, 144, 255] } as const;
const COMMAND_MS = 10_000;

describe('the fleet shows what a screen really shows', () => {
  let dataDir = '';
  let port = 0;
  let portal: PortalProcess | null = null;
  let browser: ChromiumSession | null = null;
  const contexts: BrowserContext[] = [];
  const baseUrl = () => `http://127.0.0.1:${port}`;
  const call = <T,>(path: string, options: { method?: string; token?: string; body?: unknown } = {}) => api<T>(path, { ...options, baseUrl: baseUrl() });
  const newPage = async (init?: (context: BrowserContext) => Promise<unknown>): Promise<Page> => {
    const context = await browser!.newContext({ baseURL: baseUrl(), viewport: VIEWPORT, serviceWorkers: 'block' });
    contexts.push(context);
    await init?.(context);
    return context.newPage();
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-fleet-e2e-'));
    copyMigratedDatabase(inject('migratedDatabaseDir'), dataDir);
    port = await freePort();
    portal = await startPortal({
      entry: 'npm start',
      port,
      dataDir,
      env: { ADMIN_EMAIL, ADMIN_PASSWORD, PORTAL_BASE_URL: baseUrl(), HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS), AUTH_RATE_LIMIT_PER_IP: '1000' },
    });
    browser = await sharedChromium();
  }, 200_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await portal?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('shows the player online with its layout, identifies it, and takes a screenshot of its colour', async () => {
    const { token } = await call<{ token: string }>('/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    const [region] = await call<Array<{ id: string }>>('/api/regions', { token });
    const client = await call<{ id: string }>('/api/clients', { token, body: { name: `Fleet Client ${suffix}` } });
    const venueName = `Fleet Venue ${suffix}`;
    const venue = await call<{ id: string }>('/api/venues', { token, body: { clientId: client.id, regionId: region!.id, name: venueName, gmv: `FLEET-${suffix}` } });

    // A venue PC registers, reports its screen and is linked to the venue.
    const device = await call<{ token: string; code: string }>('/api/graphicscontrollerauthcode', { method: 'POST' });
    const [display] = await call<Array<{ id: string }>>('/api/graphicscontroller/self/displays', {
      method: 'PUT',
      token: device.token,
      body: { displays: [{ label: 'Bar', ...VIEWPORT }] },
    });
    await call(`/api/venues/${venue.id}/graphics-controller-auth-codes/${device.code}`, { token, body: { name: 'Bar PC' } });

    // One solid colour over the whole screen, on the venue's screens for the next hour.
    const layoutName = `Solid blue ${suffix}`;
    const layout = await call<{ id: string }>('/api/asset', {
      token,
      body: {
        name: layoutName,
        width: `${VIEWPORT.width}px`,
        height: `${VIEWPORT.height}px`,
        placements: [{ assetId: PANEL_ASSET_ID, config: { color: COLOUR.hex, radius: '0px', width: `${VIEWPORT.width}px`, height: `${VIEWPORT.height}px` }, x: '0px', y: '0px', order: 0 }],
      },
    });
    await call('/api/takeovers', {
      token,
      body: { name: `Blue hour ${suffix}`, targets: { clientIds: [], venueIds: [venue.id] }, content: { assetId: layout.id }, endUtc: new Date(Date.now() + 3_600_000).toISOString() },
    });

    const player = await newPage((context) => context.addInitScript((value) => window.localStorage.setItem('player.deviceToken', value), device.token));
    await player.goto('/player?display=Bar');
    // The player reports the layout with a heartbeat; then the fleet page names it.
    await expect
      .poll(async () => (await call<FleetDisplayDetail>(`/api/fleet/displays/${display!.id}`, { token })).shown?.assetId, { timeout: 2 * HEARTBEAT_SECONDS * 1000 + 10_000, interval: 1_000 })
      .toBe(layout.id);

    const admin = await newPage();
    await admin.goto('/login');
    await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.waitForURL((url) => url.pathname === '/');
    // By the display page's first address, as an old bookmark would: the server's 301
    // (server/plugins/static-app.ts) brings the browser to it under /screens, query kept.
    await admin.goto(`/fleet/${display!.id}?from=bookmark`);
    await admin.getByRole('heading', { name: 'Bar', level: 1 }).waitFor();
    const arrived = new URL(admin.url());
    expect(`${arrived.pathname}${arrived.search}`).toBe(`/screens/${display!.id}?from=bookmark`);
    await admin.getByText('Online', { exact: true }).first().waitFor();
    await admin.getByText(layoutName).first().waitFor();
    await admin.getByText('No screenshot yet').waitFor();

    // Identify: the display's and venue's names on the player, well before its next heartbeat.
    let sentAt = Date.now();
    await admin.getByRole('button', { name: 'Identify', exact: true }).click();
    const overlay = player.getByRole('status', { name: 'Identify' });
    await overlay.waitFor({ timeout: COMMAND_MS });
    const identifyMs = Date.now() - sentAt;
    expect(await overlay.textContent()).toContain('Bar');
    expect(await overlay.textContent()).toContain(venueName);
    await overlay.waitFor({ state: 'detached', timeout: 15_000 });

    // Take screenshot now: the card waits, then shows the new screenshot.
    sentAt = Date.now();
    await admin.getByRole('button', { name: 'Take screenshot now' }).click();
    await admin.getByText('The new screenshot has arrived.').waitFor({ timeout: 30_000 });
    const screenshotMs = Date.now() - sentAt;
    const image = admin.getByRole('img', { name: /^Screenshot of Bar, taken/ }).first();
    await image.waitFor();
    // Its pixels, decoded in the page: the layout's colour (a JPEG is near, not exact), and at most 640 px wide.
    const { width, pixel } = await image.evaluate(async (element: HTMLImageElement) => {
      await element.decode();
      const canvas = document.createElement('canvas');
      canvas.width = element.naturalWidth;
      canvas.height = element.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(element, 0, 0);
      return { width: element.naturalWidth, pixel: [...context.getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data].slice(0, 3) };
    });
    expect(width).toBeLessThanOrEqual(640);
    expect(width).toBeGreaterThan(0);
    pixel.forEach((channel, index) => expect(Math.abs(channel - COLOUR.rgb[index]!)).toBeLessThanOrEqual(24));
    const detail = await call<FleetDisplayDetail>(`/api/fleet/displays/${display!.id}`, { token });
    expect(detail.commands.find((command) => command.kind === 'screenshot')).toMatchObject({ state: 'done' });
    // The page says so with the picture, not at its next 15 s refresh.
    await admin.getByRole('row', { name: /Take screenshot now.*Done/ }).waitFor({ timeout: SOON_MS });
    console.log(`[fleet] identify on screen ${identifyMs} ms after the click; screenshot shown ${screenshotMs} ms after the click`);
  }, 240_000);
});
