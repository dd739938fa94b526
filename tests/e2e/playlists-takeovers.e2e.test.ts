import { describe, it } from 'vitest';
import { adminToken, api, clientWithVenue, runSuffix } from './api.ts';
import { signedInAdminPage } from './signedInAdmin.ts';

/** A GROUP layout with one text on it, made through the API (the journey is about playlists). */
async function layout(token: string, textAssetId: string, name: string): Promise<void> {
  await api('/api/asset', {
    token,
    body: { name, width: '1920px', height: '1080px', placements: [{ assetId: textAssetId, x: '100px', y: '100px', config: { value: name } }] },
  });
}

describe('playlists and takeovers: the portal side', () => {
  const currentPage = signedInAdminPage();

  it('makes a playlist of two layouts, takes over a venue with it for 15 minutes, shows the banner, and ends it', async () => {
    const page = currentPage();
    const token = await adminToken();
    const assets = await api<Array<{ id: string; type: string }>>('/api/asset', { token });
    const text = assets.find((asset) => asset.type === 'TEXT');
    if (!text) throw new Error('No TEXT base asset is seeded.');
    const [first, second, playlist, takeover] = ['Happy', 'Jackpot', 'Evening', 'Takeover'].map((name) => `E2E ${name} ${runSuffix}`) as [string, string, string, string];
    await layout(token, text.id, first);
    await layout(token, text.id, second);
    const { clientId, venueId } = await clientWithVenue(token, `Takeover ${runSuffix}`);

    // A playlist of the two layouts, in order.
    await page.goto('/playlists');
    await page.getByRole('button', { name: 'New playlist' }).click();
    const editor = page.getByRole('dialog', { name: 'New playlist' });
    await editor.getByRole('textbox', { name: 'Name' }).fill(playlist);
    for (const name of [first, second]) {
      await editor.getByRole('combobox', { name: 'Layout to add' }).click();
      await page.getByRole('option', { name }).click();
      await editor.getByRole('button', { name: 'Add item' }).click();
    }
    await editor.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Playlist created successfully').waitFor();
    await page.getByRole('row', { name: new RegExp(playlist) }).getByText(`${first}, ${second}`).waitFor();

    // From the venue's page: the takeover reaches that venue, 15 minutes by default.
    await page.goto(`/clients/${clientId}/${venueId}`);
    await page.getByRole('button', { name: 'Start takeover' }).click();
    const start = page.getByRole('dialog', { name: 'Start takeover' });
    await start.getByRole('textbox', { name: 'Name' }).fill(takeover);
    await start.getByRole('combobox', { name: 'Content' }).click();
    await page.getByRole('option', { name: `Playlist: ${playlist}` }).click();
    await start.getByRole('button', { name: 'Start takeover' }).click();
    await page.getByText('Takeover started').first().waitFor();

    // The banner, on this page and after following its link.
    const banner = page.locator('[data-takeover-banner]');
    await banner.getByText(`Takeover running: ${takeover}`).waitFor();
    await banner.getByRole('link', { name: /See takeover/ }).click();
    await page.waitForURL('**/takeovers');
    await page.getByRole('button', { name: `End now: ${takeover}` }).click();
    await page.getByRole('dialog', { name: 'End takeover now?' }).getByRole('button', { name: 'End now' }).click();
    await page.getByText('Takeover ended').first().waitFor();
    await banner.getByText(`Takeover running: ${takeover}`).waitFor({ state: 'detached' });
    await page.locator('[data-takeover-row][data-status="endedEarly"]').filter({ hasText: takeover }).waitFor();
  });
});
