import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { adminToken, api, runSuffix } from './api.ts';
import { signedInAdminPage } from './signedInAdmin.ts';

/** A 1×1 PNG: the server decides the type from the bytes, so it must be a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * A real, playable WebM (about a second of coloured frames) recorded by the browser itself from a
 * canvas, so a video card can show a decoded poster frame without a video fixture in the repository.
 */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 25; frame += 1) {
      context.fillStyle = frame % 2 === 0 ? '#b45309' : '#1d4ed8';
      context.fillRect(0, 0, 160, 90);
      // Not a wait for anything: the recorder stamps frames by the real clock, so 25 frames 40 ms
      // apart make the second of video the card's poster frame is decoded from.
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Presses Tab until `target` has the focus: the way a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const card = (page: Page, name: string) => page.locator('[data-asset-file]').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('files and themes (admin)', () => {
  const page = signedInAdminPage();

  it('adds an image and a video, sees their thumbnails, renames one and deletes one', async () => {
    const p = page();
    const video = await recordWebm(p);
    await p.goto('/files');
    await p.getByRole('heading', { name: 'Files', level: 1 }).waitFor();
    await p.getByText('Manage uploaded files for assets').waitFor();

    // The image: its name is suggested from the file, then typed over.
    await p.getByRole('button', { name: 'Add file' }).click();
    let dialog = p.getByRole('dialog', { name: 'Add file' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'jackpot banner.png', mimeType: 'image/png', buffer: PNG });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('jackpot banner');
    const imageName = `Jackpot ${runSuffix}`;
    await dialog.getByLabel('Name').fill(imageName);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await p.getByText('File uploaded successfully').waitFor();
    const image = card(p, imageName);
    await image.getByText('jackpot banner.png').waitFor();
    await image.getByText('image/png').waitFor();
    await expect.poll(() => image.locator('img').evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // The video: its card shows a decoded frame (the poster frame), not just an icon.
    await p.getByRole('button', { name: 'Add file' }).click();
    dialog = p.getByRole('dialog', { name: 'Add file' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'intro clip.webm', mimeType: 'video/webm', buffer: video });
    await dialog.getByText('Video', { exact: true }).waitFor();
    const videoName = `Intro ${runSuffix}`;
    await dialog.getByLabel('Name').fill(videoName);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const clip = card(p, videoName);
    await clip.getByText('video/webm').waitFor();
    await expect
      .poll(() => clip.locator('video').evaluate((element) => {
        const frame = element as HTMLVideoElement;
        return frame.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && frame.videoWidth > 0;
      }))
      .toBe(true);

    // Open in a new tab: the stored file, saved under the name it was uploaded with.
    const href = await image.getByRole('link', { name: `Open ${imageName} in a new tab` }).getAttribute('href');
    expect(await image.getByRole('link', { name: `Open ${imageName} in a new tab` }).getAttribute('target')).toBe('_blank');
    const served = await p.request.get(href ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-disposition']).toContain(`filename*=UTF-8''jackpot%20banner.png`);

    // Rename.
    await image.getByRole('button', { name: `Edit ${imageName}` }).click();
    dialog = p.getByRole('dialog', { name: 'Edit file' });
    const renamed = `Jackpot renamed ${runSuffix}`;
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await p.getByText('File updated successfully').waitFor();
    await card(p, renamed).waitFor();

    // Delete.
    await card(p, videoName).getByRole('button', { name: `Delete ${videoName}` }).click();
    dialog = p.getByRole('dialog', { name: 'Delete file?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await p.getByText('File deleted successfully').waitFor();
    await card(p, videoName).waitFor({ state: 'detached' });
  });

  it('refuses to delete a file an asset still places, naming that asset', async () => {
    const token = await adminToken();
    const form = new FormData();
    form.append('Name', `Used ${runSuffix}`);
    form.append('File', new Blob([PNG], { type: 'image/png' }), 'used.png');
    const response = await fetch(new URL('/api/assetfile', page().url()), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(201);
    const file = (await response.json()) as { id: string };
    const assets = await api<Array<{ id: string; type: string }>>('/api/asset', { token });
    const imageAsset = assets.find((asset) => asset.type === 'IMAGE');
    const groupName = `Bar menu ${runSuffix}`;
    await api('/api/asset', {
      token,
      body: { name: groupName, placements: [{ assetId: imageAsset?.id, config: { file_id: file.id }, x: '0px', y: '0px', order: 0 }] },
    });

    const p = page();
    await p.goto('/files');
    const used = card(p, `Used ${runSuffix}`);
    await used.getByRole('button', { name: `Delete Used ${runSuffix}` }).click();
    const dialog = p.getByRole('dialog', { name: 'Delete file?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('This file is used by assets').waitFor();
    await dialog.getByText(groupName).waitFor();
    await p.getByText('Failed to delete file').waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await used.waitFor();
  });

  it('on a 390 px phone with the keyboard alone: adds a file, then adds, renames and deletes a theme', async () => {
    const p = page();
    await p.setViewportSize({ width: 390, height: 844 });

    await p.goto('/files');
    const addFile = p.getByRole('button', { name: 'Add file' });
    await tabTo(p, addFile);
    await p.keyboard.press('Enter');
    const fileDialog = p.getByRole('dialog', { name: 'Add file' });
    await fileDialog.waitFor();
    // The picker is the first stop in the dialog: Space opens the system's file chooser.
    const chooser = p.waitForEvent('filechooser');
    await tabTo(p, fileDialog.locator('input[type=file]'));
    await p.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'phone photo.png', mimeType: 'image/png', buffer: PNG });
    await tabTo(p, fileDialog.getByLabel('Name'));
    await p.keyboard.press('ControlOrMeta+a');
    await p.keyboard.type(`Phone ${runSuffix}`);
    await p.keyboard.press('Enter');
    await fileDialog.waitFor({ state: 'hidden' });
    const phoneCard = card(p, `Phone ${runSuffix}`);
    await phoneCard.waitFor();
    // One column: the card is no wider than the screen.
    const box = await phoneCard.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);

    await p.goto('/themes');
    await p.getByRole('heading', { name: 'Themes', level: 1 }).waitFor();
    const addTheme = p.getByRole('button', { name: 'Add theme' });
    await tabTo(p, addTheme);
    await p.keyboard.press('Enter');
    const addDialog = p.getByRole('dialog', { name: 'Add theme' });
    await addDialog.waitFor();
    // docs/product.md#validation-messages, Theme: the name is required.
    await tabTo(p, addDialog.getByLabel('Name'));
    await p.keyboard.press('Enter');
    await addDialog.getByText('Theme name is required').waitFor();
    const themeName = `Christmas ${runSuffix}`;
    await p.keyboard.type(themeName);
    await p.keyboard.press('Enter');
    await addDialog.waitFor({ state: 'hidden' });
    await p.getByText('Theme created successfully').waitFor();
    const row = p.getByRole('row').filter({ hasText: themeName });
    await row.getByText(/now|seconds? ago|a minute ago/).waitFor();

    const edit = row.getByRole('button', { name: `Edit ${themeName}` });
    await tabTo(p, edit);
    await p.keyboard.press('Enter');
    const editDialog = p.getByRole('dialog', { name: 'Edit theme' });
    await editDialog.waitFor();
    await tabTo(p, editDialog.getByLabel('Name'));
    const renamed = `Xmas ${runSuffix}`;
    await p.keyboard.press('ControlOrMeta+a');
    await p.keyboard.type(renamed);
    await p.keyboard.press('Enter');
    await editDialog.waitFor({ state: 'hidden' });
    await p.getByText('Theme updated successfully').waitFor();
    const renamedRow = p.getByRole('row').filter({ hasText: renamed });
    await renamedRow.waitFor();
    // Focus returns to the button that opened the dialog (now named after the new name).
    await expect.poll(() => p.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Edit ${renamed}`);

    const remove = renamedRow.getByRole('button', { name: `Delete ${renamed}` });
    await tabTo(p, remove);
    expect(((await remove.boundingBox())?.x ?? 0) + ((await remove.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(390);
    await p.keyboard.press('Enter');
    const confirm = p.getByRole('dialog', { name: 'Delete theme?' });
    await confirm.waitFor();
    await tabTo(p, confirm.getByRole('button', { name: 'Delete' }));
    await p.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    await p.getByText('Theme deleted successfully').waitFor();
    await renamedRow.waitFor({ state: 'detached' });
  });
});
