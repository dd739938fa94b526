import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASE_ASSET_IDS } from '../../contract/assets.ts';
import { adminToken, api, clientWithVenue } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { CODE_CHECK_MS } from '../../machines/player.machine.ts';

const VIEWPORT = { width: 1280, height: 720 };
const GOLD = '#ffd700';
const PANEL = '#101820';

/** How many pixels of a PNG screenshot are close to gold: decoded by the page's own canvas. */
async function goldPixels(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (dataUrl) => {
    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let index = 0; index < data.length; index += 4) {
      const [red = 0, green = 0, blue = 0] = [data[index], data[index + 1], data[index + 2]];
      if (red > 235 && green > 195 && green < 230 && blue < 40) count += 1;
    }
    return count;
  }, `data:image/png;base64,${png.toString('base64')}`);
}

describe('a promotion in a shipped typeface plays on a venue screen as designed', () => {
  let browser: ChromiumSession;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await sharedChromium();
    context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: VIEWPORT });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('draws Poppins 120 px gold on a dark panel from the portal’s own Poppins file', async () => {
    const token = await adminToken();
    const { venueId, venueName } = await clientWithVenue(token, 'Typefaces');
    const player = await context.newPage();
    await player.goto('/player?display=Lobby');
    const codeOnScreen = player.getByLabel('Link code');
    await codeOnScreen.waitFor();
    const code = (await codeOnScreen.textContent())?.trim() ?? '';
    const controller = await api<{ id: string }>(`/api/venues/${venueId}/graphics-controller-auth-codes/${code}`, { token, body: { name: 'Lobby TV' } });
    await player.getByRole('heading', { name: venueName }).waitFor({ timeout: CODE_CHECK_MS + 10_000 });
    const displayOf = async () => (await api<Array<{ id: string }>>(`/api/graphicscontroller/${controller.id}/displays`, { token }))[0];
    await expect.poll(displayOf, { timeout: 30_000 }).toBeDefined();
    const display = await displayOf();
    if (!display) throw new Error('No display reported.');

    // What the editor saves for a styled text (renderer/textStyle.ts keys).
    await api(`/api/asset/display/${display.id}`, {
      method: 'PUT',
      token,
      body: {
        placements: [
          {
            assetId: BASE_ASSET_IDS.TEXT,
            x: '80px',
            y: '120px',
            order: 0,
            config: { value: 'Happy hour', typeface: 'Poppins', fontSize: '120px', color: GOLD, background: PANEL, padding: '40px', fontWeight: '700' },
          },
        ],
      },
    });
    // The player takes a new layout at its next heartbeat; a restart takes it at once.
    await player.reload();
    const text = player.getByText('Happy hour');
    await text.waitFor({ timeout: 30_000 });

    // The face drawn is the Poppins the portal served, not a machine's font or a fallback.
    const font = await text.evaluate(async (element) => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((face) => face.family.replace(/['"]/g, '') === 'Poppins' && face.status === 'loaded');
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /poppins-latin-700-normal[^/]*\.woff2$/.test(name));
      return { family: getComputedStyle(element).fontFamily, loadedWeights: faces.map((face) => face.weight), files, check: document.fonts.check("700 120px 'Poppins'") };
    });
    expect(font.family).toContain('Poppins');
    expect(font.loadedWeights).toContain('700');
    expect(font.check).toBe(true);
    expect(font.files.length).toBeGreaterThan(0);
    expect(new URL(font.files[0] ?? '').origin).toBe(new URL(inject('baseUrl')).origin);

    // And the screen shows gold.
    expect(await goldPixels(player, await player.screenshot())).toBeGreaterThan(2_000);
  }, 120_000);
});
