import { describe, expect, inject, it } from 'vitest';
import { adminToken, api, firstRegion, runSuffix as suffix } from './api.ts';
import { signedInAdminPage } from './signedInAdmin.ts';

const baseUrl = inject('baseUrl');

describe('Generation One and the client CSV upload (admin)', () => {
  const currentPage = signedInAdminPage();

  it('links a registered device by its code and lists the displays it reports', async () => {
    const page = currentPage();
    // A client and a venue, made through the API.
    const token = await adminToken();
    const region = await firstRegion(token);
    const clientName = `G1 Client ${suffix}`;
    const venueName = `G1 Venue ${suffix}`;
    const client = await api<{ id: string }>('/api/clients', { method: 'POST', token, body: { name: clientName } });
    const venue = await api<{ id: string }>('/api/venues', {
      method: 'POST',
      token,
      body: { clientId: client.id, regionId: region.id, name: venueName, gmv: `G1-${suffix}` },
    });

    // The venue PC registers and reports its screens with its own token.
    const device = await api<{ graphicsControllerId: string; token: string; code: string }>('/api/graphicscontrollerauthcode', {
      method: 'POST',
    });
    await api('/api/graphicscontroller/self/displays', {
      method: 'PUT',
      token: device.token,
      body: {
        displays: [
          { label: 'Bar Left', width: 1920, height: 1080 },
          { label: 'Entrance Portrait', width: 1080, height: 1920 },
        ],
      },
    });

    // The admin links it on the venue page, typing the code in lower case.
    const venuePath = `/clients/${client.id}/${venue.id}`;
    await page.goto(venuePath);
    await page.getByRole('heading', { name: 'Generation One' }).waitFor();
    await page.getByText('No graphics controllers linked').waitFor();
    await page.getByRole('button', { name: 'Link Graphics Controller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link Graphics Controller' });
    await dialog.getByLabel('Code').pressSequentially(device.code.toLowerCase());
    await dialog.getByRole('button', { name: 'Next' }).click();
    const name = dialog.getByLabel('Name');
    await name.waitFor();
    await expect.poll(() => name.inputValue()).toBe('Generation One PC');
    await name.fill('Bar PC');
    await dialog.getByRole('button', { name: 'Link' }).click();
    await page.getByText('GraphicsController linked successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The controller is listed; its page lists the reported displays.
    await page.getByRole('link', { name: 'View Bar PC' }).click();
    await page.waitForURL(`**${venuePath}/${device.graphicsControllerId}`);
    await page.getByRole('heading', { name: 'Bar PC - Displays', level: 1 }).waitFor();
    await page.getByText('1920 w × 1080 h').waitFor();
    await page.getByText('1080 w × 1920 h').waitFor();
    await page.getByText('Bar Left').waitFor();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.getByRole('link', { name: clientName }).waitFor();
    await trail.getByRole('link', { name: venueName }).waitFor();
    await trail.getByText('Bar PC').waitFor();

    // A second code typed wrong: the docs/product.md#messages toast and a cleared input.
    await page.goto(venuePath);
    await page.getByRole('button', { name: 'Link Graphics Controller' }).click();
    await dialog.getByLabel('Code').pressSequentially('zzzzzz');
    await dialog.getByLabel('Code').press('Enter');
    await page.getByText('Invalid graphics controller code').waitFor();
    await expect.poll(() => dialog.getByLabel('Code').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Unlinking: confirm, toast, gone from the list, and the device's token no longer works.
    await page.getByRole('button', { name: 'Delete Bar PC' }).click();
    await page.getByRole('dialog', { name: 'Delete graphics controller?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Graphics controller deleted').waitFor();
    await page.getByText('No graphics controllers linked').waitFor();
    const self = await fetch(`${baseUrl}/api/graphicscontroller/self`, { headers: { Authorization: `Bearer ${device.token}` } });
    expect(self.status).toBe(401);
    await page.goto(`${venuePath}/${device.graphicsControllerId}`);
    await page.getByText('Not Found').first().waitFor();
  });

  it('links a screen from the address of its QR code (/link?code=…), and the device reads its layout as one tree', async () => {
    const page = currentPage();
    const token = await adminToken();
    const region = await firstRegion(token);
    const venueName = `QR Venue ${suffix}`;
    const gmv = `QR-${suffix}`;
    const client = await api<{ id: string }>('/api/clients', { method: 'POST', token, body: { name: `QR Client ${suffix}` } });
    const venue = await api<{ id: string }>('/api/venues', {
      method: 'POST',
      token,
      body: { clientId: client.id, regionId: region.id, name: venueName, gmv },
    });
    const device = await api<{ graphicsControllerId: string; token: string; code: string }>('/api/graphicscontrollerauthcode', {
      method: 'POST',
    });

    // The QR code's address: find the venue by typing, choose it.
    await page.goto(`/link?code=${device.code.toLowerCase()}`);
    await page.getByRole('heading', { name: 'Link a screen', level: 1 }).waitFor();
    await page.getByText(`The screen shows the code ${device.code}.`).waitFor();
    await page.getByLabel('Venue').fill(venueName);
    await page.getByRole('button', { name: `${venueName} (${gmv})` }).click();

    // The venue page opens its link dialog with the code already checked: only the name is asked.
    // It takes the code out of its address at once (a reload must not offer a used code), so the
    // journey waits for the address without it: the one with it may be gone before a wait starts.
    await page.waitForURL((url) => url.pathname === `/clients/${client.id}/${venue.id}` && !url.searchParams.has('linkCode'));
    const dialog = page.getByRole('dialog', { name: 'Link Graphics Controller' });
    const name = dialog.getByLabel('Name');
    await name.waitFor();
    await name.fill('Kiosk PC');
    await dialog.getByRole('button', { name: 'Link' }).click();
    await page.getByText('GraphicsController linked successfully').waitFor();
    const card = page.getByRole('table', { name: 'Graphics controllers' });
    await card.getByRole('link', { name: 'Kiosk PC', exact: true }).waitFor();
    await card.getByText('Online').waitFor();
    await page.getByText(/^Uptime in open hours, last 7 days:/).waitFor();

    // The device reports its screen and reads what to draw, in one answer, then polls with its ETag.
    const [display] = await api<{ id: string }[]>('/api/graphicscontroller/self/displays', {
      method: 'PUT',
      token: device.token,
      body: { displays: [{ label: 'Main', width: 1920, height: 1080 }] },
    });
    if (!display) throw new Error('No display reported');
    const layoutUrl = `${baseUrl}/api/graphicscontroller/self/displays/${display.id}/layout`;
    const blank = await fetch(layoutUrl, { headers: { Authorization: `Bearer ${device.token}` } });
    expect(blank.status).toBe(200);
    expect(await blank.json()).toMatchObject({ assetId: null, width: 1920, height: 1080, placements: [] });
    const etag = blank.headers.get('etag') ?? '';
    const same = await fetch(layoutUrl, { headers: { Authorization: `Bearer ${device.token}`, 'If-None-Match': etag } });
    expect(same.status).toBe(304);
    await api(`/api/asset/display/${display.id}`, {
      method: 'PUT',
      token,
      body: { placements: [{ assetId: '00000000-0000-4000-8000-000000000001', config: { value: 'Welcome' }, x: '10px', y: '20px', order: 0 }] },
    });
    const drawn = await fetch(layoutUrl, { headers: { Authorization: `Bearer ${device.token}`, 'If-None-Match': etag } });
    expect(drawn.status).toBe(200);
    const tree = (await drawn.json()) as { placements: { assetType: string; x: number; y: number; config: Record<string, string> }[] };
    expect(tree.placements).toEqual([expect.objectContaining({ assetType: 'TEXT', x: 10, y: 20, config: { value: 'Welcome' } })]);
  });

  it('uploads a CSV of clients and venues and shows the result as JSON', async () => {
    const page = currentPage();
    const region = await firstRegion(await adminToken());
    await page.goto('/clients/upload');
    await page.getByRole('heading', { name: 'Upload Clients', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Clients and venues CSV file is required.').waitFor();

    const csv = [
      'clientName,venueName,gmv,region',
      `CSV Client ${suffix},CSV Venue A ${suffix},CSVA-${suffix},${region.name}`,
      `CSV Client ${suffix},CSV Venue B ${suffix},CSVB-${suffix},${region.name}`,
      '',
    ].join('\n');
    await page.getByLabel('Clients and venues CSV').setInputFiles({
      name: 'clients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Clients uploaded').waitFor();
    const result = page.getByRole('region', { name: 'Upload result' });
    await expect.poll(() => result.textContent()).toContain('"applied": true');
    await expect.poll(() => result.textContent()).toContain('"created": 2');
  });
});
