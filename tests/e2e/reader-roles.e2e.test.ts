import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BASE_ASSET_IDS } from '../../contract/assets.ts';
import { adminToken, api, clientWithVenue, runSuffix as suffix, type ClientWithVenue } from './api.ts';
import { sharedChromium, type ChromiumSession } from './chromium.ts';
import { logIn } from './pages.ts';

const PASSWORD = 'Reader-Roles-Passw0rd!';

type ReaderRole = 'viewer' | 'designer' | 'approver';

/**
 * Roles that only read some of what a page shows (docs/permissions.md#in-the-browser), on the
 * pages that show the most: the browser offers them no control the server would refuse, draws no
 * section they may not read, and so never meets a 403 (a viewer was offered a venue's Edit and
 * Upload logo, a designer saw "Error" in three sections, an approver could send screen commands).
 */
describe('what a reader is shown', () => {
  let browser: ChromiumSession;
  let place: ClientWithVenue;
  let layout: { id: string; name: string };
  const emails: Partial<Record<ReaderRole, string>> = {};

  /** Invited by the admin (the viewer to the client), signed up through the invitation's token. */
  async function invite(admin: string, role: ReaderRole): Promise<void> {
    const email = `${role}.${suffix.toLowerCase()}@readers.example`;
    const body = role === 'viewer' ? { email, role, clientId: place.clientId } : { email, role };
    const { token } = await api<{ token: string }>('/api/invitations', { token: admin, body });
    await api(`/api/signup/invitations/${token}`, { body: { name: `Reader ${role}`, email, password: PASSWORD, passwordConfirm: PASSWORD } });
    emails[role] = email;
  }

  /** Signed in through the form; every refused API answer the page then gets is kept. */
  async function signedIn(role: ReaderRole): Promise<{ context: BrowserContext; page: Page; refused: string[] }> {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/login');
    await logIn(page, emails[role] ?? '', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    return { context, page, refused };
  }

  const venuePath = () => `/clients/${place.clientId}/${place.venueId}`;

  async function expectNoButtons(page: Page, names: Array<string | RegExp>) {
    for (const name of names) expect(await page.getByRole('button', { name }).count(), String(name)).toBe(0);
  }

  beforeAll(async () => {
    const admin = await adminToken();
    place = await clientWithVenue(admin, `Readers ${suffix}`);
    for (const role of ['viewer', 'designer', 'approver'] as const) await invite(admin, role);
    const name = `Readers welcome ${suffix}`;
    const created = await api<{ id: string }>('/api/asset', {
      token: admin,
      body: {
        id: null,
        name,
        type: 'GROUP',
        themeId: null,
        category: 'general',
        width: '1920px',
        height: '1080px',
        placements: [{ assetId: BASE_ASSET_IDS.TEXT, x: '120px', y: '160px', order: 0, config: { value: 'Welcome', fontSize: '120px' } }],
        placementsToDelete: [],
      },
    });
    layout = { id: created.id, name };
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a viewer reads the venue page whole, with no Edit, Upload, Add, Save, Link or Delete', async () => {
    const { context, page, refused } = await signedIn('viewer');
    await page.goto(venuePath());
    await page.getByRole('heading', { name: `${place.venueName} (${place.gmv})`, level: 1 }).waitFor();
    // The last of the sections drawn in turn (app/routes/venue/VenueRoute.tsx).
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.getByRole('heading', { name: 'Graphics Controllers' }).waitFor();
    await page.getByText('Display mode').waitFor();
    await expectNoButtons(page, ['Edit venue details', 'Edit open hours', 'Upload logo', 'Save', 'Link Graphics Controller', 'Delete venue', /^Add reveal/]);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await context.close();
  });

  it('a designer is shown no Generation One, schedule or week on a venue page, and meets no refusal', async () => {
    const { context, page, refused } = await signedIn('designer');
    await page.goto(venuePath());
    await page.getByRole('heading', { name: 'Reveal' }).waitFor();
    await page.waitForLoadState('networkidle');
    for (const heading of ['Generation One', 'Schedule', 'What plays when', 'History']) {
      expect(await page.getByRole('heading', { name: heading }).count(), heading).toBe(0);
    }
    await expectNoButtons(page, ['Edit venue details', 'Upload logo', 'Save']);
    expect(refused).toEqual([]);
    await context.close();
  });

  it('an approver reads /screens, the content lists and a layout without commands, choosing, adding or the editor', async () => {
    const { context, page, refused } = await signedIn('approver');
    await page.goto('/screens');
    await page.getByRole('heading', { name: 'Screens', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('group', { name: 'Commands for the chosen displays' }).count()).toBe(0);
    for (const [path, heading, names] of [
      ['/files', 'Files', ['Add file']],
      ['/themes', 'Themes', ['Add theme']],
      ['/playlists', 'Playlists', ['New playlist']],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoButtons(page, [...names]);
    }
    await page.goto('/assets');
    await page.getByRole('heading', { name: 'Assets', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Create Asset' }).count()).toBe(0);
    // A layout's page draws it read-only, with no editor; the create page sends the approver away.
    await page.getByRole('link', { name: `Open ${layout.name}` }).click();
    await page.getByRole('heading', { name: `View Asset: ${layout.name}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Full screen' }).waitFor();
    await expectNoButtons(page, ['Save']);
    await page.goto('/assets/create');
    await page.getByText('Your role cannot open this page').waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/assets/create');
    expect(refused).toEqual([]);
    await context.close();
  });
});
