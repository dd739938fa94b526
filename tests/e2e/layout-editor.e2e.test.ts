import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PNG } from '../server/media-fixtures.ts';
import { adminToken, api, clientWithVenue, runSuffix as suffix } from './api.ts';
import { signedInAdminPage } from './signedInAdmin.ts';

const baseUrl = inject('baseUrl');

/** POST /api/assetfile as the admin would from /files: a real PNG, sniffed by the server. */
async function uploadImage(token: string, name: string): Promise<{ id: string; name: string }> {
  const form = new FormData();
  form.append('Name', name);
  form.append('FileType', 'Image');
  form.append('File', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${baseUrl}/api/assetfile`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; name: string };
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A real pointer drag: press, move in steps (past the 8 px activation), release. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 4, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function dragFromList(page: Page, assetName: string, to: { x: number; y: number }) {
  await page.getByRole('tab', { name: 'Assets' }).click();
  const handle = page.locator(`[data-library-asset][data-asset-name="${assetName}"] [data-drag-handle]`);
  await drag(page, await centreOf(handle), to);
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The placement frames' layout positions, in list order. */
async function framePositions(page: Page): Promise<Array<[string, number, number]>> {
  return page.locator('[data-placement-frame]').evaluateAll((frames) =>
    frames.map((frame) => {
      const element = frame as HTMLElement;
      return [element.dataset.label ?? '', Number.parseFloat(element.style.left), Number.parseFloat(element.style.top)];
    }),
  );
}

/** At 1280 px, beside the portal's navigation, the editor's toolbar is one row (its items share a bottom edge). */
async function toolbarRows(page: Page): Promise<number> {
  return page
    .getByRole('toolbar', { name: 'Editor' })
    .evaluate((bar) => new Set([...bar.children].map((child) => Math.round(child.getBoundingClientRect().bottom))).size);
}

describe('The layout editor (admin)', () => {
  const currentPage = signedInAdminPage();

  it('builds a layout by dragging, moves by pointer and keys, undoes, saves, reopens it, and puts it on a display', async () => {
    const page = currentPage();
    const token = await adminToken();
    const image = await uploadImage(token, `Logo ${suffix}`);
    const assetName = `Lobby ${suffix}`;

    // /assets/create: named first; Escape gives up and goes back to the list.
    await page.goto('/assets/create');
    const naming = page.getByRole('dialog', { name: 'Create asset' });
    await naming.waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL('**/assets');
    await page.goto('/assets/create');
    await naming.waitFor();
    await expect.poll(() => naming.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await naming.getByLabel('Asset name').fill(assetName);
    await naming.getByRole('button', { name: 'Continue' }).click();
    await naming.waitFor({ state: 'detached' });
    const canvas = page.getByRole('region', { name: 'Canvas' });
    await canvas.getByText('Drag assets here to place them').waitFor();
    expect(await toolbarRows(page)).toBe(1);

    // Text dragged from the list: its config dialog asks for the value first.
    const surface = page.locator('[data-layout-surface]');
    const surfaceBox = await surface.boundingBox();
    if (!surfaceBox) throw new Error('no canvas');
    await dragFromList(page, 'Text', { x: surfaceBox.x + 60, y: surfaceBox.y + 40 });
    const textDialog = page.getByRole('dialog', { name: 'Configure Text' });
    await textDialog.waitFor();
    await expect.poll(() => textDialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await textDialog.getByLabel('Value').fill('Welcome in');
    await choose(page, textDialog, 'Typeface', 'Lato');
    await textDialog.getByRole('button', { name: 'Save' }).click();
    await textDialog.waitFor({ state: 'detached' });
    await canvas.getByText('Welcome in').waitFor();

    // Image dragged from the list: it picks the uploaded file.
    await dragFromList(page, 'Image', { x: surfaceBox.x + surfaceBox.width / 2, y: surfaceBox.y + surfaceBox.height / 2 });
    const imageDialog = page.getByRole('dialog', { name: 'Configure Image' });
    await imageDialog.waitFor();
    await choose(page, imageDialog, 'Image file', image.name);
    await imageDialog.getByRole('button', { name: 'Save' }).click();
    await imageDialog.waitFor({ state: 'detached' });
    await expect.poll(() => canvas.locator('img').count()).toBe(1);

    const placed = await framePositions(page);
    expect(placed.map(([label]) => label)).toEqual(['Text 1 of 2', 'Image 2 of 2']);
    const [, textX0, textY0] = placed[0] ?? ['', 0, 0];
    const [, imageX0, imageY0] = placed[1] ?? ['', 0, 0];
    // Dropped at the pointer: the Text about 60×40 screen px in, in layout pixels at the fitted zoom.
    const scale = surfaceBox.width / 1920;
    expect(Math.abs(textX0 - 60 / scale)).toBeLessThan(2);
    expect(Math.abs(textY0 - 40 / scale)).toBeLessThan(2);

    // Text moved by the pointer (Alt held: no snapping, the exact delta).
    const text = canvas.getByRole('button', { name: 'Text 1 of 2' });
    const from = await centreOf(text);
    await page.keyboard.down('Alt');
    await drag(page, from, { x: from.x + 100, y: from.y + 50 });
    await page.keyboard.up('Alt');
    await expect
      .poll(async () => (await framePositions(page))[0]?.slice(1))
      .toEqual([Math.round(textX0 + 100 / scale), Math.round(textY0 + 50 / scale)]);
    const [, textX1, textY1] = (await framePositions(page))[0] ?? ['', 0, 0];
    await page.getByTestId('editor-live-region').getByText(`Text 1 of 2, x ${textX1} y ${textY1}`).waitFor();

    // Image moved by the keyboard: 25 px a step.
    await canvas.getByRole('button', { name: 'Image 2 of 2' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await framePositions(page))[1]?.slice(1)).toEqual([imageX0 + 25, imageY0]);

    // Undo and redo, by keys and by buttons.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await framePositions(page))[1]?.slice(1)).toEqual([imageX0, imageY0]);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await framePositions(page))[0]?.slice(1)).toEqual([textX0, textY0]);
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => framePositions(page)).toEqual([
      ['Text 1 of 2', textX1, textY1],
      ['Image 2 of 2', imageX0 + 25, imageY0],
    ]);

    // Save: the toast, then /assets lists it.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Asset created successfully').waitFor();
    await page.waitForURL('**/assets');

    // Its thumbnail is the renderer's drawing (the text itself, the image loaded lazily).
    const thumbnail = page.getByRole('img', { name: `Thumbnail of ${assetName}` });
    await thumbnail.getByText('Welcome in').waitFor();
    expect(await thumbnail.locator('img').getAttribute('loading')).toBe('lazy');
    // Duplicated, then the copy deleted after its confirmation: the list follows each.
    await page.getByRole('button', { name: `Duplicate ${assetName}` }).click();
    await page.getByText('Asset duplicated successfully').waitFor();
    await page.getByRole('link', { name: `Open Copy of ${assetName}` }).waitFor();
    await page.getByRole('button', { name: `Delete Copy of ${assetName}` }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete asset?' });
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Asset deleted successfully').waitFor();
    await page.getByRole('link', { name: `Open Copy of ${assetName}` }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: `Open ${assetName}` }).click();

    // Reopened: the placements are where they were left.
    await page.getByRole('heading', { name: `View Asset: ${assetName}` }).waitFor();
    await page.locator('[data-placement-frame]').first().waitFor();
    expect(await framePositions(page)).toEqual([
      ['Text 1 of 2', textX1, textY1],
      ['Image 2 of 2', imageX0 + 25, imageY0],
    ]);

    // A display of a linked controller: the new asset placed on it and sent with Update Asset.
    const { clientId, venueId } = await clientWithVenue(token, `Layout ${suffix}`);
    const device = await api<{ graphicsControllerId: string; token: string; code: string }>('/api/graphicscontrollerauthcode', {
      method: 'POST',
    });
    await api('/api/graphicscontroller/self/displays', {
      method: 'PUT',
      token: device.token,
      body: { displays: [{ label: 'Bar Left', width: 1920, height: 1080 }] },
    });
    await api(`/api/venues/${venueId}/graphics-controller-auth-codes/${device.code}`, { token, body: { name: 'Bar PC' } });
    const self = await api<{ displays: Array<{ id: string }> }>('/api/graphicscontroller/self', { token: device.token });
    const displayId = self.displays[0]?.id ?? '';

    await page.goto(`/clients/${clientId}/${venueId}/${device.graphicsControllerId}`);
    await page.getByRole('link', { name: 'Open Bar Left' }).click();
    await page.waitForURL(`**/${displayId}`);
    await expect.poll(() => page.locator('[data-layout-surface]').getAttribute('style')).toContain('width: 1920px; height: 1080px');
    await page.getByRole('button', { name: `Add to canvas: ${assetName}` }).click();
    await canvas.getByRole('button', { name: `${assetName} 1 of 1` }).waitFor();
    await canvas.getByText('Welcome in').waitFor();

    // A countdown placed by Add to canvas, seen ticking in the Preview on a fixed clock.
    // The target is a wall time in the viewer's zone (the editor's), which this test shares.
    const target = new Date(2026, 11, 31, 20, 0);
    await page.clock.setFixedTime(target.getTime() - 3_600_000);
    // Adding the layout opened its Properties: back to the Assets tab for the next item.
    await page.getByRole('tab', { name: 'Assets' }).click();
    await page.getByRole('button', { name: 'Add to canvas: Countdown' }).click();
    const countdownDialog = page.getByRole('dialog', { name: 'Configure Countdown' });
    await countdownDialog.getByLabel('Counts down to').fill('2026-12-31T20:00');
    await countdownDialog.getByRole('button', { name: 'Save' }).click();
    await canvas.getByRole('button', { name: 'Countdown 2 of 2' }).waitFor();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await preview.getByText('01:00:00').waitFor();
    await page.clock.setFixedTime(target.getTime() - 5_000);
    await preview.getByText('00:00:05').waitFor();
    await page.clock.setFixedTime(target.getTime());
    await preview.getByText("It's time!").waitFor();
    await preview.getByRole('button', { name: 'Close' }).first().click();

    expect(await toolbarRows(page)).toBe(1);
    await page.getByRole('button', { name: 'Update Asset' }).click();
    await page.getByText('Asset updated successfully').waitFor();

    const layout = await api<{ type: string; placements: Array<{ asset: { name: string; type: string }; x: string; y: string }> }>(
      `/api/asset/display/${displayId}`,
      { token: device.token },
    );
    expect(layout.type).toBe('DISPLAY');
    // Added to the middle of the visible canvas: the whole 1920 × 1080 display shows, so
    // its centre less half the size assumed for an item without one (400 × 120); the countdown
    // was added to the same spot and moved 20 px right and down so both show.
    expect(layout.placements).toEqual([
      expect.objectContaining({ asset: expect.objectContaining({ name: assetName, type: 'GROUP' }), x: '760px', y: '480px' }),
      expect.objectContaining({
        asset: expect.objectContaining({ name: 'Countdown', type: 'COUNTDOWN' }),
        config: expect.objectContaining({ target: '2026-12-31T20:00', doneText: "It's time!" }),
        x: '780px',
        y: '500px',
      }),
    ]);

    // Now on a display, the asset cannot be deleted; the dialog says where it is used.
    await page.goto('/assets');
    await page.getByRole('button', { name: `Delete ${assetName}` }).click();
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await deleteDialog.getByText('This asset is in use and cannot be deleted.').waitFor();
    await deleteDialog.getByText(/^Display: /).waitFor();
    expect(await deleteDialog.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: `Open ${assetName}` }).waitFor();
  });
});
